import type { LinksFunction } from "@remix-run/node";
import { Form, useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Honeypot, SubmitButton } from "~/components/forms/submit-button";
import { LocalLink } from "~/components/LocalLink";
import { LANGUAGES, localizePath } from "~/i18n/languages";
import { dateFormat } from "~/lib/intl";
import { useRootData } from "~/lib/root-data";
import { captionsPath, posterPath, videoFilePath } from "~/lib/videos";
import {
  type CertificationItem,
  type CourseProgress,
  clock,
  type LessonDetail,
  type LessonItem,
  lessonPath,
  myCoursePath,
} from "./__learning";
import learningStyles from "./learning.css";

/** The `links` of a page of the learning area: its stylesheet. */
export const learningLinks: LinksFunction = () => [{ rel: "stylesheet", href: learningStyles }];

/** n of m lessons as a bar (a native `<progress>`) with its words beside it. */
export function ProgressBar({ completed, total }: { completed: number; total: number }) {
  const { t } = useTranslation("learning");
  const percent = total ? Math.round((completed / total) * 100) : 0;
  const text = t("progress.text", { completed, total, percent });
  return (
    <p className="learn-progress">
      <progress value={completed} max={total} aria-label={text} />
      <span className="learn-progress__text">{text}</span>
    </p>
  );
}

/** "Start learning": enrols (signing in first when needed) and opens the lesson to resume. */
export function EnrolForm({ courseId, label }: { courseId: string; label?: string }) {
  const { t } = useTranslation("learning");
  return (
    <Form method="post" className="learn-enrol">
      <Honeypot />
      <input type="hidden" name="intent" value="enrol" />
      <input type="hidden" name="course" value={courseId} />
      <SubmitButton name="course" value={courseId}>
        {label ?? t("course.start")}
      </SubmitButton>
    </Form>
  );
}

/** Where the learner stands in a course, and the link to go on (or to start). */
export function CourseStanding({ course }: { course: CourseProgress }) {
  const { t } = useTranslation("learning");
  const { user } = useRootData();
  if (!user || !course.enrolled) return <EnrolForm courseId={course.id} />;
  return (
    <div className="learn-standing">
      <ProgressBar completed={course.completed} total={course.lessons.length} />
      {course.resumeLessonId ? (
        <LocalLink className="button" to={lessonPath(course.resumeLessonId, course.path)}>
          {t("course.resume")}
        </LocalLink>
      ) : (
        <p className="learn-badge learn-badge--done">{t("course.completed")}</p>
      )}
      <LocalLink to={myCoursePath(course.id)}>{t("course.myDetails")}</LocalLink>
    </div>
  );
}

/** A lesson's status for the learner: done, or its length. */
function LessonState({ lesson }: { lesson: LessonItem }) {
  const { t } = useTranslation("learning");
  return lesson.done ? (
    <span className="learn-lesson__state is-done">{t("lesson.done")}</span>
  ) : (
    <span className="learn-lesson__state">
      <span className="visually-hidden">{t("lesson.duration")} </span>
      {clock(lesson.durationSeconds)}
    </span>
  );
}

/** The lessons of a course in order, each linking to its player, with the learner's status. */
export function LessonList({
  course,
  current,
}: {
  course: Pick<CourseProgress, "lessons" | "path">;
  current?: string;
}) {
  return (
    <ol className="learn-lessons">
      {course.lessons.map((lesson) => (
        <li key={lesson.id} className={lesson.done ? "learn-lesson is-done" : "learn-lesson"}>
          <LocalLink
            to={lessonPath(lesson.id, course.path)}
            aria-current={lesson.id === current ? "page" : undefined}
          >
            {lesson.title}
          </LocalLink>
          <LessonState lesson={lesson} />
        </li>
      ))}
    </ol>
  );
}

/** A course with its lessons (a plain list: it reads the same without JavaScript). */
export function CourseSection({ course }: { course: CourseProgress }) {
  const { t } = useTranslation("learning");
  return (
    <section className="card learn-course" id={course.id} aria-labelledby={`${course.id}-title`}>
      <p className="eyebrow">
        <bdi>{course.code}</bdi> · {t(`line.${course.productLine}`)} · {t(`level.${course.level}`)}
      </p>
      <h2 id={`${course.id}-title`}>{course.title}</h2>
      <p>{course.summary}</p>
      <p className="learn-course__facts">
        {t("course.lessons", { n: course.lessons.length })} · {clock(course.durationSeconds)}
      </p>
      <LessonList course={course} />
      <CourseStanding course={course} />
    </section>
  );
}

/** "Mark as done": a form that works without JavaScript (it posts and comes back). */
function DoneForm({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation("learning");
  return (
    <Form method="post" className="learn-done-form">
      <Honeypot />
      <input type="hidden" name="intent" value="done" />
      <input type="hidden" name="lesson" value={lessonId} />
      <SubmitButton name="lesson" value={lessonId}>
        {t("lesson.markDone")}
      </SubmitButton>
    </Form>
  );
}

/**
 * The lesson player of both paths: the library's video with poster and captions, "Mark as done",
 * the next lesson and the course's lessons beside it. With JavaScript a signed-in learner's lesson
 * is recorded when the video plays to its end (the same form, sent by a fetcher: no reload).
 */
export function LessonPlayer({
  lesson,
  back,
}: {
  lesson: LessonDetail;
  back: { to: string; label: string };
}) {
  const { t } = useTranslation("learning");
  const { language, user } = useRootData();
  const fetcher = useFetcher();
  const here = (path: string) => localizePath(path, language);
  const file = here(videoFilePath(lesson.videoId));
  const { course } = lesson;
  const next = course.lessons.find((l) => l.id === lesson.nextLessonId);
  const recording = fetcher.state !== "idle";
  const onEnded = () => {
    if (!user || lesson.done || recording) return;
    fetcher.submit({ intent: "done", lesson: lesson.id }, { method: "post" });
  };
  return (
    <section className="page learn-player">
      <p className="viewer__back">
        <LocalLink to={back.to}>{back.label}</LocalLink>
      </p>
      <PageTitle lesson={lesson} />
      <div className="learn-player__layout">
        <div className="learn-player__main">
          {/* biome-ignore lint/a11y/useMediaCaption: captions are added where the video has them */}
          <video
            controls
            preload="metadata"
            poster={here(posterPath(lesson.videoId))}
            width={320}
            height={180}
            onEnded={onEnded}
            data-lesson={lesson.id}
          >
            <source src={file} type={lesson.mime ?? undefined} />
            {lesson.captions.map((code) => {
              const l = LANGUAGES.find((x) => x.code === code);
              return (
                <track
                  key={code}
                  kind="captions"
                  src={here(captionsPath(lesson.videoId, code))}
                  srcLang={l?.lang ?? code}
                  label={l?.name ?? code}
                  default={code === language.code || undefined}
                />
              );
            })}
            <a href={file}>{t("lesson.open")}</a>
          </video>
          <div className="learn-player__actions" aria-live="polite">
            {lesson.done ? (
              <p className="learn-badge learn-badge--done">{t("lesson.completed")}</p>
            ) : recording ? (
              <p className="learn-badge">{t("lesson.recording")}</p>
            ) : (
              <DoneForm lessonId={lesson.id} />
            )}
            {next ? (
              <LocalLink className="button button--ghost" to={lessonPath(next.id, course.path)}>
                {t("lesson.next", { title: next.title })}
              </LocalLink>
            ) : (
              <LocalLink className="button button--ghost" to={back.to}>
                {t("lesson.lastOne")}
              </LocalLink>
            )}
          </div>
          {!user ? <p className="learn-note">{t("lesson.signInNote")}</p> : null}
        </div>
        <aside className="learn-player__lessons card" aria-labelledby="course-lessons">
          <h2 id="course-lessons">{t("lesson.courseLessons")}</h2>
          <p>{course.title}</p>
          {user && course.enrolled ? (
            <ProgressBar completed={course.completed} total={course.lessons.length} />
          ) : null}
          <LessonList course={course} current={lesson.id} />
        </aside>
      </div>
    </section>
  );
}

function PageTitle({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation("learning");
  return (
    <header className="page-header">
      <p className="eyebrow">
        <bdi>{lesson.course.code}</bdi> · {lesson.course.title}
      </p>
      <h1>{lesson.title}</h1>
      <p className="lead">
        {t("lesson.position", { n: lesson.position, total: lesson.course.lessons.length })} ·{" "}
        {clock(lesson.durationSeconds)}
      </p>
    </header>
  );
}

/** The learner's standing towards a certification, with where to go next. */
export function CertificationState({ item }: { item: CertificationItem }) {
  const { t } = useTranslation("learning");
  const { language } = useRootData();
  const status = item.status;
  if (!status) return null;
  const day = (value: string) =>
    dateFormat(language.lang, "long").format(new Date(`${value}T00:00:00Z`));
  const label =
    status.state === "certified" && status.certificate
      ? t("status.certifiedUntil", { date: day(status.certificate.expiresOn) })
      : status.state === "expired" && status.certificate
        ? t("status.expiredOn", { date: day(status.certificate.expiresOn) })
        : status.state === "in-progress"
          ? t("status.inProgress", {
              completed: status.completedCourses,
              total: status.totalCourses,
            })
          : t(`status.${status.state}`);
  return (
    <div className="learn-standing learn-status">
      <p className={`learn-badge learn-badge--${status.state}`}>
        <span className="visually-hidden">{t("status.label")} </span>
        {label}
      </p>
      {status.state === "ready" || status.state === "expired" ? (
        <LocalLink to="/learn-register">{t("status.registerExam")}</LocalLink>
      ) : null}
      {status.state === "certified" && status.certificate ? (
        <LocalLink to={`/certificates/${status.certificate.number}`}>
          {t("status.viewCertificate")}
        </LocalLink>
      ) : null}
    </div>
  );
}
