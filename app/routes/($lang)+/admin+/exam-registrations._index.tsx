import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { z } from "zod";
import { FilterForm, NoData, Pagination, ResultCount } from "~/components/list";
import listStyles from "~/components/list/list.css";
import certStyles from "../_certification+/certification.css";
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
import { dateFormat } from "~/lib/intl";

export const handle = { i18n: ["certification"] };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: certStyles },
];
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "certification:admin", { noindex: true });

const PATH = "/admin/exam-registrations";
const STATUSES = ["submitted", "approved", "rejected"] as const;
const schema = z.object({ status: listField.choice(STATUSES), page: listField.page() });

export interface ExamRegistrationRow {
  id: number;
  status: (typeof STATUSES)[number];
  createdAt: string;
  email: string;
  name: string | null;
  company: string | null;
  score: number | null;
  passed: boolean | null;
}

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireRole(args, "admin");
  const query = requireCanonical(args.request, schema);
  const list = await requireOk(
    args.request,
    await callApi<{
      items: ExamRegistrationRow[];
      total: number;
      counts: Record<(typeof STATUSES)[number], number>;
      page: number;
      pageSize: number;
    }>(args, "/admin/exam-registrations", { session, data: query }),
  );
  requirePageInRange(args.request, query, list);
  return { list, query, filtered: isFiltered(query) };
}

/** Administrators' queue of exam registrations: newest first, by status, with counts, paged. */
export default function ExamRegistrationsPage() {
  const { t } = useTranslation("certification");
  const { list, query, filtered } = useLoaderData<typeof loader>();
  const { language } = useRootData();
  const format = dateFormat(language.lang, "medium");
  return (
    <section className="page admin-exam">
      <PageHeader title={t("admin.title")} lead={t("admin.intro")} />
      <ul className="cert-counts" aria-label={t("admin.counts")}>
        {STATUSES.map((s) => (
          <li key={s}>
            {t(`status.${s}`)}: <strong>{list.counts[s]}</strong>
          </li>
        ))}
      </ul>
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
            options: STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          },
        ]}
      />
      <ResultCount count={list.total} />
      {list.items.length === 0 ? (
        <NoData />
      ) : (
        <ol className="stack-list">
          {list.items.map((item) => (
            <li key={item.id} className="card">
              <p className="card__meta">
                <time dateTime={item.createdAt}>{format.format(new Date(item.createdAt))}</time>
                {" · "}
                {t(`status.${item.status}`)}
                {item.passed === null
                  ? null
                  : ` · ${t(item.passed ? "result.passedScore" : "result.failedScore", { score: item.score })}`}
              </p>
              <h2 className="card__title">
                <LocalLink className="card__link" to={`${PATH}/${item.id}`}>
                  {t("admin.detailTitle", { id: item.id })}
                </LocalLink>
              </h2>
              <p>
                <bdi>{item.name ?? "—"}</bdi> · <bdi>{item.company ?? "—"}</bdi> ·{" "}
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
