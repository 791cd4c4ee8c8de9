import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { localizePath } from "~/i18n/languages";
import { getFixedT } from "~/i18n/fixed-t.server";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi, confirmedSession } from "~/lib/api.server";
import { isProductId } from "~/lib/products";
import { addToComparison, removeFromComparison } from "./__comparison";
import { readComparison, writeComparison } from "./comparison.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { throwFailure } from "~/lib/failure.server";

/**
 * Back to the page the form was sent from (post/redirect/get), with a message and cookies; a
 * refusal (`kind: "error"`) shows as an error.
 */
async function back(
  request: Request,
  formData: FormData,
  fallback: string,
  message: string,
  values?: Record<string, string>,
  cookie?: string,
  kind?: "error",
) {
  const to = safeRedirect(formData.get("redirectTo"), new URL(request.url).origin, fallback);
  return redirectWithToast(request, to, message, values, {
    headers: cookie ? { "Set-Cookie": cookie } : undefined,
    kind,
  });
}

/**
 * The comparison and favorite forms of the product pages. Intents: compare-add, compare-remove,
 * compare-clear, favorite-add, favorite-remove.
 */
export async function productAction(args: ActionFunctionArgs, fallbackPath: string) {
  const { request } = args;
  const language = pageLanguage(args);
  const fallback = localizePath(fallbackPath, language);
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  const list = await readComparison(request);

  if (intent === "compare-add") {
    // Only a product of the catalogue is listed, with the class the catalogue gives it.
    const productId = formData.get("productId");
    const found = isProductId(productId)
      ? await callApi<{ products: { id: string; productClass: string }[] }>(
          args,
          "/product/compare",
          { data: { ids: productId } },
        )
      : null;
    if (found && !found.ok) return throwFailure(request, found);
    const product = found?.ok ? found.data.products.find((p) => p.id === productId) : undefined;
    if (!product)
      return back(
        request,
        formData,
        fallback,
        "products:compare.notFound",
        undefined,
        undefined,
        "error",
      );
    const productClass = product.productClass;
    const outcome = addToComparison(list, { productId: product.id, productClass });
    const t = await getFixedT(language, "products");
    const values =
      outcome.message === "sameClass"
        ? { category: t(`class.${productClass}`, { defaultValue: productClass }) }
        : undefined;
    return back(
      request,
      formData,
      fallback,
      `products:compare.${outcome.message}`,
      values,
      await writeComparison(outcome.list),
      outcome.ok ? undefined : "error",
    );
  }
  if (intent === "compare-remove") {
    const index = Number(formData.get("index"));
    return back(
      request,
      formData,
      fallback,
      "products:compare.removed",
      undefined,
      await writeComparison(removeFromComparison(list, index)),
    );
  }
  if (intent === "compare-clear") {
    return back(
      request,
      formData,
      fallback,
      "products:compare.cleared",
      undefined,
      await writeComparison([]),
    );
  }
  if (intent === "favorite-add" || intent === "favorite-remove") {
    if (!(await confirmedSession(args)).session) {
      const url = new URL(request.url);
      return redirect(
        `${localizePath("/login", language)}?redirectTo=${encodeURIComponent(url.pathname)}`,
      );
    }
    const productId = formData.get("productId");
    if (!isProductId(productId))
      return back(request, formData, fallback, "products:compare.notFound");
    const result =
      intent === "favorite-add"
        ? await callApi(args, "/product/favorites", { method: "POST", data: { productId } })
        : await callApi(args, `/product/favorites/${encodeURIComponent(productId)}`, {
            method: "DELETE",
          });
    if (!result.ok) return throwFailure(request, result);
    return back(
      request,
      formData,
      fallback,
      intent === "favorite-add"
        ? "products:detail.favoriteAdded"
        : "products:detail.favoriteRemoved",
    );
  }
  throw new Response("Unknown action", { status: 400 });
}
