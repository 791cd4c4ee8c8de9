import { Hono } from "hono";
import { LEARNING_ID } from "#shared/learning";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import {
  type ApiContext,
  bearerToken,
  type Env,
  readQuery,
  requestLanguage,
  requireUser,
} from "../../http/context";
import { authenticate } from "../accounts/service";
import { courseListQuery, outlineQuery } from "./schemas";
import {
  certificationList,
  courseDetail,
  courseOutline,
  enrol,
  lessonDetail,
  listCourses,
  markLessonDone,
  myCourses,
} from "./service";

/**
 * The e-learning centre: the course catalogue, lessons, enrolments, progress and product
 * certifications; mounted at /api/learning.
 */
export const learningRoutes = new Hono<Env>();

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

/** A course or lesson id of the path (404 for one that cannot exist). */
function idParam(c: ApiContext): string {
  const id = c.req.param("id") ?? "";
  if (!LEARNING_ID.test(id)) throw notFound();
  return id;
}

/** The signed-in learner's id, or null for visitors (public calls never fail for the session). */
async function optionalUserId(c: ApiContext): Promise<number | null> {
  const token = bearerToken(c);
  if (!token || token === "tourist") return null;
  try {
    return (await authenticate(c.var.deps, token, null)).userId;
  } catch {
    return null;
  }
}

learningRoutes.get("/courses", async (c) => {
  const query = readQuery(c, courseListQuery);
  return ok(c, await listCourses(c.var.deps.db, requestLanguage(c), query));
});

learningRoutes.get("/outline", async (c) => {
  const { path } = readQuery(c, outlineQuery);
  const userId = await optionalUserId(c);
  return ok(c, await courseOutline(c.var.deps.db, requestLanguage(c), userId, path));
});

learningRoutes.get("/courses/:id", async (c) => {
  const id = idParam(c);
  const found = await courseDetail(c.var.deps.db, requestLanguage(c), id, await optionalUserId(c));
  if (!found) throw notFound();
  return ok(c, found);
});

learningRoutes.post("/courses/:id/enrol", requireUser, async (c) => {
  const done = await enrol(c.var.deps.db, c.var.user.userId, idParam(c));
  if (!done) throw notFound();
  return ok(c, done, done.created ? "Enrolled." : "Already enrolled.");
});

learningRoutes.get("/lessons/:id", async (c) => {
  const id = idParam(c);
  const found = await lessonDetail(c.var.deps.db, requestLanguage(c), id, await optionalUserId(c));
  if (!found) throw notFound();
  return ok(c, found);
});

learningRoutes.post("/lessons/:id/done", requireUser, async (c) => {
  const done = await markLessonDone(c.var.deps.db, c.var.user.userId, idParam(c));
  if (!done) throw notFound();
  return ok(c, done, done.recorded ? "Progress recorded." : "Already done.");
});

learningRoutes.get("/me/courses", requireUser, async (c) => {
  return ok(c, await myCourses(c.var.deps.db, requestLanguage(c), c.var.user.userId));
});

learningRoutes.get("/me/courses/:id", requireUser, async (c) => {
  const found = await courseDetail(
    c.var.deps.db,
    requestLanguage(c),
    idParam(c),
    c.var.user.userId,
  );
  if (!found?.enrolled) throw notFound();
  return ok(c, found);
});

learningRoutes.get("/certifications", async (c) => {
  const userId = await optionalUserId(c);
  return ok(c, await certificationList(c.var.deps.db, requestLanguage(c), userId));
});
