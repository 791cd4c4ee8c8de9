import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Backend } from "../../backend";
import { attachmentDisposition } from "../../infra/file-response";
import { addUser, client, TEST_ORIGIN, testBackend } from "../../test/support";

let backend: Backend;
let api: ReturnType<typeof client>;
let admin: string;
let partner: string;
let reportId: number;
let bare: number;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 1, 2, 3]);

async function report(files: Record<string, [Buffer, string]>, description: string) {
  const form = new FormData();
  form.set("description", description);
  for (const [k, [data, name]] of Object.entries(files))
    form.set(k, new Blob([new Uint8Array(data)]), name);
  await backend.fetch(
    new Request(`${TEST_ORIGIN}/api/product/nv-b580-ai/error-report`, {
      method: "POST",
      body: form,
    }),
  );
  const list = (await api.call("GET", "/admin/error-reports", { token: admin })).body.data.items;
  return list.find((r: { description: string }) => r.description === description).id as number;
}

beforeAll(async () => {
  backend = await testBackend({}, { seed: true });
  api = client(backend);
  await addUser(backend, "files-admin@northlight-vision.example", "admin password 1", ["admin"]);
  await addUser(backend, "files-partner@integrator.example", "partner password 1", ["partner"]);
  admin = (await api.login("files-admin@northlight-vision.example", "admin password 1")).body.data
    .token;
  partner = (await api.login("files-partner@integrator.example", "partner password 1")).body.data
    .token;
  reportId = await report(
    { picture: [JPEG, "shot.jpg"], attachment: [Buffer.from("line one\n"), "notes été.txt"] },
    "Files of this report are opened by administrators.",
  );
  bare = await report({}, "A report without files.");
}, 120_000);
afterAll(() => backend?.close());

const file = (id: number | string, which: string, token?: string) =>
  api.call("GET", `/admin/error-reports/${id}/${which}`, { token });

describe("GET /api/admin/error-reports/:id/picture|attachment", () => {
  it("shows the picture inline as a JPEG judged by its content", async () => {
    const response = await backend.fetch(
      new Request(`${TEST_ORIGIN}/api/admin/error-reports/${reportId}/picture`, {
        headers: {
          token: `Bearer ${admin}`,
          authorization: api.basic,
          channel: "app",
          tenant: backend.config.partnerTenant,
        },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("content-disposition")).toBe("inline");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(JPEG);
  });

  it("sends the attachment as a download under its name (RFC 6266)", async () => {
    const { status, headers, body } = await file(reportId, "attachment", admin);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/octet-stream");
    expect(headers.get("content-disposition")).toBe(
      `attachment; filename="notes _t_.txt"; filename*=UTF-8''notes%20%C3%A9t%C3%A9.txt`,
    );
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(body.message).toBe("line one\n");
  });

  it("refuses partners and visitors, and answers 404 for what does not exist", async () => {
    expect((await file(reportId, "picture", partner)).status).toBe(403);
    expect((await file(reportId, "attachment")).status).toBe(401);
    expect((await file(bare, "picture", admin)).status).toBe(404);
    expect((await file(bare, "attachment", admin)).status).toBe(404);
    expect((await file(999999, "picture", admin)).status).toBe(404);
    expect((await file("1e3", "picture", admin)).status).toBe(404);
    expect((await file(reportId, "other", admin)).status).toBe(404);
  });
});

describe("attachmentDisposition", () => {
  it("quotes nothing unsafe in the ASCII name and keeps the exact name in filename*", () => {
    expect(attachmentDisposition('a"b\\c.txt')).toBe(
      `attachment; filename="a_b_c.txt"; filename*=UTF-8''a%22b%5Cc.txt`,
    );
    expect(attachmentDisposition("報告.pdf")).toBe(
      `attachment; filename="__.pdf"; filename*=UTF-8''%E5%A0%B1%E5%91%8A.pdf`,
    );
    expect(attachmentDisposition("it's (1).txt")).toBe(
      `attachment; filename="it's (1).txt"; filename*=UTF-8''it%27s%20%281%29.txt`,
    );
  });
});
