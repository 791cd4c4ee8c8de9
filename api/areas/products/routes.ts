import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { CODE } from "../../codes";
import {
  type ApiContext,
  bearerToken,
  type Env,
  readBody,
  requestLanguage,
  requireUser,
} from "../../http/context";
import type { Database } from "../../db/client";
import path from "node:path";
import { documents, errorReports, favorites, products, specKeys } from "../../db/schema";
import { ApiError, ok } from "../../envelope";
import {
  choice,
  enumFilter,
  type Filter,
  filterCondition,
  first,
  NO_MATCH,
  searchText,
  textFilter,
  wholeNumber,
} from "../../http/list-query";
import { authenticate } from "../accounts/service";
import { isExecutable, isJpeg } from "../../infra/file-checks";
import { localize } from "../../infra/localize";
import { discard, receiveMultipart, UploadError } from "../../infra/uploads";

export const product = new Hono<Env>();

/** Specifications an anonymous visitor sees before "Log In to View All". */
export const PUBLIC_SPEC_ROWS = 8;
const FACETS = ["productClass", "type", "processor", "memory", "computingPower"] as const;
type Facet = (typeof FACETS)[number];

const PRODUCT_CLASSES = ["camera", "recorder", "accessory"] as const;
const SORTS = ["overall", "hot", "latest"] as const;
/** Longest value of each text facet that can match a product. */
const FACET_LENGTHS: Record<Exclude<Facet, "productClass">, number> = {
  type: 40,
  processor: 60,
  memory: 40,
  computingPower: 40,
};

/**
 * The list's query, read leniently: a filter value that cannot match (an unknown class, an overlong
 * text) gives an empty list, a bad sort, page or page size the default, a long search text is cut.
 */
function listQuery(c: ApiContext) {
  const queries = c.req.queries();
  const facets: Record<Facet, Filter> = {
    productClass: enumFilter(first(queries, "productClass"), PRODUCT_CLASSES),
    type: textFilter(first(queries, "type"), FACET_LENGTHS.type),
    processor: textFilter(first(queries, "processor"), FACET_LENGTHS.processor),
    memory: textFilter(first(queries, "memory"), FACET_LENGTHS.memory),
    computingPower: textFilter(first(queries, "computingPower"), FACET_LENGTHS.computingPower),
  };
  return {
    ...facets,
    preSales: enumFilter(first(queries, "preSales"), ["true", "false"] as const),
    q: searchText(first(queries, "q"), 80),
    sort: choice(first(queries, "sort"), SORTS, "overall"),
    page: wholeNumber(first(queries, "page"), 1000, 1),
    pageSize: wholeNumber(first(queries, "pageSize"), 60, 12),
  };
}

function conditions(query: ReturnType<typeof listQuery>, except?: Facet): SQL[] {
  const where: SQL[] = [];
  for (const facet of FACETS) {
    const condition = facet === except ? undefined : filterCondition(query[facet], products[facet]);
    if (condition) where.push(condition);
  }
  if (query.preSales === NO_MATCH) where.push(sql`false`);
  else if (query.preSales) where.push(eq(products.preSales, query.preSales === "true"));
  if (query.q) {
    const pattern = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(products.model, pattern),
        ilike(products.series, pattern),
        sql`${products.name}->>'en' ilike ${pattern}`,
      )!,
    );
  }
  return where;
}

async function specLabels(db: Database, language: string) {
  const rows = await db.select().from(specKeys);
  return new Map(rows.map((r) => [r.key, { label: localize(r.label, language), group: r.group }]));
}

/** Signed-in user behind the token, or null for visitors (no session error on public calls). */
async function optionalUser(c: ApiContext) {
  const token = bearerToken(c);
  if (!token || token === "tourist") return null;
  try {
    return await authenticate(c.var.deps, token, null);
  } catch {
    return null;
  }
}

product.get("/list", async (c) => {
  const query = listQuery(c);
  const { db } = c.var.deps;
  const language = requestLanguage(c);
  const where = and(...conditions(query));
  const order =
    query.sort === "hot"
      ? [desc(products.hotScore), asc(products.model)]
      : query.sort === "latest"
        ? [desc(products.releaseDate), asc(products.model)]
        : [
            asc(products.productClass),
            asc(products.series),
            desc(products.hotScore),
            asc(products.model),
          ];
  const [rows, [counted], labels] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
    specLabels(db, language),
  ]);
  const facetCounts = await Promise.all(
    FACETS.map((facet) => {
      const column = products[facet];
      return db
        .select({ value: column, count: sql<number>`count(*)::int` })
        .from(products)
        .where(and(...conditions(query, facet), sql`${column} is not null`))
        .groupBy(column)
        .orderBy(asc(column));
    }),
  );
  const facets = Object.fromEntries(
    FACETS.map((facet, i) => [
      facet,
      facetCounts[i]!.map((r) => ({ value: String(r.value), count: Number(r.count) })),
    ]),
  );
  return ok(c, {
    items: rows.map((p) => ({
      id: p.id,
      model: p.model,
      type: p.type,
      productClass: p.productClass,
      series: p.series,
      name: localize(p.name, language),
      summary: localize(p.summary, language),
      listPrice: p.listPrice === null ? null : Number(p.listPrice),
      preSales: p.preSales,
      hotScore: p.hotScore,
      releaseDate: p.releaseDate,
      keySpecs: p.keySpecs.map((s) => ({ ...s, label: labels.get(s.key)?.label ?? s.key })),
    })),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    facets,
  });
});

/** Products side by side (spec §4 comparison): every specification key of any of them, in order. */
product.get("/compare", async (c) => {
  const ids = (c.req.query("ids") ?? "").split(",").filter(Boolean).slice(0, 4);
  const { db } = c.var.deps;
  const language = requestLanguage(c);
  if (ids.length === 0) return ok(c, { products: [], rows: [] });
  const [rows, labels] = await Promise.all([
    db.select().from(products).where(inArray(products.id, ids)),
    specLabels(db, language),
  ]);
  const ordered = ids.map((id) => rows.find((r) => r.id === id)).filter((r) => r !== undefined);
  const keys: string[] = [];
  for (const p of ordered)
    for (const s of p.specifications) if (!keys.includes(s.key)) keys.push(s.key);
  return ok(c, {
    products: ordered.map((p) => ({
      id: p.id,
      model: p.model,
      type: p.type,
      productClass: p.productClass,
      name: localize(p.name, language),
      listPrice: p.listPrice === null ? null : Number(p.listPrice),
    })),
    rows: keys.map((key) => {
      const values = ordered.map((p) => p.specifications.find((s) => s.key === key)?.value ?? null);
      return {
        key,
        label: labels.get(key)?.label ?? key,
        values,
        differs: new Set(values).size > 1,
      };
    }),
  });
});

product.get("/favorites", requireUser, async (c) => {
  const { db } = c.var.deps;
  const language = requestLanguage(c);
  const rows = await db
    .select({ product: products, added: favorites.createdAt })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(eq(favorites.userId, c.var.user.userId))
    .orderBy(desc(favorites.createdAt));
  return ok(
    c,
    rows.map(({ product: p, added }) => ({
      id: p.id,
      model: p.model,
      type: p.type,
      name: localize(p.name, language),
      added,
    })),
  );
});

const favoriteBody = z.object({ productId: z.string().min(1).max(80) });

product.post("/favorites", requireUser, async (c) => {
  const { productId } = await readBody(c, favoriteBody);
  const { db } = c.var.deps;
  const [exists] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!exists) throw new ApiError(CODE.NOT_FOUND, "No such product.", 404);
  await db.insert(favorites).values({ userId: c.var.user.userId, productId }).onConflictDoNothing();
  return ok(c, null);
});

product.delete("/favorites/:productId", requireUser, async (c) => {
  await c.var.deps.db
    .delete(favorites)
    .where(
      and(
        eq(favorites.userId, c.var.user.userId),
        eq(favorites.productId, c.req.param("productId")),
      ),
    );
  return ok(c, null);
});

product.get("/:id", async (c) => {
  const { db } = c.var.deps;
  const language = requestLanguage(c);
  const [p] = await db
    .select()
    .from(products)
    .where(eq(products.id, c.req.param("id")));
  if (!p) throw new ApiError(CODE.NOT_FOUND, "No such product.", 404);
  const user = await optionalUser(c);
  const [labels, fittingRows, docs, favorite] = await Promise.all([
    specLabels(db, language),
    p.fittings.length
      ? db.select().from(products).where(inArray(products.id, p.fittings))
      : Promise.resolve([]),
    db.select().from(documents).where(eq(documents.productId, p.id)).orderBy(asc(documents.id)),
    user
      ? db
          .select()
          .from(favorites)
          .where(and(eq(favorites.userId, user.userId), eq(favorites.productId, p.id)))
      : Promise.resolve([]),
  ]);
  const label = (key: string) => labels.get(key) ?? { label: key, group: "general" };
  const visible = user ? p.specifications : p.specifications.slice(0, PUBLIC_SPEC_ROWS);
  return ok(c, {
    id: p.id,
    model: p.model,
    type: p.type,
    productClass: p.productClass,
    series: p.series,
    processor: p.processor,
    memory: p.memory,
    computingPower: p.computingPower,
    listPrice: p.listPrice === null ? null : Number(p.listPrice),
    preSales: p.preSales,
    releaseDate: p.releaseDate,
    name: localize(p.name, language),
    summary: localize(p.summary, language),
    introduction: localize(p.introduction, language),
    introductionFallback: !p.introduction[language],
    keySpecs: p.keySpecs.map((s) => ({ ...s, label: label(s.key).label })),
    specifications: visible.map((s) => ({ ...s, ...label(s.key) })),
    specificationsTotal: p.specifications.length,
    specificationsLocked: !user && p.specifications.length > visible.length,
    certifications: p.certifications,
    fittings: fittingRows.map((f) => ({
      id: f.id,
      model: f.model,
      type: f.type,
      name: localize(f.name, language),
    })),
    documents: docs.map((d) => ({
      id: d.id,
      kind: d.kind,
      title: localize(d.title, language),
      gated: d.gated,
      available: !d.gated || user !== null,
    })),
    favorite: favorite.length > 0,
  });
});

/**
 * An error report on a product (spec §3, §5): description required, picture a JPEG by content,
 * attachment anything but an executable by content; files streamed to the file store, 50 MB each.
 */
product.post("/:id/error-report", async (c) => {
  const { db, config } = c.var.deps;
  const [p] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, c.req.param("id")));
  if (!p) throw new ApiError(CODE.NOT_FOUND, "No such product.", 404);
  const storeRoot = path.join(config.dataDir, "files");
  let form: Awaited<ReturnType<typeof receiveMultipart>>;
  try {
    // Only these two file fields are stored, once each; any other file part is never written.
    form = await receiveMultipart(c.req.raw, storeRoot, "error-reports", {
      fileFields: ["picture", "attachment"],
    });
  } catch (error) {
    if (error instanceof UploadError && error.reason === "duplicate")
      throw new ApiError(CODE.VALIDATION, "Each file can be sent only once.", 400, {
        field: error.field,
        reason: "failure",
      });
    throw new ApiError(CODE.VALIDATION, "The form could not be read.");
  }
  const values = {
    description: form.fields.description ?? "",
    anonymous: form.fields.anonymous === "on",
  };
  const files = Object.values(form.files);
  const refuse = async (
    field: string,
    reason: string,
    message: string,
    status: 400 | 413 = 400,
  ) => {
    await discard(storeRoot, files);
    throw new ApiError(CODE.VALIDATION, message, status, { field, reason, values });
  };
  if (form.tooLarge.length > 0)
    await refuse(form.tooLarge[0]!, "tooLarge", "The file is larger than 50 MB.", 413);
  if (values.description.trim() === "")
    await refuse("description", "descriptionEmpty", "The problem description cannot be empty.");
  if (values.description.length > 5000)
    await refuse("description", "descriptionTooLong", "The problem description is too long.");
  const picture = form.files.picture;
  if (picture && !isJpeg(picture.head))
    await refuse("picture", "onlyJpg", "Only JPG images are supported.");
  const attachment = form.files.attachment;
  if (attachment && isExecutable(attachment.head))
    await refuse("attachment", "noExe", "EXE files cannot be uploaded.");
  const user = values.anonymous ? null : await optionalUser(c);
  const [row] = await db
    .insert(errorReports)
    .values({
      productId: p.id,
      userId: user?.userId ?? null,
      anonymous: values.anonymous,
      description: values.description.trim(),
      pictureKey: picture?.key ?? null,
      attachmentKey: attachment?.key ?? null,
      attachmentName: attachment?.name ?? null,
    })
    .returning({ id: errorReports.id });
  return ok(c, { id: row!.id }, "Submitted successfully.");
});
