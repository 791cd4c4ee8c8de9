import { dealStateStyles } from "~/components/deals/DealState";
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireSession } from "~/lib/auth.server";
import { redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { metaBrand, metaT, pageMeta } from "~/lib/meta";
import { isProductId, productPath } from "~/lib/products";
import { throwFailure } from "~/lib/failure.server";
import { PageHeader } from "~/components/PageHeader";
import { MyCertificates } from "./__my-certificates";
import { MyDeals } from "./__my-deals";
import { MySubmissions } from "./__my-submissions";
import type { AccountOverview } from "./__overview";
import styles from "./personal-center.css";

export const handle = { i18n: ["account", "products", "deals"] };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: dealStateStyles },
  { rel: "stylesheet", href: styles },
];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(metaT(matches, "account")("title"), "", metaBrand(matches)),
  { name: "robots", content: "noindex" },
];

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireSession(args);
  const result = await callApi<AccountOverview>(args, "/account/overview", { session });
  if (!result.ok) return throwFailure(args.request, result);
  return result.data;
}

/** Removing a favorite (a form, so it works without JavaScript): back here with a message. */
export async function action(args: ActionFunctionArgs) {
  const language = pageLanguage(args);
  const session = await requireSession(args);
  const formData = await readForm(args.request);
  const productId = formData.get("productId");
  if (formData.get("intent") !== "favorite-remove" || !isProductId(productId))
    throw new Response("Unknown action", { status: 400 });
  const result = await callApi(args, `/product/favorites/${encodeURIComponent(productId)}`, {
    method: "DELETE",
    session,
  });
  if (!result.ok) return throwFailure(args.request, result);
  return redirectWithToast(
    args.request,
    localizePath("/personal-center", language),
    "products:detail.favoriteRemoved",
  );
}

export default function PersonalCenterPage() {
  const { t } = useTranslation("account");
  const { account, deals, submissions, certificates, favorites } = useLoaderData<typeof loader>();
  const roles = account.roles.length > 0 ? account.roles : ["none"];
  return (
    <section className="page personal-center">
      <PageHeader title={t("title")} lead={t("welcome", { name: account.name })} />
      <div className="personal-center__grid">
        <section className="card personal-center__wide" aria-labelledby="pc-account">
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
          <p className="personal-center__actions">
            <LocalLink className="button button--ghost" to="/changePassword">
              {t("changePassword")}
            </LocalLink>
            <LocalLink to="/my-learn">{t("myLearning")}</LocalLink>
            {account.roles.includes("admin") ? (
              <LocalLink to="/admin">{t("administration")}</LocalLink>
            ) : null}
          </p>
          <p className="personal-center__note">{t("passwordHint")}</p>
        </section>
        {deals ? <MyDeals deals={deals} /> : null}
        <MySubmissions items={submissions} />
        <MyCertificates items={certificates} />
        <section className="card" aria-labelledby="pc-favorites">
          <h2 id="pc-favorites">{t("myFavorites")}</h2>
          {favorites.length === 0 ? (
            <p>{t("products:favorites.empty")}</p>
          ) : (
            <ul className="personal-center__items">
              {favorites.map((f) => (
                <li key={f.id} className="personal-center__favorite">
                  <LocalLink to={productPath(f)}>
                    <bdi dir="ltr">{f.model}</bdi> {f.name}
                  </LocalLink>
                  <Form method="post">
                    <input type="hidden" name="productId" value={f.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="favorite-remove"
                      className="button button--ghost"
                      aria-label={t("favorites.removeNamed", { name: `${f.model} ${f.name}` })}
                    >
                      {t("favorites.remove")}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          <p className="personal-center__actions">
            <LocalLink to="/product-center">{t("favorites.browse")}</LocalLink>
          </p>
        </section>
      </div>
    </section>
  );
}
