import { createCookie } from "@remix-run/node";
import { type ComparisonItem, parseComparison } from "./__comparison";

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
