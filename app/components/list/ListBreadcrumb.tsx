import { LocalLink } from "~/components/LocalLink";

/** "List › this page" above an item of a list: the link to the list, then the item's name. */
export function ListBreadcrumb({
  label,
  to,
  list,
  current,
}: {
  /** The navigation's accessible name. */
  label: string;
  /** The list's path without language prefix. */
  to: string;
  /** The list's name. */
  list: string;
  current: string;
}) {
  return (
    <nav className="breadcrumb" aria-label={label}>
      <ol>
        <li>
          <LocalLink to={to}>{list}</LocalLink>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
