import { COURSE_LEVELS, PRODUCT_LINES } from "#shared/learning";

export { COURSE_LEVELS, PRODUCT_LINES };

/** A course as the catalogue lists it (api/areas/learning/service.ts). */
export interface CourseCard {
  id: string;
  code: string;
  productLine: string;
  level: string;
  path: string;
  title: string;
  summary: string;
  lessonCount: number;
  durationSeconds: number;
  firstLessonId: string | null;
}

export interface CourseList {
  items: CourseCard[];
  total: number;
  page: number;
  pageSize: number;
  productLines: { value: string; count: number }[];
  levels: { value: string; count: number }[];
}

export interface LessonItem {
  id: string;
  position: number;
  title: string;
  videoId: string;
  durationSeconds: number;
  done: boolean;
}

/** A course with its lessons and the learner's progress (none for visitors). */
export interface CourseProgress extends CourseCard {
  enrolled: boolean;
  lessons: LessonItem[];
  completed: number;
  percent: number;
  resumeLessonId: string | null;
}

export interface LessonDetail {
  id: string;
  position: number;
  title: string;
  videoId: string;
  durationSeconds: number;
  done: boolean;
  mime: string | null;
  captions: string[];
  nextLessonId: string | null;
  course: CourseProgress;
}

export interface MyCourse extends Omit<CourseProgress, "lessons"> {
  enrolledAt: string;
  lastActivityAt: string;
}

export interface CertificationItem {
  id: string;
  code: string;
  productLine: string;
  title: string;
  summary: string;
  examRequired: boolean;
  validityYears: number;
  courses: {
    id: string;
    code: string;
    title: string;
    path: string;
    lessonCount: number;
    completed: number;
    firstLessonId: string | null;
  }[];
  status: {
    state: "not-started" | "in-progress" | "ready" | "certified" | "expired";
    completedCourses: number;
    totalCourses: number;
    certificate: { number: string; expiresOn: string } | null;
  } | null;
}

/** The player of a lesson (no language prefix): specialist path lessons play at /csp-video. */
export const lessonPath = (id: string, path: string) =>
  path === "csp"
    ? `/csp-video/${encodeURIComponent(id)}`
    : `/training-video/${encodeURIComponent(id)}/training`;

/** Where a course is listed with its lessons. */
export const coursePath = (course: { id: string; path: string }) =>
  course.path === "csp" ? `/csp-learn#${course.id}` : `/training-course#${course.id}`;

/** The learner's page of one course. */
export const myCoursePath = (id: string) => `/my-learn/${encodeURIComponent(id)}/details`;

/** A duration in seconds as m:ss (the same in every language). */
export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
