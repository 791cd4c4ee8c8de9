import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The empty state of a list view: "No data." (spec §8), then the list's own hint if it has one. */
export function NoData({ children, className }: { children?: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={["list-no-data", className].filter(Boolean).join(" ")}>
      <p className="list-no-data__title">{t("list.noData")}</p>
      {children ? <p className="list-no-data__hint">{children}</p> : null}
    </div>
  );
}
