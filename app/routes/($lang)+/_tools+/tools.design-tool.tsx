import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { pageLanguage } from "~/i18n/route-language.server";
import { DesignTool } from "./__design-tool";
import { ToolFrame, toolMeta } from "./__tool-frame";
import { catalogueModels } from "./tools.server";
import toolStyles from "./tools.css";

/** The design tool (/tools/design-tool): a page of its own, without the calculators' code. */
export const links = () => [{ rel: "stylesheet", href: toolStyles }];

export const handle = { i18n: ["tools"] };

export const meta: MetaFunction = ({ error, matches }) => toolMeta("design-tool", error, matches);

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  return { cameras: (await catalogueModels(args, "camera")).length };
}

/** The design tool takes no post. */
export function action(args: ActionFunctionArgs) {
  pageLanguage(args);
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
}

export default function DesignToolPage() {
  const { cameras } = useLoaderData<typeof loader>();
  return (
    <ToolFrame tool="design-tool">
      <DesignTool cameras={cameras} />
    </ToolFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
