import { Hono } from "hono";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import {
  clientAddress,
  type Env,
  readBody,
  readQuery,
  requestLanguage,
  requireRole,
  requireUser,
} from "../../http/context";
import { limitFormSubmission } from "../../infra/form-limit";
import { feedbackBody, feedbackQuery } from "./schemas";
import {
  addFeedback,
  feedbackDetail,
  feedbackProducts,
  listFeedback,
  markHandled,
  productExists,
} from "./service";

/**
 * Customer voice: the form's product list and the feedback itself (public), and the
 * administrators' queue under /admin; mounted at /api/feedback.
 */
export const feedbackRoutes = new Hono<Env>();

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

feedbackRoutes.get("/products", async (c) =>
  ok(c, await feedbackProducts(c.var.deps.db, requestLanguage(c))),
);

feedbackRoutes.post("/", async (c) => {
  const { db } = c.var.deps;
  const input = await readBody(c, feedbackBody);
  if (input.productId && !(await productExists(db, input.productId)))
    throw new ApiError(CODE.VALIDATION, "productId: unknown product");
  await limitFormSubmission(db, "feedback", clientAddress(c));
  const id = await addFeedback(db, input, requestLanguage(c));
  return ok(c, { id }, "Submitted successfully.");
});

// The administrators' queue: the same checks as every /api/admin call.
feedbackRoutes.use("/admin/*", requireUser, requireRole("admin"));

feedbackRoutes.get("/admin/list", async (c) =>
  ok(c, await listFeedback(c.var.deps.db, readQuery(c, feedbackQuery))),
);

const feedbackId = (raw: string) => {
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
};

feedbackRoutes.get("/admin/:id", async (c) => {
  const row = await feedbackDetail(c.var.deps.db, feedbackId(c.req.param("id")));
  if (!row) throw notFound();
  return ok(c, row);
});

feedbackRoutes.post("/admin/:id/handled", async (c) => {
  const done = await markHandled(c.var.deps.db, feedbackId(c.req.param("id")), c.var.user.userId);
  if (!done) throw notFound();
  return ok(c, null);
});
