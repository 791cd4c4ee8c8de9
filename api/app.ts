import { Hono } from "hono";
import { CODE } from "./codes";
import { type Env, rejectMalformedInput } from "./http/context";
import { describeError, isDatabaseUnavailable } from "./db/client";
import { ApiError, fail, unavailable } from "./envelope";
import { admin } from "./areas/products/admin.routes";
import { algorithm } from "./areas/algorithms/routes";
import { authority } from "./areas/accounts/authority.routes";
import { content } from "./areas/solutions/routes";
import { msg } from "./areas/accounts/msg.routes";
import { oauth } from "./areas/accounts/oauth.routes";
import { partner } from "./areas/accounts/partner.routes";
import { product } from "./areas/products/routes";
import type { Deps } from "./areas/accounts/service";

/** The backend served at /api: one route file per area, every answer in the envelope. */
export function createApi(deps: Deps) {
  const app = new Hono<Env>().basePath("/api");
  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use(rejectMalformedInput);
  app.route("/oauth", oauth);
  app.route("/authority", authority);
  app.route("/msg", msg);
  app.route("/partner", partner);
  app.route("/admin", admin);
  app.route("/product", product);
  app.route("/content", content);
  app.route("/algorithm", algorithm);
  app.notFound((c) => fail(c, new ApiError(CODE.NOT_FOUND, "Not found.", 404)));
  app.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error);
    if (isDatabaseUnavailable(error)) {
      console.error(
        JSON.stringify({
          time: new Date().toISOString(),
          event: "database unavailable",
          path: c.req.path,
          error: describeError(error),
        }),
      );
      return unavailable(c);
    }
    console.error(error);
    return fail(c, new ApiError(CODE.INTERNAL, "Internal server error.", 500));
  });
  return app;
}
export type Api = ReturnType<typeof createApi>;
