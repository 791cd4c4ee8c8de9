/** A text of one or more paragraphs (separated by blank lines). */
export function Paragraphs({ text, lang, dir }: { text: string; lang?: string; dir?: "ltr" }) {
  return (
    <div className="prose" lang={lang} dir={dir}>
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim() !== "")
        .map((p) => (
          <p key={p}>{p}</p>
        ))}
    </div>
  );
}
