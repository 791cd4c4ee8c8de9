import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { readData, writeData } from "~/lib/data-text";
import { useTranslation } from "react-i18next";
import { CopyButton } from "~/components/CopyButton";
import { DocumentDownload } from "~/downloads/DocumentDownload";
import { LocalLink } from "~/components/LocalLink";
import { ProductIllustration } from "~/pictures/ProductIllustration";
import { productViews } from "~/lib/product-kind";
import { categoryPath } from "~/lib/navigation";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi, confirmedSession } from "~/lib/api.server";
import { readComparison } from "./comparison.server";
import { dateFormat } from "~/lib/intl";
import { metaBrand, pageMeta } from "~/lib/meta";
import { productAction } from "./actions.server";
import { formatPrice, productPath } from "~/lib/products";
import { useRootData } from "~/lib/root-data";
import productStyles from "./products.css";
import downloadStyles from "~/downloads/downloads.css";
import { throwFailure } from "~/lib/failure.server";
import { CurrentFirmware } from "./__current-firmware";
import { productJsonLd } from "./__product-json-ld";
import { LifecycleBadge, lifecycleStyles, useCountryName } from "~/components/products/Lifecycle";
import { productPictureSrc } from "~/pictures/pictures";
import { useNonce } from "~/lib/nonce";
import { currentFirmware } from "./current-firmware.server";
import { AdvisoryConcernList, advisoryStyles } from "~/components/security/Advisories";
import { productAdvisories } from "~/lib/advisories.server";

export const links = () => [
  { rel: "stylesheet", href: productStyles },
  { rel: "stylesheet", href: downloadStyles },
  { rel: "stylesheet", href: lifecycleStyles },
  { rel: "stylesheet", href: advisoryStyles },
];

interface ProductDetail {
  id: string;
  model: string;
  type: string;
  productClass: string;
  series: string;
  listPrice: number | null;
  preSales: boolean;
  releaseDate: string;
  lifecycle: string;
  discontinuedOn: string | null;
  supportEndsOn: string | null;
  replacement: { id: string; model: string; type: string; name: string } | null;
  ndaa889: boolean;
  taa: boolean;
  countryOfOrigin: string | null;
  name: string;
  summary: string;
  introduction: string;
  introductionFallback: boolean;
  keySpecs: { key: string; value: string; label: string }[];
  specifications: { key: string; value: string; label: string; group: string }[];
  specificationsTotal: number;
  specificationsLocked: boolean;
  certifications: string[];
  fittings: { id: string; model: string; type: string; name: string }[];
  documents: {
    id: number;
    kind: string;
    title: string;
    gated: boolean;
    available: boolean;
    format: string;
    size: number | null;
    sha256: string | null;
  }[];
  favorite: boolean;
}

export const handle = { i18n: ["products"] };

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (error) return errorMeta({ error, matches });
  if (!data) return [];
  const product = readData(data.product);
  return pageMeta(`${product.model} ${product.name}`, product.summary, metaBrand(matches));
};

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const result = await callApi<ProductDetail>(
    args,
    `/product/${encodeURIComponent(args.params.productId ?? "")}`,
    { shared: "anonymous" },
  );
  if (!result.ok) return throwFailure(args.request, result);
  // The type in the URL is part of the address: a wrong one is not this page.
  if (result.data.type !== args.params.type) throw new Response("Not Found", { status: 404 });
  const [comparison, firmware, advisories] = await Promise.all([
    readComparison(args.request),
    currentFirmware(args, result.data.id),
    productAdvisories(args, result.data.id),
  ]);
  return {
    product: writeData(result.data),
    firmware,
    advisories,
    signedIn: (await confirmedSession(args)).session !== null,
    comparing: comparison.length,
    inComparison: comparison.some((c) => c.productId === result.data.id),
  };
}

export const action = (args: ActionFunctionArgs) => productAction(args, "/product-center");

export default function ProductDetailPage() {
  const { t } = useTranslation("products");
  const data = useLoaderData<typeof loader>();
  const { firmware, advisories, signedIn, comparing, inComparison } = data;
  const product = readData(data.product);
  const { language, brand, origin } = useRootData();
  const { pathname } = useLocation();
  const nonce = useNonce();
  const country = useCountryName();
  const price = formatPrice(product.listPrice, language.lang);
  const drawable = { ...product, specs: [...product.keySpecs, ...product.specifications] };
  const formatDate = (iso: string) =>
    dateFormat(language.lang).format(new Date(`${iso}T00:00:00Z`));
  const jsonLd = productJsonLd(product, {
    brand: brand.name,
    image: `${origin}${productPictureSrc(drawable, productViews(drawable)[0]!)}`,
    url: `${origin}${pathname}`,
  });
  const sections = ["overview", "specifications", "downloads", "accessories"] as const;
  return (
    <article className="page product-detail">
      {/* Data for search engines, never run: the policy's nonce (or hash) still allows it. */}
      <script
        type="application/ld+json"
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped (productJsonLd)
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <nav className="breadcrumb" aria-label={t("detail.breadcrumb")}>
        <ol>
          <li>
            <LocalLink to="/product-center">{t("center.title")}</LocalLink>
          </li>
          <li>
            <LocalLink to={categoryPath(product.productClass)}>
              {t(`class.${product.productClass}`)}
            </LocalLink>
          </li>
          <li aria-current="page">
            <bdi dir="ltr">{product.model}</bdi>
          </li>
        </ol>
      </nav>
      <div className="product-detail__head">
        <div className="product-gallery">
          {productViews(drawable).map((view, i) => (
            <figure
              key={view}
              className={i === 0 ? "product-gallery__main" : "product-gallery__more"}
            >
              <ProductIllustration
                product={drawable}
                view={view}
                eager
                label={t("image.alt", {
                  model: product.model,
                  name: product.name,
                  view: t(`image.view.${view}`),
                })}
              />
              <figcaption>{t(`image.view.${view}`)}</figcaption>
            </figure>
          ))}
        </div>
        <div>
          <p className="eyebrow">
            {t(`class.${product.productClass}`)} ·{" "}
            {t(`type.${product.type}`, { defaultValue: product.type })}
            {product.preSales ? <span className="badge">{t("preSales.badge")}</span> : null}
            <LifecycleBadge lifecycle={product.lifecycle} />
          </p>
          <h1>
            <span dir="ltr">{product.model}</span> {product.name}
          </h1>
          <p className="lead">{product.summary}</p>
          {product.lifecycle !== "on_sale" || product.supportEndsOn ? (
            <div className="lifecycle-facts">
              {product.discontinuedOn && product.lifecycle !== "on_sale" ? (
                <p>{t("lifecycle.discontinuedOn", { date: formatDate(product.discontinuedOn) })}</p>
              ) : null}
              {product.replacement ? (
                <p>
                  {t("lifecycle.replacedBy")}{" "}
                  <LocalLink to={productPath(product.replacement)}>
                    <bdi dir="ltr">{product.replacement.model}</bdi> {product.replacement.name}
                  </LocalLink>
                </p>
              ) : null}
              {product.supportEndsOn ? (
                <p>
                  {product.lifecycle === "end_of_support"
                    ? t("lifecycle.supportEnded", { date: formatDate(product.supportEndsOn) })
                    : t("lifecycle.supportUntil", { date: formatDate(product.supportEndsOn) })}
                </p>
              ) : null}
            </div>
          ) : null}
          <p>
            {t("detail.series")}: {product.series} ·{" "}
            {t("detail.released", {
              date: dateFormat(language.lang).format(new Date(product.releaseDate)),
            })}
          </p>
          <p>
            {t("price.list")}: <strong>{price ?? t("price.onRequest")}</strong>
          </p>
          <p className="product-detail__cta">
            <LocalLink className="button button--primary" to="/contact">
              {t("detail.contactSales")}
            </LocalLink>
            <span className="product-detail__cta-note">{t("detail.whereToBuy")}</span>
          </p>
          <div className="product-detail__actions">
            <CopyButton
              text={product.model}
              label={t("detail.copyModel")}
              done={t("detail.copied")}
            />
            <Form method="post">
              <input type="hidden" name="productId" value={product.id} />
              <input type="hidden" name="productClass" value={product.productClass} />
              <input type="hidden" name="redirectTo" value={pathname} />
              <button
                type="submit"
                name="intent"
                value="compare-add"
                className="button button--ghost"
                disabled={inComparison}
              >
                {t("detail.compare")}
              </button>
            </Form>
            {signedIn ? (
              <Form method="post">
                <input type="hidden" name="productId" value={product.id} />
                <input type="hidden" name="redirectTo" value={pathname} />
                <button
                  type="submit"
                  name="intent"
                  value={product.favorite ? "favorite-remove" : "favorite-add"}
                  className="button button--ghost"
                >
                  {product.favorite ? t("detail.unfavorite") : t("detail.favorite")}
                </button>
              </Form>
            ) : (
              <LocalLink
                className="button button--ghost"
                to={`/login?redirectTo=${encodeURIComponent(pathname)}`}
              >
                {t("detail.favorite")}
              </LocalLink>
            )}
            <LocalLink className="button button--ghost" to={`${productPath(product)}/report`}>
              {t("detail.reportError")}
            </LocalLink>
            {comparing > 0 ? (
              <LocalLink className="button button--ghost" to="/product-comparison">
                {t("compare.list", { count: comparing })}
              </LocalLink>
            ) : null}
          </div>
        </div>
      </div>

      <nav className="section-nav" aria-label={t("detail.sections")}>
        <ul>
          {sections.map((section) => (
            <li key={section}>
              <a href={`#${section}`}>{t(`detail.section.${section}`)}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="overview" className="product-detail__section" aria-labelledby="overview-title">
        <h2 id="overview-title">{t("detail.section.overview")}</h2>
        <h3 id="key-specs">{t("detail.keySpecs")}</h3>
        <ul className="chips chips--large">
          {product.keySpecs.map((s) => (
            <li key={s.key} title={`${s.label}: ${s.value}`}>
              {s.label}: <bdi>{s.value}</bdi>
            </li>
          ))}
        </ul>
        <h3 id="introduction">{t("detail.introduction")}</h3>
        <p
          lang={product.introductionFallback ? "en" : undefined}
          dir={product.introductionFallback ? "ltr" : undefined}
        >
          {product.introduction}
        </p>
        {product.ndaa889 || product.taa || product.countryOfOrigin ? (
          <>
            <h3 id="compliance">{t("lifecycle.compliance")}</h3>
            <ul className="compliance-facts">
              {product.ndaa889 ? <li>{t("lifecycle.ndaa889")}</li> : null}
              {product.taa ? <li>{t("lifecycle.taa")}</li> : null}
              {product.countryOfOrigin ? (
                <li>{t("lifecycle.origin", { country: country(product.countryOfOrigin) })}</li>
              ) : null}
            </ul>
          </>
        ) : null}
        <h3 id="certifications">{t("detail.certifications")}</h3>
        <ul className="chips">
          {product.certifications.map((c) => (
            <li key={c} dir="ltr">
              {c}
            </li>
          ))}
        </ul>
      </section>

      <section
        id="specifications"
        className="product-detail__section"
        aria-labelledby="specifications-title"
      >
        <h2 id="specifications-title">
          {product.specificationsLocked
            ? t("detail.specifications")
            : t("detail.allSpecifications")}
        </h2>
        <table className="spec-table">
          <tbody>
            {product.specifications.map((s) => (
              <tr key={s.key}>
                <th scope="row">{s.label}</th>
                <td>
                  <bdi>{s.value}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {product.specificationsLocked ? (
          <p className="spec-lock">
            {t("detail.shownOf", {
              shown: product.specifications.length,
              total: product.specificationsTotal,
            })}{" "}
            <LocalLink to={`/login?redirectTo=${encodeURIComponent(pathname)}`}>
              {t("detail.logInToViewAll")}
            </LocalLink>
          </p>
        ) : null}
      </section>

      <section id="downloads" className="product-detail__section" aria-labelledby="downloads-title">
        <h2 id="downloads-title">{t("detail.downloads")}</h2>
        <ul className="doc-list">
          {product.documents.map((d) => (
            <li key={d.id}>
              <span>
                <strong>{t(`detail.documentKind.${d.kind}`, { defaultValue: d.kind })}</strong> —{" "}
                <span lang="en">{d.title}</span>
              </span>
              {d.available && d.sha256 ? (
                <DocumentDownload id={d.id} title={d.title} size={d.size} sha256={d.sha256} />
              ) : d.available ? (
                <span className="card__meta">{t("detail.comingWithResources")}</span>
              ) : (
                <LocalLink to={`/login?redirectTo=${encodeURIComponent(pathname)}`}>
                  {t("detail.loginForMore")}
                </LocalLink>
              )}
            </li>
          ))}
        </ul>
        <p>
          <LocalLink to={`/instructions/${encodeURIComponent(product.id)}`}>
            {t("detail.appInstructions")}
          </LocalLink>
        </p>
        {firmware ? <CurrentFirmware {...firmware} signedIn={signedIn} back={pathname} /> : null}
      </section>

      {advisories ? (
        <AdvisoryConcernList
          concerns={advisories}
          headingId="security-title"
          className="product-detail__section"
        />
      ) : null}

      <section
        id="accessories"
        className="product-detail__section"
        aria-labelledby="accessories-title"
      >
        <h2 id="accessories-title">{t("detail.fittings")}</h2>
        {product.fittings.length === 0 ? (
          <p>{t("detail.noFittings")}</p>
        ) : (
          <ul className="link-list">
            {product.fittings.map((f) => (
              <li key={f.id}>
                <LocalLink to={productPath(f)}>
                  <bdi dir="ltr">{f.model}</bdi> {f.name}
                </LocalLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/** An unknown or withdrawn product: the 404 page says so. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: "notFound.product" } }} />;
}
