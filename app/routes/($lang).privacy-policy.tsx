import { useLoaderData } from "@remix-run/react";
import { DocumentPageView } from "~/components/DocumentPageView";
import { contentPageLoader } from "~/content/page-loader.server";
import { contentPageMeta } from "~/lib/meta";

export const loader = contentPageLoader("privacy-policy");
export const meta = contentPageMeta;

export default function PrivacyPolicyPage() {
  const { page, fallback } = useLoaderData<typeof loader>();
  return <DocumentPageView page={page} fallback={fallback} />;
}
