import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import type { Intent } from "@conform-to/react";
import { parseForm } from "~/components/forms/parse.server";
import { pageLanguage } from "~/i18n/route-language.server";
import { checkHoneypot } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";

/** The loader of a form page that reads nothing: only the language of its address is checked. */
export async function languageOnlyLoader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  return null;
}

/**
 * A public form's post as its action reads it: the page's language, the form (refused when its
 * honeypot is filled) and its submission checked by `schema`.
 */
export async function readSubmission<S extends z.ZodType>(
  args: ActionFunctionArgs,
  schema: S | ((intent: Intent | null) => S),
) {
  const language = pageLanguage(args);
  const formData = await readForm(args.request);
  checkHoneypot(formData);
  return { language, formData, submission: parseForm(formData, schema) };
}
