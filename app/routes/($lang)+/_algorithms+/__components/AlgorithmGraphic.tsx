import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/lib/root-data";

/** What the camera in the drawing sees: chosen from words of the algorithm's id and classification. */
type Subject = "people" | "vehicles" | "faces" | "objects" | "fire";

export function subjectOf(id: string, classification: string): Subject {
  const words = `${id} ${classification}`;
  if (/fire|flame/i.test(words)) return "fire";
  if (/face/i.test(words)) return "faces";
  if (/vehicle|car|plate|parking|driving|traffic|forklift|dock/i.test(words)) return "vehicles";
  if (/object|shelf|stock|abandoned/i.test(words)) return "objects";
  return "people";
}

const person = (x: number, y: number, s = 1) => (
  <g transform={`translate(${x} ${y}) scale(${s})`}>
    <circle cx="0" cy="-34" r="7" />
    <path d="M0 -27v22M-10 -18l10 -4 10 4M0 -5l-8 18M0 -5l8 18" />
  </g>
);

const car = (x: number, y: number, s = 1) => (
  <g transform={`translate(${x} ${y}) scale(${s})`}>
    <path d="M-30 0v-12l8 -12h40l10 12h2v12z" />
    <path d="M-18 -22l-4 9h44l-7 -9z" />
    <circle cx="-16" cy="2" r="6" />
    <circle cx="18" cy="2" r="6" />
    <rect x="-8" y="-8" width="16" height="6" rx="1" />
  </g>
);

const face = (x: number, y: number, s = 1) => (
  <g transform={`translate(${x} ${y}) scale(${s})`}>
    <ellipse cx="0" cy="-20" rx="14" ry="18" />
    <circle cx="-5" cy="-24" r="1.5" />
    <circle cx="5" cy="-24" r="1.5" />
    <path d="M-5 -12q5 4 10 0M0 -22v6" />
    <path d="M-20 14q20 -18 40 0" />
  </g>
);

const flame = (x: number, y: number) => (
  <g transform={`translate(${x} ${y})`}>
    <path d="M0 0c-16 0 -22 -14 -14 -28c4 8 8 8 8 2c0 -10 6 -18 14 -24c-2 10 4 14 8 20c6 10 2 30 -16 30z" />
    <path d="M-10 -40c-8 -10 4 -16 -2 -26M8 -46c-6 -8 4 -14 -2 -22" className="is-smoke" />
  </g>
);

const box = (x: number, y: number, w: number, h: number) => (
  <g className="algorithm-graphic__detection">
    <rect x={x} y={y} width={w} height={h} rx="3" />
    <rect x={x} y={y - 9} width={Math.min(w, 28)} height="7" rx="2" className="is-tag" />
  </g>
);

const scenes: Record<Subject, React.ReactNode> = {
  people: (
    <>
      {person(150, 150)}
      {person(210, 146, 0.85)}
      {person(262, 142, 0.7)}
      {box(134, 103, 32, 64)}
      {box(196, 108, 28, 54)}
      <path className="algorithm-graphic__line" d="M110 160l190 -22" />
    </>
  ),
  vehicles: (
    <>
      {car(170, 150)}
      {car(258, 128, 0.7)}
      {box(132, 118, 78, 42)}
      {box(230, 106, 56, 30)}
    </>
  ),
  faces: (
    <>
      {face(170, 150)}
      {face(240, 140, 0.8)}
      {box(150, 108, 40, 42)}
      {box(224, 110, 32, 34)}
    </>
  ),
  objects: (
    <>
      <rect x="140" y="132" width="34" height="24" rx="3" />
      <path d="M150 132v-6h14v6" />
      {person(250, 146, 0.8)}
      {box(132, 118, 50, 44)}
    </>
  ),
  fire: (
    <>
      {flame(190, 156)}
      <path d="M120 156h150" />
      {box(164, 96, 54, 66)}
    </>
  ),
};

/**
 * Graphic presentation: a camera and what its algorithm picks out of the scene, drawn for this site.
 * The caption says what the drawing shows (its subject); the catalogue's description of a real
 * scene, which the schematic does not draw, follows it as text.
 */
export function AlgorithmGraphic({
  id,
  classification,
  description,
}: {
  id: string;
  classification: string;
  /** The catalogue's description of the algorithm at work; none when it has none. */
  description?: string;
}) {
  const { t } = useTranslation("algorithms");
  const { language } = useRootData();
  const captionId = useId();
  const subject = subjectOf(id, classification);
  const caption = t(`graphicCaption.${subject}`);
  return (
    <figure className="algorithm-graphic">
      <svg viewBox="0 0 320 180" width="320" height="180" role="img" aria-labelledby={captionId}>
        <title id={captionId}>{caption}</title>
        <rect className="algorithm-graphic__frame" x="4" y="4" width="312" height="172" rx="12" />
        <path className="algorithm-graphic__ground" d="M4 120h312M60 176l50 -56M260 176l-30 -56" />
        <g className="algorithm-graphic__camera">
          <rect x="20" y="20" width="44" height="20" rx="5" />
          <circle cx="58" cy="30" r="5" />
          <path d="M30 40v10M22 50h16" />
        </g>
        <path className="algorithm-graphic__view" d="M64 30L316 60V176H110z" />
        <g className="algorithm-graphic__subjects">{scenes[subject]}</g>
      </svg>
      {/* The drawing's title already names it for assistive technology. */}
      <figcaption aria-hidden="true" lang={language.lang}>
        {caption}
      </figcaption>
      {description ? (
        <p className="algorithm-graphic__scene">{t("graphicScene", { scene: description })}</p>
      ) : null}
    </figure>
  );
}
