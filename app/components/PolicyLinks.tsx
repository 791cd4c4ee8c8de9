import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";

/** The policy pages and the labels (common namespace) they are linked with. */
export const POLICY_PAGES = [
  ["/terms/rma", "policies.rma"],
  ["/warrantypolicy", "policies.warranty"],
  ["/brazil-privacy-notice", "policies.brazilPrivacy"],
  ["/privacy-policy", "footer.privacy"],
] as const;

/** Links from one policy page to the others and to the privacy policy. */
export function PolicyLinks({ current }: { current: (typeof POLICY_PAGES)[number][0] }) {
  const { t } = useTranslation();
  return (
    <nav className="page policy-links" aria-labelledby="policy-links-title">
      <h2 id="policy-links-title">{t("policies.related")}</h2>
      <ul>
        {POLICY_PAGES.filter(([path]) => path !== current).map(([path, label]) => (
          <li key={path}>
            <LocalLink to={path}>{t(label)}</LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
