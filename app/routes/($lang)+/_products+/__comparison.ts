import { isProductId } from "~/lib/products";

/** The comparison list (spec §3 comparison item, §4, §5): 2 to 4 products of one productClass. */
export interface ComparisonItem {
  productId: string;
  productClass: string;
}

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
/** The product classes of the catalogue. */
export const PRODUCT_CLASSES = ["camera", "recorder", "accessory"] as const;
function isProductClass(value: unknown): value is string {
  return (PRODUCT_CLASSES as readonly unknown[]).includes(value);
}

export type AddOutcome =
  | { ok: true; list: ComparisonItem[]; message: "added" | "alreadyListed" }
  | { ok: false; list: ComparisonItem[]; message: "atMostFour" | "sameClass" };

/** Adds a product: a duplicate productId is ignored, another class or a fifth product is refused. */
export function addToComparison(list: ComparisonItem[], item: ComparisonItem): AddOutcome {
  if (list.some((i) => i.productId === item.productId))
    return { ok: true, list, message: "alreadyListed" };
  if (list.length > 0 && list[0]!.productClass !== item.productClass)
    return { ok: false, list, message: "sameClass" };
  if (list.length >= COMPARE_MAX) return { ok: false, list, message: "atMostFour" };
  return { ok: true, list: [...list, item], message: "added" };
}

export function removeFromComparison(list: ComparisonItem[], index: number): ComparisonItem[] {
  return list.filter((_, i) => i !== index);
}

/** Why the list cannot be compared yet, or null when it can. */
export function comparisonProblem(list: ComparisonItem[]): "addToCompare" | "atLeastTwo" | null {
  if (list.length === 0) return "addToCompare";
  if (list.length < COMPARE_MIN) return "atLeastTwo";
  return null;
}

/**
 * Reads a stored list defensively: malformed entries (not a product id, an unknown class) and
 * duplicates are dropped, at most four kept.
 */
export function parseComparison(value: unknown): ComparisonItem[] {
  if (!Array.isArray(value)) return [];
  let list: ComparisonItem[] = [];
  for (const entry of value.slice(0, 16)) {
    if (
      entry &&
      typeof entry === "object" &&
      isProductId((entry as ComparisonItem).productId) &&
      isProductClass((entry as ComparisonItem).productClass)
    ) {
      const outcome = addToComparison(list, {
        productId: (entry as ComparisonItem).productId,
        productClass: (entry as ComparisonItem).productClass,
      });
      list = outcome.list;
    }
  }
  return list;
}
