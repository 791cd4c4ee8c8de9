/**
 * A request body passed on to the backend as it arrives, unread. `failed()` tells afterwards
 * whether reading it broke off (the visitor went away, or the body was cut), so that the answer
 * can be a 400 rather than a backend failure.
 */
export function passedOnBody(source: ReadableStream<Uint8Array>) {
  let failed = false;
  const reader = source.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        failed = true;
        controller.error(error);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { body, failed: () => failed };
}
