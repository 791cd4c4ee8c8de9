import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { QueueEntryPage, queueMeta, useEntryTimeFormat } from "./__queue";
import { entryLoader } from "./queue.server";
import { LANGUAGES } from "~/i18n/languages";
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
  const format = useEntryTimeFormat();
  const sentIn = LANGUAGES.find((l) => l.code === r.language);
  const shown = (value: unknown) =>
    Array.isArray(value) ? value.join(", ") : value === "" || value == null ? "—" : String(value);
  return (
    <QueueEntryPage
      className="admin-contact-request"
      title={t("contact.detailTitle", { id: r.id })}
      lead={t(`contact.kinds.${r.kind}`)}
      list="/admin/contact-requests"
      labels={{ back: t("queue.backToList"), received: t("queue.received") }}
      createdAt={r.createdAt}
      after={r.handled ? null : <HandledForm refused={refused} />}
    >
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
      <HandledRows handledAt={r.handledAt} handledBy={r.handledBy} note={r.note} format={format} />
    </QueueEntryPage>
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
