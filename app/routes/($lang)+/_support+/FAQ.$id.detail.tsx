import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { LocalLink } from "~/components/LocalLink";
import { pageLanguage } from "~/i18n/route-language.server";
import { metaBrand, pageMeta } from "~/lib/meta";
import { SupportDetail } from "./__components/SupportDetail";
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
    <SupportDetail
      back={{
        label: t("faq.title"),
        path: "/FAQ",
        all: t("faq.all"),
        category: t(`categories.${faq.category}`),
        categoryPath: `/FAQ?category=${faq.category}`,
      }}
      header={
        <>
          <p className="eyebrow">{t(`categories.${faq.category}`)}</p>
          <h1 {...fallbackAttrs(faq, "question")}>{faq.question}</h1>
        </>
      }
      body={{
        text: faq.answer,
        fallback: faq.fallback.includes("answer"),
        attrs: fallbackAttrs(faq, "answer"),
      }}
      related={{
        title: t("faq.related"),
        links: faq.related.map((r) => (
          <li key={r.id}>
            <LocalLink to={`/FAQ/${encodeURIComponent(r.id)}/detail`}>{r.question}</LocalLink>
          </li>
        )),
      }}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
