import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { COURSE_LEVELS, PRODUCT_LINES } from "#shared/learning";
import type { Database } from "../../db/client";
import {
  certificates,
  learningCertifications,
  learningCourses,
  learningEnrolments,
  learningLessons,
  learningProgress,
  videos,
} from "../../db/schema";
import { pick } from "../../infra/localized";
import { isoDay } from "../certification/dates";
import { certificationStatus } from "./status";

/** Courses on one page of the catalogue. */
export const COURSE_PAGE_SIZE = 6;

type CourseRow = typeof learningCourses.$inferSelect;
type LessonRow = typeof learningLessons.$inferSelect;

/** Every course (in path order) with its lessons (in order). */
async function catalogue(db: Database) {
  const [courses, lessons] = await Promise.all([
    db
      .select()
      .from(learningCourses)
      .orderBy(sql`${learningCourses.path} = 'general'`, learningCourses.position),
    db.select().from(learningLessons).orderBy(learningLessons.courseId, learningLessons.position),
  ]);
  const byCourse = new Map<string, LessonRow[]>();
  for (const l of lessons) byCourse.set(l.courseId, [...(byCourse.get(l.courseId) ?? []), l]);
  return courses.map((course) => ({ course, lessons: byCourse.get(course.id) ?? [] }));
}

/** The lessons `userId` has completed among `lessonIds` (none for a visitor). */
async function completedLessons(db: Database, userId: number | null, lessonIds?: string[]) {
  if (userId === null || lessonIds?.length === 0) return new Set<string>();
  const rows = await db
    .select({ lessonId: learningProgress.lessonId })
    .from(learningProgress)
    .where(
      and(
        eq(learningProgress.userId, userId),
        lessonIds ? inArray(learningProgress.lessonId, lessonIds) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.lessonId));
}

async function enrolmentsOf(db: Database, userId: number | null) {
  if (userId === null) return new Map<string, typeof learningEnrolments.$inferSelect>();
  const rows = await db
    .select()
    .from(learningEnrolments)
    .where(eq(learningEnrolments.userId, userId));
  return new Map(rows.map((r) => [r.courseId, r]));
}

const card = (course: CourseRow, lessons: LessonRow[], language: string) => ({
  id: course.id,
  code: course.code,
  productLine: course.productLine,
  level: course.level,
  path: course.path,
  title: pick(course.title, language),
  summary: pick(course.summary, language),
  lessonCount: lessons.length,
  durationSeconds: lessons.reduce((sum, l) => sum + l.durationSeconds, 0),
  firstLessonId: lessons[0]?.id ?? null,
});

/**
 * A course with its lessons and, for a signed-in learner, their progress: each lesson done or
 * not, the count, whether they are enrolled, and the lesson to resume (the first not done; null
 * when every lesson is done).
 */
function withProgress(
  course: CourseRow,
  lessons: LessonRow[],
  language: string,
  done: Set<string>,
  enrolled: boolean,
) {
  const items = lessons.map((l) => ({
    id: l.id,
    position: l.position,
    title: pick(l.title, language),
    videoId: l.videoId,
    durationSeconds: l.durationSeconds,
    done: done.has(l.id),
  }));
  const completed = items.filter((l) => l.done).length;
  return {
    ...card(course, lessons, language),
    enrolled,
    lessons: items,
    completed,
    percent: items.length ? Math.round((completed / items.length) * 100) : 0,
    resumeLessonId: items.find((l) => !l.done)?.id ?? null,
  };
}

export type CourseWithProgress = ReturnType<typeof withProgress>;

/** The catalogue's filters as read (list-query.ts): undefined for none, false for one that cannot match. */
export interface CourseQuery {
  productLine?: string | false;
  level?: string | false;
  path?: string | false;
  q?: string;
  page: number;
}

/** A page of the catalogue, filtered by product line, level, path and a text in title, summary or code. */
export async function listCourses(db: Database, language: string, query: CourseQuery) {
  const all = await catalogue(db);
  const text = query.q?.toLocaleLowerCase();
  const matches = all.filter(
    ({ course }) =>
      (query.productLine === undefined || course.productLine === query.productLine) &&
      (query.level === undefined || course.level === query.level) &&
      (query.path === undefined || course.path === query.path) &&
      (!text ||
        [course.code, pick(course.title, language), pick(course.summary, language)].some((v) =>
          v.toLocaleLowerCase().includes(text),
        )),
  );
  const count = (key: "productLine" | "level", value: string) =>
    all.filter(({ course }) => course[key] === value).length;
  return {
    items: matches
      .slice((query.page - 1) * COURSE_PAGE_SIZE, query.page * COURSE_PAGE_SIZE)
      .map(({ course, lessons }) => card(course, lessons, language)),
    total: matches.length,
    page: query.page,
    pageSize: COURSE_PAGE_SIZE,
    productLines: PRODUCT_LINES.map((value) => ({ value, count: count("productLine", value) })),
    levels: COURSE_LEVELS.map((value) => ({ value, count: count("level", value) })),
  };
}

/** Every course of a path (or all) with its lessons and the learner's progress. */
export async function courseOutline(
  db: Database,
  language: string,
  userId: number | null,
  path?: string,
) {
  const all = (await catalogue(db)).filter(({ course }) => !path || course.path === path);
  const [done, enrolments] = await Promise.all([
    completedLessons(db, userId),
    enrolmentsOf(db, userId),
  ]);
  return {
    items: all.map(({ course, lessons }) =>
      withProgress(course, lessons, language, done, enrolments.has(course.id)),
    ),
  };
}

async function courseWithLessons(db: Database, id: string) {
  const [course] = await db.select().from(learningCourses).where(eq(learningCourses.id, id));
  if (!course) return null;
  const lessons = await db
    .select()
    .from(learningLessons)
    .where(eq(learningLessons.courseId, id))
    .orderBy(learningLessons.position);
  return { course, lessons };
}

/** One course with its lessons and the learner's progress; null when there is no such course. */
export async function courseDetail(
  db: Database,
  language: string,
  id: string,
  userId: number | null,
) {
  const found = await courseWithLessons(db, id);
  if (!found) return null;
  const [done, enrolments] = await Promise.all([
    completedLessons(
      db,
      userId,
      found.lessons.map((l) => l.id),
    ),
    enrolmentsOf(db, userId),
  ]);
  const enrolment = enrolments.get(id);
  return {
    ...withProgress(found.course, found.lessons, language, done, Boolean(enrolment)),
    enrolledAt: enrolment?.enrolledAt ?? null,
    lastLessonId: enrolment?.lastLessonId ?? null,
  };
}

/**
 * A lesson for the player: its course (lessons and progress), the video's type and caption
 * languages, and the next lesson; null when there is no such lesson.
 */
export async function lessonDetail(
  db: Database,
  language: string,
  id: string,
  userId: number | null,
) {
  const [lesson] = await db.select().from(learningLessons).where(eq(learningLessons.id, id));
  if (!lesson) return null;
  const course = await courseDetail(db, language, lesson.courseId, userId);
  if (!course) return null;
  const [video] = await db
    .select({ mime: videos.mime, captions: videos.captions })
    .from(videos)
    .where(eq(videos.id, lesson.videoId));
  const index = course.lessons.findIndex((l) => l.id === id);
  return {
    id: lesson.id,
    position: lesson.position,
    title: pick(lesson.title, language),
    videoId: lesson.videoId,
    durationSeconds: lesson.durationSeconds,
    done: course.lessons[index]?.done ?? false,
    mime: video?.mime ?? null,
    captions: Object.keys(video?.captions ?? {}),
    nextLessonId: course.lessons[index + 1]?.id ?? null,
    course,
  };
}

/** Enrols the learner in a course (once); false when there is no such course. */
export async function enrol(db: Database, userId: number, courseId: string) {
  const [course] = await db
    .select({ id: learningCourses.id })
    .from(learningCourses)
    .where(eq(learningCourses.id, courseId));
  if (!course) return null;
  const inserted = await db
    .insert(learningEnrolments)
    .values({ userId, courseId })
    .onConflictDoNothing()
    .returning({ id: learningEnrolments.id });
  return { enrolled: true, created: inserted.length > 0 };
}

/**
 * Records a lesson as done (once: a second time changes nothing but the lesson to resume from),
 * enrolling the learner in its course; null when there is no such lesson.
 */
export async function markLessonDone(db: Database, userId: number, lessonId: string) {
  const [lesson] = await db
    .select({ id: learningLessons.id, courseId: learningLessons.courseId })
    .from(learningLessons)
    .where(eq(learningLessons.id, lessonId));
  if (!lesson) return null;
  const now = new Date();
  await db
    .insert(learningEnrolments)
    .values({ userId, courseId: lesson.courseId, lastLessonId: lessonId, lastActivityAt: now })
    .onConflictDoUpdate({
      target: [learningEnrolments.userId, learningEnrolments.courseId],
      set: { lastLessonId: lessonId, lastActivityAt: now },
    });
  const inserted = await db
    .insert(learningProgress)
    .values({ userId, lessonId })
    .onConflictDoNothing()
    .returning({ id: learningProgress.id });
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(learningProgress)
    .innerJoin(learningLessons, eq(learningLessons.id, learningProgress.lessonId))
    .where(and(eq(learningProgress.userId, userId), eq(learningLessons.courseId, lesson.courseId)));
  return { recorded: inserted.length > 0, courseId: lesson.courseId, completed: Number(row?.n) };
}

/** The learner's courses, the one worked on last first, with progress and the lesson to resume. */
export async function myCourses(db: Database, language: string, userId: number) {
  const enrolments = await db
    .select()
    .from(learningEnrolments)
    .where(eq(learningEnrolments.userId, userId))
    .orderBy(desc(learningEnrolments.lastActivityAt), desc(learningEnrolments.id));
  if (enrolments.length === 0) return { items: [] };
  const [all, done] = await Promise.all([catalogue(db), completedLessons(db, userId)]);
  const byId = new Map(all.map((c) => [c.course.id, c]));
  return {
    items: enrolments.flatMap((e) => {
      const found = byId.get(e.courseId);
      if (!found) return [];
      const { lessons: _, ...course } = withProgress(
        found.course,
        found.lessons,
        language,
        done,
        true,
      );
      return [{ ...course, enrolledAt: e.enrolledAt, lastActivityAt: e.lastActivityAt }];
    }),
  };
}

/** The certificate of the learner that lasts longest, if any. */
async function latestCertificate(db: Database, userId: number) {
  const [row] = await db
    .select({ number: certificates.number, expiresOn: certificates.expiresOn })
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.expiresOn))
    .limit(1);
  return row ?? null;
}

/**
 * The certifications per product line with their requirements (courses, exam, validity) and, for
 * a signed-in learner, the progress on each course and their standing (status.ts).
 */
export async function certificationList(
  db: Database,
  language: string,
  userId: number | null,
  now = new Date(),
) {
  const [rows, all, done, certificate] = await Promise.all([
    db.select().from(learningCertifications).orderBy(learningCertifications.position),
    catalogue(db),
    completedLessons(db, userId),
    userId === null ? null : latestCertificate(db, userId),
  ]);
  const byId = new Map(all.map((c) => [c.course.id, c]));
  return {
    items: rows.map((row) => {
      const courses = row.courseIds.flatMap((id) => {
        const found = byId.get(id);
        if (!found) return [];
        const completed = found.lessons.filter((l) => done.has(l.id)).length;
        return [
          {
            id,
            code: found.course.code,
            title: pick(found.course.title, language),
            path: found.course.path,
            lessonCount: found.lessons.length,
            completed,
            firstLessonId: found.lessons[0]?.id ?? null,
          },
        ];
      });
      return {
        id: row.id,
        code: row.code,
        productLine: row.productLine,
        title: pick(row.title, language),
        summary: pick(row.summary, language),
        examRequired: row.examRequired,
        validityYears: row.validityYears,
        courses,
        status:
          userId === null
            ? null
            : certificationStatus({
                totalCourses: courses.length,
                completedCourses: courses.filter((c) => c.completed === c.lessonCount).length,
                completedLessons: courses.reduce((sum, c) => sum + c.completed, 0),
                examRequired: row.examRequired,
                certificate,
                today: isoDay(now),
              }),
      };
    }),
  };
}

/** The public learning pages for the sitemap: `{ path }` of each lesson player (no language prefix). */
export async function learningDetailPages(db: Database) {
  const rows = await db
    .select({ id: learningLessons.id, path: learningCourses.path })
    .from(learningLessons)
    .innerJoin(learningCourses, eq(learningCourses.id, learningLessons.courseId))
    .orderBy(learningLessons.courseId, learningLessons.position);
  return {
    items: rows.map((r) => ({
      kind: "lesson" as const,
      id: r.id,
      path:
        r.path === "csp"
          ? `/csp-video/${encodeURIComponent(r.id)}`
          : `/training-video/${encodeURIComponent(r.id)}/training`,
    })),
  };
}
