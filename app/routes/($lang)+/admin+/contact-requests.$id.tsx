import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { LANGUAGES } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireRole } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { sectionMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { HandledForm, HandledRows } from "./__handled";
import { entryId, markHandledAction } from "./handled.server";
import queueStyles from "./__queue.css";

export const handle = { i18n: ["admin", "contact"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: queueStyles }];
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "admin:contact", { noindex: true });

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
  pageLanguage(args);
  const session = await requireRole(args, "admin");
  const id = entryId(args.params.id);
  const request = await requireOk(
    args.request,
    await callApi<Request>(args, `/admin/contact-requests/${id}`, { session }),
  );
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
