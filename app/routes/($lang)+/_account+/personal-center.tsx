import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { LocalLink } from "~/components/LocalLink";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireSession } from "~/lib/auth.server";
import { metaBrand, metaT, pageMeta } from "~/lib/meta";
import { productPath } from "~/lib/products";
import { throwFailure } from "~/lib/failure.server";
import { PageHeader } from "~/components/PageHeader";

export const handle = { i18n: ["account", "products"] };

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(metaT(matches, "account")("title"), "", metaBrand(matches)),
  { name: "robots", content: "noindex" },
];

interface Account {
  id: number;
  account: string;
  name: string;
  country: string | null;
  company: string | null;
  roles: string[];
}

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireSession(args);
  const [result, favorites] = await Promise.all([
    callApi<Account>(args, "/authority/user/current", { session }),
    callApi<{ id: string; model: string; type: string; name: string }[]>(
      args,
      "/product/favorites",
      { session },
    ),
  ]);
  if (!result.ok) return throwFailure(args.request, result);
  return { account: result.data, favorites: favorites.ok ? favorites.data : [] };
}

export default function PersonalCenterPage() {
  const { t } = useTranslation("account");
  const { account, favorites } = useLoaderData<typeof loader>();
  const roles = account.roles.length > 0 ? account.roles : ["none"];
  return (
    <section className="page personal-center">
      <PageHeader title={t("title")} lead={t("welcome", { name: account.name })} />
      <div className="personal-center__grid">
        <section className="card" aria-labelledby="pc-account">
          <h2 id="pc-account">{t("account")}</h2>
          <dl className="details-list">
            <dt>{t("account")}</dt>
            <dd dir="ltr">{account.account}</dd>
            <dt>{t("name")}</dt>
            <dd>{account.name}</dd>
            <dt>{t("company")}</dt>
            <dd>{account.company ?? "—"}</dd>
            <dt>{t("country")}</dt>
            <dd>{account.country ?? "—"}</dd>
            <dt>{t("role")}</dt>
            <dd>{roles.map((r) => t(`roles.${r}`)).join(", ")}</dd>
          </dl>
        </section>
        <section className="card" aria-labelledby="pc-portal">
          <h2 id="pc-portal">{t("common:nav.partners")}</h2>
          <ul className="link-list">
            <li>
              <span className="is-coming" aria-disabled="true">
                {t("myDeals")} <small>({t("common:nav.comingSoon")})</small>
              </span>
            </li>
            <li>
              <span className="is-coming" aria-disabled="true">
                {t("myApplications")} <small>({t("common:nav.comingSoon")})</small>
              </span>
            </li>
            {account.roles.includes("admin") ? (
              <li>
                <LocalLink to="/admin">{t("administration")}</LocalLink>
              </li>
            ) : null}
          </ul>
        </section>
        <section className="card" aria-labelledby="pc-favorites">
          <h2 id="pc-favorites">{t("myFavorites")}</h2>
          {favorites.length === 0 ? (
            <p>{t("products:favorites.empty")}</p>
          ) : (
            <ul className="link-list">
              {favorites.map((f) => (
                <li key={f.id}>
                  <LocalLink to={productPath(f)}>
                    <bdi dir="ltr">{f.model}</bdi> {f.name}
                  </LocalLink>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="card" aria-labelledby="pc-security">
          <h2 id="pc-security">{t("security")}</h2>
          <LocalLink className="button button--ghost" to="/changePassword">
            {t("changePassword")}
          </LocalLink>
        </section>
      </div>
    </section>
  );
}
