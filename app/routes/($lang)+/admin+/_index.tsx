import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { LocalLink } from "~/components/LocalLink";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireRole } from "~/lib/auth.server";
import { metaBrand, metaT, pageMeta } from "~/lib/meta";
import { productPath } from "~/lib/products";
import { useRootData } from "~/root";
import { throwFailure } from "~/lib/failure.server";

export const handle = {
  i18n: ["admin", "news", "events", "feedback", "reseller", "certification"],
};

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(metaT(matches, "admin")("title"), "", metaBrand(matches)),
  { name: "robots", content: "noindex" },
];

/** The administration pages, each with the key of its title. */
const ADMIN_PAGES = [
  ["/admin/news", "news:admin.news.title"],
  ["/admin/announcements", "news:admin.announcements.title"],
  ["/admin/events", "events:admin.title"],
  ["/admin/feedback", "feedback:admin.title"],
  ["/admin/partner-applications", "reseller:admin.title"],
  ["/admin/exam-registrations", "certification:admin.title"],
  ["/admin/outbox", "outbox.title"],
] as const;

interface ErrorReport {
  id: number;
  productId: string;
  model: string;
  type: string;
  description: string;
  anonymous: boolean;
  account: string | null;
  hasPicture: boolean;
  attachmentName: string | null;
  createdAt: string;
}

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireRole(args, "admin");
  const result = await callApi<ErrorReport[]>(args, "/admin/error-reports", { session });
  if (!result.ok) return throwFailure(args.request, result);
  return { reports: result.data };
}

/** Administration: the error reports visitors sent on products, and the mail outbox. */
export default function AdminPage() {
  const { t } = useTranslation("admin");
  const { reports } = useLoaderData<typeof loader>();
  const { language } = useRootData();
  const format = new Intl.DateTimeFormat(language.lang, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (
    <section className="page admin">
      <header className="page-header">
        <h1>{t("title")}</h1>
        <nav aria-label={t("title")}>
          <ul className="admin-links">
            {ADMIN_PAGES.map(([to, key]) => (
              <li key={to}>
                <LocalLink to={to}>{t(key)}</LocalLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <h2>{t("errorReports")}</h2>
      {reports.length === 0 ? (
        <p>{t("noReports")}</p>
      ) : (
        <ol className="outbox__list">
          {reports.map((report) => (
            <li key={report.id} className="card">
              <dl className="details-list">
                <dt>{t("product")}</dt>
                <dd>
                  <LocalLink to={productPath({ type: report.type, id: report.productId })}>
                    <bdi dir="ltr">{report.model}</bdi>
                  </LocalLink>
                </dd>
                <dt>{t("reporter")}</dt>
                <dd dir={report.account ? "ltr" : undefined}>
                  {report.anonymous ? t("anonymous") : (report.account ?? t("visitor"))}
                </dd>
                <dt>{t("outbox.created")}</dt>
                <dd>{format.format(new Date(report.createdAt))}</dd>
              </dl>
              <p className="outbox__text" dir="auto">
                {report.description}
              </p>
              <p className="card__meta">
                {report.hasPicture ? (
                  <a href={localizePath(`/admin/error-reports/${report.id}/picture`, language)}>
                    {t("picture")}
                  </a>
                ) : null}
                {report.hasPicture && report.attachmentName ? " · " : null}
                {report.attachmentName ? (
                  <a
                    href={localizePath(`/admin/error-reports/${report.id}/attachment`, language)}
                    download={report.attachmentName}
                  >
                    {t("attachment", { name: report.attachmentName })}
                  </a>
                ) : null}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
