import { createHash } from "node:crypto";
import { downloadZip } from "client-zip";
import { escapeHtml } from "../../infra/html-escape";

/** The time stamped on every entry of a seed package, so its bytes (and sha256) never change. */
const STAMP = new Date("2025-01-01T00:00:00Z");

/** A ZIP archive of stored entries, built in memory (seed packages are small). */
export async function zipOf(entries: { name: string; text?: string; bytes?: Uint8Array }[]) {
  const zip = downloadZip(
    entries.map((e) => ({
      name: e.name,
      lastModified: STAMP,
      input: e.bytes ?? new TextEncoder().encode(e.text ?? ""),
    })),
  );
  return Buffer.from(await zip.arrayBuffer());
}

/** `size` bytes that look like a compressed image, the same for the same `seed`. */
export function imageBytes(seed: string, size: number): Buffer {
  const out = Buffer.alloc(size);
  let block = createHash("sha256").update(seed).digest();
  for (let at = 0; at < size; at += block.length) {
    block.copy(out, at, 0, Math.min(block.length, size - at));
    block = createHash("sha256").update(block).digest();
  }
  return out;
}

/**
 * A firmware image: a 64-byte header (magic "NVFW", line, version, payload length) and the
 * payload, checksummed with SHA-256 in its last 32 header bytes.
 */
export function firmwareImage(line: string, version: string, size: number): Buffer {
  const payload = imageBytes(`${line}@${version}`, size);
  const header = Buffer.alloc(64);
  header.write("NVFW", 0, "ascii");
  header.write(line.slice(0, 16), 4, "ascii");
  header.write(version.slice(0, 8), 20, "ascii");
  header.writeUInt32LE(payload.length, 28);
  createHash("sha256").update(payload).digest().copy(header, 32);
  return Buffer.concat([header, payload]);
}

/** The firmware package of a release: the image, its release notes and its checksums. */
export async function firmwarePackage(input: {
  line: string;
  version: string;
  models: string[];
  date: string;
  notes: string[];
  brand: string;
}) {
  const kb =
    40 +
    (createHash("sha256")
      .update(input.line + input.version)
      .digest()[0]! %
      60);
  const image = firmwareImage(input.line, input.version, kb * 1024);
  const imageName = `${input.line}_${input.version}.bin`;
  const readme = [
    `${input.brand} firmware ${input.version}`,
    `Line: ${input.line}`,
    `Models: ${input.models.join(", ")}`,
    `Released: ${input.date}`,
    "",
    "Changes:",
    ...input.notes.map((n) => `- ${n}`),
    "",
    "Upgrade from the device's web page: System > Maintenance > Upgrade, then choose the .bin file.",
    "",
  ].join("\n");
  const sums = `${createHash("sha256").update(image).digest("hex")}  ${imageName}\n`;
  return zipOf([
    { name: imageName, bytes: image },
    { name: "RELEASE-NOTES.txt", text: readme },
    { name: "SHA256SUMS", text: sums },
  ]);
}

/** A software package: an installer payload and a readme. */
export async function softwarePackage(input: {
  slug: string;
  title: string;
  platform: string;
  version: string;
  notes: string;
  brand: string;
}) {
  const kb = 60 + (createHash("sha256").update(input.slug).digest()[0]! % 100);
  const readme = `${input.brand} ${input.title} ${input.version} (${input.platform})\n\n${input.notes}\n`;
  return zipOf([
    { name: "README.txt", text: readme },
    { name: `${input.slug}-${input.version}.pkg`, bytes: imageBytes(input.slug, kb * 1024) },
  ]);
}

/** MD5 (RFC 1321) in plain JavaScript for the checker page: `md5(bytes)` gives lowercase hex. */
export const MD5_SCRIPT = `function md5(bytes) {
  var S = [7,12,17,22,7,12,17,22,7,12,17,22,7,12,17,22,5,9,14,20,5,9,14,20,5,9,14,20,5,9,14,20,
    4,11,16,23,4,11,16,23,4,11,16,23,4,11,16,23,6,10,15,21,6,10,15,21,6,10,15,21,6,10,15,21];
  var K = [];
  for (var i = 0; i < 64; i++) K[i] = Math.floor(Math.abs(Math.sin(i + 1)) * 4294967296) >>> 0;
  var n = bytes.length, total = ((n + 8) >>> 6) + 1, words = new Uint32Array(total * 16);
  for (i = 0; i < n; i++) words[i >> 2] |= bytes[i] << ((i % 4) * 8);
  words[n >> 2] |= 0x80 << ((n % 4) * 8);
  words[total * 16 - 2] = (n * 8) >>> 0;
  words[total * 16 - 1] = Math.floor(n / 536870912);
  var a0 = 0x67452301, b0 = 0xefcdab89, c0 = 0x98badcfe, d0 = 0x10325476;
  for (var off = 0; off < words.length; off += 16) {
    var a = a0, b = b0, c = c0, d = d0;
    for (var j = 0; j < 64; j++) {
      var f, g;
      if (j < 16) { f = (b & c) | (~b & d); g = j; }
      else if (j < 32) { f = (d & b) | (~d & c); g = (5 * j + 1) % 16; }
      else if (j < 48) { f = b ^ c ^ d; g = (3 * j + 5) % 16; }
      else { f = c ^ (b | ~d); g = (7 * j) % 16; }
      var t = d; d = c; c = b;
      var x = (a + f + K[j] + words[off + g]) >>> 0;
      b = (b + ((x << S[j]) | (x >>> (32 - S[j])))) >>> 0;
      a = t;
    }
    a0 = (a0 + a) >>> 0; b0 = (b0 + b) >>> 0; c0 = (c0 + c) >>> 0; d0 = (d0 + d) >>> 0;
  }
  var out = "";
  [a0, b0, c0, d0].forEach(function (w) {
    for (var k = 0; k < 4; k++) out += ((w >>> (k * 8)) & 255).toString(16).padStart(2, "0");
  });
  return out;
}`;

/** Reference vectors the checker page verifies itself against when it opens. */
export function md5Vectors(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const text = `Northlight test vector ${i} ${"abcdefghijklmnopqrstuvwxyz".slice(0, i % 27)}`;
    return { text, md5: createHash("md5").update(text).digest("hex") };
  });
}

/**
 * The MD5 checker page: a self-contained HTML file (no network) that hashes files chosen or
 * dropped, with a table of reference vectors it checks itself against when it opens.
 */
export function md5CheckerHtml(brand: string, vectors: { text: string; md5: string }[]) {
  const rows = vectors
    .map((v) => `<tr><td>${escapeHtml(v.text)}</td><td><code>${v.md5}</code></td></tr>`)
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(brand)} MD5 checker</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
code{font-family:ui-monospace,monospace}table{border-collapse:collapse}td{border:1px solid #ccc;padding:2px 6px}</style>
</head>
<body>
<h1>${escapeHtml(brand)} MD5 checker</h1>
<p>Choose files: their MD5 is computed in this page, nothing leaves your computer.</p>
<input type="file" id="files" multiple>
<p><label>Expected MD5 (optional) <input id="expected" size="34"></label></p>
<ul id="results"></ul>
<p id="selftest"></p>
<script>
${MD5_SCRIPT}
document.getElementById("files").addEventListener("change", function (event) {
  var list = document.getElementById("results");
  var expected = document.getElementById("expected").value.trim().toLowerCase();
  Array.prototype.forEach.call(event.target.files, function (file) {
    file.arrayBuffer().then(function (buffer) {
      var sum = md5(new Uint8Array(buffer));
      var li = document.createElement("li");
      li.textContent = file.name + ": " + sum + (expected ? (sum === expected ? "  OK" : "  MISMATCH") : "");
      list.appendChild(li);
    });
  });
});
(function () {
  var rows = document.querySelectorAll("#vectors tr"), bad = 0;
  var encoder = new TextEncoder();
  rows.forEach(function (row) {
    if (md5(encoder.encode(row.cells[0].textContent)) !== row.cells[1].textContent) bad++;
  });
  document.getElementById("selftest").textContent =
    bad === 0 ? "Self-test passed (" + rows.length + " vectors)." : "Self-test FAILED: " + bad;
})();
</script>
<h2>Reference vectors</h2>
<table><tbody id="vectors">
${rows}
</tbody></table>
</body>
</html>
`;
}

/** The MD5 checker package (about 300 KB): the checker page, shell and PowerShell scripts, a readme. */
export async function md5CheckerPackage(brand: string, version: string) {
  const html = md5CheckerHtml(brand, md5Vectors(2550));
  const shell = `#!/bin/sh
# md5-checker.sh: prints the MD5 and SHA-256 of each file given.
for f in "$@"; do
  printf '%s\\n' "$f"
  printf '  MD5     %s\\n' "$(md5sum "$f" | cut -d' ' -f1)"
  printf '  SHA-256 %s\\n' "$(sha256sum "$f" | cut -d' ' -f1)"
done
`;
  const powershell = `# md5-checker.ps1: prints the MD5 and SHA-256 of each file given.
foreach ($f in $args) {
  Write-Output $f
  Write-Output ("  MD5     " + (Get-FileHash -Algorithm MD5 $f).Hash.ToLower())
  Write-Output ("  SHA-256 " + (Get-FileHash -Algorithm SHA256 $f).Hash.ToLower())
}
`;
  const readme = `${brand} MD5 checker ${version}

md5-checker.html  open in any browser; works offline.
md5-checker.sh    sh md5-checker.sh FILE...
md5-checker.ps1   powershell -File md5-checker.ps1 FILE...
`;
  return zipOf([
    { name: "README.txt", text: readme },
    { name: "md5-checker.html", text: html },
    { name: "md5-checker.sh", text: shell },
    { name: "md5-checker.ps1", text: powershell },
  ]);
}
