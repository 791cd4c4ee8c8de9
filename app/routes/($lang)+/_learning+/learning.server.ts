import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireSession } from "~/lib/auth.server";
import { requireOk, throwFailure } from "~/lib/failure.server";
import { checkHoneypot, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { LEARNING_ID } from "#shared/learning";
import { type CourseProgress, type LessonDetail, lessonPath } from "./__learning";

const notFound = () => new Response("Not Found", { status: 404 });
const badForm = () =>
  new Response("The form could not be read.", {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** A course or lesson id of the address; anything else is the 404 page. */
export function learningId(raw: string | undefined): string {
  if (!raw || !LEARNING_ID.test(raw)) throw notFound();
  return raw;
}

/**
 * The lesson of a player page: 404 for an unknown id, and for a lesson of the other path (a
 * general lesson at /csp-video, a specialist one at /training-video).
 */
export async function loadLesson(args: LoaderFunctionArgs, path: "csp" | "general") {
  pageLanguage(args);
  const id = learningId(args.params.videoId);
  const lesson = await requireOk(
    args.request,
    await callApi<LessonDetail>(args, `/learning/lessons/${id}`),
  );
  if (lesson.course.path !== path) throw notFound();
  return { lesson };
}

/**
 * The learning forms of every page (post/redirect/get, with or without JavaScript), signed in
 * only (a visitor goes to sign in and comes back):
 * - `intent=enrol`, `course`: "Start learning" enrols and opens the lesson to resume;
 * - `intent=done`, `lesson`: "Mark as done" (or the video played to its end) records the lesson
 *   and comes back to this page.
 */
export async function learningAction(args: ActionFunctionArgs) {
  const language = pageLanguage(args);
  const formData = await readForm(args.request);
  checkHoneypot(formData);
  const intent = formData.get("intent");
  const field = intent === "enrol" ? "course" : intent === "done" ? "lesson" : null;
  const id = field ? formData.get(field) : null;
  if (!field || typeof id !== "string" || !LEARNING_ID.test(id)) throw badForm();
  const session = await requireSession(args);
  if (intent === "enrol") {
    const enrolled = await callApi(args, `/learning/courses/${id}/enrol`, {
      method: "POST",
      session,
    });
    if (!enrolled.ok) return throwFailure(args.request, enrolled);
    const course = await requireOk(
      args.request,
      await callApi<CourseProgress>(args, `/learning/courses/${id}`, { session }),
    );
    const lesson = course.resumeLessonId ?? course.firstLessonId;
    const to = lesson ? lessonPath(lesson, course.path) : "/my-learn";
    return redirectWithToast(args.request, localizePath(to, language), "learning:toast.enrolled", {
      course: course.title.slice(0, 200),
    });
  }
  const done = await callApi<{ recorded: boolean }>(args, `/learning/lessons/${id}/done`, {
    method: "POST",
    session,
  });
  if (!done.ok) return throwFailure(args.request, done);
  const url = new URL(args.request.url);
  url.searchParams.delete("index");
  return redirectWithToast(
    args.request,
    url.pathname + url.search,
    done.data.recorded ? "learning:toast.done" : "learning:toast.alreadyDone",
  );
}
