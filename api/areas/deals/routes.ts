import { Hono } from "hono";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import {
  type ApiContext,
  type Env,
  readBody,
  readQuery,
  requestLanguage,
  requireUser,
} from "../../http/context";
import { choice, first, searchText, wholeNumber } from "../../http/list-query";
import { dealInput, decisionInput } from "./schemas";
import {
  actOnDeal,
  channelManagers,
  type DealDeps,
  exportDeals,
  getDeal,
  type ListQuery,
  listDeals,
  productModels,
  saveDeal,
} from "./service";

/** Deal registration (signed in); mounted at /api/deals. */
export const dealRoutes = new Hono<Env>();
dealRoutes.use(requireUser);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (raw: string | undefined) => (raw && DAY.test(raw) ? raw : undefined);

function listQuery(c: ApiContext): ListQuery {
  return readQuery(c, (q) => ({
    approval:
      choice(
        first(q, "approval"),
        ["draft", "To be Approved", "Approved", "Disapproved", ""],
        "",
      ) || undefined,
    status:
      choice(first(q, "status"), ["Pending", "Done", "Cancelled", "Closed", ""], "") || undefined,
    from: day(first(q, "from")),
    to: day(first(q, "to")),
    q: searchText(first(q, "q"), 100),
    sort: choice(
      first(q, "sort"),
      ["newest", "project", "orderDate", "expiration"] as const,
      "newest",
    ),
    page: wholeNumber(first(q, "page"), 100_000, 1),
    pageSize: wholeNumber(first(q, "pageSize"), 100, 20),
  }));
}

function dealDeps(c: ApiContext): DealDeps {
  const { db, mailer, brandName, config } = c.var.deps;
  return {
    db,
    mailer,
    brandName,
    siteOrigin: config.siteUrl ? new URL(config.siteUrl).origin : new URL(c.req.url).origin,
  };
}

function dealId(c: ApiContext): number {
  const raw = c.req.param("id") ?? "";
  if (!/^\d{1,9}$/.test(raw)) throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
  return Number(raw);
}

dealRoutes.get("/", async (c) => ok(c, await listDeals(c.var.deps.db, c.var.user, listQuery(c))));

/** The list as CSV (the same filters and order), column names and states in the request's language. */
dealRoutes.get("/export.csv", async (c) => {
  const csv = await exportDeals(c.var.deps.db, c.var.user, listQuery(c), requestLanguage(c));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="deals.csv"',
      "Cache-Control": "private, no-store",
    },
  });
});

dealRoutes.get("/models", async (c) => ok(c, await productModels(c.var.deps.db)));

dealRoutes.get("/channel-managers", async (c) => ok(c, await channelManagers(c.var.deps.db)));

dealRoutes.get("/:id", async (c) => ok(c, await getDeal(c.var.deps.db, c.var.user, dealId(c))));

/** A new deal: `?submit=1` submits it (complete only), otherwise it is saved as a draft. */
dealRoutes.post("/", async (c) => {
  const input = await readBody(c, dealInput);
  return ok(c, await saveDeal(dealDeps(c), c.var.user, null, input, c.req.query("submit") === "1"));
});

/** Changes a deal (409 when it is closed and the user no administrator). */
dealRoutes.put("/:id", async (c) => {
  const id = dealId(c);
  const input = await readBody(c, dealInput);
  return ok(c, await saveDeal(dealDeps(c), c.var.user, id, input, c.req.query("submit") === "1"));
});

/** An action of the transition table: approve, disapprove (reason required), done, cancel, requestClose, reopen. */
dealRoutes.post("/:id/actions", async (c) => {
  const id = dealId(c);
  const { action, reason } = await readBody(c, decisionInput);
  return ok(c, await actOnDeal(dealDeps(c), c.var.user, id, action, reason));
});
