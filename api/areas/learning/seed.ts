import { readFileSync } from "node:fs";
import path from "node:path";
import { notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  learningCertifications,
  learningCourses,
  learningLessons,
  type Localized,
  videos,
} from "../../db/schema";

/** content/catalogue/learning.json: courses with their lessons, and the certifications. */
interface LearningFile {
  courses: {
    id: string;
    code: string;
    productLine: string;
    level: string;
    path: string;
    position: number;
    title: Localized;
    summary: Localized;
    lessons: { id: string; videoId: string; title: Localized }[];
  }[];
  certifications: {
    id: string;
    code: string;
    productLine: string;
    position: number;
    courses: string[];
    examRequired: boolean;
    validityYears: number;
    title: Localized;
    summary: Localized;
  }[];
}

/**
 * The e-learning catalogue (after the video library, whose clips the lessons play). Rows are
 * updated in place, so learners' enrolments and progress survive a catalogue reload; courses,
 * lessons and certifications no longer in the file are removed (with the progress on them).
 */
export async function seedLearning(db: Database, catalogueDir: string) {
  const file = JSON.parse(
    readFileSync(path.join(catalogueDir, "learning.json"), "utf8"),
  ) as LearningFile;
  const durations = new Map(
    (await db.select({ id: videos.id, seconds: videos.durationSeconds }).from(videos)).map((v) => [
      v.id,
      v.seconds ?? 0,
    ]),
  );
  const courseRows = file.courses.map(({ lessons: _, ...c }) => c);
  const lessonRows = file.courses.flatMap((c) =>
    c.lessons.map((l, i) => {
      const seconds = durations.get(l.videoId);
      if (seconds === undefined) throw new Error(`Lesson ${l.id}: no video ${l.videoId}.`);
      return { ...l, courseId: c.id, position: i + 1, durationSeconds: seconds };
    }),
  );
  const certificationRows = file.certifications.map(({ courses, ...c }) => ({
    ...c,
    courseIds: courses,
  }));
  const excluded = (name: string) => sql.raw(`excluded.${name}`);
  if (courseRows.length)
    await db
      .insert(learningCourses)
      .values(courseRows)
      .onConflictDoUpdate({
        target: learningCourses.id,
        set: {
          code: excluded("code"),
          productLine: excluded("product_line"),
          level: excluded("level"),
          path: excluded("path"),
          position: excluded("position"),
          title: excluded("title"),
          summary: excluded("summary"),
        },
      });
  if (lessonRows.length)
    await db
      .insert(learningLessons)
      .values(lessonRows)
      .onConflictDoUpdate({
        target: learningLessons.id,
        set: {
          courseId: excluded("course_id"),
          position: excluded("position"),
          title: excluded("title"),
          videoId: excluded("video_id"),
          durationSeconds: excluded("duration_seconds"),
        },
      });
  if (certificationRows.length)
    await db
      .insert(learningCertifications)
      .values(certificationRows)
      .onConflictDoUpdate({
        target: learningCertifications.id,
        set: {
          code: excluded("code"),
          productLine: excluded("product_line"),
          position: excluded("position"),
          title: excluded("title"),
          summary: excluded("summary"),
          courseIds: excluded("course_ids"),
          examRequired: excluded("exam_required"),
          validityYears: excluded("validity_years"),
        },
      });
  await db.delete(learningLessons).where(
    notInArray(
      learningLessons.id,
      lessonRows.map((l) => l.id),
    ),
  );
  await db.delete(learningCourses).where(
    notInArray(
      learningCourses.id,
      courseRows.map((c) => c.id),
    ),
  );
  await db.delete(learningCertifications).where(
    notInArray(
      learningCertifications.id,
      certificationRows.map((c) => c.id),
    ),
  );
  return { courses: courseRows.length, lessons: lessonRows.length };
}
