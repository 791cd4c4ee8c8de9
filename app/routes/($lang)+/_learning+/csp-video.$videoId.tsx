import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { learningAction, loadLesson } from "./learning.server";

/** A lesson of the certified specialist path in the player (`__lesson-page.tsx`). */
export { ErrorBoundary, LessonPage as default, links, meta } from "./__lesson-page";

export const handle = { i18n: ["learning"] };

export const loader = (args: LoaderFunctionArgs) => loadLesson(args, "csp");
export const action = (args: ActionFunctionArgs) => learningAction(args);
