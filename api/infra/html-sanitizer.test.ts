import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./html-sanitizer";

describe("sanitizeHtml", () => {
  it("keeps text structure, tables, code and relative links", () => {
    const html =
      '<h2 id="a">Setup</h2><p>Use <strong>PoE</strong> and <a href="/support">support</a>.</p>' +
      '<table><tr><th scope="col">Port</th></tr><tr><td>554</td></tr></table><pre><code class="language-sh">ping</code></pre>';
    expect(sanitizeHtml(html)).toBe(html.replace("<table><tr>", "<table><tr>"));
  });

  it("drops scripts, styles, handlers and their content", () => {
    const out = sanitizeHtml(
      '<script>window.__pwned=1</script><style>body{display:none}</style><p onclick="x()" style="color:red">Hi</p><img src="/a.png" onerror="alert(1)">',
    );
    expect(out).toBe('<p>Hi</p><img src="/a.png" />');
  });

  it("drops javascript:, data: and vbscript: addresses, whatever their case or spacing", () => {
    for (const href of [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "java\nscript:x",
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).not.toMatch(/href/);
    }
  });

  it("drops forms, frames, objects, embeds and remote images", () => {
    const out = sanitizeHtml(
      '<form action="/x"><input name="a"><button>Go</button></form><iframe src="/x"></iframe><object data="/x"></object><embed src="/x"><img src="https://evil.example/p.gif"><img src="//evil.example/p.gif"><img src="data:image/png;base64,AAAA">',
    );
    expect(out).not.toMatch(/<(form|input|button|iframe|object|embed|img)/);
  });

  it("marks links to other sites as nofollow and keeps mail links", () => {
    expect(sanitizeHtml('<a href="https://example.com/">x</a>')).toBe(
      '<a href="https://example.com/" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@b.example">m</a>')).toContain(
      'href="mailto:a@b.example"',
    );
  });
});

describe("sanitizeHtml against a whole hostile document", () => {
  it("keeps the text and drops every payload of a document's head and body", () => {
    const out = sanitizeHtml(`<!doctype html><html><head><title>T</title>
<script>window.__pwned = true</script><style>body { background: url(https://t.example/b.png) }</style>
<link rel="stylesheet" href="https://cdn.example/e.css"><meta http-equiv="refresh" content="0;url=https://e.example/"></head>
<body><h1>Notes</h1><p onmouseover="x()">Port 554.</p><svg onload="x()"><script>x()</script></svg>
<math><mi xlink:href="javascript:x()">m</mi></math><a href="javascript:x()">c</a><a href="data:text/html,x">d</a>
<img src="x" onerror="x()"><base href="https://e.example/"><textarea>t</textarea><select><option>o</option></select>
<details open ontoggle="x()"><summary>s</summary></details><video src="https://e.example/v.mp4"></video></body></html>`);
    expect(out).toContain("<h1>Notes</h1>");
    expect(out).toContain("<p>Port 554.</p>");
    for (const banned of [
      /<script/i,
      /<style/i,
      /<link/i,
      /<meta/i,
      /<base/i,
      /<svg/i,
      /<video/i,
      /<textarea/i,
      /<select/i,
      /\son\w+=/i,
      /javascript:/i,
      /data:/i,
      /https?:\/\/[^"]*\.example\//i,
    ])
      expect(out).not.toMatch(banned);
  });

  it("keeps a relative image and drops its size-less remote twin", () => {
    expect(sanitizeHtml('<img src="/media/a.png" alt="A"><img src="http://e.example/a.png">')).toBe(
      '<img src="/media/a.png" alt="A" />',
    );
  });
});
