import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from "react";
import { useTranslation } from "~/i18n/react";
import { DownloadFailed, saveFile, transfer } from "~/lib/download-transfer";
import {
  type DownloadItem,
  downloadsReducer,
  initialDownloads,
  type DownloadsState,
  restored,
} from "~/lib/downloads";
import { formatSize } from "~/lib/file-size";
import { useRootData } from "~/root";
import { DownloadIcon } from "./Icons";

/** Where the list is kept for the tab, so it survives a reload. */
const STORAGE_KEY = "downloads";

type NewDownload = Pick<DownloadItem, "id" | "name" | "size" | "url">;

interface Downloads {
  state: DownloadsState;
  start: (item: NewDownload) => void;
  remove: (id: string) => void;
  clear: () => void;
  toggle: (open: boolean) => void;
}

const DownloadsContext = createContext<Downloads | null>(null);

export function DownloadsProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(downloadsReducer, initialDownloads);
  const running = useRef(new Map<string, AbortController>());
  const loaded = useRef(false);

  useEffect(() => {
    try {
      const saved = sessionStorage.getItem(STORAGE_KEY);
      if (saved) dispatch({ type: "restore", items: restored(JSON.parse(saved)) });
    } catch {
      // Storage unavailable or its content unreadable: start with an empty list.
    }
    loaded.current = true;
  }, []);

  useEffect(() => {
    if (!loaded.current) return;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state.items));
    } catch {
      // Storage full or unavailable: the list still works for this page.
    }
  }, [state.items]);

  const stop = useCallback((id: string) => {
    running.current.get(id)?.abort();
    running.current.delete(id);
  }, []);

  const start = useCallback(
    (item: NewDownload) => {
      stop(item.id);
      const controller = new AbortController();
      running.current.set(item.id, controller);
      dispatch({ type: "add", item });
      transfer(item.url, item.size, controller.signal, (progress) =>
        dispatch({ type: "progress", id: item.id, progress }),
      ).then(
        ({ blob, name }) => {
          running.current.delete(item.id);
          saveFile(blob, name ?? item.name);
          dispatch({ type: "progress", id: item.id, progress: 100 });
        },
        (error: unknown) => {
          if (controller.signal.aborted && !(error instanceof DownloadFailed)) return;
          running.current.delete(item.id);
          dispatch({ type: "error", id: item.id });
        },
      );
    },
    [stop],
  );

  const value = useMemo<Downloads>(
    () => ({
      state,
      start,
      remove: (id) => {
        stop(id);
        dispatch({ type: "remove", id });
      },
      clear: () => {
        for (const id of running.current.keys()) stop(id);
        dispatch({ type: "clear" });
      },
      toggle: (open) => dispatch({ type: "toggle", open }),
    }),
    [state, start, stop],
  );
  return <DownloadsContext.Provider value={value}>{children}</DownloadsContext.Provider>;
}

/** The download list, or null outside the site layout (links there stay plain downloads). */
export function useDownloads(): Downloads | null {
  return useContext(DownloadsContext);
}

/**
 * The floating panel listing downloads with their progress, shown once a download starts (so never
 * without JavaScript, where links are ordinary downloads).
 */
export function DownloadsPanel() {
  const { t } = useTranslation();
  const { language } = useRootData();
  const downloads = useDownloads();
  if (!downloads || downloads.state.items.length === 0) return null;
  const { state, start, remove, clear, toggle } = downloads;
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
