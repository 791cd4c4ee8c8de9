import type { ReactNode } from "react";
import { FallbackNotice } from "~/components/DocumentPageView";
import { LocalLink } from "~/components/LocalLink";
import { ArticleBody } from "./Article";

/**
 * A support article's page (an FAQ, a knowledge base article): the way back to its list and its
 * category, its header, the body (with the notice when it is shown in English instead), and the
 * related articles when it has some.
 */
export function SupportDetail({
  back,
  header,
  body,
  related,
}: {
  back: { label: string; path: string; all: string; category: string; categoryPath: string };
  header: ReactNode;
  body: { text: string; fallback: boolean; attrs: { lang?: string; dir?: "ltr" } };
  related: { title: string; links: ReactNode[] };
}) {
  return (
    <article className="page support-detail">
      <nav className="support-detail__back" aria-label={back.label}>
        <LocalLink to={back.path}>{back.all}</LocalLink>
        {" › "}
        <LocalLink to={back.categoryPath}>{back.category}</LocalLink>
      </nav>
      <header className="page-header">{header}</header>
      <FallbackNotice fallback={body.fallback} />
      <ArticleBody text={body.text} {...body.attrs} />
      {related.links.length > 0 ? (
        <section className="support-detail__related" aria-labelledby="related">
          <h2 id="related">{related.title}</h2>
          <ul>{related.links}</ul>
        </section>
      ) : null}
    </article>
  );
}
