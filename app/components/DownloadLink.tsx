import type { ReactNode } from "react";

export interface DownloadLinkProps {
  /** The file's address, already localized. */
  href: string;
  /** The name shown in the download list. */
  name: string;
  /** The file's size in bytes, when known. */
  size: number | null;
  className?: string;
  "aria-label"?: string;
  children: ReactNode;
}

/**
 * A link to a file. Without JavaScript it is an ordinary download; with JavaScript the site's
 * floating download list takes it over and shows its progress.
 */
export function DownloadLink({ href, name, size, children, ...rest }: DownloadLinkProps) {
  return (
    <a href={href} data-download-name={name} data-download-size={size ?? undefined} {...rest}>
      {children}
    </a>
  );
}
