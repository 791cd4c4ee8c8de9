import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";

/** Any path no route claims: the 404 page in the language of its prefix, with status 404. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  pageLanguage({ params, request, context });
  throw new Response("Not Found", { status: 404 });
}

export default function UnknownPage() {
  return null;
}
