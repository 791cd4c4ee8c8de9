import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteConfig } from "~/lib/env.server";

/** The security contact's OpenPGP public key (SECURITY_PGP_KEY_FILE); 404 when none is configured. */
export async function loader(_: LoaderFunctionArgs) {
  const key = siteConfig().security.pgpKey;
  if (!key) throw new Response("No OpenPGP key is configured.", { status: 404 });
  return new Response(key, {
    headers: {
      "Content-Type": "application/pgp-keys; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
