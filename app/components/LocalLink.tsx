import { Link, type LinkProps } from "@remix-run/react";
import { localizePath } from "~/i18n/languages";
import { useRootData } from "~/lib/root-data";
import { useServerMarkup } from "./server-markup";

type SiteLinkProps = Omit<LinkProps, "to"> & { to: string };

/** A link to a page of this site in the current language (`to` is the unprefixed path). */
export function LocalLink({ to, ...props }: SiteLinkProps) {
  const { language } = useRootData();
  return <SiteLink to={localizePath(to, language)} {...props} />;
}

/**
 * Remix's `Link`, prefetching on intent. On the server most links are written as the same markup
 * without the router's hooks (`plain-link.server.tsx`, given by the server's entry); in the browser
 * every link is Remix's, hydrating that markup.
 */
export function SiteLink({ to, ...props }: SiteLinkProps) {
  return useServerMarkup()?.plainLink(to, props) ?? <Link prefetch="intent" to={to} {...props} />;
}
