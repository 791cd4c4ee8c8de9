import { useTranslation } from "react-i18next";
import type { SideView as View } from "./__calc/detection";

const W = 480;
const H = 220;
const PAD = 30;

/**
 * The camera seen from the side, drawn in the page's HTML (so without JavaScript too): the pole at
 * the installation height, the picture's upper and lower edges at the chosen tilt, and the line of
 * sight to the target at the detection distance.
 */
export function SideView({ view }: { view: View }) {
  const { t } = useTranslation("tools");
  const reach = Math.max(view.ground, Math.min(view.far ?? view.ground * 1.5, view.ground * 3), 4);
  const span = reach * 1.15;
  const top = Math.max(view.height, view.targetHeight, 2) * 1.25;
  const x = (metres: number) => PAD + (Math.min(metres, span) / span) * (W - 2 * PAD);
  const y = (metres: number) => H - PAD - (metres / top) * (H - 2 * PAD);
  const edge = (angle: number) => {
    const rad = (angle * Math.PI) / 180;
    const length = span * 2;
    return { x: x(Math.cos(rad) * length), y: y(view.height - Math.sin(rad) * length) };
  };
  const upper = edge(view.tilt - view.verticalFov / 2);
  const lower = edge(view.tilt + view.verticalFov / 2);
  return (
    <figure className="tools-side-view">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={t("sideView.label", { height: view.height, ground: view.ground })}
      >
        <defs>
          <clipPath id="side-view-clip">
            <rect x="0" y="0" width={W} height={H - PAD} />
          </clipPath>
        </defs>
        <line x1="0" y1={y(0)} x2={W} y2={y(0)} className="tools-side-view__ground" />
        <line x1={x(0)} y1={y(0)} x2={x(0)} y2={y(view.height)} className="tools-side-view__pole" />
        <g clipPath="url(#side-view-clip)">
          <polygon
            points={`${x(0)},${y(view.height)} ${upper.x},${upper.y} ${lower.x},${lower.y}`}
            className="tools-side-view__cone"
          />
        </g>
        <line
          x1={x(0)}
          y1={y(view.height)}
          x2={x(view.ground)}
          y2={y(view.targetHeight)}
          className="tools-side-view__sight"
        />
        <rect
          x={x(view.ground) - 4}
          y={y(view.targetHeight)}
          width="8"
          height={y(0) - y(view.targetHeight)}
          className="tools-side-view__target"
        />
        <circle cx={x(0)} cy={y(view.height)} r="5" className="tools-side-view__camera" />
        <text x={x(0) + 8} y={y(view.height) - 8}>
          {`${view.height} m`}
        </text>
        <text x={(x(0) + x(view.ground)) / 2} y={y(0) + 18} textAnchor="middle">
          {`${view.ground} m`}
        </text>
      </svg>
      <figcaption>{t("sideView.caption")}</figcaption>
    </figure>
  );
}
