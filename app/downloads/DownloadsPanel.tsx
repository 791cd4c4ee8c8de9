import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import {
  clear,
  getServerState,
  getState,
  remove,
  start,
  subscribe,
  toggle,
} from "./downloads-store";
import { formatSize } from "~/lib/file-size";
import { useRootData } from "~/lib/root-data";
import { DownloadIcon } from "~/components/Icons";

/** The floating panel listing downloads with their progress; nothing while the list is empty. */
export default function DownloadsPanel() {
  const { t } = useTranslation();
  const { language } = useRootData();
  const state = useSyncExternalStore(subscribe, getState, getServerState);
  if (state.items.length === 0) return null;
  return (
    <details
      className="floating-panel downloads"
      open={state.open}
      onToggle={(event) => {
        const open = event.currentTarget.open;
        if (open !== state.open) toggle(open);
      }}
    >
      <summary
        className="floating-button"
        aria-label={`${t("downloads.title")} (${state.items.length})`}
      >
        <DownloadIcon />
        <span className="floating-button__badge">{state.items.length}</span>
      </summary>
      <section className="floating-panel__body" aria-label={t("downloads.title")}>
        <h2>{t("downloads.title")}</h2>
        <ul className="downloads__list">
          {state.items.map((item) => (
            <li key={item.id} className={`downloads__item is-${item.status}`}>
              <span className="downloads__name">{item.name}</span>
              <span className="downloads__meta">
                {formatSize(item.size, language.lang)} ·{" "}
                <span>{t(`downloads.${item.status}`)}</span>
                {item.status === "downloading" ? ` · ${item.progress} %` : null}
              </span>
              <progress
                max={100}
                value={item.progress}
                aria-label={t("downloads.progress", { percent: item.progress })}
              />
              <span className="downloads__actions">
                {item.status === "failed" ? (
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => start(item)}
                  >
                    {t("downloads.retry")}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={t("downloads.removeNamed", { name: item.name })}
                  onClick={() => remove(item.id)}
                >
                  {t("downloads.remove")}
                </button>
              </span>
            </li>
          ))}
        </ul>
        <button type="button" className="button button--ghost" onClick={clear}>
          {t("downloads.clear")}
        </button>
      </section>
    </details>
  );
}
