import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ContentChange, createContentEvents } from "#shared/content-events";
import { TEST_DATABASE_URL } from "../test/support";
import {
  CONTENT_CHANNEL,
  type ContentNotifier,
  decodeChange,
  encodeChange,
  type ListeningClient,
  pgListeningClient,
  startContentNotifier,
} from "./content-notify";

/** A database in memory: every listening connection hears what is sent while it listens. */
function fakeDatabase() {
  const connections = new Set<FakeClient>();
  let refuse = false;
  class FakeClient extends EventEmitter implements ListeningClient {
    listening = false;
    async connect() {
      if (refuse) throw new Error("connection refused");
    }
    async query(text: string) {
      expect(text).toBe(`LISTEN ${CONTENT_CHANNEL}`);
      this.listening = true;
      connections.add(this);
    }
    async end() {
      connections.delete(this);
    }
  }
  return {
    connect: () => new FakeClient(),
    send: async (channel: string, payload: string) => {
      for (const c of connections) if (c.listening) c.emit("notification", { channel, payload });
    },
    /** The server goes away: every connection ends; new ones are refused until `restart`. */
    stop() {
      refuse = true;
      for (const c of [...connections]) {
        connections.delete(c);
        c.emit("error", new Error("terminating connection due to administrator command"));
        c.emit("end");
      }
    },
    restart() {
      refuse = false;
    },
    listeners: () => connections.size,
  };
}

function replica(database: ReturnType<typeof fakeDatabase>) {
  const events = createContentEvents();
  const heard: ContentChange[] = [];
  events.onContentChanged((change) => heard.push(change));
  const notifier = startContentNotifier({
    events,
    connect: database.connect,
    send: database.send,
    retryFirstMs: 5,
    retryMaxMs: 20,
    log: () => undefined,
  });
  return { events, heard, notifier };
}

const open: ContentNotifier[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((n) => n.close()));
});

/** Two replicas on one fake database, both listening. */
async function twoReplicas() {
  const database = fakeDatabase();
  const one = replica(database);
  const two = replica(database);
  open.push(one.notifier, two.notifier);
  await Promise.all([one.notifier.started, two.notifier.started]);
  return { database, one, two };
}

describe("content changes between replicas", () => {
  it("tells every replica once, the sender included", async () => {
    const { one, two } = await twoReplicas();
    one.events.contentChanged("catalogue", "/product-center");
    await vi.waitFor(() => expect(two.heard).toHaveLength(1));
    expect(two.heard).toEqual([{ reason: "catalogue", pathPrefix: "/product-center" }]);
    expect(one.heard).toEqual([{ reason: "catalogue", pathPrefix: "/product-center" }]);
  });

  it("listens again after the database restarts, and clears everything it may have missed", async () => {
    const { database, one, two } = await twoReplicas();
    database.stop();
    expect(two.notifier.listening()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    database.restart();
    await vi.waitFor(() => expect(two.notifier.listening()).toBe(true));
    await vi.waitFor(() => expect(one.notifier.listening()).toBe(true));
    expect(two.heard).toEqual([{ reason: "listener reconnected" }]);
    one.events.contentChanged("products");
    await vi.waitFor(() => expect(two.heard).toHaveLength(2));
    expect(two.heard[1]).toEqual({ reason: "products" });
  });

  it("stops listening and sending when closed", async () => {
    const { database, one, two } = await twoReplicas();
    await two.notifier.close();
    expect(database.listeners()).toBe(1);
    two.events.contentChanged("after close");
    one.events.contentChanged("catalogue");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(two.heard).toEqual([{ reason: "after close" }]);
    expect(one.heard).toEqual([{ reason: "catalogue" }]);
  });

  it("keeps the payload small and ignores what is not its own", () => {
    const long = encodeChange("me", {
      reason: "r".repeat(500),
      pathPrefix: `/${"p".repeat(5000)}`,
    });
    expect(long.length).toBeLessThan(200);
    expect(decodeChange(long)).toEqual({ sender: "me", change: { reason: "r".repeat(100) } });
    expect(decodeChange("not json")).toBeNull();
    expect(decodeChange('{"reason":"x"}')).toBeNull();
    expect(decodeChange(undefined)).toBeNull();
  });

  it.skipIf(!TEST_DATABASE_URL)("carries changes over a real PostgreSQL", async () => {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: TEST_DATABASE_URL });
    const channel = `nv_test_${Math.random().toString(36).slice(2, 8)}`;
    const make = () => {
      const events = createContentEvents();
      const heard: ContentChange[] = [];
      events.onContentChanged((change) => heard.push(change));
      const notifier = startContentNotifier({
        events,
        connect: pgListeningClient(TEST_DATABASE_URL!, 5000),
        send: (name, payload) => pool.query("select pg_notify($1, $2)", [name, payload]),
        channel,
        log: () => undefined,
      });
      open.push(notifier);
      return { events, heard, notifier };
    };
    const one = make();
    const two = make();
    await Promise.all([one.notifier.started, two.notifier.started]);
    one.events.contentChanged("catalogue", "/news");
    await vi.waitFor(() =>
      expect(two.heard).toEqual([{ reason: "catalogue", pathPrefix: "/news" }]),
    );
    expect(one.heard).toEqual([{ reason: "catalogue", pathPrefix: "/news" }]);
    await Promise.all(open.splice(0).map((n) => n.close()));
    await pool.end();
  });
});
