import { createHash } from "node:crypto";
import type { Drawing, Shape } from "./drawing";

const escapeXml = (value: string | number) =>
  String(value).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function attributes(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([name, value]) => ` ${name}="${escapeXml(value!)}"`)
    .join("");
}

function shapeElement(shape: Shape): string {
  const paint = {
    fill: shape.fill,
    stroke: shape.stroke,
    "stroke-width": shape.stroke ? 2 : undefined,
    opacity: shape.opacity,
  };
  switch (shape.kind) {
    case "rect":
      return `<rect${attributes({ x: shape.x, y: shape.y, width: shape.w, height: shape.h, rx: shape.rx || undefined, ...paint })}/>`;
    case "circle":
      return `<circle${attributes({ cx: shape.cx, cy: shape.cy, r: shape.r, ...paint })}/>`;
    case "ellipse":
      return `<ellipse${attributes({ cx: shape.cx, cy: shape.cy, rx: shape.rx, ry: shape.ry, ...paint })}/>`;
    default:
      return `<path${attributes({ d: shape.d, ...paint })}/>`;
  }
}

/** A drawing as a standalone SVG file; `outline` draws a thin line around every shape. */
export function drawingSvg(drawing: Drawing, outline?: string): string {
  const group = attributes({ stroke: outline, "stroke-width": outline ? 1 : undefined });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${drawing.width} ${drawing.height}" width="${drawing.width}" height="${drawing.height}"><g${group}>${drawing.shapes.map(shapeElement).join("")}</g></svg>`;
}

/**
 * A drawing as an SVG response. The picture follows from its address alone, so shared caches may
 * keep it a day and serve it stale while they check; the ETag answers a repeated request with 304.
 */
export function svgResponse(request: Request, drawing: Drawing, outline?: string): Response {
  const svg = drawingSvg(drawing, outline);
  const etag = `"${createHash("sha1").update(svg).digest("base64url")}"`;
  const headers = {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'",
  };
  if (request.headers.get("If-None-Match") === etag)
    return new Response(null, { status: 304, headers });
  return new Response(svg, { headers });
}

/** A bad picture address: 400 with a short reason, never drawn. */
export const badPicture = (reason: string) =>
  new Response(reason, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
