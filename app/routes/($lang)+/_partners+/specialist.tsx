import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { pageLanguage } from "~/i18n/route-language.server";
import { sectionMeta } from "~/lib/meta";
import { isAvailable } from "~/lib/site-pages";
import partnerStyles from "./partners.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: partnerStyles }];

export const handle = { i18n: ["partners"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "partners:specialist", { description: "description" });

export function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  return null;
}

const BENEFITS = ["listing", "support", "leads", "training"] as const;
const STEPS = ["register", "learn", "exam", "certificate"] as const;

/**
 * The two ways into the programme: exam registration and the learning centre. Each links to its
 * page once that page is built (`isAvailable`), and until then to creating an account.
 */
const ACTIONS = [
  { key: "register", to: "/learn-register" },
  { key: "learn", to: "/csp-learn" },
] as const;

/** The certified specialist programme (spec §2 /specialist, §4 certification). */
export default function SpecialistPage() {
  const { t } = useTranslation("partners");
  return (
    <section className="page specialist-page">
      <PageHeader
        eyebrow={t("partners:specialist.eyebrow")}
        title={t("partners:specialist.title")}
        lead={t("partners:specialist.lead")}
      />
      <section className="specialist-page__section" aria-labelledby="specialist-what">
        <h2 id="specialist-what">{t("partners:specialist.what.title")}</h2>
        <p>{t("partners:specialist.what.text")}</p>
      </section>
      <section className="specialist-page__section" aria-labelledby="specialist-benefits">
        <h2 id="specialist-benefits">{t("partners:specialist.benefits.title")}</h2>
        <ul className="card-grid specialist-benefits">
          {BENEFITS.map((key) => (
            <li key={key} className="card">
              <h3>{t(`partners:specialist.benefits.${key}.title`)}</h3>
              <p>{t(`partners:specialist.benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="specialist-page__section" aria-labelledby="specialist-steps">
        <h2 id="specialist-steps">{t("partners:specialist.steps.title")}</h2>
        <ol className="specialist-steps">
          {STEPS.map((key) => (
            <li key={key}>
              <h3>{t(`partners:specialist.steps.${key}.title`)}</h3>
              <p>{t(`partners:specialist.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="specialist-actions" aria-label={t("partners:specialist.actions.label")}>
        {ACTIONS.map(({ key, to }) => {
          const ready = isAvailable(to);
          return (
            <div key={key} className="card specialist-actions__item">
              <h2>{t(`partners:specialist.actions.${key}.title`)}</h2>
              <p>{t(`partners:specialist.actions.${key}.text`)}</p>
              {ready ? (
                <LocalLink className="button" to={to}>
                  {t(`partners:specialist.actions.${key}.button`)}
                </LocalLink>
              ) : (
                <>
                  <p className="specialist-actions__soon">
                    {t(`partners:specialist.actions.${key}.soon`)}
                  </p>
                  <LocalLink className="button button--ghost" to="/register">
                    {t("partners:specialist.actions.signUp")}
                  </LocalLink>
                </>
              )}
            </div>
          );
        })}
      </section>
    </section>
  );
}
