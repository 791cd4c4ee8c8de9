/**
 * At most `slots` pages rendered at once; the others wait their turn, first come first served.
 *
 * The pages' loaders read the embedded database on this same thread, so pages rendered side by side
 * take turns on one core anyway: more of them at once finish no sooner, they only hold more
 * half-built pages in memory. A crawler, or a cold cache under many clients, started one render per
 * request and took the server's resident memory 100–200 MB past what it keeps (README, "Operations:
 * memory"). A slot is held until the application has answered: loaders run and the page is rendered
 * (only its streaming to the client comes after). `slots` 0 sets no limit. Only pages are
 * rendered in slots (server.ts): a form's action may read an upload from a slow client.
 */
export function renderSlots(slots: number) {
  let busy = 0;
  const waiting: (() => void)[] = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else busy--;
  }

  return {
    /** Runs `render` in a slot, at once when one is free. */
    async run<T>(render: () => Promise<T>): Promise<T> {
      if (slots === 0 || busy < slots) busy++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await render();
      } finally {
        release();
      }
    },
  };
}
