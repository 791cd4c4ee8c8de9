import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import {
  type FilterField,
  FilterForm,
  listPageLinks,
  NoData,
  ResultCount,
} from "~/components/list";
import { PageHeader } from "~/components/PageHeader";
import { advisoryStyles } from "~/components/security/Advisories";
import { LANGUAGES, localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { ADVISORIES_PATH, type AdvisoryList, CSAF_PROVIDER_METADATA } from "~/lib/advisories";
import { isFiltered } from "~/lib/list-query";
import { requireCanonical } from "~/lib/list-query.server";
import { metaBrand, metaT, rootDataFromMatches, sectionMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { AdvisoryItems } from "./__advisories";
import { advisoriesSchema } from "./advisories-query.server";
import { fetchSecurity } from "./advisories.server";
import styles from "./security.css";

export const links = listPageLinks(advisoryStyles, styles);

export const handle = { i18n: ["security"] };

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches, "security");
  const code = rootDataFromMatches(matches)?.language?.code;
  const language = LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0]!;
  return [
    ...sectionMeta(matches, "security:advisories", { description: "lead" }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: t("advisories.feedTitle", { brand: metaBrand(matches) }),
      href: localizePath(`${ADVISORIES_PATH}.atom`, language),
    },
  ];
};

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const query = requireCanonical(args.request, advisoriesSchema);
  const list = await fetchSecurity<AdvisoryList>(args, "/advisories", query);
  return { list, query, filtered: isFiltered(query) };
}

/**
 * The security advisories, newest update first: by affected product and by severity, with their
 * Atom feed and the machine-readable CSAF documents.
 */
export default function AdvisoriesPage() {
  const { t } = useTranslation("security");
  const { language } = useRootData();
  const { list, query, filtered } = useLoaderData<typeof loader>();
  const fields: FilterField[] = [
    {
      kind: "select",
      name: "product",
      label: t("advisories.product"),
      allLabel: t("advisories.allProducts"),
      value: query.product,
      options: list.products.map((p) => ({ value: p.id, label: p.model })),
    },
    {
      kind: "select",
      name: "severity",
      label: t("advisories.severity"),
      allLabel: t("advisories.allSeverities"),
      value: query.severity,
      options: list.severities.map((s) => ({ value: s, label: t(`severity.${s}`) })),
    },
  ];
  return (
    <section className="page advisories-page">
      <nav className="breadcrumb" aria-label={t("advisories.breadcrumb")}>
        <ol>
          <li>
            <LocalLink to="/security">{t("advisories.security")}</LocalLink>
          </li>
          <li aria-current="page">{t("advisories.title")}</li>
        </ol>
      </nav>
      <PageHeader title={t("advisories.title")} lead={t("advisories.lead")} />
      <p className="advisories-machine">
        <a href={localizePath(`${ADVISORIES_PATH}.atom`, language)} type="application/atom+xml">
          {t("advisories.atom")}
        </a>{" "}
        ·{" "}
        <a href={CSAF_PROVIDER_METADATA} type="application/json">
          {t("advisories.csaf")}
        </a>
      </p>
      <FilterForm
        className="list-filters--bar"
        title={t("advisories.legend")}
        path={ADVISORIES_PATH}
        filtered={filtered}
        fields={fields}
      />
      <ResultCount count={list.total} label={t("advisories.count", { count: list.total })} />
      {list.items.length === 0 ? (
        <NoData>{t("advisories.empty")}</NoData>
      ) : (
        <AdvisoryItems items={list.items} />
      )}
    </section>
  );
}
