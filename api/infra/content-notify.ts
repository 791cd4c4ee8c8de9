import { randomUUID } from "node:crypto";
import pg from "pg";
import type { ContentChange, ContentEvents } from "#shared/content-events";

/** The PostgreSQL channel that carries "content changed" between replicas. */
export const CONTENT_CHANNEL = "nv_content_changed";
/** Longest reason and path prefix sent (PostgreSQL's NOTIFY payload must stay under 8000 bytes). */
const MAX_REASON = 100;
const MAX_PREFIX = 1000;
/** Waits between attempts to listen again: doubling from the first to the last. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;

/** The part of pg.Client the notifier uses (a fake in unit tests). */
export interface ListeningClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<unknown>;
  on(
    event: "notification",
    listener: (message: { channel: string; payload?: string }) => void,
  ): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
  on(event: "end", listener: () => void): unknown;
}

export interface ContentNotifierOptions {
  /** The process's content events: changes raised here are sent, changes heard are delivered. */
  events: ContentEvents;
  /** Opens a new listening connection (not yet connected). */
  connect: () => ListeningClient;
  /** Sends one notification, `select pg_notify(channel, payload)` (through the serving pool). */
  send: (channel: string, payload: string) => Promise<unknown>;
  channel?: string;
  retryFirstMs?: number;
  retryMaxMs?: number;
  log?: (event: string, detail?: Record<string, unknown>) => void;
}

export interface ContentNotifier {
  /** Resolves once the first LISTEN is in place (or the first attempt failed; retries go on). */
  started: Promise<void>;
  /** Whether a connection is listening now. */
  listening(): boolean;
  close(): Promise<void>;
}

/** The notification's text: who sent it and what changed, bounded in size. */
export function encodeChange(sender: string, change: ContentChange): string {
  const body: { sender: string; reason: string; pathPrefix?: string } = {
    sender,
    reason: change.reason.slice(0, MAX_REASON),
  };
  // A prefix too long to send becomes "anything may have changed" (clearing more is safe).
  if (change.pathPrefix !== undefined && change.pathPrefix.length <= MAX_PREFIX)
    body.pathPrefix = change.pathPrefix;
  return JSON.stringify(body);
}

/** Reads a notification; null when it is not one of ours. */
export function decodeChange(
  payload: string | undefined,
): { sender: string; change: ContentChange } | null {
  try {
    const body = JSON.parse(payload ?? "") as Record<string, unknown>;
    if (typeof body.sender !== "string" || typeof body.reason !== "string") return null;
    const change: ContentChange = { reason: body.reason };
    if (typeof body.pathPrefix === "string") change.pathPrefix = body.pathPrefix;
    return { sender: body.sender, change };
  } catch {
    return null;
  }
}

function defaultLog(event: string, detail: Record<string, unknown> = {}) {
  console.error(JSON.stringify({ time: new Date().toISOString(), event, ...detail }));
}

/**
 * Content changes between replicas on one PostgreSQL (docs/decisions/0010-replicas.md): every change
 * raised in this process is sent with NOTIFY on `channel`, and a connection of its own LISTENs there
 * and delivers the changes of the other replicas to this process's listeners (this process's own
 * were told at once, so they are not told twice). When that connection drops (the database
 * restarts), it connects again with a growing wait; changes sent while nobody listened are lost,
 * so after a reconnection the listeners are told "anything may have changed".
 */
export function startContentNotifier(options: ContentNotifierOptions): ContentNotifier {
  const channel = options.channel ?? CONTENT_CHANNEL;
  const log = options.log ?? defaultLog;
  const first = options.retryFirstMs ?? RETRY_FIRST_MS;
  const max = options.retryMaxMs ?? RETRY_MAX_MS;
  const sender = randomUUID();
  let client: ListeningClient | null = null;
  let listening = false;
  let closed = false;
  let wait = first;
  let timer: NodeJS.Timeout | undefined;
  let everListened = false;

  const stopRelay = options.events.relayTo((change) => {
    options.send(channel, encodeChange(sender, change)).catch((error: unknown) => {
      log("content change not sent", {
        error: error instanceof Error ? error.message : String(error),
      });
    });
  });

  function retryLater() {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void listen();
    }, wait);
    timer.unref?.();
    wait = Math.min(wait * 2, max);
  }

  function drop(current: ListeningClient) {
    if (client !== current) return;
    client = null;
    if (listening) log("content listener lost");
    listening = false;
    current.end().catch(() => undefined);
    retryLater();
  }

  async function listen(): Promise<void> {
    if (closed) return;
    const current = options.connect();
    client = current;
    current.on("error", () => drop(current));
    current.on("end", () => drop(current));
    current.on("notification", (message) => {
      if (message.channel !== channel) return;
      const decoded = decodeChange(message.payload);
      if (decoded && decoded.sender !== sender) options.events.deliver(decoded.change);
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${channel}`);
    } catch (error) {
      if (client === current)
        log("content listener cannot connect", {
          error: error instanceof Error ? error.message : String(error),
        });
      drop(current);
      return;
    }
    if (closed || client !== current) {
      current.end().catch(() => undefined);
      return;
    }
    listening = true;
    wait = first;
    // Changes made while this process did not listen were missed: pages kept since may be stale.
    if (everListened) {
      log("content listener back");
      options.events.deliver({ reason: "listener reconnected" });
    }
    everListened = true;
  }

  return {
    started: listen(),
    listening: () => listening,
    async close() {
      closed = true;
      stopRelay();
      clearTimeout(timer);
      const current = client;
      client = null;
      listening = false;
      await current?.end().catch(() => undefined);
    },
  };
}

/** A pg listening connection to `databaseUrl` that gives up connecting after `connectTimeoutMs`. */
export function pgListeningClient(databaseUrl: string, connectTimeoutMs: number) {
  return (): ListeningClient =>
    new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
    });
}
