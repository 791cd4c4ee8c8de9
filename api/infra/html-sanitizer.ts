import sanitize from "sanitize-html";

/**
 * The one HTML sanitizer of the site, for documents and articles shown inside its pages. An
 * allow-list: text structure, lists, tables, code, links and same-origin images. Nothing that runs
 * or fetches survives: no script or style element, no event handler or style attribute, no form,
 * frame, object or embed, no `javascript:` or `data:` URL, no address on another origin.
 */
const ALLOWED_TAGS = [
  ..."h1 h2 h3 h4 h5 h6 p br hr blockquote pre code kbd samp span div section article aside".split(
    " ",
  ),
  ..."header footer figure figcaption strong b em i u s small sub sup mark abbr dfn q cite time".split(
    " ",
  ),
  ..."ul ol li dl dt dd table thead tbody tfoot tr th td caption colgroup col a img".split(" "),
];

/** A relative address: a path, a query or a fragment (never a scheme or `//host`). */
function isRelative(url: string): boolean {
  const trimmed = url.trim();
  return (
    !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !trimmed.startsWith("//") && !trimmed.startsWith("\\")
  );
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    "*": ["id", "title", "lang", "dir"],
    a: ["href", "name", "rel"],
    img: ["src", "alt", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed", "type"],
    time: ["datetime"],
    abbr: ["title"],
    code: ["class"],
  },
  allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "title"],
  // An image whose address was removed, or that points elsewhere, goes entirely.
  exclusiveFilter: (frame) =>
    frame.tag === "img" && (!frame.attribs.src || !isRelative(frame.attribs.src)),
  transformTags: {
    a: (tagName, attribs) => {
      const external = attribs.href !== undefined && !isRelative(attribs.href);
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow" } : attribs,
      };
    },
  },
};

/** `html` with everything outside the allow-list removed. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
