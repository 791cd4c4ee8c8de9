import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, localized } from "./common";

/**
 * An e-learning course: a product line, a level, and whether it belongs to the certified
 * specialist path (`csp`) or the general catalogue; `position` orders courses within a path.
 */
export const learningCourses = pgTable("learning_courses", {
  id: text("id").primaryKey(),
  code: text("code").notNull(),
  productLine: text("product_line").notNull(),
  level: text("level").notNull(),
  path: text("path").notNull(),
  position: integer("position").notNull(),
  title: localized("title").notNull(),
  summary: localized("summary").notNull(),
});

/** A lesson of a course: a video of the library (by its id) and its length in seconds. */
export const learningLessons = pgTable(
  "learning_lessons",
  {
    id: text("id").primaryKey(),
    courseId: text("course_id")
      .notNull()
      .references(() => learningCourses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: localized("title").notNull(),
    videoId: text("video_id").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
  },
  (t) => [index("learning_lessons_course").on(t.courseId, t.position)],
);

/**
 * A product certification: the courses to complete and whether the certified specialist exam is
 * required; a certificate is valid for `validityYears` (spec §4: two years).
 */
export const learningCertifications = pgTable("learning_certifications", {
  id: text("id").primaryKey(),
  code: text("code").notNull(),
  productLine: text("product_line").notNull(),
  position: integer("position").notNull(),
  title: localized("title").notNull(),
  summary: localized("summary").notNull(),
  courseIds: jsonb("course_ids").$type<string[]>().notNull().default([]),
  examRequired: boolean("exam_required").notNull().default(true),
  validityYears: integer("validity_years").notNull().default(2),
});

/** A learner's enrolment in a course, with the lesson they worked on last. */
export const learningEnrolments = pgTable(
  "learning_enrolments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => learningCourses.id, { onDelete: "cascade" }),
    enrolledAt: createdAt(),
    lastLessonId: text("last_lesson_id"),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("learning_enrolments_user_course").on(t.userId, t.courseId)],
);

/** A lesson a learner completed (once: recording it again changes nothing). */
export const learningProgress = pgTable(
  "learning_progress",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id")
      .notNull()
      .references(() => learningLessons.id, { onDelete: "cascade" }),
    completedAt: createdAt(),
  },
  (t) => [uniqueIndex("learning_progress_user_lesson").on(t.userId, t.lessonId)],
);
