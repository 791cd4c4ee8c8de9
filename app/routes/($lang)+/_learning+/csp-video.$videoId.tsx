import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadLesson } from "./__learning.server";

/** A lesson of the certified specialist path in the player (`__lesson-page.tsx`). */
export {
  action,
  ErrorBoundary,
  handle,
  LessonPage as default,
  links,
  meta,
} from "./__lesson-page";

export const loader = (args: LoaderFunctionArgs) => loadLesson(args, "csp");
