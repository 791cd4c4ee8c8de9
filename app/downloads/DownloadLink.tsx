import type { MouseEvent, ReactNode } from "react";
import { hasDownloadList, startDownload } from "./Downloads";

export interface DownloadLinkProps {
  /** The file's address on this site, already localized. */
  href: string;
  /** The name shown in the download list. */
  name: string;
  /** The file's size in bytes, when known. */
  size: number | null;
  className?: string;
  "aria-label"?: string;
  children: ReactNode;
}

/** Files larger than this are left to the browser's own download (the list holds a file in memory). */
const LISTED_UP_TO_BYTES = 512 * 1024 * 1024;

/**
 * A link to a file. Without JavaScript it is an ordinary download; with JavaScript the site's
 * floating download list takes it over and shows its progress. A click with a modifier key (new
 * tab, save as) stays the browser's.
 */
export function DownloadLink({ href, name, size, children, ...rest }: DownloadLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      !hasDownloadList() ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (size ?? 0) > LISTED_UP_TO_BYTES
    )
      return;
    event.preventDefault();
    startDownload({ id: href, name, size: size ?? 0, url: href });
  };
  return (
    <a href={href} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
