import v8 from "node:v8";

/**
 * How far V8 lets the JavaScript heap grow past what the last full collection kept, in percent.
 * Left to itself, V8 picks a factor of up to 4 when a process allocates fast, as rendering pages
 * does: with 50–70 MB alive, the old generation grew to 200 MB and more under load and stayed
 * there (README, "Operations: memory"). At 50 % the server collects sooner, for a few percent
 * more CPU per page and 100–150 MB less resident memory under load (decision 0024).
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Sets V8's heap growing factor for this process; call before the site is loaded. A factor given
 * to Node (`node --heap-growing-percent=…`, or in NODE_OPTIONS) is left as it is.
 */
export function limitHeapGrowth(
  percent = HEAP_GROWING_PERCENT,
  given = [...process.execArgv, process.env.NODE_OPTIONS ?? ""],
): boolean {
  if (given.some((option) => /--heap[-_]growing[-_]percent/.test(option))) return false;
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
  return true;
}
