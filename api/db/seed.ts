import type { ProductLifecycle } from "#shared/product-lifecycle";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { hashPassword } from "../areas/accounts/service";
import { seedPartners } from "../areas/partners/seed";
import type { Database } from "./client";
import {
  algorithms,
  companies,
  documentProducts,
  documents,
  events,
  firmwareReleases,
  softwarePackages,
  type Localized,
  products,
  type Role,
  solutions,
  specKeys,
  successCases,
  userRoles,
  users,
} from "./schema";
import { contentChanged } from "#shared/content-events";
import { seedNewsroom } from "../areas/news/seed";
import { seedSupport } from "../areas/support/seed";
import { seedWiki } from "../areas/wiki/seed";
import { seedEvents } from "../areas/events/seed";
import { seedDocuments } from "../areas/documents/seed";
import { seedMedia } from "../areas/videos/seed";
import { seedLearning } from "../areas/learning/seed";
import { seedFirmware } from "../areas/firmware/seed";
import { type SeedAdvisory, seedAdvisories } from "../areas/advisories/seed";
import { seedDeals } from "../areas/deals/seed";
import {
  localizedText,
  readTranslations,
  translatedAlgorithm,
  translatedSpecRows,
} from "./catalogue-translations";

/** The brand of the seed catalogue when none is configured. */
const DEFAULT_BRAND_NAME = "Northlight Vision";

export const CATALOGUE_DIR = path.join(process.cwd(), "content", "catalogue");
export const TRANSLATIONS_DIR = path.join(CATALOGUE_DIR, "translations");

function readJson<T>(full: string): T[] {
  return existsSync(full) ? (JSON.parse(readFileSync(full, "utf8")) as T[]) : [];
}
const readCatalogue = <T>(file: string) => readJson<T>(path.join(CATALOGUE_DIR, file));

interface SeedUser {
  email: string;
  password: string;
  name: string;
  company: string;
  country: string;
  roles: Role[];
}

/**
 * Demo accounts of every role (their passwords are in the README, for local use only), plus the
 * accounts of SEED_USERS_FILE when an operator or a test run names one.
 */
async function seedUsers(db: Database, usersFile: string | undefined) {
  const companyIds = new Map<string, number>();
  const extra = usersFile ? readJson<SeedUser>(path.resolve(usersFile)) : [];
  for (const user of [...readCatalogue<SeedUser>("users.json"), ...extra]) {
    let companyId = companyIds.get(user.company);
    if (companyId === undefined) {
      const [row] = await db
        .insert(companies)
        .values({ name: user.company, country: user.country })
        .returning();
      companyId = row!.id;
      companyIds.set(user.company, companyId);
    }
    const [row] = await db
      .insert(users)
      .values({
        account: user.email.toLowerCase(),
        name: user.name,
        country: user.country,
        companyId,
        passwordHash: await hashPassword(user.password),
      })
      .returning();
    if (user.roles.length > 0) {
      await db.insert(userRoles).values(user.roles.map((role) => ({ userId: row!.id, role })));
    }
  }
}

interface SeedProduct {
  id: string;
  model: string;
  type: string;
  productClass: "camera" | "recorder" | "accessory";
  series: string;
  processor: string | null;
  memory: string | null;
  computingPower: string | null;
  listPrice: number | null;
  preSales: boolean;
  hotScore: number;
  releaseDate: string;
  name: Localized;
  summary: Localized;
  introduction: string;
  keySpecs: { key: string; value: string }[];
  specifications: { key: string; value: string }[];
  certifications: string[];
  fittings: string[];
  lifecycle?: ProductLifecycle;
  discontinuedOn?: string | null;
  supportEndsOn?: string | null;
  replacementId?: string | null;
  ndaa889?: boolean;
  taa?: boolean;
  countryOfOrigin?: string | null;
  documents?: { kind: string; title: string; gated: boolean }[];
}

/** Fills in the brand name where catalogue texts name it as {{brand}}. */
function withBrand<T>(value: T, brand: string): T {
  if (typeof value === "string") return value.replaceAll("{{brand}}", brand) as T;
  if (Array.isArray(value)) return value.map((v) => withBrand(v, brand)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withBrand(v, brand)])) as T;
  }
  return value;
}

/**
 * Replaces the catalogue (products, documents, content) with the files of content/catalogue.
 * `now` is the seed's time: dates and download counts made up for the seed documents are counted
 * back from it, so none lies in the future.
 */
export async function loadCatalogue(
  db: Database,
  brand = DEFAULT_BRAND_NAME,
  filesDir?: string,
  now = new Date(),
) {
  // Texts are translated as the catalogue writes them, then the brand is filled in.
  const readCatalogue = <T>(file: string) => readJson<T>(path.join(CATALOGUE_DIR, file));
  const translations = readTranslations(TRANSLATIONS_DIR);
  const localized = (text: string) => localizedText(text, translations);
  // Files uploaded in the console are kept, with their products and history: only the seed's rows
  // are replaced (their releases and packages go with their documents).
  const seedRows = db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.origin, "seed"));
  await db.delete(firmwareReleases).where(inArray(firmwareReleases.documentId, seedRows));
  await db.delete(softwarePackages).where(inArray(softwarePackages.documentId, seedRows));
  await db.delete(documents).where(eq(documents.origin, "seed"));
  await db.delete(products);
  for (const table of [specKeys, solutions, successCases, events, algorithms])
    await db.delete(table);

  const keyPath = path.join(CATALOGUE_DIR, "spec-keys.json");
  const keyFile: Record<string, { group?: string; label?: Localized }> = existsSync(keyPath)
    ? JSON.parse(readFileSync(keyPath, "utf8"))
    : {};
  const specificationNames = {
    groups: (keyFile.groups ?? {}) as unknown as Record<string, Localized>,
    keys: Object.fromEntries(
      Object.entries(keyFile).filter(
        ([key, value]) => key !== "groups" && value.group && value.label,
      ),
    ) as Record<string, { group: string; label: Localized }>,
  };
  const keyRows = Object.entries(specificationNames.keys).map(([key, { group, label }]) => ({
    key,
    group,
    label,
  }));
  if (keyRows.length) await db.insert(specKeys).values(keyRows);

  const productRows = readCatalogue<SeedProduct>("products.json");
  const productValues = productRows.map((p) =>
    withBrand(
      {
        ...p,
        listPrice: p.listPrice === null ? null : p.listPrice.toFixed(2),
        introduction: localized(p.introduction),
        keySpecs: translatedSpecRows(p.keySpecs, translations),
        specifications: translatedSpecRows(p.specifications, translations),
      },
      brand,
    ),
  );
  for (const value of productValues) await db.insert(products).values(value);
  await relinkConsoleDocuments(db);
  const documentRows = productRows.flatMap((p) =>
    (p.documents ?? []).map((d) => ({
      kind: d.kind,
      title: withBrand(localized(d.title), brand),
      gated: d.gated,
      productId: p.id,
      releaseDate: p.releaseDate,
    })),
  );

  const withBody = <T extends { body: string }>(rows: T[]) =>
    rows.map((r) => withBrand({ ...r, body: localized(r.body) }, brand));
  const solutionRows = withBody(
    readCatalogue<typeof solutions.$inferInsert & { body: string }>("solutions.json"),
  );
  if (solutionRows.length) await db.insert(solutions).values(solutionRows);
  const datasheetPath = path.join(CATALOGUE_DIR, "datasheet.json");
  const documentCount = await seedDocuments(db, {
    productDocuments: documentRows,
    solutions: solutionRows,
    templates: readCatalogue("documents.json"),
    datasheets: {
      products: new Map(productValues.map((p) => [p.id, p])),
      names: specificationNames,
      texts: JSON.parse(readFileSync(datasheetPath, "utf8")),
    },
    brand,
    filesDir,
    now,
  });
  await seedMedia(db, { catalogueDir: CATALOGUE_DIR, filesDir });
  const learning = await seedLearning(db, CATALOGUE_DIR);
  const downloads = await seedFirmware(db, {
    catalogueDir: CATALOGUE_DIR,
    models: new Map(productRows.map((p) => [p.id, p])),
    brand,
    filesDir,
  });
  const caseRows = withBody(
    readCatalogue<typeof successCases.$inferInsert & { body: string; solution?: string }>(
      "cases.json",
    ),
  ).map(({ solution, ...r }) => ({ ...r, solutionId: solution ?? null }));
  if (caseRows.length) await db.insert(successCases).values(caseRows);
  const newsroom = await seedNewsroom(db, readCatalogue, localized, (v) => withBrand(v, brand));
  const eventCount = await seedEvents(db, readCatalogue("events.json"), localized, (v) =>
    withBrand(v, brand),
  );
  const support = await seedSupport(
    db,
    CATALOGUE_DIR,
    (value) => withBrand(value, brand),
    translations,
  );
  const wikiCount = await seedWiki(db, CATALOGUE_DIR, (value) => withBrand(value, brand));
  const algorithmRows = readCatalogue<
    typeof algorithms.$inferInsert & Parameters<typeof translatedAlgorithm>[0]
  >("algorithms.json").map((a) => withBrand(translatedAlgorithm(a, translations), brand));
  if (algorithmRows.length) await db.insert(algorithms).values(algorithmRows);
  const partnerCount = await seedPartners(db, CATALOGUE_DIR);
  const advisoryCount = await seedAdvisories(db, readCatalogue<SeedAdvisory>("advisories.json"));
  // Pages showing the old catalogue are out of date.
  contentChanged("catalogue");
  return {
    products: productRows.length,
    solutions: solutionRows.length,
    news: newsroom.news,
    announcements: newsroom.announcements,
    events: eventCount,
    faqs: support.faqs,
    knowledge: support.knowledge,
    wiki: wikiCount,
    partners: partnerCount,
    documents: documentCount,
    firmware: downloads.firmware,
    software: downloads.software,
    advisories: advisoryCount,
    courses: learning.courses,
    lessons: learning.lessons,
  };
}

/**
 * Gives each document uploaded in the console its first product again (`documents.productId`,
 * cleared when the products were deleted), from its products that the catalogue still has.
 */
async function relinkConsoleDocuments(db: Database) {
  await db.execute(sql`
    update ${documents} set product_id = (
      select dp.product_id from ${documentProducts} dp
      join ${products} p on p.id = dp.product_id
      where dp.document_id = ${documents.id}
      order by dp.position limit 1
    )
    where ${documents.origin} = 'console'`);
}

export interface SeedOptions {
  /** Filled in where catalogue texts say {{brand}} (config.brandName). */
  brandName?: string;
  /** Extra accounts (config.seedUsersFile, SEED_USERS_FILE). */
  usersFile?: string;
  /** The file store the seed documents' files are put in (config.filesDir). */
  filesDir?: string;
  /** The seed's time (the clock's when not given). */
  now?: Date;
}

/** Loads the seed catalogue and accounts into an empty database; a database with users is left alone. */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (Number(row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await loadCatalogue(
      tx as unknown as Database,
      options.brandName,
      options.filesDir,
      options.now,
    );
    await seedUsers(tx as unknown as Database, options.usersFile);
    await seedDeals(tx as unknown as Database, CATALOGUE_DIR, options.now);
  });
  return true;
}
