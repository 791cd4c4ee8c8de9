import { createContext, type Dispatch, type ReactNode, useContext, useReducer } from "react";
import { useTranslation } from "~/i18n/react";
import {
  type DownloadsAction,
  downloadsReducer,
  initialDownloads,
  type DownloadsState,
} from "~/lib/downloads";
import { numberFormat } from "~/lib/intl";
import { useRootData } from "~/root";
import { DownloadIcon } from "./Icons";

const DownloadsContext = createContext<[DownloadsState, Dispatch<DownloadsAction>] | null>(null);

export function DownloadsProvider({ children }: { children: ReactNode }) {
  const value = useReducer(downloadsReducer, initialDownloads);
  return <DownloadsContext.Provider value={value}>{children}</DownloadsContext.Provider>;
}

/** The download list's state and dispatcher, for pages that start downloads. */
export function useDownloads() {
  const value = useContext(DownloadsContext);
  if (!value) throw new Error("useDownloads needs a DownloadsProvider");
  return value;
}

function formatSize(bytes: number, locale: string): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${numberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${units[unit]}`;
}

/** The floating panel listing downloads with their progress; empty until a download starts. */
export function DownloadsPanel() {
  const { t } = useTranslation();
  const { language } = useRootData();
  const [state, dispatch] = useDownloads();
  return (
    <details
      className="floating-panel downloads"
      open={state.open}
      onToggle={(event) => {
        const open = event.currentTarget.open;
        if (open !== state.open) dispatch({ type: "toggle", open });
      }}
    >
      <summary
        className="floating-button"
        aria-label={`${t("downloads.title")} (${state.items.length})`}
      >
        <DownloadIcon />
        {state.items.length > 0 ? (
          <span className="floating-button__badge">{state.items.length}</span>
        ) : null}
      </summary>
      <section className="floating-panel__body" aria-label={t("downloads.title")}>
        <h2>{t("downloads.title")}</h2>
        {state.items.length === 0 ? (
          <p className="downloads__empty">{t("downloads.empty")}</p>
        ) : (
          <>
            <ul className="downloads__list">
              {state.items.map((item) => (
                <li key={item.id} className={`downloads__item is-${item.status}`}>
                  <span className="downloads__name">{item.name}</span>
                  <span className="downloads__meta">
                    {formatSize(item.size, language.lang)} · {t(`downloads.${item.status}`)}
                  </span>
                  <progress
                    max={100}
                    value={item.progress}
                    aria-label={t("downloads.progress", { percent: item.progress })}
                  />
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => dispatch({ type: "clear" })}
            >
              {t("downloads.clear")}
            </button>
          </>
        )}
      </section>
    </details>
  );
}
