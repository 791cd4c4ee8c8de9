import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from "react";
import {
  type DownloadItem,
  downloadsReducer,
  initialDownloads,
  type DownloadsState,
  restored,
} from "~/lib/downloads";

/** Where the list is kept for the tab, so it survives a reload. */
const STORAGE_KEY = "downloads";

type NewDownload = Pick<DownloadItem, "id" | "name" | "size" | "url">;

export interface Downloads {
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
      // The transfer code loads with the first download, not with every page.
      import("~/lib/download-transfer")
        .then(({ DownloadFailed, saveFile, transfer }) =>
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
          ),
        )
        .catch(() => dispatch({ type: "error", id: item.id }));
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

const DownloadsPanel = lazy(() => import("./DownloadsPanel"));

/**
 * The floating download list, once a download starts (so never without JavaScript, where links
 * are ordinary downloads); its code loads then.
 */
export function DownloadsList() {
  const downloads = useDownloads();
  if (!downloads || downloads.state.items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DownloadsPanel downloads={downloads} />
    </Suspense>
  );
}
