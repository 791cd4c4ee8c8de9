import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireSession } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { metaBrand, pageMeta } from "~/lib/meta";
import { type CourseProgress, lessonPath } from "./__learning";
import { learningId } from "./learning.server";
import { LessonList, ProgressBar, learningLinks } from "./__learning-ui";

export const links = learningLinks;
export const handle = { i18n: ["learning"] };
export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (error || !data) return errorMeta({ error, matches });
  return [
    ...pageMeta(data.course.title, data.course.summary, metaBrand(matches)),
    { name: "robots", content: "noindex" },
  ];
};

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireSession(args);
  const id = learningId(args.params.id);
  const course = await requireOk(
    args.request,
    await callApi<CourseProgress>(args, `/learning/me/courses/${id}`, { session }),
  );
  return { course };
}

/** One of the learner's courses: each lesson's status, the progress and where to resume. */
export default function MyCourseDetailsPage() {
  const { t } = useTranslation("learning");
  const { course } = useLoaderData<typeof loader>();
  return (
    <section className="page learn-my-course">
      <p className="viewer__back">
        <LocalLink to="/my-learn">{t("my.back")}</LocalLink>
      </p>
      <PageHeader eyebrow={course.code} title={course.title} lead={course.summary} />
      <div className="card">
        <ProgressBar completed={course.completed} total={course.lessons.length} />
        <LessonList course={course} />
        <div className="learn-standing">
          {course.resumeLessonId ? (
            <LocalLink className="button" to={lessonPath(course.resumeLessonId, course.path)}>
              {t("my.resumeAt", {
                title: course.lessons.find((l) => l.id === course.resumeLessonId)?.title ?? "",
              })}
            </LocalLink>
          ) : (
            <p className="learn-badge learn-badge--done">{t("course.completed")}</p>
          )}
        </div>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: "learning:my.notFound" } }} />;
}
