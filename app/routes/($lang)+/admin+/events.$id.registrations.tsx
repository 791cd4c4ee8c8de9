import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/PageHeader";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireRole } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { sectionMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { type Registrant, registrationsPath } from "./__events-registrations";

export const handle = { i18n: ["events"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "events:admin", { noindex: true, description: "lead" });

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireRole(args, "admin");
  const id = args.params.id ?? "";
  const list = await requireOk(
    args.request,
    await callApi<{ items: Registrant[] }>(args, registrationsPath(id), { session }),
  );
  return { id, registrations: list.items };
}

/** An event's registrations, oldest first, with the CSV of them. */
export default function EventRegistrations() {
  const { t } = useTranslation("events");
  const { id, registrations } = useLoaderData<typeof loader>();
  const { language } = useRootData();
  const format = new Intl.DateTimeFormat(language.lang, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (
    <section className="page admin-events">
      <PageHeader title={t("admin.registrations")} lead={id} />
      <p>
        {/* A file download: the browser fetches it. */}
        <a className="button" href={`registrations.csv`} download>
          {t("admin.csv")}
        </a>
      </p>
      {registrations.length === 0 ? (
        <p>{t("admin.none")}</p>
      ) : (
        <div className="table-scroll">
          <table className="event-agenda">
            <thead>
              <tr>
                <th scope="col">{t("register.name")}</th>
                <th scope="col">{t("register.email")}</th>
                <th scope="col">{t("register.company")}</th>
                <th scope="col">{t("admin.date")}</th>
              </tr>
            </thead>
            <tbody>
              {registrations.map((r) => (
                <tr key={`${r.email}`}>
                  <td>{r.name}</td>
                  <td dir="ltr">{r.email}</td>
                  <td>{r.company}</td>
                  <td>{format.format(new Date(r.createdAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
