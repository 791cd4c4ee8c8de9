import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { listPageLinks } from "~/components/list";
import { sectionMeta } from "~/lib/meta";
import { Marked } from "~/components/Marked";
import { FAQ_CATEGORIES, type FaqItem, fallbackAttrs } from "./__support";
import { SupportList } from "./__components/SupportList";
import { loadSearchList } from "./support.server";
import supportStyles from "./support.css";

export const links = listPageLinks(supportStyles);

export const handle = { i18n: ["support"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "support:faq", { description: "description" });

export function loader(args: LoaderFunctionArgs) {
  return loadSearchList<FaqItem>(args, "/support/faqs");
}

export default function FaqPage() {
  const { t } = useTranslation("support");
  const data = useLoaderData<typeof loader>();
  const counts = new Map(data.list.facets.category.map((f) => [f.value, f.count]));
  return (
    <SupportList
      list="faq"
      data={data}
      categories={FAQ_CATEGORIES.map((value) => ({
        value,
        label: t(`categories.${value}`),
        count: counts.get(value) ?? 0,
      }))}
    >
      {(items) => (
        <ol className="support-results">
          {items.map((item) => (
            <li key={item.id} className="support-result card">
              <p className="support-result__kind">{t(`categories.${item.category}`)}</p>
              <h2 className="support-result__title" {...fallbackAttrs(item, "question")}>
                <LocalLink to={`/FAQ/${encodeURIComponent(item.id)}/detail`}>
                  <Marked parts={item.questionParts} />
                </LocalLink>
              </h2>
              <p className="support-result__text" {...fallbackAttrs(item, "answer")}>
                <Marked parts={item.answerParts} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </SupportList>
  );
}
