import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DocumentPageView } from "~/components/DocumentPageView";
import { loadContentPage } from "~/content/page-loader.server";
import { contentPageMeta } from "~/lib/meta";

export const loader = (args: LoaderFunctionArgs) => loadContentPage("privacy-policy", args);
export const handle = { i18n: ["marketing"] };
export const meta = contentPageMeta;

export default function PrivacyPolicyPage() {
  const { page, fallback } = useLoaderData<typeof loader>();
  return <DocumentPageView page={page} fallback={fallback} />;
}
