import { describe, expect, it } from "vitest";
import { onContentChanged } from "#shared/content-events";
import { addUser, client, backendForFile } from "../../test/support";

const ctx = backendForFile({ seed: true });

describe("catalogue reload", () => {
  it("is for administrators only", async () => {
    const api = client(ctx.backend);
    await addUser(ctx.backend, "reader@reload.example", "partner password 1", ["partner"]);
    const partner = (await api.login("reader@reload.example", "partner password 1")).body.data
      .token;
    expect((await api.call("POST", "/admin/catalogue/reload")).status).toBe(401);
    expect((await api.call("POST", "/admin/catalogue/reload", { token: partner })).status).toBe(
      403,
    );
  });

  it("loads the catalogue again and says the content changed after it is written", async () => {
    const api = client(ctx.backend);
    await addUser(ctx.backend, "boss@reload.example", "admin password 1", ["admin"]);
    const admin = (await api.login("boss@reload.example", "admin password 1")).body.data.token;
    const heard: string[] = [];
    const stop = onContentChanged((change) => heard.push(change.reason));
    const reply = await api.call("POST", "/admin/catalogue/reload", { token: admin });
    stop();
    expect(reply.status).toBe(200);
    expect(reply.body.data.products).toBeGreaterThan(0);
    expect(heard.at(-1)).toBe("catalogue");
    const list = await api.call("GET", "/product/list", {
      query: { pageNum: "1", pageSize: "5" },
    });
    expect(list.status).toBe(200);
  });
});
