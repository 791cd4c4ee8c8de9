/** Small inline icons (no icon font, no requests). Decorative: hidden from assistive technology. */
type IconProps = { className?: string };

function Svg({ className, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      className={className ?? "icon"}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** An icon drawn by one path (circles and rectangles written as path data). */
const icon = (d: string) => (p: IconProps) => (
  <Svg {...p}>
    <path d={d} />
  </Svg>
);

export const ChevronDown = icon("m6 9 6 6 6-6");
export const SearchIcon = icon("M17.5 11a6.5 6.5 0 1 1-13 0 6.5 6.5 0 1 1 13 0M16 16l4.5 4.5");
export const MenuIcon = icon("M4 6h16M4 12h16M4 18h16");
export const GlobeIcon = icon(
  "M21 12a9 9 0 1 1-18 0 9 9 0 1 1 18 0M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18",
);
export const UserIcon = icon("M16 8a4 4 0 1 1-8 0 4 4 0 1 1 8 0M4 21a8 8 0 0 1 16 0");
export const MailIcon = icon(
  "M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 7l9 6 9-6",
);
export const PhoneIcon = icon(
  "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
);
export const ArrowUpIcon = icon("M12 19V5M5 12l7-7 7 7");
export const DownloadIcon = icon("M12 4v12M6 10l6 6 6-6M4 20h16");
export const ExternalIcon = icon(
  "M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5",
);

/** The default brand mark, used when no logo URL is configured. */
export function BrandMark({ className }: IconProps) {
  return (
    <svg
      className={className ?? "brand-mark"}
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" />
      <circle cx="16" cy="16" r="7" fill="none" stroke="#fff" strokeWidth="2.5" />
      <circle cx="16" cy="16" r="2.5" fill="#fff" />
      <path d="M4 27 28 5" stroke="#fff" strokeOpacity=".35" strokeWidth="1.5" />
    </svg>
  );
}
