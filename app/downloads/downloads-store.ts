import {
  type DownloadItem,
  type DownloadsAction,
  downloadsReducer,
  type DownloadsState,
  initialDownloads,
} from "./download-list";

/**
 * The floating download list's state in the browser, for the tab: kept in sessionStorage so it
 * survives a reload. This module (and the transfer code it loads) is only loaded once a download
 * starts or a list kept from an earlier page is shown (app/downloads/Downloads.tsx), never with a
 * page.
 */
// The layout reads the same key (app/downloads/Downloads.tsx) to know a list was kept, without
// loading this module.
const STORAGE_KEY = "downloads";

export type NewDownload = Pick<DownloadItem, "id" | "name" | "size" | "url">;

function readKept(): DownloadsState {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (saved)
      return downloadsReducer(initialDownloads, { type: "restore", items: JSON.parse(saved) });
  } catch {
    // Storage unavailable or its content unreadable: start with an empty list.
  }
  return initialDownloads;
}

let state = readKept();
const listeners = new Set<() => void>();
const running = new Map<string, AbortController>();

function dispatch(action: DownloadsAction) {
  const before = state.items;
  state = downloadsReducer(state, action);
  if (state.items !== before) {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state.items));
    } catch {
      // Storage full or unavailable: the list still works for this page.
    }
  }
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getState = (): DownloadsState => state;
export const getServerState = (): DownloadsState => initialDownloads;

function stop(id: string) {
  running.get(id)?.abort();
  running.delete(id);
}

/** Adds a file to the list (again, for a retry) and transfers it, showing its progress. */
export function start(item: NewDownload) {
  stop(item.id);
  const controller = new AbortController();
  running.set(item.id, controller);
  dispatch({ type: "add", item });
  import("./download-transfer")
    .then(({ DownloadFailed, saveFile, transfer }) =>
      transfer(item.url, item.size, controller.signal, (progress) =>
        dispatch({ type: "progress", id: item.id, progress }),
      ).then(
        ({ blob, name }) => {
          running.delete(item.id);
          saveFile(blob, name ?? item.name);
          dispatch({ type: "progress", id: item.id, progress: 100 });
        },
        (error: unknown) => {
          if (controller.signal.aborted && !(error instanceof DownloadFailed)) return;
          running.delete(item.id);
          dispatch({ type: "error", id: item.id });
        },
      ),
    )
    .catch(() => dispatch({ type: "error", id: item.id }));
}

export function remove(id: string) {
  stop(id);
  dispatch({ type: "remove", id });
}

export function clear() {
  for (const id of running.keys()) stop(id);
  dispatch({ type: "clear" });
}

export function toggle(open: boolean) {
  dispatch({ type: "toggle", open });
}
