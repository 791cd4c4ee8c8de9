import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { NoData } from "~/components/list";
import { PageHeader } from "~/components/PageHeader";
import { pageLanguage } from "~/i18n/route-language.server";
import { MAIN_MENU, type MenuEntry, type MenuLink } from "~/lib/navigation";
import { sectionMeta } from "~/lib/meta";
import { productPath } from "~/lib/products";
import { KnowledgeResult } from "./__components/KnowledgeResult";
import { Marked } from "~/components/Marked";
import { fallbackAttrs, type SupportSearch } from "./__support";
import { fetchSupport } from "./support.server";
import supportStyles from "./support.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: supportStyles }];

export const handle = { i18n: ["support"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "support:hub", { description: "description" });

/** Longest search text sent (the backend cuts longer ones too). */
const MAX_QUERY = 100;

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const q = (new URL(args.request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  const results = q ? await fetchSupport<SupportSearch>(args, "/support/search", { q }) : null;
  return { q, results };
}

/** The menu entry of a page built by another area: a link once it is available, "coming" before. */
function menuLink(to: string): MenuLink {
  const all = (entries: MenuEntry[]): MenuLink[] =>
    entries.flatMap((e) => ("children" in e ? all(e.children) : [e]));
  return all(MAIN_MENU).find((l) => l.to === to) ?? { key: to, to, available: false };
}

/** The hub's resources: pages of the menu (availability from there) and pages linked directly. */
const RESOURCES: { key: string; to: string; menu?: boolean }[] = [
  { key: "faq", to: "/FAQ" },
  { key: "knowledge", to: "/knowledge" },
  { key: "documentation", to: "/documentation", menu: true },
  { key: "firmware", to: "/firmware", menu: true },
  { key: "software", to: "/soft-download", menu: true },
  { key: "rma", to: "/terms/rma" },
  { key: "warranty", to: "/warrantypolicy" },
  { key: "security", to: "/security" },
  { key: "announcement", to: "/announcement" },
  { key: "contact", to: "/contact" },
];

function Resource({ entry }: { entry: (typeof RESOURCES)[number] }) {
  const { t } = useTranslation(["support", "common"]);
  const name = entry.menu
    ? t(`common:nav.${entry.key}`)
    : ["faq", "knowledge"].includes(entry.key)
      ? t(`support:${entry.key}.title`)
      : t(`support:hub.names.${entry.key}`);
  const text = t(`support:hub.links.${entry.key}`);
  if (entry.menu && !menuLink(entry.to).available) {
    return (
      <li>
        <span className="support-hub__link card is-coming" aria-disabled="true">
          <strong>
            {name} <small>{t("common:nav.comingSoon")}</small>
          </strong>
          {text}
        </span>
      </li>
    );
  }
  return (
    <li>
      <LocalLink className="support-hub__link card" to={entry.to}>
        <strong>{name}</strong>
        {text}
      </LocalLink>
    </li>
  );
}

function Results({ q, results }: { q: string; results: SupportSearch }) {
  const { t } = useTranslation("support");
  const total = results.faq.total + results.knowledge.total + results.product.total;
  return (
    <section aria-labelledby="results" className="support-hub__groups">
      <h2 id="results">{t("hub.results", { q })}</h2>
      {total === 0 ? <NoData /> : null}
      {results.faq.total > 0 ? (
        <section aria-labelledby="results-faq">
          <h3 id="results-faq">{t("hub.faq")}</h3>
          <ol className="support-results">
            {results.faq.items.map((item) => (
              <li key={item.id} className="support-result card">
                <h4 className="support-result__title" {...fallbackAttrs(item, "question")}>
                  <LocalLink to={`/FAQ/${encodeURIComponent(item.id)}/detail`}>
                    <Marked parts={item.questionParts} />
                  </LocalLink>
                </h4>
                <p className="support-result__text" {...fallbackAttrs(item, "answer")}>
                  <Marked parts={item.answerParts} />
                </p>
              </li>
            ))}
          </ol>
          <LocalLink to={`/FAQ?q=${encodeURIComponent(q)}`}>
            {t("hub.more", { count: results.faq.total })}
          </LocalLink>
        </section>
      ) : null}
      {results.knowledge.total > 0 ? (
        <section aria-labelledby="results-knowledge">
          <h3 id="results-knowledge">{t("hub.knowledge")}</h3>
          <ol className="support-results">
            {results.knowledge.items.map((item) => (
              <KnowledgeResult key={item.id} item={item} heading="h4" />
            ))}
          </ol>
          <LocalLink to={`/knowledge?q=${encodeURIComponent(q)}`}>
            {t("hub.more", { count: results.knowledge.total })}
          </LocalLink>
        </section>
      ) : null}
      {results.product.total > 0 ? (
        <section aria-labelledby="results-product">
          <h3 id="results-product">{t("hub.product")}</h3>
          <ol className="support-results">
            {results.product.items.map((item) => (
              <li key={item.id} className="support-result card">
                <h4 className="support-result__title">
                  <LocalLink to={productPath({ type: item.type, id: item.id })}>
                    <Marked parts={item.modelParts} /> · <Marked parts={item.nameParts} />
                  </LocalLink>
                </h4>
                <p className="support-result__text">
                  <Marked parts={item.summaryParts} />
                </p>
              </li>
            ))}
          </ol>
          <LocalLink to={`/search?q=${encodeURIComponent(q)}&kind=product`}>
            {t("hub.more", { count: results.product.total })}
          </LocalLink>
        </section>
      ) : null}
    </section>
  );
}

export default function SupportPage() {
  const { t } = useTranslation("support");
  const { q, results } = useLoaderData<typeof loader>();
  return (
    <section className="page support-hub">
      <PageHeader title={t("hub.title")} lead={t("hub.lead")} />
      <Form method="get" role="search" className="support-hub__search">
        <label htmlFor="support-q" className="visually-hidden">
          {t("hub.searchLabel")}
        </label>
        <input
          id="support-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={MAX_QUERY}
          placeholder={t("hub.searchLabel")}
        />
        <button type="submit" className="button">
          {t("hub.searchButton")}
        </button>
      </Form>
      {results ? <Results q={q} results={results} /> : null}
      <section aria-labelledby="resources">
        <h2 id="resources">{t("hub.resources")}</h2>
        <ul className="support-hub__links">
          {RESOURCES.map((entry) => (
            <Resource key={entry.key} entry={entry} />
          ))}
        </ul>
      </section>
    </section>
  );
}
