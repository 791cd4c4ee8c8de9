import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AUDIT_SUBJECTS } from "#shared/audit";
import { FilterForm, listStyles, NoData, Pagination, ResultCount } from "~/components/list";
import { PageHeader } from "~/components/PageHeader";
import { isFiltered } from "~/lib/list-query";
import { auditLoader } from "./audit.server";
import { sectionMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import lifecycleAdminStyles from "./lifecycle-admin.css";

export const handle = { i18n: ["admin"] };
export const links = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: lifecycleAdminStyles },
];

export const loader = (args: LoaderFunctionArgs) => auditLoader(args);

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "admin:audit", { noindex: true, description: "lead" });

/** A value of a change as the log shows it: text as it is, anything else as JSON. */
const shown = (value: unknown) =>
  typeof value === "string" ? value : value === null ? "—" : JSON.stringify(value);

/**
 * What editors and administrators published, changed and deleted, newest first: when, who, what
 * was done to which item, and what changed. Administrators only; nothing here can be edited.
 */
export default function AuditPage() {
  const { t } = useTranslation("admin");
  const { list, query } = useLoaderData<typeof auditLoader>();
  const { language } = useRootData();
  const format = new Intl.DateTimeFormat(language.lang, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  return (
    <section className="page audit-log">
      <PageHeader title={t("audit.title")} lead={t("audit.lead")} />
      <FilterForm
        title={t("audit.filters")}
        className="list-filters--bar"
        path="/admin/audit"
        filtered={isFiltered(query)}
        fields={[
          {
            kind: "select",
            name: "kind",
            label: t("audit.subjectKind"),
            allLabel: t("audit.anyKind"),
            value: query.kind,
            options: AUDIT_SUBJECTS.map((kind) => ({
              value: kind,
              label: t(`audit.kind.${kind}`),
            })),
          },
        ]}
      />
      <ResultCount count={list.total} />
      {list.items.length === 0 ? (
        <NoData />
      ) : (
        <table className="lifecycle-admin__table">
          <thead>
            <tr>
              <th scope="col">{t("audit.at")}</th>
              <th scope="col">{t("audit.actor")}</th>
              <th scope="col">{t("audit.action")}</th>
              <th scope="col">{t("audit.subject")}</th>
              <th scope="col">{t("audit.changes")}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((entry) => (
              <tr key={entry.id}>
                <td data-label={t("audit.at")}>
                  <time dateTime={entry.at}>{format.format(new Date(entry.at))} UTC</time>
                </td>
                <td data-label={t("audit.actor")}>
                  <bdi dir="ltr">{entry.actorEmail}</bdi>
                </td>
                <td data-label={t("audit.action")}>
                  {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
                </td>
                <td data-label={t("audit.subject")}>
                  {t(`audit.kind.${entry.subjectKind}`, { defaultValue: entry.subjectKind })}{" "}
                  <bdi dir="ltr">{entry.subjectId}</bdi>
                </td>
                <td data-label={t("audit.changes")}>
                  <ul className="audit-log__changes">
                    {Object.entries(entry.changes).map(([key, value]) => {
                      const change =
                        value && typeof value === "object" && "from" in value && "to" in value
                          ? (value as { from: unknown; to: unknown })
                          : null;
                      return (
                        <li key={key}>
                          <code dir="ltr">{key}</code>:{" "}
                          <bdi dir="ltr">
                            {change ? `${shown(change.from)} → ${shown(change.to)}` : shown(value)}
                          </bdi>
                        </li>
                      );
                    })}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination path="/admin/audit" query={query} total={list.total} pageSize={list.pageSize} />
    </section>
  );
}
