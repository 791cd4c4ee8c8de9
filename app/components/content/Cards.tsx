import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { ProductIllustration } from "~/components/ProductIllustration";
import {
  type CaseItem,
  casePath,
  fallbackAttrs,
  type LaunchProduct,
  type ProductCardData,
  type SolutionItem,
  solutionPath,
} from "~/lib/content";
import { useDateFormat } from "~/lib/use-date-format";
import { useValueLabel } from "./labels";

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

/** The drawing closest to a product type (the illustrations cover four families). */
function drawingOf(product: ProductCardData): string | null {
  if (product.productClass === "accessory") return null;
  if (product.productClass === "recorder") return "recorder";
  if (["dome", "turret", "fisheye"].includes(product.type)) return "dome";
  if (product.type === "ptz") return "ptz";
  return "bullet";
}

/**
 * A product in a solution, a story or the launch. Product detail pages do not exist yet, so the
 * card names the product without linking to it.
 */
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
  const drawing = drawingOf(product);
  const launch = "releaseDate" in product ? product : null;
  return (
    <li className="card product-card">
      {drawing ? <ProductIllustration type={drawing} label={product.name} /> : null}
      <p className="product-card__model">
        <span dir="ltr">{product.model}</span>
        {launch?.preSales ? <span className="badge">{t("solutions:product.preSales")}</span> : null}
      </p>
      <H {...fallbackAttrs(product, "name")}>{product.name}</H>
      <p {...fallbackAttrs(product, "summary")}>{product.summary}</p>
      <p className="card__meta">
        {label("productType", product.type)}
        {launch ? (
          <>
            {" · "}
            <time dateTime={launch.releaseDate}>
              {t(launch.preSales ? "solutions:product.expected" : "solutions:product.released", {
                date: formatDate(launch.releaseDate),
              })}
            </time>
          </>
        ) : null}
      </p>
    </li>
  );
}
