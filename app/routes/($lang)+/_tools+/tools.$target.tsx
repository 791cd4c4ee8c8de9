import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { LocalLink } from "~/components/LocalLink";
import { pageLanguage } from "~/i18n/route-language.server";
import { metaBrand, metaT, pageMeta } from "~/lib/meta";
import { CalculatorForm, CalculatorResult } from "./__calculator";
import { DesignTool } from "./__design-tool";
import { Md5Checker } from "./__md5";
import { SideView } from "./__side-view";
import { hashUpload } from "./md5.server";
import { isCalculator, isTool, TOOL_TEXT, type Tool } from "./__calc/tools";
import { type CalculatorPage, calculatorPage, catalogueModels } from "./tools.server";
import toolStyles from "./tools.css";

export const links = () => [{ rel: "stylesheet", href: toolStyles }];

export const handle = { i18n: ["tools"] };

function toolOf(target: string | undefined): Tool {
  if (!isTool(target)) throw new Response("Not Found", { status: 404 });
  return target;
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (error) return errorMeta({ error, matches });
  if (!data) return [];
  const t = metaT(matches, "tools");
  const text = TOOL_TEXT[data.tool];
  return pageMeta(t(text.title), t(text.intro), metaBrand(matches));
};

type Page =
  | { tool: Tool; calculator: CalculatorPage; cameras?: undefined }
  | { tool: Tool; calculator?: undefined; cameras?: number };

export async function loader(args: LoaderFunctionArgs): Promise<Page> {
  pageLanguage(args);
  const tool = toolOf(args.params.target);
  if (isCalculator(tool)) return { tool, calculator: await calculatorPage(args, tool) };
  if (tool === "design-tool")
    return { tool, cameras: (await catalogueModels(args, "camera")).length };
  return { tool };
}

/** Only the MD5 checker takes a post: the file to hash, without JavaScript. */
export async function action(args: ActionFunctionArgs) {
  pageLanguage(args);
  if (toolOf(args.params.target) !== "md5-checker")
    throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  return hashUpload(args.request);
}

export default function ToolPage() {
  const { t } = useTranslation("tools");
  const page = useLoaderData<typeof loader>();
  const text = TOOL_TEXT[page.tool];
  const calculator = page.calculator;
  return (
    <div className="page tools-page">
      <nav className="tools-crumbs" aria-label={t("breadcrumb")}>
        <LocalLink to="/tools">{t("title")}</LocalLink>
      </nav>
      <h1>{t(text.title)}</h1>
      <p className="lead">{t(text.intro)}</p>
      {calculator && isCalculator(page.tool) ? (
        <div className="tools-layout">
          <CalculatorForm
            key={page.tool}
            toolKey={text.key}
            inputs={calculator.inputs}
            lastResult={calculator.lastResult}
            models={calculator.models}
          />
          <div>
            <CalculatorResult result={calculator.result} noData={calculator.noData} />
            {calculator.result?.view ? <SideView view={calculator.result.view} /> : null}
          </div>
        </div>
      ) : null}
      {page.tool === "design-tool" ? <DesignTool cameras={page.cameras ?? 0} /> : null}
      {page.tool === "md5-checker" ? <Md5Checker /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
