import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { certificates, users } from "../../db/schema";
import { loadCatalogue } from "../../db/seed";
import { addUser, backendForFile } from "../../test/support";
import { certificationStatus } from "./status";
import { learningDetailPages } from "./service";

const ctx = backendForFile({ seed: true });
let anna: { token: string; id: number };
let ben: { token: string; id: number };

async function learner(account: string) {
  const user = await addUser(ctx.backend, account, "learner password 1", ["partner"]);
  const token = (await ctx.api.login(account, "learner password 1")).body.data.token as string;
  return { token, id: user.id };
}

beforeAll(async () => {
  anna = await learner("anna-learner@integrator.example");
  ben = await learner("ben-learner@integrator.example");
}, 60_000);

const done = (token: string, lesson: string) =>
  ctx.api.call("POST", `/learning/lessons/${lesson}/done`, { token });

describe("the course catalogue", () => {
  it("seeds 8 courses with 40 lessons, 3 of them on the specialist path", async () => {
    const all = (await ctx.api.call("GET", "/learning/outline")).body.data.items;
    expect(all).toHaveLength(8);
    expect(all.reduce((n: number, c: { lessonCount: number }) => n + c.lessonCount, 0)).toBe(40);
    const csp = (await ctx.api.call("GET", "/learning/outline", { query: { path: "csp" } })).body
      .data.items;
    expect(csp.map((c: { id: string }) => c.id)).toEqual(["csp-101", "csp-201", "csp-301"]);
    for (const lesson of csp[0].lessons) expect(lesson.done).toBe(false);
  });

  it("filters by product line, level and text, pages, and lists nothing for unknown filters", async () => {
    const list = (q: Record<string, string>) =>
      ctx.api.call("GET", "/learning/courses", { query: q }).then((r) => r.body.data);
    const first = await list({});
    expect(first.total).toBe(8);
    expect(first.items).toHaveLength(first.pageSize);
    expect((await list({ page: "2" })).items).toHaveLength(8 - first.pageSize);
    const cameras = await list({ line: "cameras" });
    expect(cameras.total).toBe(3);
    for (const c of cameras.items) expect(c.productLine).toBe("cameras");
    expect((await list({ level: "advanced" })).items.map((c: { id: string }) => c.id)).toEqual([
      "csp-301",
    ]);
    expect((await list({ q: "thermal" })).items.map((c: { id: string }) => c.id)).toEqual([
      "thm-110",
    ]);
    expect((await list({ line: "toasters" })).total).toBe(0);
    const jp = await ctx.api.call("GET", "/learning/courses/cam-110", {
      headers: { language: "jp" },
    });
    expect(jp.body.data.title).toBe("AIカメラの基本");
  });

  it("answers 404 for an unknown course or lesson, or an id that cannot be one", async () => {
    expect((await ctx.api.call("GET", "/learning/courses/nope")).status).toBe(404);
    expect((await ctx.api.call("GET", "/learning/lessons/brand-story")).status).toBe(404);
    expect((await ctx.api.call("GET", "/learning/lessons/A%20B")).status).toBe(404);
    expect((await done(anna.token, "nope-1")).status).toBe(404);
  });

  it("gives a lesson with its video, captions and the next lesson", async () => {
    const lesson = (await ctx.api.call("GET", "/learning/lessons/csp-101-1")).body.data;
    expect(lesson).toMatchObject({
      videoId: "training-basics",
      mime: "video/webm",
      captions: ["en", "es", "jp"],
      nextLessonId: "csp-101-2",
    });
    expect(lesson.course.lessons).toHaveLength(5);
    expect(
      (await ctx.api.call("GET", "/learning/lessons/csp-101-5")).body.data.nextLessonId,
    ).toBeNull();
  });

  it("lists every lesson player for the sitemap", async () => {
    const pages = (await learningDetailPages(ctx.backend.db)).items;
    expect(pages).toHaveLength(40);
    expect(pages.map((p) => p.path)).toContain("/csp-video/csp-101-1");
    expect(pages.map((p) => p.path)).toContain("/training-video/cam-110-1/training");
  });
});

describe("enrolment and progress", () => {
  it("needs a signed-in learner", async () => {
    expect((await ctx.api.call("POST", "/learning/courses/cam-110/enrol")).status).toBe(401);
    expect((await ctx.api.call("POST", "/learning/lessons/cam-110-1/done")).status).toBe(401);
    expect((await ctx.api.call("GET", "/learning/me/courses")).status).toBe(401);
  });

  it("enrols once and lists the course in my courses with no progress", async () => {
    const first = await ctx.api.call("POST", "/learning/courses/nvr-110/enrol", {
      token: anna.token,
    });
    expect(first.body.data).toEqual({ enrolled: true, created: true });
    const again = await ctx.api.call("POST", "/learning/courses/nvr-110/enrol", {
      token: anna.token,
    });
    expect(again.body.data).toEqual({ enrolled: true, created: false });
    const mine = (await ctx.api.call("GET", "/learning/me/courses", { token: anna.token })).body
      .data.items;
    expect(mine.filter((c: { id: string }) => c.id === "nvr-110")).toHaveLength(1);
    expect(mine[0]).toMatchObject({ completed: 0, lessonCount: 5, resumeLessonId: "nvr-110-1" });
    expect(
      (await ctx.api.call("POST", "/learning/courses/nope/enrol", { token: anna.token })).status,
    ).toBe(404);
  });

  it("records a lesson once, enrols on the way and resumes at the first lesson not done", async () => {
    const one = await done(anna.token, "cam-110-2");
    expect(one.body.data).toMatchObject({ recorded: true, completed: 1 });
    const twice = await done(anna.token, "cam-110-2");
    expect(twice.body.data).toMatchObject({ recorded: false, completed: 1 });
    let course = (await ctx.api.call("GET", "/learning/me/courses/cam-110", { token: anna.token }))
      .body.data;
    expect(course.enrolled).toBe(true);
    expect(course.completed).toBe(1);
    expect(course.percent).toBe(20);
    expect(course.resumeLessonId).toBe("cam-110-1");
    expect(course.lessons.map((l: { done: boolean }) => l.done)).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
    await done(anna.token, "cam-110-1");
    course = (await ctx.api.call("GET", "/learning/me/courses/cam-110", { token: anna.token })).body
      .data;
    expect(course.resumeLessonId).toBe("cam-110-3");
    for (const n of [3, 4, 5]) await done(anna.token, `cam-110-${n}`);
    course = (await ctx.api.call("GET", "/learning/me/courses/cam-110", { token: anna.token })).body
      .data;
    expect(course).toMatchObject({ completed: 5, percent: 100, resumeLessonId: null });
    // The course worked on last comes first.
    const mine = (await ctx.api.call("GET", "/learning/me/courses", { token: anna.token })).body
      .data.items;
    expect(mine[0].id).toBe("cam-110");
  });

  it("never shows one learner's progress to another, nor to visitors", async () => {
    await done(anna.token, "plt-110-1");
    const bens = (await ctx.api.call("GET", "/learning/courses/plt-110", { token: ben.token })).body
      .data;
    expect(bens.completed).toBe(0);
    expect(bens.enrolled).toBe(false);
    const visitor = (await ctx.api.call("GET", "/learning/courses/plt-110")).body.data;
    expect(visitor.completed).toBe(0);
    expect(
      (await ctx.api.call("GET", "/learning/me/courses", { token: ben.token })).body.data.items,
    ).toEqual([]);
    expect(
      (await ctx.api.call("GET", "/learning/me/courses/plt-110", { token: ben.token })).status,
    ).toBe(404);
    const annas = (await ctx.api.call("GET", "/learning/lessons/plt-110-1", { token: anna.token }))
      .body.data;
    expect(annas.done).toBe(true);
  });

  it("keeps progress when the catalogue is loaded again", async () => {
    await loadCatalogue(ctx.backend.db);
    const course = (
      await ctx.api.call("GET", "/learning/me/courses/cam-110", { token: anna.token })
    ).body.data;
    expect(course.completed).toBe(5);
  });
});

describe("certification status", () => {
  const status = async (token: string, id: string) =>
    (await ctx.api.call("GET", "/learning/certifications", { token })).body.data.items.find(
      (c: { id: string }) => c.id === id,
    ).status;

  it("lists the certifications with their requirements; no status for visitors", async () => {
    const items = (await ctx.api.call("GET", "/learning/certifications")).body.data.items;
    expect(items.length).toBeGreaterThanOrEqual(4);
    const csp = items.find((c: { id: string }) => c.id === "cert-csp");
    expect(csp.courses.map((c: { id: string }) => c.id)).toEqual(["csp-101", "csp-201", "csp-301"]);
    expect(csp).toMatchObject({ examRequired: true, validityYears: 2, status: null });
  });

  it("goes from not started through in progress and ready to certified and expired", async () => {
    const carla = await learner("carla-learner@integrator.example");
    expect((await status(carla.token, "cert-nvr")).state).toBe("not-started");
    await done(carla.token, "nvr-110-1");
    expect(await status(carla.token, "cert-nvr")).toMatchObject({
      state: "in-progress",
      completedCourses: 0,
      totalCourses: 2,
    });
    for (let n = 1; n <= 5; n++) await done(carla.token, `nvr-110-${n}`);
    expect((await status(carla.token, "cert-nvr")).completedCourses).toBe(1);
    for (let n = 1; n <= 5; n++) await done(carla.token, `csp-301-${n}`);
    expect((await status(carla.token, "cert-nvr")).state).toBe("ready");
    const [user] = await ctx.backend.db.select().from(users).where(eq(users.id, carla.id));
    await ctx.backend.db.insert(certificates).values({
      number: "NLV-CSP-2020-AAAAAA",
      userId: carla.id,
      holderName: user!.name,
      company: "Test Integrators Ltd",
      email: user!.account,
      issuedOn: "2020-01-10",
      expiresOn: "2022-01-10",
    });
    expect(await status(carla.token, "cert-nvr")).toMatchObject({
      state: "expired",
      certificate: { number: "NLV-CSP-2020-AAAAAA", expiresOn: "2022-01-10" },
    });
    await ctx.backend.db.insert(certificates).values({
      number: "NLV-CSP-2099-BBBBBB",
      userId: carla.id,
      holderName: user!.name,
      company: "Test Integrators Ltd",
      email: user!.account,
      issuedOn: "2097-06-01",
      expiresOn: "2099-06-01",
    });
    expect(await status(carla.token, "cert-nvr")).toMatchObject({
      state: "certified",
      certificate: { expiresOn: "2099-06-01" },
    });
    // The certificate counts only where the courses are done.
    expect((await status(carla.token, "cert-csp")).state).toBe("in-progress");
  });

  it("decides the state from courses, exam and the certificate's last day", () => {
    const base = {
      totalCourses: 2,
      completedCourses: 2,
      completedLessons: 10,
      examRequired: true,
      certificate: null,
      today: "2026-05-01",
    };
    expect(certificationStatus({ ...base, completedCourses: 0, completedLessons: 0 }).state).toBe(
      "not-started",
    );
    expect(certificationStatus({ ...base, completedCourses: 1 }).state).toBe("in-progress");
    expect(certificationStatus(base).state).toBe("ready");
    expect(certificationStatus({ ...base, examRequired: false }).state).toBe("certified");
    const on = (expiresOn: string) =>
      certificationStatus({ ...base, certificate: { number: "N-1", expiresOn } }).state;
    expect(on("2026-05-01")).toBe("certified");
    expect(on("2026-04-30")).toBe("expired");
  });
});
