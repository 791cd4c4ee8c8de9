import { Link, type LinkProps } from "@remix-run/react";
import { localizePath } from "~/i18n/languages";
import { useRootData } from "~/root";

/** A link to a page of this site in the current language (`to` is the unprefixed path). */
export function LocalLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const { language } = useRootData();
  return <Link prefetch="intent" to={localizePath(to, language)} {...props} />;
}
