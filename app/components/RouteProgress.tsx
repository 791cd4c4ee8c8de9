import { useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** A thin bar at the top of the page while a route change loads. */
export function RouteProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className={busy ? "route-progress is-busy" : "route-progress"} aria-hidden={!busy}>
      {busy ? (
        <span className="visually-hidden" role="status">
          {t("a11y.loading")}
        </span>
      ) : null}
    </div>
  );
}
