import type { ReactNode } from "react";

/** The head of a page: an optional eyebrow above the title, the title (h1) and its lead line. */
export function PageHeader({
  title,
  lead,
  eyebrow,
}: {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
}) {
  return (
    <header className="page-header">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
    </header>
  );
}
