import { useTranslation } from "react-i18next";
import { KeptMarkup } from "~/components/KeptMarkup";
import { LocalLink } from "~/components/LocalLink";
import { categoryPath, PRODUCT_CATEGORIES } from "~/lib/navigation";
import type { DrawableProduct } from "~/lib/product-kind";
import { ProductIllustration } from "~/pictures/ProductIllustration";

/** The model each tile is drawn from. */
const SAMPLES: Record<string, DrawableProduct> = {
  bullet: { model: "NV-B580-AI", type: "bullet", series: "Pro AI" },
  dome: { model: "NV-D580-AI", type: "dome", series: "Pro AI" },
  turret: { model: "NV-T540-AI", type: "turret", series: "Pro AI" },
  ptz: { model: "NV-PT760-AI", type: "ptz", series: "Pro AI" },
  fisheye: { model: "NV-F612-AI", type: "fisheye", series: "Pro AI" },
  thermal: { model: "NV-TH640-B", type: "thermal", series: "Thermal" },
  box: { model: "NV-BX580-AI", type: "box", series: "Pro AI" },
  nvr: { model: "NV-N3216", type: "nvr", series: "Recorder Pro" },
  xvr: { model: "NV-X1602", type: "xvr", series: "Recorder Easy" },
  accessory: { model: "NV-PM01", type: "accessory", series: "Accessory" },
};

type Facets = Record<string, { value: string; count: number }[]>;

/** The product center's landing: a tile per camera type, recorder type and for accessories. */
export function CategoryTiles({ facets }: { facets: Facets }) {
  const { i18n } = useTranslation();
  return (
    // Not a labelled region: its heading would share a name with the list's Category filter.
    <KeptMarkup
      as="section"
      className="category-tiles"
      keep={["category tiles", i18n.language, facets]}
    >
      <Tiles facets={facets} />
    </KeptMarkup>
  );
}

function Tiles({ facets }: { facets: Facets }) {
  const { t } = useTranslation("products");
  const count = (facet: string, value: string) =>
    facets[facet]?.find((f) => f.value === value)?.count ?? 0;
  const tiles = PRODUCT_CATEGORIES.flatMap((category) =>
    (category.types.length > 0 ? category.types : [category.productClass]).map((type) => ({
      key: type,
      productClass: category.productClass,
      to: categoryPath(category.productClass, category.types.length > 0 ? type : undefined),
      label: category.types.length > 0 ? t(`type.${type}`) : t(`class.${category.productClass}`),
      group: t(`class.${category.productClass}`),
      count: category.types.length > 0 ? count("type", type) : count("productClass", type),
    })),
  );
  return (
    <>
      <h2>{t("center.categories")}</h2>
      <ul className="card-grid category-tiles__list">
        {tiles.map((tile) => (
          <li key={tile.key} className={`category-tile category-tile--${tile.productClass}`}>
            <LocalLink to={tile.to} className="category-tile__link">
              <ProductIllustration product={SAMPLES[tile.key]!} label={null} />
              <span className="category-tile__group">{tile.group}</span>
              <span className="category-tile__name">{tile.label}</span>
              <span className="category-tile__count">
                {t("center.tileCount", { count: tile.count })}
              </span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </>
  );
}
