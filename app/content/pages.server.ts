import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES, type LanguageCode } from "~/i18n/languages";
import { brand } from "~/lib/brand.server";

/** A text page: title, description, intro and sections of paragraphs or list items. */
export interface DocumentPage {
  title: string;
  description: string;
  intro: string;
  updated?: string;
  hours?: string;
  sections: { id: string; heading: string; paragraphs?: string[]; items?: string[] }[];
}

export interface HomePage {
  title: string;
  description: string;
  hero: { eyebrow: string; title: string; text: string; primary: string; secondary: string };
}

export interface PageTypes {
  home: HomePage;
  about: DocumentPage;
  contact: DocumentPage;
  legal: DocumentPage;
  "privacy-policy": DocumentPage;
  terms: DocumentPage;
  "software-defined-camera": DocumentPage;
  rma: DocumentPage;
  "warranty-policy": DocumentPage;
  "brazil-privacy-notice": DocumentPage;
  "policy-S200app": DocumentPage;
  security: DocumentPage;
}
export type PageName = keyof PageTypes;

export const CONTENT_DIR = path.join(process.cwd(), "content", "pages");

/** The configured brand filled in: `{{brand}}` its name, `{{email}}` its contact address. */
function withBrand(value: unknown, name: string, email: string): unknown {
  if (typeof value === "string") {
    return value.replaceAll("{{brand}}", name).replaceAll("{{email}}", email);
  }
  if (Array.isArray(value)) return value.map((v) => withBrand(v, name, email));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, withBrand(v, name, email)]),
    );
  }
  return value;
}

/** Every page of every language, read once at start, with the configured brand name filled in. */
function loadAll(): Map<string, unknown> {
  const pages = new Map<string, unknown>();
  for (const { code } of LANGUAGES) {
    const folder = path.join(CONTENT_DIR, code);
    let files: string[] = [];
    try {
      files = readdirSync(folder).filter((f) => f.endsWith(".json"));
    } catch {
      continue;
    }
    for (const file of files) {
      const data = JSON.parse(readFileSync(path.join(folder, file), "utf8"));
      pages.set(`${code}/${file.slice(0, -5)}`, withBrand(data, brand.name, brand.email));
    }
  }
  return pages;
}
const pages = loadAll();

/** A page in the language asked for, or in English (then `fallback` is true). */
export function getPage<N extends PageName>(
  code: LanguageCode,
  name: N,
): { page: PageTypes[N]; fallback: boolean } {
  const own = pages.get(`${code}/${name}`);
  if (own) return { page: own as PageTypes[N], fallback: false };
  const english = pages.get(`en/${name}`);
  if (!english) throw new Error(`Missing content page en/${name}`);
  return { page: english as PageTypes[N], fallback: true };
}
