import type { PictureSize } from "./pictures";

/**
 * A drawn picture (an SVG file of `app/routes/pictures.*`) with a fixed size, so it keeps its
 * place while it loads. `label` is its text alternative in the visitor's language; null marks
 * decoration beside a text that already names it.
 */
export function Picture({
  src,
  size,
  label,
  className,
  eager = false,
}: {
  src: string;
  size: PictureSize;
  label: string | null;
  className: string;
  /** The first screen's picture loads at once; the others when they come near. */
  eager?: boolean;
}) {
  return (
    <img
      className={className}
      src={src}
      width={size.width}
      height={size.height}
      alt={label ?? ""}
      loading={eager ? undefined : "lazy"}
      decoding="async"
    />
  );
}
