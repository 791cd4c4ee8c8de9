import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VIDEO_CATEGORIES } from "#shared/videos";
import type { Backend } from "../../backend";
import { documents } from "../../db/schema";
import { addUser, client, rawCall, testBackend } from "../../test/support";
import { viewableHtml } from "../documents/viewer";
import { videoDetailPages } from "./service";
import { videoMime, webVtt } from "./seed";

let backend: Backend;
let api: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  backend = await testBackend({}, { seed: true });
  api = client(backend);
  await addUser(backend, "media-partner@integrator.example", "partner password 1", ["partner"]);
  token = (await api.login("media-partner@integrator.example", "partner password 1")).body.data
    .token;
}, 120_000);
afterAll(() => backend?.close());

/** A raw call of the backend (files answer bytes, not the envelope). */
const raw = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  rawCall(backend, path, headers, method);

describe("the video library", () => {
  it("seeds 20 videos over every category, newest first, 12 a page", async () => {
    const first = (await api.call("GET", "/videos")).body.data;
    expect(first.total).toBe(20);
    expect(first.items).toHaveLength(12);
    expect(first.categories.map((c: { value: string }) => c.value)).toEqual([...VIDEO_CATEGORIES]);
    for (const c of first.categories) expect(c.count).toBeGreaterThan(0);
    const second = (await api.call("GET", "/videos", { query: { page: "2" } })).body.data;
    expect(second.items).toHaveLength(8);
  });

  it("filters by category; an unknown category lists nothing", async () => {
    const training = (await api.call("GET", "/videos", { query: { category: "training" } })).body
      .data;
    expect(training.total).toBeGreaterThan(0);
    for (const v of training.items) expect(v.category).toBe("training");
    const none = (await api.call("GET", "/videos", { query: { category: "nope" } })).body.data;
    expect(none.total).toBe(0);
    expect(none.items).toEqual([]);
  });

  it("gives a video's page in the visitor's language with its captions and transcript", async () => {
    const en = (await api.call("GET", "/videos/brand-story")).body.data;
    expect(en.captions).toEqual(["en", "es", "jp"]);
    expect(en.transcript.length).toBeGreaterThan(1);
    expect(en.mime).toBe("video/webm");
    const jp = (await api.call("GET", "/videos/brand-story", { headers: { language: "jp" } })).body
      .data;
    expect(jp.title).not.toBe(en.title);
    expect(jp.transcript[0]).not.toBe(en.transcript[0]);
    expect((await api.call("GET", "/videos/no-such-video")).status).toBe(404);
  });

  it("serves the clip by ranges (206) as video/webm with its Duration written", async () => {
    const whole = await raw("/videos/brand-story/file");
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/webm");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-disposition")).toMatch(/^inline/);
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(videoMime(bytes)).toBe("video/webm");
    // The Segment Info carries a Duration (EBML id 0x4489, a float of 4 or 8 bytes, in ms).
    const at = bytes.indexOf(Buffer.from([0x44, 0x89]));
    expect(at).toBeGreaterThan(0);
    const ms = bytes[at + 2] === 0x84 ? bytes.readFloatBE(at + 3) : bytes.readDoubleBE(at + 3);
    expect(ms).toBeGreaterThan(1000);
    expect(ms).toBeLessThan(5000);
    const part = await raw("/videos/brand-story/file", { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const head = await raw("/videos/brand-story/file", {}, "HEAD");
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
    expect((await raw("/videos/brand-story/file", { range: "bytes=999999-" })).status).toBe(416);
  });

  it("serves the poster as JPEG and captions as text/vtt; missing ones are 404", async () => {
    const poster = await raw("/videos/brand-story/poster");
    expect(poster.headers.get("content-type")).toBe("image/jpeg");
    const vtt = await raw("/videos/brand-story/captions/es");
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    const text = await vtt.text();
    expect(text.startsWith("WEBVTT\n")).toBe(true);
    expect(text).toContain("00:00:00.000 --> ");
    expect((await raw("/videos/brand-story/captions/zh")).status).toBe(404);
    expect((await raw("/videos/brand-factory/captions/en")).status).toBe(404);
  });

  it("lists the video pages for the sitemap", async () => {
    const pages = (await videoDetailPages(backend.db)).items;
    expect(pages).toHaveLength(20);
    expect(pages[0]).toMatchObject({
      path: expect.stringMatching(/^\/video-library\/[a-z0-9-]+$/),
    });
  });

  it("writes WebVTT cues over the duration", () => {
    expect(webVtt(["One.", "Two."], 3)).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.500\nOne.\n\n2\n00:00:01.500 --> 00:00:03.000\nTwo.\n",
    );
  });
});

describe("the document viewers", () => {
  const byTitle = async (title: string) =>
    (await backend.db.select().from(documents)).find((d) => d.title.en === title)!;

  it("renders the seeded hostile HTML document inert, with its text", async () => {
    const notes = await byTitle("Integration notes");
    const view = (await api.call("GET", `/viewer/html/${notes.id}`)).body.data;
    expect(view.title).toBe("Integration notes");
    expect(view.sha256).toBe(notes.sha256);
    expect(view.html).toContain("ONVIF Profile S");
    expect(view.html).toContain("<code>PullPoint</code>");
    for (const banned of [
      /<script/i,
      /<style/i,
      /<link/i,
      /<iframe/i,
      /<form/i,
      /<input/i,
      /<svg/i,
      /\son\w+=/i,
      /javascript:/i,
      /data:/i,
      /tracker\.example/,
    ])
      expect(view.html).not.toMatch(banned);
  });

  it("sanitizes a content once and remembers it by sha256", () => {
    const a = viewableHtml("f".repeat(64), '<html lang="ar" dir="rtl"><p>x</p></html>');
    expect(a).toEqual({ html: "<p>x</p>", lang: "ar", dir: "rtl" });
    expect(viewableHtml("f".repeat(64), "<p>other</p>")).toBe(a);
  });

  it("answers 404 for a document of the other format or none, 401 for a gated one", async () => {
    const [pdf] = await backend.db
      .select()
      .from(documents)
      .where(and(eq(documents.format, "pdf"), eq(documents.gated, false)))
      .limit(1);
    const notes = await byTitle("Integration notes");
    expect((await api.call("GET", `/viewer/pdf/${pdf!.id}`)).body.data.sha256).toBe(pdf!.sha256);
    expect((await api.call("GET", `/viewer/html/${pdf!.id}`)).status).toBe(404);
    expect((await api.call("GET", `/viewer/pdf/${notes.id}`)).status).toBe(404);
    expect((await api.call("GET", "/viewer/pdf/999999")).status).toBe(404);
    expect((await api.call("GET", "/viewer/pdf/abc")).status).toBe(404);
    const [gated] = await backend.db
      .select()
      .from(documents)
      .where(eq(documents.gated, true))
      .limit(1);
    const path = `/viewer/${gated!.format}/${gated!.id}`;
    expect((await api.call("GET", path)).status).toBe(401);
    expect((await api.call("GET", path, { token })).status).toBe(200);
  });
});
