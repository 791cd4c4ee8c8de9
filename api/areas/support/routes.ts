import { Hono } from "hono";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type Env, readQuery, requestLanguage } from "../../http/context";
import { faqQuery, knowledgeQuery, supportSearchQuery } from "./schemas";
import {
  getFaq,
  getKnowledge,
  listFaqs,
  listKnowledge,
  searchSupport,
  supportDetailPages,
} from "./service";

/** Support content: FAQs, the knowledge base and the support hub's search; mounted at /api/support. */
export const supportRoutes = new Hono<Env>();

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

supportRoutes.get("/faqs", async (c) =>
  ok(c, await listFaqs(c.var.deps.db, requestLanguage(c), readQuery(c, faqQuery))),
);

supportRoutes.get("/faqs/:id", async (c) => {
  const faq = await getFaq(c.var.deps.db, c.req.param("id"), requestLanguage(c));
  if (!faq) throw notFound();
  return ok(c, faq);
});

supportRoutes.get("/knowledge", async (c) =>
  ok(c, await listKnowledge(c.var.deps.db, requestLanguage(c), readQuery(c, knowledgeQuery))),
);

supportRoutes.get("/knowledge/:id", async (c) => {
  const article = await getKnowledge(c.var.deps.db, c.req.param("id"), requestLanguage(c));
  if (!article) throw notFound();
  return ok(c, article);
});

supportRoutes.get("/search", async (c) => {
  const { q } = readQuery(c, supportSearchQuery);
  return ok(c, await searchSupport(c.var.deps.db, requestLanguage(c), q));
});

/** Every FAQ and knowledge detail page, for sitemap.xml. */
supportRoutes.get("/pages", async (c) => ok(c, await supportDetailPages(c.var.deps.db)));
