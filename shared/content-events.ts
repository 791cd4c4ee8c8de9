/**
 * "The site's content changed": raised where content is written (a catalogue reload, an
 * administrator's edit), heard where copies of pages are kept (the page cache). In one process the
 * event goes straight to the listeners; with several replicas on one PostgreSQL a relay
 * (api/infra/content-notify.ts, LISTEN/NOTIFY) carries it to the other processes, which `deliver` it.
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
  /** A change made here: told to this process's listeners at once, then to the relays. */
  contentChanged(reason: string, pathPrefix?: string): void;
  /** A change made in another process (heard through a relay): told to this process's listeners. */
  deliver(change: ContentChange): void;
  /** Sends every change made here to `relay` as well; returns the function that stops it. */
  relayTo(relay: ContentListener): () => void;
}

function tellAll(listeners: Set<ContentListener>, change: ContentChange) {
  for (const listener of [...listeners]) {
    try {
      listener(change);
    } catch (error) {
      console.error(error);
    }
  }
}

export function createContentEvents(): ContentEvents {
  const listeners = new Set<ContentListener>();
  const relays = new Set<ContentListener>();
  return {
    onContentChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    contentChanged(reason, pathPrefix) {
      const change: ContentChange = pathPrefix === undefined ? { reason } : { reason, pathPrefix };
      tellAll(listeners, change);
      tellAll(relays, change);
    },
    deliver(change) {
      tellAll(listeners, change);
    },
    relayTo(relay) {
      relays.add(relay);
      return () => relays.delete(relay);
    },
  };
}

/** The process's content events. */
export const contentEvents = createContentEvents();
export const onContentChanged = contentEvents.onContentChanged;
export const contentChanged = contentEvents.contentChanged;
