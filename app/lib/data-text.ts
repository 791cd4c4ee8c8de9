/**
 * Loader data sent as one JSON text instead of a tree of values: Remix encodes a tree value by
 * value on every request (and the browser decodes it so), while a text is copied as it is and read
 * with one `JSON.parse`. For the large, shared parts of a page (a product list, the home page's
 * blocks), written from the backend's kept answers, which are frozen (`api.server.ts`): their text
 * is then written once while the answer is kept.
 */

/** The JSON text of a `T`, read back with `readData`. */
export type DataText<T> = string & { readonly __data?: T };

const LIMIT = 256;
/** On the server: the data each text was written from, the last few hundred. */
const written = new Map<string, unknown>();
/** Frozen data's texts, written once. */
const texts = new WeakMap<object, string>();
/** In the browser (or for a text the server no longer holds): texts read, a few dozen at most. */
const parsed = new Map<string, unknown>();

/** The JSON text of `data` (server only), which `readData` reads back as `data` itself. */
export function writeData<T>(data: T): DataText<T> {
  const text = jsonOf(data);
  if (!written.has(text) && written.size >= LIMIT) written.clear();
  // The latest data of a text: a kept answer's frozen data replaces the first page's own copy.
  written.set(text, data);
  return text as DataText<T>;
}

/** The JSON of `data`, written once for frozen data (also the keys of kept markup). */
export function jsonOf(data: unknown): string {
  if (typeof data !== "object" || data === null || !Object.isFrozen(data)) {
    return JSON.stringify(data);
  }
  let text = texts.get(data);
  if (text === undefined) {
    text = JSON.stringify(data);
    texts.set(data, text);
  }
  return text;
}

/**
 * The data of a text: on the server, the very data it was written from; in the browser, the text
 * parsed once, so the same text gives the same data across renders.
 */
export function readData<T>(text: DataText<T>): T {
  if (written.has(text)) return written.get(text) as T;
  let data = parsed.get(text);
  if (data === undefined) {
    if (parsed.size >= 64) parsed.clear();
    data = JSON.parse(text);
    parsed.set(text, data);
  }
  return data as T;
}

/**
 * `make` worked out once per frozen source (the backend's kept answers) and frozen in turn, so
 * that its text and the keys of the parts kept from it are written once too.
 */
export function fromFrozen<S extends object, T extends object>(
  make: (source: S) => T,
): (source: S) => T {
  const made = new WeakMap<S, T>();
  return (source) => {
    if (!Object.isFrozen(source)) return make(source);
    let value = made.get(source);
    if (value === undefined) {
      value = deepFreeze(make(source));
      made.set(source, value);
    }
    return value;
  };
}

/** `value`, and every object in it, frozen. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
