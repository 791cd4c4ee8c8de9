import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { backendForFile, rawCall } from "../../test/support";
import { firmwareReleases } from "../../db/schema";
import { firmwareDetailPages, softwareDetailPages } from "./service";

const ctx = backendForFile({ seed: true });

const get = async (path: string, query?: Record<string, string>, language = "en") =>
  (await ctx.api.call("GET", path, { query, headers: { language } })).body;

const raw = (path: string, headers: Record<string, string> = {}) =>
  rawCall(ctx.backend, path, headers);

describe("the firmware list", () => {
  it("has 21 releases over 10 models of the catalogue, newest first, one of them withdrawn", async () => {
    const list = (await get("/downloads/firmware")).data;
    expect(list.total).toBe(21);
    expect(
      list.items
        .filter((r: { status: string }) => r.status === "withdrawn")
        .map((r: { version: string }) => r.version),
    ).toEqual(["5.2.0"]);
    expect(
      new Set(list.items.flatMap((r: { models: { id: string }[] }) => r.models.map((m) => m.id)))
        .size,
    ).toBe(10);
    const dates = list.items.map((r: { releaseDate: string }) => r.releaseDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.classes).toEqual(["camera", "recorder"]);
    expect(list.items.some((r: { gated: boolean }) => r.gated)).toBe(true);
  });

  it("filters by product line and model and searches model codes and names", async () => {
    const recorders = (await get("/downloads/firmware", { class: "recorder" })).data;
    expect(
      recorders.items.every((r: { productClass: string }) => r.productClass === "recorder"),
    ).toBe(true);
    expect(recorders.total).toBe(6);
    const model = (await get("/downloads/firmware", { model: "nv-t540-ai" })).data;
    expect(model.total).toBe(3);
    const search = (await get("/downloads/firmware", { q: "b580" })).data;
    expect(search.total).toBe(4);
    expect((await get("/downloads/firmware", { q: "nv pt760" })).data.total).toBe(3);
    expect((await get("/downloads/firmware", { q: "zzz-none" })).data.total).toBe(0);
    expect((await get("/downloads/firmware", { class: "toaster" })).data.total).toBe(0);
  });

  it("is not listed by the documentation center", async () => {
    const list = (await get("/documents", { pageSize: "60", format: "zip" })).data;
    expect(list.total).toBe(0);
    const all = (await get("/documents", { pageSize: "60" })).data;
    expect(all.facets.format.map((f: { value: string }) => f.value)).toEqual(["html", "pdf"]);
  });
});

describe("a firmware release", () => {
  it("has its notes in the visitor's language, its models and the earlier versions of its line", async () => {
    const list = (await get("/downloads/firmware", { model: "nv-d580-ai" })).data;
    const [newest, middle, oldest] = list.items;
    const detail = (await get(`/downloads/firmware/${newest.id}`, undefined, "jp")).data;
    expect(detail.current).toBe(true);
    expect(detail.release.notes).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(detail.release.models.map((m: { id: string }) => m.id)).toEqual([
      "nv-d580-ai",
      "nv-d560-ai",
    ]);
    expect(detail.earlier.map((r: { id: number }) => r.id)).toEqual([middle.id, oldest.id]);
    const old = (await get(`/downloads/firmware/${oldest.id}`)).data;
    expect(old.current).toBe(false);
    expect(old.currentId).toBe(newest.id);
    expect(old.earlier).toEqual([]);
  });

  it("is 404 for an unknown or malformed id", async () => {
    expect((await raw("/downloads/firmware/999999")).status).toBe(404);
    expect((await raw("/downloads/firmware/abc")).status).toBe(404);
  });

  it("downloads as a document: a real ZIP whose sha256 is the one listed", async () => {
    const list = (await get("/downloads/firmware", { model: "nv-d580-ai" })).data;
    const release = list.items[0];
    const response = await raw(`/documents/${release.documentId}/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toContain(".zip");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    expect(bytes.length).toBe(release.size);
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(release.sha256);
  });

  it("refuses the gated release to a visitor", async () => {
    const list = (await get("/downloads/firmware")).data;
    const gated = list.items.find((r: { gated: boolean }) => r.gated);
    expect((await raw(`/documents/${gated.documentId}/download`)).status).toBe(401);
  });
});

describe("model codes", () => {
  it("resolve in any case, by product id or model, to the current firmware", async () => {
    const byId = (await get("/downloads/firmware/model/nv-n6400-r")).data;
    const byModel = (await get("/downloads/firmware/model/NV-N6400-R")).data;
    const mixed = (await get("/downloads/firmware/model/Nv-N6400-r")).data;
    expect(byId.current.version).toBe("6.2.3");
    expect(byModel.current.id).toBe(byId.current.id);
    expect(mixed.current.id).toBe(byId.current.id);
    expect(byId.releases.map((r: { version: string }) => r.version)).toEqual([
      "6.2.3",
      "6.1.0",
      "6.0.0",
    ]);
    expect(byId.product.model).toBe("NV-N6400-R");
  });

  it("are 404 when unknown or without firmware", async () => {
    expect((await raw("/downloads/firmware/model/nv-unknown")).status).toBe(404);
    // A catalogue product that has no firmware.
    expect((await raw("/downloads/firmware/model/nv-wb01")).status).toBe(404);
  });
});

describe("software", () => {
  it("has 10 packages over the platforms, with the MD5 checker of about 300 KB", async () => {
    const list = (await get("/downloads/software")).data;
    expect(list.total).toBe(10);
    expect(list.platforms).toEqual(["windows", "macos", "linux", "android", "ios", "web"]);
    const web = (await get("/downloads/software", { platform: "web" })).data;
    expect(web.items.every((s: { platform: string }) => s.platform === "web")).toBe(true);
    const checker = list.items.find((s: { title: string }) => s.title === "MD5 checker tool");
    expect(checker.size).toBeGreaterThan(250_000);
    expect(checker.size).toBeLessThan(350_000);
    const detail = (await get(`/downloads/software/${checker.id}`, undefined, "tur")).data;
    expect(detail.item.title).toBe("MD5 denetleme aracı");
    expect((await raw("/downloads/software/999999")).status).toBe(404);
    expect((await get("/downloads/software", { platform: "beos" })).data.total).toBe(0);
  });
});

describe("the sitemap's pages", () => {
  it("lists every version and software page", async () => {
    expect((await firmwareDetailPages(ctx.backend.db)).items).toHaveLength(21);
    const software = (await softwareDetailPages(ctx.backend.db)).items;
    expect(software).toHaveLength(10);
    expect(software[0]!.path).toMatch(/^\/soft-download\/\d+$/);
  });
});

describe("release states and tracks", () => {
  const bullet = async (language = "en") =>
    (await get("/downloads/firmware/model/nv-b580-ai", undefined, language)).data;

  it("lists the withdrawn release with its reason and never makes it current", async () => {
    const model = await bullet("es");
    expect(model.releases.map((r: { version: string }) => r.version)).toEqual([
      "5.4.0",
      "5.3.1",
      "5.2.1",
      "5.2.0",
    ]);
    const withdrawn = model.releases.at(-1);
    expect(withdrawn.status).toBe("withdrawn");
    expect(withdrawn.withdrawnReason).toContain("5.2.1");
    expect(withdrawn.withdrawnReason).toMatch(/zona horaria/);
    expect(withdrawn.withdrawnAt).toMatch(/^2025-04-17T/);
    const detail = (await get(`/downloads/firmware/${withdrawn.id}`)).data;
    expect(detail.current).toBe(false);
    expect(detail.currentId).toBe(model.current.id);
    expect(model.current.version).toBe("5.4.0");
  });

  it("serves a withdrawn release's file as 410 Gone and a draft as nothing at all", async () => {
    const withdrawn = (await bullet()).releases.at(-1);
    const gone = await raw(`/documents/${withdrawn.documentId}/download`);
    expect(gone.status).toBe(410);
    expect((await gone.json()).code).toBe(41000);
    // A draft: not listed, no page, no file, not in the sitemap; the line's current stays.
    const thermal = (await get("/downloads/firmware/model/nv-th640-b")).data;
    const [newest, older] = thermal.releases;
    await ctx.backend.db
      .update(firmwareReleases)
      .set({ status: "draft" })
      .where(eq(firmwareReleases.id, newest.id));
    try {
      const now = (await get("/downloads/firmware/model/nv-th640-b")).data;
      expect(now.releases.map((r: { id: number }) => r.id)).toEqual([older.id]);
      expect(now.current.id).toBe(older.id);
      expect((await raw(`/downloads/firmware/${newest.id}`)).status).toBe(404);
      expect((await raw(`/documents/${newest.documentId}/download`)).status).toBe(404);
      const pages = (await firmwareDetailPages(ctx.backend.db)).items;
      expect(pages.some((p) => p.id === String(newest.id))).toBe(false);
      const feed = (await get("/downloads/firmware/feed")).data.items;
      expect(feed.some((r: { id: number }) => r.id === newest.id)).toBe(false);
    } finally {
      await ctx.backend.db
        .update(firmwareReleases)
        .set({ status: "published" })
        .where(eq(firmwareReleases.id, newest.id));
    }
  });

  it("has long-term-support tracks with their end dates", async () => {
    const dome = (await get("/downloads/firmware/model/nv-d580-ai")).data;
    expect(dome.lts).toEqual([
      { version: "5.3.0", releaseId: expect.any(Number), endsOn: "2027-09-30" },
    ]);
    const lts = dome.releases.find((r: { version: string }) => r.version === "5.3.0");
    expect(lts.track).toBe("lts");
    expect(dome.current.track).toBe("active");
    expect(dome.current.ltsEndsOn).toBeNull();
  });

  it("renders notes and known issues from Markdown, marking texts shown in English", async () => {
    const dome = (await get("/downloads/firmware/model/nv-d580-ai", undefined, "el")).data;
    const newest = dome.current;
    expect(newest.notesHtml).toMatch(/^<ul>\s*<li>/);
    expect(newest.notesHtml).toMatch(/[\u0370-\u03ff]/);
    // One of its two known issues is written in English only: the whole list is English, marked.
    expect(newest.knownIssuesHtml).toContain("<strong>twice</strong>");
    expect(newest.fallback).toEqual(["knownIssues"]);
    const bulletEl = (await get("/downloads/firmware/model/nv-b580-ai", undefined, "el")).data;
    const translated = bulletEl.releases.find((r: { version: string }) => r.version === "5.3.1");
    expect(translated.knownIssuesHtml).toContain("<strong>δύο φορές</strong>");
    expect(translated.fallback).toEqual([]);
    const none = dome.releases.find((r: { version: string }) => r.version === "5.2.2");
    expect(none.knownIssuesHtml).toBe("");
    expect(none.knownIssues).toBe("");
  });
});
