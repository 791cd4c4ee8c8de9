import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { productPath } from "~/lib/products";
import { ProductIllustration } from "~/pictures/ProductIllustration";
import {
  type CaseItem,
  casePath,
  fallbackAttrs,
  type LaunchProduct,
  type ProductCardData,
  type SolutionItem,
  solutionPath,
} from "../__content";
import { useDateFormat } from "~/lib/intl";
import { useValueLabel } from "./labels";
import { ScenePicture } from "./ScenePicture";

type Heading = "h2" | "h3";

export function SolutionCard({
  item,
  heading: H = "h2",
}: {
  item: SolutionItem;
  heading?: Heading;
}) {
  const label = useValueLabel();
  return (
    <li className="card content-card">
      <ScenePicture id={item.id} industry={item.industry} />
      <ul className="chips">
        <li>{label("industry", item.industry)}</li>
        <li>{label("region", item.region)}</li>
        <li>{label("type", item.type)}</li>
      </ul>
      <H {...fallbackAttrs(item, "title")}>
        <LocalLink className="content-card__link" to={solutionPath(item.id)}>
          {item.title}
        </LocalLink>
      </H>
      <p {...fallbackAttrs(item, "summary")}>{item.summary}</p>
    </li>
  );
}

export function CaseCard({ item, heading: H = "h2" }: { item: CaseItem; heading?: Heading }) {
  const label = useValueLabel();
  const formatDate = useDateFormat();
  return (
    <li className="card content-card">
      <ScenePicture id={item.id} industry={item.industry} />
      <p className="card__meta">
        <span>{item.customer}</span> · <span>{item.country}</span> ·{" "}
        <time dateTime={item.date}>{formatDate(item.date)}</time>
      </p>
      <H {...fallbackAttrs(item, "title")}>
        <LocalLink className="content-card__link" to={casePath(item.id)}>
          {item.title}
        </LocalLink>
      </H>
      <p {...fallbackAttrs(item, "summary")}>{item.summary}</p>
      <ul className="chips">
        <li>{label("industry", item.industry)}</li>
      </ul>
    </li>
  );
}

/** A product in a solution, a story or the launch, linking to its detail page. */
export function ProductCard({
  product,
  heading: H = "h3",
}: {
  product: ProductCardData | LaunchProduct;
  heading?: Heading;
}) {
  const { t } = useTranslation("solutions");
  const label = useValueLabel();
  const formatDate = useDateFormat();
  const launch = "releaseDate" in product ? product : null;
  return (
    <li className="card product-card">
      <ProductIllustration product={product} label={`${product.model} ${product.name}`} />
      <p className="product-card__model">
        <span dir="ltr">{product.model}</span>
        {launch?.preSales ? <span className="badge">{t("solutions:product.preSales")}</span> : null}
      </p>
      <H {...fallbackAttrs(product, "name")}>
        <LocalLink className="card__link" to={productPath(product)}>
          {product.name}
        </LocalLink>
      </H>
      <p {...fallbackAttrs(product, "summary")}>{product.summary}</p>
      <p className="card__meta">
        {label("productType", product.type)}
        {launch ? (
          <>
            {" · "}
            {launch.preSales && launch.releaseDate < new Date().toISOString().slice(0, 10) ? (
              // A pre-sales date that has passed is no promise any more.
              t("solutions:product.comingSoon")
            ) : (
              <time dateTime={launch.releaseDate}>
                {t(launch.preSales ? "solutions:product.expected" : "solutions:product.released", {
                  date: formatDate(launch.releaseDate),
                })}
              </time>
            )}
          </>
        ) : null}
      </p>
    </li>
  );
}
