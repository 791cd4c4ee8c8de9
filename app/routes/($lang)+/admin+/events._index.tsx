import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { CONTENT_ROLES } from "#shared/roles";
import { requireAnyRole } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { sectionMeta } from "~/lib/meta";

export const handle = { i18n: ["events"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "events:admin", { noindex: true, description: "lead" });

interface AdminEvent {
  id: string;
  title: string;
  kind: string;
  region: string;
  startDate: string;
  capacity: number | null;
  landingSlug: string | null;
  registered: number;
}

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  const list = await requireOk(
    args.request,
    await callApi<{ items: AdminEvent[] }>(args, "/admin/events", { session }),
  );
  // The registrations are personal data: only administrators open them.
  return { events: list.items, registrations: session.roles.includes("admin") };
}

/** Deletes an event (and its registrations). */
export async function action(args: ActionFunctionArgs) {
  const language = pageLanguage(args);
  const session = await requireAnyRole(args, CONTENT_ROLES);
  const form = await readForm(args.request);
  const id = String(form.get("id") ?? "");
  await requireOk(
    args.request,
    await callApi(args, `/admin/events/${encodeURIComponent(id)}`, { method: "DELETE", session }),
  );
  return redirectWithToast(
    args.request,
    localizePath("/admin/events", language),
    "events:admin.deleted",
  );
}

export default function AdminEvents() {
  const { t } = useTranslation("events");
  const { events, registrations } = useLoaderData<typeof loader>();
  return (
    <section className="page admin-events">
      <PageHeader title={t("admin.title")} lead={t("admin.lead")} />
      <p>
        <LocalLink className="button" to="/admin/events/new/edit">
          {t("admin.new")}
        </LocalLink>
      </p>
      <div className="table-scroll">
        <table className="event-agenda">
          <thead>
            <tr>
              <th scope="col">{t("admin.date")}</th>
              <th scope="col">{t("admin.titleField")}</th>
              <th scope="col">{t("filters.kind")}</th>
              <th scope="col">{t("admin.registered")}</th>
              <th scope="col">{t("admin.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.id}>
                <td dir="ltr">{e.startDate}</td>
                <td>
                  <LocalLink to={`/admin/events/${encodeURIComponent(e.id)}/edit`}>
                    {e.title}
                  </LocalLink>
                </td>
                <td>{t(`kind.${e.kind}`, { defaultValue: e.kind })}</td>
                <td>
                  {e.capacity === null ? (
                    "—"
                  ) : !registrations ? (
                    `${e.registered} / ${e.capacity}`
                  ) : (
                    <LocalLink to={`/admin/events/${encodeURIComponent(e.id)}/registrations`}>
                      {e.registered} / {e.capacity}
                    </LocalLink>
                  )}
                </td>
                <td>
                  <Form method="post">
                    <input type="hidden" name="id" value={e.id} />
                    <button
                      type="submit"
                      className="button button--ghost"
                      aria-label={`${t("admin.delete")}: ${e.title}`}
                      onClick={(event) => {
                        if (!window.confirm(t("admin.confirmDelete"))) event.preventDefault();
                      }}
                    >
                      {t("admin.delete")}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
