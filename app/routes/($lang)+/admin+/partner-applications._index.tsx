import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { z } from "zod";
import { FilterForm, NoData, Pagination, ResultCount } from "~/components/list";
import listStyles from "~/components/list/list.css";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireRole } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { isFiltered } from "~/lib/list-query";
import { listField, requireCanonical, requirePageInRange } from "~/lib/list-query.server";
import { sectionMeta } from "~/lib/meta";
import { useRootData } from "~/root";
import { APPLICATION_STATUSES } from "../../../../shared/partner-application";

export const handle = { i18n: ["reseller", "partners"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: listStyles }];
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "reseller:admin", { noindex: true });

const PATH = "/admin/partner-applications";
const schema = z.object({
  status: listField.choice(APPLICATION_STATUSES),
  page: listField.page(),
});

interface ApplicationRow {
  id: number;
  companyName: string;
  country: string;
  partnerType: string;
  email: string;
  status: (typeof APPLICATION_STATUSES)[number];
  createdAt: string;
}

export async function loader(args: LoaderFunctionArgs) {
  const language = pageLanguage(args);
  const session = await requireRole(args, "admin");
  const query = requireCanonical(args.request, schema);
  const list = await requireOk(
    args.request,
    await callApi<{
      items: ApplicationRow[];
      total: number;
      page: number;
      pageSize: number;
      counts: Record<ApplicationRow["status"], number>;
    }>(args, "/admin/partner-applications", { session, data: query }),
  );
  requirePageInRange(args.request, query, list);
  const names = new Intl.DisplayNames([language.lang, "en"], { type: "region" });
  const countries = Object.fromEntries(
    list.items.map((i) => [i.country, names.of(i.country) ?? i.country]),
  );
  return { list, countries, query, filtered: isFiltered(query) };
}

/** Partner applications for review: newest first, by state with their counts, paged. */
export default function PartnerApplicationsPage() {
  const { t } = useTranslation("reseller");
  const { t: tp } = useTranslation("partners");
  const { list, countries, query, filtered } = useLoaderData<typeof loader>();
  const { language } = useRootData();
  const format = new Intl.DateTimeFormat(language.lang, { dateStyle: "medium" });
  const number = new Intl.NumberFormat(language.lang);
  return (
    <section className="page admin-applications">
      <PageHeader title={t("admin.title")} lead={t("admin.intro")} />
      <FilterForm
        title={t("admin.filters")}
        className="list-filters--bar"
        path={PATH}
        filtered={filtered}
        fields={[
          {
            kind: "select",
            name: "status",
            label: t("admin.status"),
            value: query.status,
            allLabel: t("admin.any"),
            options: APPLICATION_STATUSES.map((s) => ({
              value: s,
              label: `${t(`status.${s}`)} (${number.format(list.counts[s])})`,
            })),
          },
        ]}
      />
      <ResultCount count={list.total} />
      {list.items.length === 0 ? (
        <NoData>{t("admin.noData")}</NoData>
      ) : (
        <ol className="stack-list">
          {list.items.map((item) => (
            <li key={item.id} className="card">
              <p className="card__meta">
                <time dateTime={item.createdAt}>{format.format(new Date(item.createdAt))}</time>
                {" · "}
                <span className={`status status--${item.status}`}>
                  {t(`status.${item.status}`)}
                </span>
              </p>
              <h2 className="card__title">
                <LocalLink className="card__link" to={`${PATH}/${item.id}`}>
                  <bdi>{item.companyName}</bdi>
                </LocalLink>
              </h2>
              <p>
                {countries[item.country]} · {tp(`types.${item.partnerType}`)} ·{" "}
                <bdi dir="ltr">{item.email}</bdi>
              </p>
            </li>
          ))}
        </ol>
      )}
      <Pagination path={PATH} query={query} total={list.total} pageSize={list.pageSize} />
    </section>
  );
}
