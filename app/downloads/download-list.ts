/**
 * The floating download list (spec §3 download item, §4 states): an item starts pending at 0 %,
 * progress updates move it on, 100 % or more completes it, an error fails it.
 */
export type DownloadStatus = "pending" | "downloading" | "completed" | "failed";

export interface DownloadItem {
  id: string;
  name: string;
  /** Size in bytes, from the document's docSize. */
  size: number;
  progress: number;
  status: DownloadStatus;
  /** From the document's viewUrl. */
  url: string;
}

export interface DownloadsState {
  items: DownloadItem[];
  /** The panel opens by itself when a download is added. */
  open: boolean;
}

export type DownloadsAction =
  | { type: "add"; item: Pick<DownloadItem, "id" | "name" | "size" | "url"> }
  | { type: "progress"; id: string; progress: number }
  | { type: "error"; id: string }
  | { type: "remove"; id: string }
  | { type: "clear" }
  | { type: "toggle"; open: boolean }
  | { type: "restore"; items: DownloadItem[] };

export const initialDownloads: DownloadsState = { items: [], open: false };

function update(
  state: DownloadsState,
  id: string,
  change: (item: DownloadItem) => DownloadItem,
): DownloadsState {
  return { ...state, items: state.items.map((item) => (item.id === id ? change(item) : item)) };
}

export function downloadsReducer(state: DownloadsState, action: DownloadsAction): DownloadsState {
  switch (action.type) {
    case "add": {
      const fresh: DownloadItem = { ...action.item, progress: 0, status: "pending" };
      const others = state.items.filter((item) => item.id !== action.item.id);
      return { items: [...others, fresh], open: true };
    }
    case "progress":
      return update(state, action.id, (item) => {
        if (item.status === "failed" || item.status === "completed") return item;
        const progress = Math.max(0, Math.min(100, Math.round(action.progress)));
        return { ...item, progress, status: action.progress >= 100 ? "completed" : "downloading" };
      });
    case "error":
      return update(state, action.id, (item) => ({ ...item, status: "failed" }));
    case "remove":
      return { ...state, items: state.items.filter((item) => item.id !== action.id) };
    case "clear":
      return { ...state, items: [] };
    case "toggle":
      return { ...state, open: action.open };
    case "restore":
      return { items: restored(action.items), open: state.open };
  }
}

/** The statuses an item can have; anything else read back from storage is dropped. */
const STATUSES = new Set<string>(["pending", "downloading", "completed", "failed"]);

/**
 * Items read back after a reload: a download that was still running was cut off by the reload, so
 * it is failed (and can be retried); malformed entries are dropped.
 */
export function restored(items: unknown): DownloadItem[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((value): DownloadItem[] => {
    const item = value as Partial<DownloadItem> | null;
    if (
      !item ||
      typeof item.id !== "string" ||
      typeof item.name !== "string" ||
      typeof item.url !== "string" ||
      !item.url.startsWith("/") ||
      item.url.startsWith("//") ||
      typeof item.size !== "number" ||
      typeof item.progress !== "number" ||
      !STATUSES.has(item.status as string)
    )
      return [];
    const finished = item.status === "completed" || item.status === "failed";
    return [
      {
        id: item.id,
        name: item.name,
        url: item.url,
        size: item.size,
        progress: item.progress,
        status: finished ? (item.status as DownloadStatus) : "failed",
      },
    ];
  });
}
