import { describe, expect, it, vi } from "vitest";
import { createContentEvents } from "./content-events";

describe("content events", () => {
  it("tells every listener, until it stops listening; one failing listener stops none", () => {
    const events = createContentEvents();
    const heard: unknown[] = [];
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    events.onContentChanged(() => {
      throw new Error("boom");
    });
    const stop = events.onContentChanged((change) => heard.push(change));
    events.contentChanged("catalogue");
    events.contentChanged("products", "/product-center");
    stop();
    events.contentChanged("later");
    expect(heard).toEqual([
      { reason: "catalogue" },
      { reason: "products", pathPrefix: "/product-center" },
    ]);
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });
});
