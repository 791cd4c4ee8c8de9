import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { localizePath } from "~/i18n/languages";
import { resourcesFor } from "~/i18n/resources.server";
import { routeLanguage } from "~/i18n/route-language.server";
import { callApi, currentSessionData } from "./api.server";
import { addToComparison, removeFromComparison } from "./comparison";
import { readComparison, writeComparison } from "./comparison.server";
import { safeRedirect } from "./safe-redirect";
import { flashToast } from "./session.server";

/** Back to the page the form was sent from (post/redirect/get), with a message and cookies. */
async function back(
  request: Request,
  formData: FormData,
  fallback: string,
  message: string,
  values?: Record<string, string>,
  cookie?: string,
) {
  const to = safeRedirect(formData.get("redirectTo"), new URL(request.url).origin, fallback);
  const headers = new Headers();
  headers.append("Set-Cookie", await flashToast(request, message, values));
  if (cookie) headers.append("Set-Cookie", cookie);
  return redirect(to, { headers });
}

/**
 * The comparison and favorite forms of the product pages. Intents: compare-add, compare-remove,
 * compare-clear, favorite-add, favorite-remove.
 */
export async function productAction(args: ActionFunctionArgs, fallbackPath: string) {
  const { request, params } = args;
  const language = routeLanguage(params, request);
  const fallback = localizePath(fallbackPath, language);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const list = await readComparison(request);

  if (intent === "compare-add") {
    const productId = String(formData.get("productId") ?? "");
    const productClass = String(formData.get("productClass") ?? "");
    const outcome = addToComparison(list, { productId, productClass });
    const classes = (
      resourcesFor(language.code).products as { class?: Record<string, string> } | undefined
    )?.class;
    const values =
      outcome.message === "sameClass"
        ? { category: classes?.[productClass] ?? productClass }
        : undefined;
    return back(
      request,
      formData,
      fallback,
      `products:compare.${outcome.message}`,
      values,
      await writeComparison(outcome.list),
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
    if (!(await currentSessionData(request))) {
      const url = new URL(request.url);
      return redirect(
        `${localizePath("/login", language)}?redirectTo=${encodeURIComponent(url.pathname)}`,
      );
    }
    const productId = String(formData.get("productId") ?? "");
    const result =
      intent === "favorite-add"
        ? await callApi(args, "/product/favorites", { method: "POST", data: { productId } })
        : await callApi(args, `/product/favorites/${encodeURIComponent(productId)}`, {
            method: "DELETE",
          });
    if (!result.ok)
      throw new Response(result.message, { status: result.status >= 400 ? result.status : 400 });
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
