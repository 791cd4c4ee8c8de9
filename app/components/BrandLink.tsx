import { useTranslation } from "react-i18next";
import { BrandMark } from "~/components/Icons";
import { LocalLink } from "~/components/LocalLink";
import { useRootData } from "~/lib/root-data";

/** The brand's logo (or its mark) and name, linking to the home page. */
export function BrandLink() {
  const { t } = useTranslation();
  const { brand } = useRootData();
  return (
    <LocalLink to="/home" className="brand" aria-label={t("brand.home")}>
      {brand.logoUrl ? <img src={brand.logoUrl} alt="" width="32" height="32" /> : <BrandMark />}
      <span className="brand__name">{brand.name}</span>
    </LocalLink>
  );
}
