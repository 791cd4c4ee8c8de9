import { hasRtl, ltrRuns, rtlRuns } from "~/lib/bidi";

/**
 * Text in the page's direction whose left-to-right runs (numbers with units, codes, phone
 * examples, Latin words) are isolated, so an Arabic hint or message reads as written. A text
 * without right-to-left letters is left as it is.
 */
export function BidiText({ text }: { text: string }) {
  return (
    <>
      {rtlRuns(text).map((run, i) =>
        run.isolate ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one fixed text
          <bdi key={i} dir="ltr">
            {run.text}
          </bdi>
        ) : (
          run.text
        ),
      )}
    </>
  );
}

/**
 * A value (a specification, a figure with its unit) isolated from the text around it: left to
 * right when it has no right-to-left letters (`1/1.8"`, "60 m (850 nm, smart IR)"), otherwise
 * right to left with its left-to-right runs isolated ("CMOS بمسح تدريجي مقاس 1/1.8"").
 */
export function BidiValue({ text, className }: { text: string; className?: string }) {
  return hasRtl(text) ? (
    <bdi dir="rtl" className={className}>
      <BidiText text={text} />
    </bdi>
  ) : (
    <bdi dir="ltr" className={className}>
      {text}
    </bdi>
  );
}

/**
 * A formula: left to right as a whole, as written, its translated words (Arabic in /ksa)
 * isolated so that they do not carry the numbers next to them along.
 */
export function Formula({ text }: { text: string }) {
  return (
    <bdi dir="ltr">
      {ltrRuns(text).map((run, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one fixed text
        run.isolate ? <bdi key={i}>{run.text}</bdi> : run.text,
      )}
    </bdi>
  );
}
