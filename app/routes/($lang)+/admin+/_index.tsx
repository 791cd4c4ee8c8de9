import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { CONSOLE_ROLES, isContentEditor, REVIEWER_ROLES } from "#shared/roles";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireAnyRole } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { numberFormat } from "~/lib/intl";
import { metaBrand, metaT, pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import queueStyles from "./__queue.css";

export const handle = {
  i18n: ["admin", "news", "events", "feedback", "reseller", "certification"],
};
export const links: LinksFunction = () => [{ rel: "stylesheet", href: queueStyles }];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(metaT(matches, "admin")("title"), "", metaBrand(matches)),
  { name: "robots", content: "noindex" },
];

type Counts = { pending: number; total: number };
type Summary = Partial<Record<QueueKey, Counts>> & { deals: Counts };

/** The queues, each with its page and the key of its title, in the order of the console. */
const QUEUES = [
  ["deals", "/admin/deals", "admin:deals.title"],
  ["applicants", "/admin/applicants", "admin:applicants.title"],
  ["partnerApplications", "/admin/partner-applications", "reseller:admin.title"],
  ["examRegistrations", "/admin/exam-registrations", "certification:admin.title"],
  ["contactRequests", "/admin/contact-requests", "admin:contact.title"],
  ["errorReports", "/admin/error-reports", "admin:errors.title"],
  ["feedback", "/admin/feedback", "feedback:admin.title"],
] as const;
type QueueKey = (typeof QUEUES)[number][0];

/** The content pages, for editors and administrators, each with the key of its title. */
const CONTENT_PAGES = [
  ["/admin/news", "news:admin.news.title"],
  ["/admin/announcements", "news:admin.announcements.title"],
  ["/admin/events", "events:admin.title"],
  ["/admin/products", "admin:lifecycle.title"],
  ["/admin/firmware", "admin:firmware.title"],
  ["/admin/documents", "admin:documents.title"],
] as const;

/** The administrators' own pages, each with the key of its title. */
const ADMIN_PAGES = [
  ["/admin/security-reports", "admin:securityReports.title"],
  ["/admin/audit", "admin:audit.title"],
  ["/admin/outbox", "admin:outbox.title"],
] as const;

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireAnyRole(args, CONSOLE_ROLES);
  const reviewer = session.roles.some((role) =>
    (REVIEWER_ROLES as readonly string[]).includes(role),
  );
  // An editor reviews no queue: there are no counts to ask for.
  const summary = reviewer
    ? await requireOk(args.request, await callApi<Summary>(args, "/admin/summary", { session }))
    : null;
  return {
    summary,
    admin: session.roles.includes("admin"),
    editor: isContentEditor(session.roles),
  };
}

/**
 * The administration console: a card per queue the user may see with what waits in it and its
 * total; editors and administrators get the content pages, administrators their own pages too.
 */
export default function AdminPage() {
  const { t } = useTranslation("admin");
  const { summary, admin, editor } = useLoaderData<typeof loader>();
  const pages = [...(editor ? CONTENT_PAGES : []), ...(admin ? ADMIN_PAGES : [])];
  const number = numberFormat(useRootData().language.lang);
  return (
    <section className="page admin admin-console">
      <PageHeader
        title={t("title")}
        lead={
          admin
            ? t("console.intro")
            : summary
              ? t("console.introManager")
              : t("console.introEditor")
        }
      />
      {summary ? (
        <ul className="admin-console__queues">
          {QUEUES.map(([key, to, title]) => {
            const counts = summary[key];
            if (!counts) return null;
            return (
              <li key={key} className="card">
                <h2 className="card__title">
                  <LocalLink className="card__link" to={to}>
                    {t(title)}
                  </LocalLink>
                </h2>
                <p className="admin-console__count">
                  <strong>{number.format(counts.pending)}</strong> {t(`console.pending.${key}`)}
                </p>
                <p className="card__meta">
                  {t("console.total", { count: counts.total, total: number.format(counts.total) })}
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
      {pages.length > 0 ? (
        <nav aria-labelledby="admin-other">
          <h2 id="admin-other">{summary ? t("console.other") : t("console.content")}</h2>
          <ul className="link-list">
            {pages.map(([to, key]) => (
              <li key={to}>
                <LocalLink to={to}>{t(key)}</LocalLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
