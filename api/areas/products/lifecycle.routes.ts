import { Hono } from "hono";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type Env, readBody, readQuery, requestLanguage } from "../../http/context";
import { lifecycleOf, listLifecycles, saveLifecycle } from "./lifecycle";
import { isProductId, lifecycleBody, lifecycleListQuery } from "./schemas";

/**
 * The products' lifecycle and compliance in the console; mounted by app.ts under /api/admin behind
 * the content editors' check (editors and administrators).
 */
export const productLifecycleRoutes = new Hono<Env>();

/** A product id from the path, or 404. */
function productId(raw: string): string {
  if (!isProductId(raw)) throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
  return raw;
}

/** Every product with its lifecycle: `lifecycle` (on_sale, discontinued, end_of_support), `q`. */
productLifecycleRoutes.get("/products", async (c) =>
  ok(c, await listLifecycles(c.var.deps.db, readQuery(c, lifecycleListQuery), requestLanguage(c))),
);

productLifecycleRoutes.get("/products/:id", async (c) => {
  const facts = await lifecycleOf(c.var.deps.db, productId(c.req.param("id")), requestLanguage(c));
  if (!facts) throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
  return ok(c, facts);
});

/** Replaces the product's lifecycle and compliance; the change is in the audit log. */
productLifecycleRoutes.put("/products/:id", async (c) => {
  const id = productId(c.req.param("id"));
  const input = await readBody(c, lifecycleBody);
  return ok(c, await saveLifecycle(c.var.deps.db, c.var.user, id, input));
});
