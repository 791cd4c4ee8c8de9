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

  it("sends changes made here to the relays, and tells changes from elsewhere only to the listeners", () => {
    const events = createContentEvents();
    const heard: unknown[] = [];
    const relayed: unknown[] = [];
    events.onContentChanged((change) => heard.push(change));
    const stop = events.relayTo((change) => relayed.push(change));
    events.contentChanged("catalogue");
    events.deliver({ reason: "products", pathPrefix: "/product-center" });
    stop();
    events.contentChanged("later");
    expect(heard).toEqual([
      { reason: "catalogue" },
      { reason: "products", pathPrefix: "/product-center" },
      { reason: "later" },
    ]);
    expect(relayed).toEqual([{ reason: "catalogue" }]);
  });
});
