import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { CODE, MESSAGES } from "./codes";

export interface Envelope<T = unknown> {
  isSuccess: boolean;
  code: number;
  message: string;
  data: T | null;
}

/** A failure a service raises; the app turns it into the envelope with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: ContentfulStatusCode = 400,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function ok<T>(c: Context, data: T, message = "success") {
  return c.json({ isSuccess: true, code: CODE.OK, message, data } satisfies Envelope<T>, 200);
}

export function fail(c: Context, error: ApiError) {
  return c.json(
    {
      isSuccess: false,
      code: error.code,
      message: error.message,
      data: error.data,
    } satisfies Envelope,
    error.status,
  );
}

/** Seconds a client is asked to wait (`Retry-After`) when the service is unavailable. */
export const RETRY_AFTER_SECONDS = 5;

/** 503 with `Retry-After` and SERVICE_UNAVAILABLE: the database is down or not answering. */
export function unavailable(c: Context) {
  c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  return fail(c, new ApiError(CODE.SERVICE_UNAVAILABLE, MESSAGES.serviceUnavailable, 503));
}
