/**
 * A function of a string kept with its answers, for values worked out on every request from a
 * header or address that repeats (the host, Accept-Encoding, a page's URL). Bounded: once `limit`
 * answers are kept they are all dropped, so keys a client makes up cannot grow it.
 */
export function boundedMemo<V>(limit: number, compute: (key: string) => V): (key: string) => V {
  const known = new Map<string, V>();
  return (key) => {
    if (known.has(key)) return known.get(key) as V;
    const value = compute(key);
    if (known.size >= limit) known.clear();
    known.set(key, value);
    return value;
  };
}
