/** A piece of a searched text, marked when it matches a searched word. */
export interface Fragment {
  text: string;
  mark: boolean;
}

/** A text whose searched words are shown in `<mark>` (fragments from the backend, never HTML). */
export function Marked({ parts }: { parts: Fragment[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: fragments have no identity but their place
          <mark key={i}>{part.text}</mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
