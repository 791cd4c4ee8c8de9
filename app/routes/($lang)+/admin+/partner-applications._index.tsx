import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { choices } from "~/lib/choices";
import { AdminQueue, queueMeta } from "./__queue";
import { pageLanguage } from "~/i18n/route-language.server";
import { numberFormat } from "~/lib/intl";
import { useRootData } from "~/lib/root-data";
import { APPLICATION_STATUSES } from "#shared/partner-application";
import { PARTNER_APPLICATIONS_QUERY } from "./queue-queries.server";
import { queueLoader } from "./queue.server";

export const handle = { i18n: ["reseller", "partners"] };
export { links } from "./__queue";
export const meta = queueMeta("reseller:admin");

const PATH = "/admin/partner-applications";
interface ApplicationRow {
  id: number;
  companyName: string;
  country: string;
  partnerType: string;
  email: string;
  status: (typeof APPLICATION_STATUSES)[number];
  createdAt: string;
}

export async function loader(args: LoaderFunctionArgs) {
  const language = pageLanguage(args);
  const { list, query, filtered } = await queueLoader<
    typeof PARTNER_APPLICATIONS_QUERY,
    ApplicationRow,
    { counts: Record<ApplicationRow["status"], number> }
  >(args, PATH, PARTNER_APPLICATIONS_QUERY);
  const names = new Intl.DisplayNames([language.lang, "en"], { type: "region" });
  const countries = Object.fromEntries(
    list.items.map((i) => [i.country, names.of(i.country) ?? i.country]),
  );
  return { list, countries, query, filtered };
}

/** Partner applications for review: newest first, by state with their counts, paged. */
export default function PartnerApplicationsPage() {
  const { t } = useTranslation("reseller");
  const { t: tp } = useTranslation("partners");
  const data = useLoaderData<typeof loader>();
  const { list, countries } = data;
  const number = numberFormat(useRootData().language.lang);
  return (
    <AdminQueue
      className="admin-applications"
      heading={{ title: t("admin.title"), lead: t("admin.intro") }}
      text={{ t, queue: "admin" }}
      path={PATH}
      data={data}
      fields={[
        {
          kind: "select",
          name: "status",
          label: t("admin.status"),
          options: choices(
            APPLICATION_STATUSES,
            (s) => `${t(`status.${s}`)} (${number.format(list.counts[s])})`,
          ),
        },
      ]}
      noData={t("admin.noData")}
      entry={(item) => ({
        state: (
          <span className={`status status--${item.status}`}>{t(`status.${item.status}`)}</span>
        ),
        title: <bdi>{item.companyName}</bdi>,
        details: (
          <p>
            {countries[item.country]} · {tp(`types.${item.partnerType}`)} ·{" "}
            <bdi dir="ltr">{item.email}</bdi>
          </p>
        ),
      })}
    />
  );
}
