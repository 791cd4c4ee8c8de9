import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FallbackNotice } from "~/components/DocumentPageView";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { LocalLink } from "~/components/LocalLink";
import { pageLanguage } from "~/i18n/route-language.server";
import { metaBrand, pageMeta } from "~/lib/meta";
import { ArticleBody } from "./__components/Article";
import { type FaqDetail, fallbackAttrs } from "./__support";
import { fetchSupport } from "./support.server";
import supportStyles from "./support.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: supportStyles }];

export const handle = { i18n: ["support"] };

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  error
    ? errorMeta({ error, matches })
    : data
      ? pageMeta(data.faq.question, data.faq.answer.slice(0, 160), metaBrand(matches))
      : [];

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const id = encodeURIComponent(args.params.id ?? "");
  return { faq: await fetchSupport<FaqDetail>(args, `/support/faqs/${id}`) };
}

export default function FaqDetailPage() {
  const { t } = useTranslation("support");
  const { faq } = useLoaderData<typeof loader>();
  return (
    <article className="page support-detail">
      <nav className="support-detail__back" aria-label={t("faq.title")}>
        <LocalLink to="/FAQ">{t("faq.all")}</LocalLink>
        {" › "}
        <LocalLink to={`/FAQ?category=${faq.category}`}>
          {t(`categories.${faq.category}`)}
        </LocalLink>
      </nav>
      <header className="page-header">
        <p className="eyebrow">{t(`categories.${faq.category}`)}</p>
        <h1 {...fallbackAttrs(faq, "question")}>{faq.question}</h1>
      </header>
      <FallbackNotice fallback={faq.fallback.includes("answer")} />
      <ArticleBody text={faq.answer} {...fallbackAttrs(faq, "answer")} />
      {faq.related.length > 0 ? (
        <section className="support-detail__related" aria-labelledby="related">
          <h2 id="related">{t("faq.related")}</h2>
          <ul>
            {faq.related.map((r) => (
              <li key={r.id}>
                <LocalLink to={`/FAQ/${encodeURIComponent(r.id)}/detail`}>{r.question}</LocalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
