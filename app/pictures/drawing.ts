/** Pictures drawn for this site as plain shapes; `app/pictures/Picture.tsx` renders them as SVG. */
export interface Paint {
  fill: string;
  /** An outline (detection boxes, fields of view); no outline when absent. */
  stroke?: string;
  opacity?: number;
}

export type Shape =
  | ({ kind: "rect"; x: number; y: number; w: number; h: number; rx?: number } & Paint)
  | ({ kind: "circle"; cx: number; cy: number; r: number } & Paint)
  | ({ kind: "ellipse"; cx: number; cy: number; rx: number; ry: number } & Paint)
  | ({ kind: "path"; d: string } & Paint);

export interface Drawing {
  width: number;
  height: number;
  shapes: Shape[];
}

export const round = (v: number) => Math.round(v * 10) / 10;
export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A small stable number from a text (an item's id), to vary pictures between items. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
