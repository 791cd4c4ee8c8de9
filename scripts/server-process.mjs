// How the server's process is started by `npm start` and by `npm run bench`: the memory settings of
// glibc's allocator, which it reads only when a process starts (README, "Operations: memory").

/**
 * glibc's malloc, left to itself, gives each thread that allocates (the compressing threads, V8's
 * compiler and collector) an arena of its own, up to eight per core, and keeps large freed blocks in
 * them: after a sweep of the sitemap, 130 MB of the server's resident memory were such arenas. Two
 * arenas, and blocks of 128 KB and more mapped on their own and given back when freed, keep about
 * 50–80 MB less resident for the same pages. A value set in the environment is kept.
 */
export const MALLOC_SETTINGS = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "131072",
  MALLOC_TRIM_THRESHOLD_: "131072",
};

/** The environment of a server process: `env` with the allocator's settings it does not set. */
export function serverProcessEnv(env = process.env) {
  return { ...MALLOC_SETTINGS, ...env };
}
