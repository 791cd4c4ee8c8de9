import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { isIsoDate, PRODUCT_LIFECYCLES } from "#shared/product-lifecycle";
import { CONTENT_ROLES } from "#shared/roles";
import { parseForm } from "~/components/forms/parse.server";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireAnyRole } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { checkHoneypot, invalidReply, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { listField, requireCanonical } from "~/lib/list-query.server";
import { isProductId } from "~/lib/products";
import type { LifecycleEdit, LifecycleList } from "./__lifecycle";

/** The console's list of products: search and status. */
export const lifecycleListSchema = z.object({
  q: listField.search(),
  lifecycle: listField.choice(PRODUCT_LIFECYCLES),
});

const ERRORS = "admin:lifecycle.errors";
const optionalDate = (key: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || isIsoDate(v), `${ERRORS}.${key}`);

/** Whether `code` names a country or region that Intl knows (an ISO 3166-1 alpha-2 code). */
function isKnownCountry(code: string): boolean {
  if (!/^[A-Za-z]{2}$/.test(code)) return false;
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  return names.of(code.toUpperCase()) !== undefined;
}

/**
 * The form of a product's lifecycle and compliance (the backend checks the same, and that the
 * replacement is another product of the catalogue).
 */
export const lifecycleFormSchema = z
  .object({
    lifecycle: z.enum(PRODUCT_LIFECYCLES, { error: `${ERRORS}.lifecycle` }),
    discontinuedOn: optionalDate("date"),
    supportEndsOn: optionalDate("date"),
    replacementId: z
      .string()
      .trim()
      .optional()
      .refine((v) => v === undefined || isProductId(v), `${ERRORS}.replacement`),
    ndaa889: z.boolean().optional(),
    taa: z.boolean().optional(),
    countryOfOrigin: z
      .string()
      .trim()
      .optional()
      .refine((v) => v === undefined || isKnownCountry(v), `${ERRORS}.country`),
  })
  .superRefine((value, ctx) => {
    const retired = value.lifecycle !== "on_sale";
    const issue = (path: string, key: string) =>
      ctx.addIssue({ code: "custom", path: [path], message: `${ERRORS}.${key}` });
    if (retired && !value.discontinuedOn) issue("discontinuedOn", "discontinuedRequired");
    if (!retired && value.discontinuedOn) issue("discontinuedOn", "onSaleNoDate");
    if (value.lifecycle === "end_of_support" && !value.supportEndsOn)
      issue("supportEndsOn", "supportRequired");
    if (value.discontinuedOn && value.supportEndsOn && value.supportEndsOn < value.discontinuedOn)
      issue("supportEndsOn", "supportBeforeDiscontinued");
  });

/** Every product with its lifecycle, for editors and administrators. */
export async function lifecycleListLoader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  const query = requireCanonical(args.request, lifecycleListSchema);
  const list = await requireOk(
    args.request,
    await callApi<LifecycleList>(args, "/admin/products", {
      data: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== null)) as Record<
        string,
        string
      >,
      session,
    }),
  );
  return { list, query };
}

const productPath = (args: { params: { id?: string } }) =>
  `/admin/products/${encodeURIComponent(args.params.id ?? "")}`;

/** One product's lifecycle and the models that may replace it. */
export async function lifecycleEditLoader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  if (!isProductId(args.params.id)) throw new Response("Not Found", { status: 404 });
  const product = await requireOk(
    args.request,
    await callApi<LifecycleEdit>(args, productPath(args), { session }),
  );
  return { product };
}

/**
 * Saves the product's lifecycle and compliance (recorded in the audit log; every replica's page
 * cache cleared), then back to the list with a message; the backend's refusal of the replacement
 * comes back at its field, the input kept.
 */
export async function lifecycleEditAction(args: ActionFunctionArgs) {
  const language = pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  if (!isProductId(args.params.id)) throw new Response("Not Found", { status: 404 });
  const formData = await readForm(args.request);
  checkHoneypot(formData);
  const submission = parseForm(formData, lifecycleFormSchema);
  if (submission.status !== "success") {
    const { reply, status } = invalidReply(submission);
    return data({ result: reply }, { status });
  }
  const value = submission.value;
  const result = await callApi<{ id: string; changed: string[] }>(args, productPath(args), {
    method: "PUT",
    data: {
      lifecycle: value.lifecycle,
      discontinuedOn: value.discontinuedOn ?? null,
      supportEndsOn: value.supportEndsOn ?? null,
      replacementId: value.replacementId ?? null,
      ndaa889: value.ndaa889 ?? false,
      taa: value.taa ?? false,
      countryOfOrigin: value.countryOfOrigin?.toUpperCase() ?? null,
    },
    session,
  });
  if (!result.ok) {
    const { reply, status } = invalidReply(
      submission,
      result,
      { 40010: "replacementId" },
      { overrides: { 40010: `${ERRORS}.replacement` } },
    );
    return data({ result: reply }, { status });
  }
  return redirectWithToast(
    args.request,
    localizePath("/admin/products", language),
    "admin:lifecycle.saved",
  );
}
