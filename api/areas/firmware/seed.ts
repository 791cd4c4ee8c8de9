import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FirmwareTrack } from "#shared/firmware";
import { LANGUAGES } from "#shared/languages";
import type { Database } from "../../db/client";
import { documents, firmwareReleases, type Localized, softwarePackages } from "../../db/schema";
import { mimeOf } from "../../infra/file-checks";
import { folderStore } from "../../infra/file-store";
import { pick } from "../../infra/localized";
import { firmwarePackage, md5CheckerPackage, softwarePackage } from "./packages";

interface FirmwareCatalogue {
  title: Localized;
  changes: Record<string, Localized>;
  /** Known issues in Markdown, by key: some in every language, some in English only. */
  issues?: Record<string, Localized>;
  lines: {
    line: string;
    models: string[];
    releases: {
      version: string;
      date: string;
      changes: string[];
      gated?: boolean;
      track?: FirmwareTrack;
      ltsEndsOn?: string;
      knownIssues?: string[];
      withdrawn?: { on: string; reason: Localized };
    }[];
  }[];
}

interface SoftwareEntry {
  slug: string;
  platform: string;
  version: string;
  date: string;
  tool?: "md5";
  title: Localized;
  notes: Localized;
}

const readJson = <T>(file: string, fallback: T): T =>
  existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : fallback;

/** Each language's text of `make`. */
const inEvery = (make: (code: string) => string) =>
  Object.fromEntries(LANGUAGES.map((l) => [l.code, make(l.code)])) as Localized;

/**
 * Texts joined as one Markdown list per language; a language some of them are not written in is
 * left out (the page shows the whole list in English, marked), and no texts give `{ en: "" }`.
 */
function markdownList(texts: Localized[]): Localized {
  if (texts.length === 0) return { en: "" };
  const joined = Object.fromEntries(
    LANGUAGES.filter((l) => texts.every((t) => t[l.code])).map((l) => [
      l.code,
      texts.map((t) => `- ${pick(t, l.code)}`).join("\n"),
    ]),
  );
  return { ...joined, en: joined.en ?? "" };
}

/**
 * Firmware releases (content/catalogue/firmware.json) and software packages (software.json): each
 * a document of kind "firmware" or "software" with a real ZIP package made here (the same bytes
 * at every run) and put in the file store at `filesDir`, plus its row of firmware_releases or
 * software_packages. One insert per table.
 */
export async function seedFirmware(
  db: Database,
  input: {
    catalogueDir: string;
    models: Map<string, { model: string; productClass: string }>;
    brand: string;
    filesDir?: string;
  },
) {
  const store = input.filesDir ? folderStore(input.filesDir) : null;
  const firmware = readJson<FirmwareCatalogue | null>(
    path.join(input.catalogueDir, "firmware.json"),
    null,
  );
  const software = readJson<SoftwareEntry[]>(path.join(input.catalogueDir, "software.json"), []);
  async function stored(bytes: Buffer) {
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    if (store && !(await store.stat(sha256))) await store.put(bytes);
    return { fileKey: sha256, sha256, size: bytes.length, mime: mimeOf(bytes.subarray(0, 64)) };
  }
  const releaseDrafts = (firmware?.lines ?? []).flatMap((line) =>
    line.releases.map((r) => ({ line, release: r })),
  );
  const firmwareDocs = [];
  for (const { line, release } of releaseDrafts) {
    const models = line.models.map((id) => input.models.get(id)?.model ?? id.toUpperCase());
    const notes = inEvery((code) =>
      release.changes.map((c) => pick(firmware!.changes[c]!, code)).join("\n"),
    );
    const bytes = await firmwarePackage({
      line: line.line,
      version: release.version,
      models,
      date: release.date,
      notes: notes.en.split("\n"),
      brand: input.brand,
    });
    firmwareDocs.push({
      doc: {
        kind: "firmware",
        title: inEvery((code) =>
          pick(firmware!.title, code)
            .replace("{{version}}", release.version)
            .replace("{{models}}", models.join(", ")),
        ),
        format: "zip",
        version: release.version,
        releaseDate: release.date,
        gated: release.gated ?? false,
        ...(await stored(bytes)),
      },
      extra: {
        line: line.line,
        productClass: input.models.get(line.models[0]!)?.productClass ?? "camera",
        models: line.models,
        // Markdown: one list item per change.
        notes: markdownList(release.changes.map((c) => firmware!.changes[c]!)),
        knownIssues: markdownList((release.knownIssues ?? []).map((k) => firmware!.issues![k]!)),
        track: release.track ?? "active",
        ltsEndsOn: release.ltsEndsOn ?? null,
        status: release.withdrawn ? ("withdrawn" as const) : ("published" as const),
        withdrawnReason: release.withdrawn?.reason ?? null,
        withdrawnAt: release.withdrawn ? new Date(`${release.withdrawn.on}T09:00:00Z`) : null,
      },
    });
  }
  const softwareDocs = [];
  for (const s of software) {
    const bytes =
      s.tool === "md5"
        ? await md5CheckerPackage(input.brand, s.version)
        : await softwarePackage({
            slug: s.slug,
            title: s.title.en,
            platform: s.platform,
            version: s.version,
            notes: s.notes.en,
            brand: input.brand,
          });
    softwareDocs.push({
      doc: {
        kind: "software",
        title: s.title,
        format: "zip",
        version: s.version,
        releaseDate: s.date,
        gated: false,
        ...(await stored(bytes)),
      },
      extra: { platform: s.platform, notes: s.notes },
    });
  }
  const all = [...firmwareDocs, ...softwareDocs];
  if (all.length === 0) return { firmware: 0, software: 0 };
  const ids = await db
    .insert(documents)
    .values(all.map((d) => d.doc))
    .returning({ id: documents.id })
    .then((rows) => rows.sort((a, b) => a.id - b.id));
  if (firmwareDocs.length)
    await db
      .insert(firmwareReleases)
      .values(firmwareDocs.map((d, i) => ({ ...d.extra, documentId: ids[i]!.id })));
  if (softwareDocs.length)
    await db
      .insert(softwarePackages)
      .values(
        softwareDocs.map((d, i) => ({ ...d.extra, documentId: ids[firmwareDocs.length + i]!.id })),
      );
  return { firmware: firmwareDocs.length, software: softwareDocs.length };
}
