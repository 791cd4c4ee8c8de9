import type { LoaderFunctionArgs } from "@remix-run/node";
import { getFixedT } from "~/i18n/fixed-t.server";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireRole } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { type Registrant, registrationsCsv, registrationsPath } from "./__events-registrations";

/** An event's registrations as CSV (UTF-8 with BOM, for spreadsheets). */
export async function loader(args: LoaderFunctionArgs) {
  const language = pageLanguage(args);
  const session = await requireRole(args, "admin");
  const id = args.params.id ?? "";
  const list = await requireOk(
    args.request,
    await callApi<{ items: Registrant[] }>(args, registrationsPath(id), { session }),
  );
  const t = await getFixedT(language, "events");
  const header = [
    t("register.name"),
    t("register.email"),
    t("register.company"),
    t("register.phone"),
    t("admin.date"),
  ];
  return new Response(registrationsCsv(list.items, header), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="registrations-${id.replace(/[^A-Za-z0-9-]/g, "")}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
