import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DocumentPageView } from "~/components/DocumentPageView";
import { PolicyLinks } from "~/components/PolicyLinks";
import { StandaloneFrame } from "~/components/StandaloneFrame";
import { loadContentPage } from "~/content/page-loader.server";
import { contentPageMeta } from "~/lib/meta";
import policyStyles from "~/styles/policies.css";

/** The privacy notice for Brazil (LGPD), outside the site layout: a slim header with the brand. */
export const loader = (args: LoaderFunctionArgs) => loadContentPage("brazil-privacy-notice", args);
export const handle = { i18n: ["marketing"] };
export const meta = contentPageMeta;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: policyStyles }];

export default function BrazilPrivacyNoticePage() {
  const { page, fallback } = useLoaderData<typeof loader>();
  return (
    <StandaloneFrame>
      <div className="policy-page">
        <DocumentPageView page={page} fallback={fallback} toc />
      </div>
      <PolicyLinks current="/brazil-privacy-notice" />
    </StandaloneFrame>
  );
}
