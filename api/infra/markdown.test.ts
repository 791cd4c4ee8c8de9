import { describe, expect, it } from "vitest";
import { headingId, markdownText, renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("gives headings ids from their text and returns the table of contents", () => {
    const { html, toc } = renderMarkdown(
      "## Before you start\n\nText.\n\n### Tools *needed*\n\n- a\n- b\n\n## Before you start\n\nMore.",
    );
    expect(html).toContain('<h2 id="before-you-start">Before you start</h2>');
    expect(html).toContain('<h3 id="tools-needed">Tools <em>needed</em></h3>');
    expect(html).toContain('<h2 id="before-you-start-2">');
    expect(toc).toEqual([
      { id: "before-you-start", text: "Before you start", depth: 2 },
      { id: "tools-needed", text: "Tools needed", depth: 3 },
      { id: "before-you-start-2", text: "Before you start", depth: 2 },
    ]);
  });

  it("keeps ids in any script and the same id for the same text", () => {
    expect(headingId("إعداد الشبكة")).toBe("إعداد-الشبكة");
    expect(headingId("ネットワーク設定")).toBe("ネットワーク設定");
    expect(renderMarkdown("## 网络 设置").toc[0]!.id).toBe(
      renderMarkdown("## 网络 设置").toc[0]!.id,
    );
    expect(renderMarkdown("## !!!").toc[0]!.id).toBe("section");
  });

  it("renders tables and lists", () => {
    const { html } = renderMarkdown("| a | b |\n|---|---|\n| 1 | 2 |\n\n1. one\n2. two");
    expect(html).toContain("<table>");
    expect(html).toContain("<td>1</td>");
    expect(html).toContain("<ol>");
  });

  it("removes raw HTML that runs: script, event handlers, javascript: links", () => {
    const { html } = renderMarkdown(
      '## Title\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\nText <b onclick="x()">bold</b> [link](javascript:alert(1))\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|alert/i);
    expect(html).toContain("<b>bold</b>");
  });

  it("escapes a heading's id", () => {
    const { html } = renderMarkdown('## a"b<c');
    expect(html).toMatch(/<h2 id="a-b-c">/);
  });
});

describe("markdownText", () => {
  it("keeps the words without the marks", () => {
    expect(
      markdownText(
        "## Wiring\n\n- **PoE** switch\n- see [the guide](/x)\n\n| Port | Power |\n|---|---|\n| 1 | 30 W |",
      ),
    ).toBe("Wiring\nPoE switch\nsee the guide\nPort Power\n1 30 W");
  });
});
