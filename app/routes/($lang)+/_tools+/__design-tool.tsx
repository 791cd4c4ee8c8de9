import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";

const FEATURES = ["coverage", "pixelDensity", "system", "materials"] as const;

/** The IP video system design tool: what the desktop tool does, and the camera database. */
export function DesignTool({ cameras }: { cameras: number }) {
  const { t } = useTranslation("tools");
  return (
    <div className="tools-prose">
      <p>{t("designTool.what")}</p>
      <ul>
        {FEATURES.map((feature) => (
          <li key={feature}>{t(`designTool.features.${feature}`)}</li>
        ))}
      </ul>
      <p>{t("designTool.formats", { formats: "JPEG, PNG, PDF, TIFF, DWG" })}</p>
      <h2>{t("designTool.databaseTitle")}</h2>
      <p>
        {t("designTool.database", { count: cameras })} {t("designTool.databaseSignIn")}
      </p>
      <ul className="tools-downloads">
        <li>
          <LocalLink to="/tools/camera-database.csv" reloadDocument download>
            {t("designTool.csv")}
          </LocalLink>
        </li>
        <li>
          <LocalLink to="/tools/camera-database.json" reloadDocument download>
            {t("designTool.json")}
          </LocalLink>
        </li>
      </ul>
    </div>
  );
}
