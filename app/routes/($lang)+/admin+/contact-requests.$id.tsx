import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { queueMeta } from "./__queue";
import { entryLoader } from "./queue.server";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { LANGUAGES } from "~/i18n/languages";
import { useRootData } from "~/lib/root-data";
import { HandledForm, HandledRows } from "./__handled";
import { markHandledAction } from "./handled.server";

export const handle = { i18n: ["admin", "contact"] };
export { entryLinks as links } from "./__queue";
export const meta = queueMeta("admin:contact");

interface Request {
  id: number;
  kind: "enquiry" | "pricing";
  email: string;
  data: Record<string, unknown>;
  language: string;
  handled: boolean;
  note: string | null;
  handledBy: string | null;
  handledAt: string | null;
  createdAt: string;
}

/** The fields written left to right whatever the page's direction. */
const LTR = new Set(["email", "telephone"]);

export async function loader(args: LoaderFunctionArgs) {
  const request = await entryLoader<Request>(args, "/admin/contact-requests");
  return { request };
}

export function action(args: ActionFunctionArgs) {
  return markHandledAction(args, "/contact-requests");
}

/** One contact or pricing request with every field sent. */
export default function ContactRequestPage() {
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("contact");
  const { request: r } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { language } = useRootData();
  const format = new Intl.DateTimeFormat(language.lang, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const sentIn = LANGUAGES.find((l) => l.code === r.language);
  const shown = (value: unknown) =>
    Array.isArray(value) ? value.join(", ") : value === "" || value == null ? "—" : String(value);
  return (
    <section className="page admin-contact-request">
      <PageHeader
        title={t("contact.detailTitle", { id: r.id })}
        lead={t(`contact.kinds.${r.kind}`)}
      />
      <p>
        <LocalLink to="/admin/contact-requests">{t("queue.backToList")}</LocalLink>
      </p>
      <dl className="details-list card">
        <dt>{t("queue.received")}</dt>
        <dd>
          <time dateTime={r.createdAt}>{format.format(new Date(r.createdAt))}</time>
        </dd>
        <dt>{t("queue.language")}</dt>
        <dd>{sentIn?.name ?? r.language}</dd>
        {Object.entries(r.data).map(([field, value]) => (
          <Row key={field} label={tc(`fields.${field}`, { defaultValue: field })}>
            {LTR.has(field) ? (
              <bdi dir="ltr">{shown(value)}</bdi>
            ) : (
              <span className="admin-queue__text" dir="auto">
                {shown(value)}
              </span>
            )}
          </Row>
        ))}
        <HandledRows
          handledAt={r.handledAt}
          handledBy={r.handledBy}
          note={r.note}
          format={format}
        />
      </dl>
      {r.handled ? null : <HandledForm refused={refused} />}
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
