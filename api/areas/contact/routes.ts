import { Hono } from "hono";
import { clientAddress, type Env, readBody, requestLanguage } from "../../http/context";
import { ok } from "../../envelope";
import { enquiryBody, pricingBody } from "./schemas";
import { productSeries, submitContactRequest } from "./service";

/** The public contact forms (mounted at /api/contact). */
export const contactRoutes = new Hono<Env>();

contactRoutes.post("/enquiry", async (c) => {
  const body = await readBody(c, enquiryBody);
  const result = await submitContactRequest(
    c.var.deps,
    "enquiry",
    body,
    requestLanguage(c),
    clientAddress(c),
  );
  return ok(c, result);
});

contactRoutes.post("/pricing", async (c) => {
  const body = await readBody(c, pricingBody);
  const result = await submitContactRequest(
    c.var.deps,
    "pricing",
    body,
    requestLanguage(c),
    clientAddress(c),
  );
  return ok(c, result);
});

/** The product series offered as "favorite products" on the pricing form. */
contactRoutes.get("/product-series", async (c) => ok(c, await productSeries(c.var.deps.db)));
