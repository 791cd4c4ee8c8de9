import type { LoaderFunctionArgs } from "@remix-run/node";
import { calculatorCsv } from "./export.server";

export const handle = { i18n: ["tools"] };

/** The calculator's result as CSV, for the same query as its page. */
export const loader = (args: LoaderFunctionArgs) => calculatorCsv(args, "storage");
