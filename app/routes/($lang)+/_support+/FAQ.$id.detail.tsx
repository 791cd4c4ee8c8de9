import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { SupportDetail } from "./__components/SupportDetail";
import { type FaqDetail, articleMeta, fallbackAttrs } from "./__support";
import { fetchSupportArticle } from "./support.server";
import supportStyles from "./support.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: supportStyles }];

export const handle = { i18n: ["support"] };

export const meta: MetaFunction<typeof loader> = (args) =>
  articleMeta(args, args.data && [args.data.faq.question, args.data.faq.answer.slice(0, 160)]);

export async function loader(args: LoaderFunctionArgs) {
  return { faq: await fetchSupportArticle<FaqDetail>(args, "faqs") };
}

export default function FaqDetailPage() {
  const { t } = useTranslation("support");
  const { faq } = useLoaderData<typeof loader>();
  return (
    <SupportDetail
      list="faq"
      item={faq}
      category={t(`categories.${faq.category}`)}
      header={
        <>
          <p className="eyebrow">{t(`categories.${faq.category}`)}</p>
          <h1 {...fallbackAttrs(faq, "question")}>{faq.question}</h1>
        </>
      }
      body={{ text: faq.answer, field: "answer" }}
      related={faq.related.map((r) => ({ id: r.id, title: r.question }))}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
