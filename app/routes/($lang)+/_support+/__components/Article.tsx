/**
 * An article's body: paragraphs separated by blank lines, a paragraph starting with "## " a
 * section heading.
 */
export function ArticleBody({ text, lang, dir }: { text: string; lang?: string; dir?: "ltr" }) {
  const blocks = text.split(/\n\s*\n/).filter((p) => p.trim() !== "");
  return (
    <div className="prose" lang={lang} dir={dir}>
      {blocks.map((block, i) =>
        block.startsWith("## ") ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a heading's text may repeat
          <h2 key={i}>{block.slice(3)}</h2>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph's text may repeat
          <p key={i}>{block}</p>
        ),
      )}
    </div>
  );
}
