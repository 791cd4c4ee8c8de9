import { LANGUAGES } from "#shared/languages";
import { CSAF_PROVIDER_METADATA } from "./advisories";
import type { SecurityContact } from "./env.server";

/** How far ahead security.txt's Expires lies (RFC 9116 advises less than a year). */
export const SECURITY_TXT_DAYS = 180;

/** Where the OpenPGP key of the security contact is served, when one is configured. */
export const PGP_KEY_PATH = "/security/pgp-key.txt";

/**
 * The site's `/.well-known/security.txt` (RFC 9116): whom to write to, until when the file holds,
 * the key to encrypt with, the languages reports are read in, the file's own address, where its
 * CSAF advisories are (CSAF 2.0 requirement 8) and the disclosure policy. Expires is the start of
 * the day `SECURITY_TXT_DAYS` after `now` (UTC), so the file stays the same all day and is always
 * in the future.
 */
export function securityTxt(origin: string, contact: SecurityContact, now = new Date()): string {
  const expires = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + SECURITY_TXT_DAYS),
  );
  const lines = [
    `Contact: mailto:${contact.email}`,
    `Expires: ${expires.toISOString()}`,
    ...(contact.pgpKey ? [`Encryption: ${origin}${PGP_KEY_PATH}`] : []),
    `Preferred-Languages: ${LANGUAGES.map((l) => l.lang).join(", ")}`,
    `Canonical: ${origin}/.well-known/security.txt`,
    `CSAF: ${origin}${CSAF_PROVIDER_METADATA}`,
    `Policy: ${origin}/security`,
  ];
  return `${lines.join("\n")}\n`;
}
