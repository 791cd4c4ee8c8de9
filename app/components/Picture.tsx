import type { Drawing, Shape } from "~/lib/drawing";

function ShapeElement({ shape }: { shape: Shape }) {
  const paint = {
    fill: shape.fill,
    stroke: shape.stroke,
    strokeWidth: shape.stroke ? 2 : undefined,
    opacity: shape.opacity,
  };
  switch (shape.kind) {
    case "rect":
      return (
        <rect
          x={shape.x}
          y={shape.y}
          width={shape.w}
          height={shape.h}
          rx={shape.rx || undefined}
          {...paint}
        />
      );
    case "circle":
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} {...paint} />;
    case "ellipse":
      return <ellipse cx={shape.cx} cy={shape.cy} rx={shape.rx} ry={shape.ry} {...paint} />;
    default:
      return <path d={shape.d} {...paint} />;
  }
}

/**
 * A drawing as inline SVG with a fixed size (no layout shift). `label` is its text alternative in
 * the visitor's language; null marks decoration beside a text that already names it.
 */
export function Picture({
  drawing,
  label,
  className,
  outline,
}: {
  drawing: Drawing;
  label: string | null;
  className: string;
  /** A thin outline around every shape (product drawings). */
  outline?: string;
}) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      width={drawing.width}
      height={drawing.height}
      role={label === null ? undefined : "img"}
      aria-label={label ?? undefined}
      aria-hidden={label === null ? true : undefined}
    >
      <g stroke={outline} strokeWidth={outline ? 1 : undefined}>
        {drawing.shapes.map((shape, i) => (
          // Shapes are drawn in order and never reordered: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <ShapeElement key={i} shape={shape} />
        ))}
      </g>
    </svg>
  );
}
