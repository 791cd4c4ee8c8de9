import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { CODE } from "./codes";

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
