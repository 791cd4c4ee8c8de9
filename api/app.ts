import { Hono } from "hono";
import { accountAdminRoutes } from "./areas/accounts/admin.routes";
import { adminConsoleRoutes } from "./areas/admin/routes";
import { authorityRoutes } from "./areas/accounts/authority.routes";
import { msgRoutes } from "./areas/accounts/msg.routes";
import { oauthRoutes } from "./areas/accounts/oauth.routes";
import { partnerRoutes } from "./areas/accounts/partner.routes";
import { overviewRoutes } from "./areas/overview/routes";
import { partnerDirectoryRoutes } from "./areas/partners/routes";
import { certificationAdminRoutes } from "./areas/certification/admin.routes";
import { certificationRoutes } from "./areas/certification/routes";
import { assistantRoutes } from "./areas/assistant/routes";
import { algorithmRoutes } from "./areas/algorithms/routes";
import { applicationAdminRoutes } from "./areas/applications/admin.routes";
import { applicationRoutes } from "./areas/applications/routes";
import { feedbackRoutes } from "./areas/feedback/routes";
import { homeRoutes } from "./areas/home/routes";
import { newsAdminRoutes } from "./areas/news/admin.routes";
import { newsRoutes } from "./areas/news/routes";
import { auditAdminRoutes } from "./areas/audit/routes";
import { eventAdminRoutes, eventEditorRoutes } from "./areas/events/admin.routes";
import { eventRoutes } from "./areas/events/routes";
import { contactAdminRoutes } from "./areas/contact/admin.routes";
import { contactRoutes } from "./areas/contact/routes";
import { dealRoutes } from "./areas/deals/routes";
import { documentAdminRoutes } from "./areas/documents/admin.routes";
import { documentRoutes } from "./areas/documents/routes";
import { firmwareAdminRoutes } from "./areas/firmware/admin.routes";
import { firmwareRoutes } from "./areas/firmware/routes";
import { advisoryRoutes } from "./areas/advisories/routes";
import { reportAdminRoutes, reportRoutes } from "./areas/advisories/report.routes";
import { productAdminRoutes } from "./areas/products/admin.routes";
import { productLifecycleRoutes } from "./areas/products/lifecycle.routes";
import { productRoutes } from "./areas/products/routes";
import { searchRoutes } from "./areas/search/routes";
import { solutionRoutes } from "./areas/solutions/routes";
import { supportRoutes } from "./areas/support/routes";
import { wikiRoutes } from "./areas/wiki/routes";
import { learningRoutes } from "./areas/learning/routes";
import { CODE } from "./codes";
import { viewerRoutes } from "./areas/documents/viewer";
import { videoRoutes } from "./areas/videos/routes";
import { describeError, isDatabaseUnavailable } from "./db/client";
import { ApiError, fail, unavailable } from "./envelope";
import {
  type Deps,
  type Env,
  rejectMalformedInput,
  requireAnyRole,
  requireRole,
  requireUser,
} from "./http/context";
import { CONTENT_ROLES } from "#shared/roles";

/**
 * The console's content pages (news, announcements, events, the products' lifecycle, firmware
 * releases, documents): open to editors and administrators. Mounted before the administrators'
 * areas, so what is not answered here still meets their check.
 */
function contentEditorRoutes() {
  const editors = new Hono<Env>();
  editors.use(requireUser, requireAnyRole(CONTENT_ROLES));
  editors.route("/", newsAdminRoutes);
  editors.route("/", eventEditorRoutes);
  editors.route("/", productLifecycleRoutes);
  editors.route("/", firmwareAdminRoutes);
  editors.route("/", documentAdminRoutes);
  return editors;
}

/**
 * Every /api/admin call needs an administrator, whichever area answers it (an unknown one too):
 * the check sits here, once, and each area's `admin.routes.ts` is mounted behind it.
 */
function adminRoutes() {
  const admin = new Hono<Env>();
  admin.use(requireUser, requireRole("admin"));
  admin.route("/", accountAdminRoutes);
  admin.route("/", productAdminRoutes);
  admin.route("/", eventAdminRoutes);
  admin.route("/", auditAdminRoutes);
  admin.route("/", contactAdminRoutes);
  admin.route("/", reportAdminRoutes);
  admin.route("/", applicationAdminRoutes);
  admin.route("/", certificationAdminRoutes);
  return admin;
}

/** The backend served at /api: each area's routes at their prefix, every answer in the envelope. */
export function createApi(deps: Deps) {
  const app = new Hono<Env>().basePath("/api");
  app.use(async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use(rejectMalformedInput);
  // accounts
  app.route("/oauth", oauthRoutes);
  app.route("/authority", authorityRoutes);
  app.route("/msg", msgRoutes);
  app.route("/partner", partnerRoutes);
  app.route("/partner", applicationRoutes);
  app.route("/account", overviewRoutes);
  // catalogue and content
  app.route("/product", productRoutes);
  app.route("/content", solutionRoutes);
  app.route("/content", newsRoutes);
  app.route("/algorithm", algorithmRoutes);
  app.route("/search", searchRoutes);
  app.route("/home", homeRoutes);
  app.route("/feedback", feedbackRoutes);
  app.route("/support", supportRoutes);
  app.route("/events", eventRoutes);
  app.route("/contact", contactRoutes);
  app.route("/partners", partnerDirectoryRoutes);
  app.route("/certification", certificationRoutes);
  app.route("/documents", documentRoutes);
  app.route("/viewer", viewerRoutes);
  app.route("/videos", videoRoutes);
  app.route("/wiki", wikiRoutes);
  app.route("/assistant", assistantRoutes);
  app.route("/downloads", firmwareRoutes);
  app.route("/security", advisoryRoutes);
  app.route("/security", reportRoutes);
  app.route("/deals", dealRoutes);
  app.route("/learning", learningRoutes);
  // the console's summary and deals queue (administrators and channel managers), its content pages
  // (editors and administrators), then the administration queues of every area (administrators only)
  app.route("/admin", adminConsoleRoutes);
  app.route("/admin", contentEditorRoutes());
  app.route("/admin", adminRoutes());
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
