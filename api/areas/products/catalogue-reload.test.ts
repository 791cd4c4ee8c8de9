import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onContentChanged } from "../../../shared/content-events";
import type { Backend } from "../../backend";
import { seedIfEmpty } from "../../db/seed";
import { addUser, client, testBackend } from "../../test/support";

let backend: Backend;
beforeAll(async () => {
  backend = await testBackend();
  await seedIfEmpty(backend.db);
}, 120_000);
afterAll(() => backend?.close());

describe("catalogue reload", () => {
  it("is for administrators only", async () => {
    const api = client(backend);
    await addUser(backend, "reader@reload.example", "partner password 1", ["partner"]);
    const partner = (await api.login("reader@reload.example", "partner password 1")).body.data
      .token;
    expect((await api.call("POST", "/admin/catalogue/reload")).status).toBe(401);
    expect((await api.call("POST", "/admin/catalogue/reload", { token: partner })).status).toBe(
      403,
    );
  });

  it("loads the catalogue again and says the content changed after it is written", async () => {
    const api = client(backend);
    await addUser(backend, "boss@reload.example", "admin password 1", ["admin"]);
    const admin = (await api.login("boss@reload.example", "admin password 1")).body.data.token;
    const heard: string[] = [];
    const stop = onContentChanged((change) => heard.push(change.reason));
    const reply = await api.call("POST", "/admin/catalogue/reload", { token: admin });
    stop();
    expect(reply.status).toBe(200);
    expect(reply.body.data.products).toBeGreaterThan(0);
    expect(heard.at(-1)).toBe("catalogue");
    const list = await api.call("GET", "/product/list", { query: { pageNum: "1", pageSize: "5" } });
    expect(list.status).toBe(200);
  });
});
