import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DocumentPageView } from "~/components/DocumentPageView";
import { StandaloneFrame } from "~/components/StandaloneFrame";
import { loadContentPage } from "~/content/page-loader.server";
import { contentPageMeta } from "~/lib/meta";
import policyStyles from "~/styles/policies.css";

/** The S200 app's privacy policy, outside the site layout: a slim header with the brand. */
export const loader = (args: LoaderFunctionArgs) => loadContentPage("policy-S200app", args);
export const handle = { i18n: ["marketing"] };
export const meta = contentPageMeta;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: policyStyles }];

const LINKS = [
  { to: "/S200app", label: "media.s200App" },
  { to: "/privacy-policy", label: "footer.privacy" },
  { to: "/contact", label: "nav.contact" },
];

export default function S200AppPolicyPage() {
  const { page, fallback } = useLoaderData<typeof loader>();
  return (
    <StandaloneFrame links={LINKS}>
      <div className="policy-page">
        <DocumentPageView page={page} fallback={fallback} toc />
      </div>
    </StandaloneFrame>
  );
}
