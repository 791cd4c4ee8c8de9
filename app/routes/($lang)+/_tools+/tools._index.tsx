import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { pageLanguage } from "~/i18n/route-language.server";
import { sectionMeta } from "~/lib/meta";
import { TOOL_TEXT, TOOLS } from "./__calc/tools";
import toolStyles from "./tools.css";

export const links = () => [{ rel: "stylesheet", href: toolStyles }];

export const handle = { i18n: ["tools"] };

export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "tools:index");

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  return null;
}

/** /tools: the design tools and calculators. */
export default function ToolsIndex() {
  const { t } = useTranslation("tools");
  return (
    <div className="page tools-page">
      <h1>{t("title")}</h1>
      <p className="lead">{t("index.intro")}</p>
      <ul className="card-grid tools-cards">
        {TOOLS.map((tool) => (
          <li key={tool} className="tools-card">
            <h2>
              <LocalLink to={`/tools/${tool}`}>{t(TOOL_TEXT[tool].title)}</LocalLink>
            </h2>
            <p>{t(TOOL_TEXT[tool].intro)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
