// Makes the seed catalogue's short video clips once: an animated canvas (the video's title, brand
// colours, moving shapes) recorded by Chromium's MediaRecorder to WebM, with its Duration written
// into the file (MediaRecorder leaves it out), and a poster frame as JPEG.
// Usage: node scripts/make-videos.mjs  (needs /usr/bin/chromium; writes content/media/videos/)
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "content/media/videos");
const catalogue = JSON.parse(
  readFileSync(path.join(ROOT, "content/catalogue/videos.json"), "utf8"),
);

/** The bytes of an EBML variable-size integer starting at `at`: its length and value. */
function readVint(bytes, at) {
  const first = bytes[at];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i];
  return { length, value };
}

/** An EBML element at `at`: its id (as hex), where its size and its data start, and its size. */
function element(bytes, at) {
  const idLength = readVint(bytes, at).length;
  const id = bytes.subarray(at, at + idLength).toString("hex");
  const size = readVint(bytes, at + idLength);
  return { id, sizeAt: at + idLength, dataAt: at + idLength + size.length, size: size.value };
}

/**
 * The WebM with a Duration element (milliseconds at the default timecode scale) in its Segment
 * Info when the recorder wrote none, so that players know the length before reading to the end.
 */
export function withDuration(webm, durationMs) {
  const header = element(webm, 0);
  const segment = element(webm, header.dataAt + header.size);
  if (segment.id !== "18538067") throw new Error("no Segment in the recording");
  let at = segment.dataAt;
  let info = null;
  while (at < webm.length) {
    const child = element(webm, at);
    if (child.id === "1549a966") {
      info = child;
      break;
    }
    if (child.id === "1f43b675") break; // the first Cluster: Info comes before it
    at = child.dataAt + child.size;
  }
  if (!info) throw new Error("no Segment Info in the recording");
  for (let p = info.dataAt; p < info.dataAt + info.size; ) {
    const child = element(webm, p);
    if (child.id === "4489") return webm;
    p = child.dataAt + child.size;
  }
  const duration = Buffer.alloc(11);
  duration.set([0x44, 0x89, 0x88]);
  duration.writeDoubleBE(durationMs, 3);
  const body = Buffer.concat([webm.subarray(info.dataAt, info.dataAt + info.size), duration]);
  const size = Buffer.alloc(8);
  size[0] = 0x01;
  size.writeUIntBE(body.length, 2, 6);
  return Buffer.concat([
    webm.subarray(0, info.sizeAt),
    size,
    body,
    webm.subarray(info.dataAt + info.size),
  ]);
}

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--autoplay-policy=no-user-gesture-required"],
});
const page = await browser.newPage();
await page.setContent("<canvas width=320 height=180></canvas>");
for (const [index, video] of catalogue.videos.entries()) {
  const seconds = video.durationSeconds;
  const result = await page.evaluate(
    async ({ title, category, seconds, hue }) => {
      const canvas = document.querySelector("canvas");
      const g = canvas.getContext("2d");
      const draw = (t) => {
        const grad = g.createLinearGradient(0, 0, 320, 180);
        grad.addColorStop(0, `hsl(${hue} 60% 18%)`);
        grad.addColorStop(1, "#0b3d91");
        g.fillStyle = grad;
        g.fillRect(0, 0, 320, 180);
        for (let i = 0; i < 4; i++) {
          const x = ((t * 90 + i * 95) % 420) - 50;
          g.fillStyle = `hsla(${(hue + i * 40) % 360} 80% 60% / 0.55)`;
          g.beginPath();
          g.arc(x, 130 - i * 18 + Math.sin(t * 3 + i) * 12, 16 + i * 4, 0, Math.PI * 2);
          g.fill();
        }
        g.fillStyle = "#ffb000";
        g.fillRect(16, 16, 6, 44);
        g.fillStyle = "#fff";
        g.font = "bold 17px sans-serif";
        g.fillText(title.slice(0, 30), 30, 34);
        g.font = "12px sans-serif";
        g.fillText(`Northlight Vision · ${category}`, 30, 54);
        g.fillText(`${t.toFixed(1)} s`, 270, 168);
      };
      draw(0);
      const stream = canvas.captureStream(15);
      const recorder = new MediaRecorder(stream, {
        mimeType: "video/webm;codecs=vp8",
        videoBitsPerSecond: 90_000,
      });
      const chunks = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const start = performance.now();
      let poster = "";
      await new Promise((done) => {
        recorder.onstop = done;
        recorder.start();
        const frame = () => {
          const t = (performance.now() - start) / 1000;
          draw(Math.min(t, seconds));
          if (!poster && t >= 1) poster = canvas.toDataURL("image/jpeg", 0.8);
          if (t < seconds) requestAnimationFrame(frame);
          else recorder.stop();
        };
        requestAnimationFrame(frame);
      });
      const elapsed = performance.now() - start;
      const blob = new Blob(chunks, { type: "video/webm" });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return { bytes: Array.from(bytes), poster, elapsed };
    },
    { title: video.title.en, category: video.category, seconds, hue: (index * 47) % 360 },
  );
  const webm = withDuration(Buffer.from(result.bytes), Math.round(result.elapsed));
  writeFileSync(path.join(OUT, `${video.id}.webm`), webm);
  writeFileSync(
    path.join(OUT, `${video.id}.jpg`),
    Buffer.from(result.poster.replace(/^data:image\/jpeg;base64,/, ""), "base64"),
  );
  console.log(video.id, webm.length, "bytes");
}
await browser.close();
