import type { Fragment } from "../__support";

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
