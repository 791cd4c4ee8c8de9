/**
 * The backend's answers to public reads, kept in memory (docs/decisions/0018-answer-cache.md).
 *
 * A public read is one whose answer is the same for every visitor, signed in or not: the home
 * page's blocks, a product list. Pages a visitor's session makes uncacheable (anyone signed in, a
 * list's query no one asked before) still render from these answers instead of querying the
 * database again. An answer is kept for `seconds` at most and every answer goes when the site's
 * content changes (an administrator's edit, a catalogue reload, on any replica). Bounded in entries
 * and characters, so lists asked with made-up queries cannot exhaust memory: the oldest go first.
 */
export interface AnswerCache {
  /** The kept answer (the envelope's JSON text) for `key`, if still fresh. */
  get(key: string): string | undefined;
  /** Keeps `text` as the answer for `key`. */
  set(key: string, text: string): void;
  /** Drops every answer. */
  clear(): void;
  /** What is kept now, for the metrics. */
  readonly size: { entries: number; characters: number };
}

export interface AnswerCacheOptions {
  seconds: number;
  maxEntries: number;
  /** Total length of the kept answers, in characters. */
  maxCharacters: number;
  now?: () => number;
  /** Told of each look-up: found (and fresh) or not (the metrics count them). */
  onLookup?: (hit: boolean) => void;
}

interface Entry {
  text: string;
  expires: number;
}

export function createAnswerCache({
  seconds,
  maxEntries,
  maxCharacters,
  now = Date.now,
  onLookup,
}: AnswerCacheOptions): AnswerCache {
  const entries = new Map<string, Entry>();
  let characters = 0;

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    characters -= entry.text.length;
  };

  return {
    get(key) {
      let entry = entries.get(key);
      if (entry && entry.expires <= now()) {
        drop(key, entry);
        entry = undefined;
      }
      onLookup?.(entry !== undefined);
      return entry?.text;
    },
    set(key, text) {
      if (text.length > maxCharacters) return;
      const old = entries.get(key);
      if (old) drop(key, old);
      // Map keeps insertion order: the first keys are the oldest answers.
      for (const [oldestKey, oldest] of entries) {
        if (entries.size < maxEntries && characters + text.length <= maxCharacters) break;
        drop(oldestKey, oldest);
      }
      entries.set(key, { text, expires: now() + seconds * 1000 });
      characters += text.length;
    },
    clear() {
      entries.clear();
      characters = 0;
    },
    get size() {
      return { entries: entries.size, characters };
    },
  };
}
