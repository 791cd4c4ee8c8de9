import { type AppLoadContext, createCookie } from "@remix-run/node";
import { type ComparisonItem, parseComparison } from "./__comparison";
import { loadCompareTable } from "./compare-table.server";

/** The comparison list lives in a cookie, so it works without JavaScript and survives reloads. */
const cookie = createCookie("nv-compare", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 30,
});

export async function readComparison(request: Request): Promise<ComparisonItem[]> {
  try {
    return parseComparison(await cookie.parse(request.headers.get("Cookie")));
  } catch {
    return [];
  }
}

/** The list's cookie; only valid entries (at most four short ones) are written, well under 4 KB. */
export function writeComparison(list: ComparisonItem[]): Promise<string> {
  return cookie.serialize(parseComparison(list));
}

/** What the compare tray shows: the listed products in their order, with model and name. */
export interface TrayItem {
  id: string;
  model: string;
  name: string;
}

/** The comparison list and, when it holds products, their models and names for the tray. */
export async function loadCompareTray(args: { request: Request; context: AppLoadContext }) {
  const list = await readComparison(args.request);
  if (list.length === 0) return { list, items: [] as TrayItem[] };
  const result = await loadCompareTable(args, list);
  const found = result.ok ? result.data.products : [];
  const items = list.flatMap((entry) => {
    const product = found.find((p) => p.id === entry.productId);
    return product ? [{ id: product.id, model: product.model, name: product.name }] : [];
  });
  return { list, items };
}
