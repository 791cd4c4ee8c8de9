import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { type LabelNode, type WikiProduct, wikiPath } from "./types";

function Branch({
  nodes,
  product,
  current,
}: {
  nodes: LabelNode[];
  product: WikiProduct;
  current?: string;
}) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.slug}>
          <LocalLink
            to={wikiPath(product, node.slug)}
            aria-current={node.slug === current ? "page" : undefined}
          >
            {node.name} <span className="wiki-tree__count">({node.count})</span>
          </LocalLink>
          {node.children.length > 0 ? (
            <Branch nodes={node.children} product={product} current={current} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The labels of a product wiki as nested lists of links (plain links: it works without
 * JavaScript), the current label marked with `aria-current`.
 */
export function LabelTree({
  tree,
  product,
  current,
}: {
  tree: LabelNode[];
  product: WikiProduct;
  current?: string;
}) {
  const { t } = useTranslation("wiki");
  return (
    <nav className="wiki-tree" aria-labelledby="wiki-tree-title">
      <h2 id="wiki-tree-title" className="wiki-tree__title">
        <LocalLink to={wikiPath(product)}>{t(`lines.${product}.name`)}</LocalLink>
      </h2>
      <Branch nodes={tree} product={product} current={current} />
      <p className="wiki-tree__search">
        <LocalLink to={`/wiki-search?product=${product}`}>{t("search.inLine")}</LocalLink>
      </p>
    </nav>
  );
}
