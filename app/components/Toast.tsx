import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/lib/root-data";

/**
 * The one-time message after a redirect ("Login success" …), announced politely: the root's data
 * carries it, each layout places it at the top of its main content.
 */
export function Toast() {
  const { t } = useTranslation();
  const { toast } = useRootData();
  const [hidden, setHidden] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new toast shows again
  useEffect(() => setHidden(false), [toast]);
  if (!toast || hidden) return null;
  return (
    <div className={toast.kind === "error" ? "toast toast--error" : "toast"}>
      <p role={toast.kind === "error" ? "alert" : "status"}>{t(toast.key, toast.values)}</p>
      <button type="button" className="toast__close" onClick={() => setHidden(true)}>
        {t("toast.dismiss")}
      </button>
    </div>
  );
}
