/** Line drawings of the product families, made for this site (no external images). */
const drawings: Record<string, React.ReactNode> = {
  bullet: (
    <>
      <rect x="30" y="44" width="110" height="40" rx="14" />
      <rect x="128" y="48" width="30" height="32" rx="6" />
      <circle cx="143" cy="64" r="9" />
      <path d="M30 56h-8v16h8M60 84v22M44 106h32" />
    </>
  ),
  dome: (
    <>
      <path d="M40 60h120" />
      <path d="M50 60a50 46 0 0 0 100 0" />
      <circle cx="100" cy="78" r="14" />
      <circle cx="100" cy="78" r="5" />
      <rect x="36" y="48" width="128" height="12" rx="6" />
    </>
  ),
  ptz: (
    <>
      <rect x="80" y="20" width="40" height="18" rx="4" />
      <path d="M100 38v10" />
      <rect x="62" y="48" width="76" height="30" rx="10" />
      <path d="M70 78a30 30 0 0 0 60 0" />
      <circle cx="100" cy="92" r="10" />
    </>
  ),
  recorder: (
    <>
      <rect x="24" y="46" width="152" height="44" rx="6" />
      <path d="M24 78h152" />
      <circle cx="40" cy="62" r="4" />
      <path d="M56 62h40M120 58h40M120 66h40" />
      <path d="M40 90v8M160 90v8" />
    </>
  ),
  accessory: (
    <>
      <rect x="70" y="24" width="60" height="14" rx="3" />
      <path d="M100 38v40M80 78h40l10 20H70z" />
      <circle cx="100" cy="54" r="6" />
    </>
  ),
};

/** The drawing for a product type (all camera and recorder types map onto the five drawings). */
const FAMILY: Record<string, string> = {
  bullet: "bullet",
  box: "bullet",
  thermal: "bullet",
  dome: "dome",
  turret: "dome",
  fisheye: "dome",
  ptz: "ptz",
  nvr: "recorder",
  xvr: "recorder",
  recorder: "recorder",
  accessory: "accessory",
};

export function ProductIllustration({ type, label }: { type: string; label: string }) {
  return (
    <svg
      className="product-illustration"
      viewBox="0 0 200 128"
      width="200"
      height="128"
      role="img"
      aria-label={label}
    >
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {drawings[FAMILY[type] ?? "bullet"]}
      </g>
    </svg>
  );
}
