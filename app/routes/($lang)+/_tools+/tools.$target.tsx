import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { ToolFrame, toolMeta } from "./__tool-frame";
import { pageLanguage } from "~/i18n/route-language.server";
import { CalculatorForm, CalculatorResult, RESULT_ANCHOR } from "./__calculator";
import { SideView } from "./__side-view";
import { type Calculator, isCalculator, TOOL_TEXT } from "./__calc/tools";
import { calculatorPage } from "./tools.server";
import toolStyles from "./tools.css";

export const links = () => [{ rel: "stylesheet", href: toolStyles }];

export const handle = { i18n: ["tools"] };

/** The calculator of the address; the design tool and the MD5 checker have pages of their own. */
function toolOf(target: string | undefined): Calculator {
  if (!isCalculator(target ?? "")) throw new Response("Not Found", { status: 404 });
  return target as Calculator;
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  toolMeta(data?.tool, error, matches);

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const tool = toolOf(args.params.target);
  return { tool, calculator: await calculatorPage(args, tool) };
}

/** Only the MD5 checker takes a post (tools.md5-checker.tsx); the calculators answer 405. */
export async function action(args: ActionFunctionArgs) {
  pageLanguage(args);
  toolOf(args.params.target);
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
}

export default function ToolPage() {
  const { tool, calculator } = useLoaderData<typeof loader>();
  return (
    <ToolFrame tool={tool}>
      <div className="tools-layout">
        <CalculatorForm
          key={tool}
          toolKey={TOOL_TEXT[tool].key}
          inputs={calculator.inputs}
          lastResult={calculator.lastResult}
          models={calculator.models}
        />
        <div id={RESULT_ANCHOR}>
          <CalculatorResult result={calculator.result} noData={calculator.noData} />
          {calculator.result?.view ? <SideView view={calculator.result.view} /> : null}
        </div>
      </div>
    </ToolFrame>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
