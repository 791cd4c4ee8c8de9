import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { metaBrand, pageMeta } from "~/lib/meta";
import { learningAction, loadLesson } from "./__learning.server";
import { LessonPlayer } from "./__learning-ui";
import learningStyles from "./learning.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: learningStyles }];
export const handle = { i18n: ["learning"] };
export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (error || !data) return errorMeta({ error, matches });
  return pageMeta(data.lesson.title, data.lesson.course.summary, metaBrand(matches));
};

export const loader = (args: LoaderFunctionArgs) => loadLesson(args, "general");
export const action = (args: ActionFunctionArgs) => learningAction(args);

/** A lesson of the training catalogue in the player. */
export default function TrainingVideoPage() {
  const { t } = useTranslation("learning");
  const { lesson } = useLoaderData<typeof loader>();
  return (
    <LessonPlayer
      lesson={lesson}
      back={{ to: "/training-course", label: t("lesson.backCourses") }}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: "learning:lesson.notFound" } }} />;
}
