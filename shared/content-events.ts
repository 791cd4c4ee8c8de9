/**
 * "The site's content changed": raised where content is written (a catalogue reload, an
 * administrator's edit), heard where copies of pages are kept (the page cache). A small interface so
 * a notifier between processes (PostgreSQL LISTEN/NOTIFY) can carry the same event later.
 */
export interface ContentChange {
  /** What changed, for the log: "seed", "products", … */
  reason: string;
  /** Only pages under this path changed; absent for "anything may have changed". */
  pathPrefix?: string;
}

export type ContentListener = (change: ContentChange) => void;

export interface ContentEvents {
  /** Calls `listener` on every change; returns the function that stops it. */
  onContentChanged(listener: ContentListener): () => void;
  contentChanged(reason: string, pathPrefix?: string): void;
}

export function createContentEvents(): ContentEvents {
  const listeners = new Set<ContentListener>();
  return {
    onContentChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    contentChanged(reason, pathPrefix) {
      const change: ContentChange = pathPrefix === undefined ? { reason } : { reason, pathPrefix };
      for (const listener of [...listeners]) {
        try {
          listener(change);
        } catch (error) {
          console.error(error);
        }
      }
    },
  };
}

/** The process's content events. */
const events = createContentEvents();
export const onContentChanged = events.onContentChanged;
export const contentChanged = events.contentChanged;
