import type { MetaDescriptor } from "@remix-run/react";
import type { ReactNode } from "react";
import { errorMeta } from "~/components/ErrorBoundary";
import { LocalLink } from "~/components/LocalLink";
import { useTranslation } from "react-i18next";
import { metaBrand, metaT, pageMeta } from "~/lib/meta";
import { TOOL_TEXT, type Tool } from "./__calc/tools";

/** A tool's page: the way back to the tools, its title and introduction, then the tool. */
export function ToolFrame({ tool, children }: { tool: Tool; children: ReactNode }) {
  const { t } = useTranslation("tools");
  const text = TOOL_TEXT[tool];
  return (
    <div className="page tools-page">
      <nav className="tools-crumbs" aria-label={t("breadcrumb")}>
        <LocalLink to="/tools">{t("title")}</LocalLink>
      </nav>
      <h1>{t(text.title)}</h1>
      <p className="lead">{t(text.intro)}</p>
      {children}
    </div>
  );
}

/** A tool page's title and description, or the error page's. */
export function toolMeta(
  tool: Tool | undefined,
  error: unknown,
  matches: Parameters<typeof metaT>[0],
): MetaDescriptor[] {
  if (error) return errorMeta({ error, matches });
  if (!tool) return [];
  const t = metaT(matches, "tools");
  const text = TOOL_TEXT[tool];
  return pageMeta(t(text.title), t(text.intro), metaBrand(matches));
}
