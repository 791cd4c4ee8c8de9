import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireRole } from "~/lib/auth.server";
import { sectionMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { throwFailure } from "~/lib/failure.server";
import { PageHeader } from "~/components/PageHeader";

export const handle = { i18n: ["admin"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "admin:outbox", { noindex: true });

interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  language: string;
  sentAt: string | null;
  error: string | null;
  createdAt: string;
}

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireRole(args, "admin");
  const result = await callApi<OutboxMail[]>(args, "/admin/outbox", { session });
  if (!result.ok) return throwFailure(args.request, result);
  return { mails: result.data };
}

/** Administrators read the mail the site queued (verification codes, reset links …). */
export default function OutboxPage() {
  const { t } = useTranslation("admin");
  const { mails } = useLoaderData<typeof loader>();
  const { language } = useRootData();
  const format = new Intl.DateTimeFormat(language.lang, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (
    <section className="page outbox">
      <PageHeader title={t("outbox.title")} lead={t("outbox.intro")} />
      {mails.length === 0 ? (
        <p>{t("outbox.empty")}</p>
      ) : (
        <ol className="outbox__list">
          {mails.map((mail) => (
            <li key={mail.id} className="card outbox__mail">
              <dl className="details-list">
                <dt>{t("outbox.to")}</dt>
                <dd dir="ltr">{mail.to}</dd>
                <dt>{t("outbox.subject")}</dt>
                <dd>{mail.subject}</dd>
                <dt>{t("outbox.created")}</dt>
                <dd>{format.format(new Date(mail.createdAt))}</dd>
                <dt>{t("outbox.status")}</dt>
                <dd>
                  {mail.sentAt
                    ? t("outbox.sent")
                    : mail.error
                      ? t("outbox.failed", { error: mail.error })
                      : t("outbox.queued")}
                </dd>
              </dl>
              {/* The site's own font (a monospace one has no Arabic), lines kept, direction by text. */}
              <div
                className="outbox__text"
                dir="auto"
                lang={LANGUAGES.find((l) => l.code === mail.language)?.lang ?? "en"}
              >
                {mail.text}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
