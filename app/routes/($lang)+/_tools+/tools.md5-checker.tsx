import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { pageLanguage } from "~/i18n/route-language.server";
import { Md5Checker } from "./__md5";
import { ToolFrame, toolMeta } from "./__tool-frame";
import { hashUpload } from "./md5.server";
import toolStyles from "./tools.css";

/**
 * The MD5 checker (/tools/md5-checker), a page of its own so that the calculators' pages carry none
 * of its code and it carries none of theirs.
 */
export const links = () => [{ rel: "stylesheet", href: toolStyles }];

export const handle = { i18n: ["tools"] };

export const meta: MetaFunction = ({ error, matches }) => toolMeta("md5-checker", error, matches);

export function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  return null;
}

/** The file to hash, sent without JavaScript (with it, the browser hashes the file itself). */
export async function action(args: ActionFunctionArgs) {
  pageLanguage(args);
  return hashUpload(args.request);
}

export default function Md5CheckerPage() {
  return (
    <ToolFrame tool="md5-checker">
      <Md5Checker />
    </ToolFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
