import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { PolicyLinks } from "~/components/PolicyLinks";
import { StandaloneFrame } from "~/components/StandaloneFrame";
import { useTranslation } from "react-i18next";
import { pageLanguage } from "~/i18n/route-language.server";
import { sectionMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import policyStyles from "~/styles/policies.css";

/** The deal registration privacy policy, outside the site layout (linked from the deal form). */
export function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  return null;
}
export const handle = { i18n: ["deals"] };
export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "deals:privacy");
export const links: LinksFunction = () => [{ rel: "stylesheet", href: policyStyles }];

const SECTIONS = [1, 2, 3, 4, 5, 6] as const;

export default function DealPrivacyPolicyPage() {
  const { t } = useTranslation("deals");
  const { brand } = useRootData();
  return (
    <StandaloneFrame>
      <article className="policy-page page">
        <h1>{t("privacy.title")}</h1>
        <p className="lead">{t("privacy.intro")}</p>
        <p>
          <small>{t("privacy.updated")}</small>
        </p>
        {SECTIONS.map((n) => (
          <section key={n} aria-labelledby={`dr-privacy-${n}`}>
            <h2 id={`dr-privacy-${n}`}>{t(`privacy.h${n}`)}</h2>
            <p>{t(`privacy.p${n}`, { email: brand.email })}</p>
          </section>
        ))}
      </article>
      <PolicyLinks current="/privacy-policy" />
    </StandaloneFrame>
  );
}
