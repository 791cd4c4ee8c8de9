import { Hono } from "hono";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type Env, readQuery, requestLanguage } from "../../http/context";
import { isWikiProduct, wikiSearchQuery } from "./schemas";
import {
  searchWiki,
  wikiArticle,
  wikiDetailPages,
  wikiHome,
  wikiIndex,
  wikiLabel,
} from "./service";

/** The product wikis and their search; mounted at /api/wiki. */
export const wikiRoutes = new Hono<Env>();

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

/** The product line named in the path; 404 for any other. */
function productOf(value: string) {
  if (!isWikiProduct(value)) throw notFound();
  return value;
}

wikiRoutes.get("/", async (c) => ok(c, await wikiIndex(c.var.deps.db, requestLanguage(c))));

wikiRoutes.get("/search", async (c) =>
  ok(c, await searchWiki(c.var.deps.db, requestLanguage(c), readQuery(c, wikiSearchQuery))),
);

/** Every wiki page, for sitemap.xml. */
wikiRoutes.get("/pages", async (c) => ok(c, await wikiDetailPages(c.var.deps.db)));

wikiRoutes.get("/:product", async (c) =>
  ok(c, await wikiHome(c.var.deps.db, productOf(c.req.param("product")), requestLanguage(c))),
);

wikiRoutes.get("/:product/labels/:label", async (c) => {
  const product = productOf(c.req.param("product"));
  const page = await wikiLabel(c.var.deps.db, product, c.req.param("label"), requestLanguage(c));
  if (!page) throw notFound();
  return ok(c, page);
});

wikiRoutes.get("/:product/labels/:label/articles/:slug", async (c) => {
  const product = productOf(c.req.param("product"));
  const page = await wikiArticle(
    c.var.deps.db,
    product,
    c.req.param("label"),
    c.req.param("slug"),
    requestLanguage(c),
  );
  if (!page) throw notFound();
  return ok(c, page);
});
