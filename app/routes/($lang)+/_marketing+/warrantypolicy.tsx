import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DocumentPageView } from "~/components/DocumentPageView";
import { PolicyLinks } from "~/components/PolicyLinks";
import { loadContentPage } from "~/content/page-loader.server";
import { contentPageMeta } from "~/lib/meta";
import policyStyles from "~/styles/policies.css";

export const loader = (args: LoaderFunctionArgs) => loadContentPage("warranty-policy", args);
export const handle = { i18n: ["marketing"] };
export const meta = contentPageMeta;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: policyStyles }];

export default function WarrantyPolicyPage() {
  const { page, fallback } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="policy-page">
        <DocumentPageView page={page} fallback={fallback} toc />
      </div>
      <PolicyLinks current="/warrantypolicy" />
    </>
  );
}
