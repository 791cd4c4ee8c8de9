import { useState } from "react";

/** Copies a text to the clipboard and says so (shown only when JavaScript runs). */
export function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <span className="copy">
      <button
        type="button"
        className="button button--ghost js-only"
        onClick={async () => {
          await navigator.clipboard.writeText(text);
          setCopied(true);
          setTimeout(() => setCopied(false), 3000);
        }}
      >
        {label}
      </button>
      <span role="status" className="copy__status">
        {copied ? done : ""}
      </span>
    </span>
  );
}
