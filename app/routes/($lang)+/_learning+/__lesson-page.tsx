import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { metaBrand, pageMeta } from "~/lib/meta";
import type { loadLesson } from "./learning.server";
import { LessonPlayer, learningLinks } from "./__learning-ui";

/**
 * The lesson player page of both paths (`/csp-video/{id}` and `/training-video/{id}/training`):
 * each route gives only its loader, which refuses a lesson of the other path.
 */
/** The loader of either route: `loadLesson` with its path. */
type LessonLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadLesson>;

export const links = learningLinks;
export const meta: MetaFunction<LessonLoader> = ({ data, error, matches }) => {
  if (error || !data) return errorMeta({ error, matches });
  return pageMeta(data.lesson.title, data.lesson.course.summary, metaBrand(matches));
};

/** A lesson in the player, with the way back to its path's list. */
export function LessonPage() {
  const { t } = useTranslation("learning");
  const { lesson } = useLoaderData<LessonLoader>();
  const back =
    lesson.course.path === "csp"
      ? { to: "/csp-learn", label: t("lesson.backPath") }
      : { to: "/training-course", label: t("lesson.backCourses") };
  return <LessonPlayer lesson={lesson} back={back} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: "learning:lesson.notFound" } }} />;
}
