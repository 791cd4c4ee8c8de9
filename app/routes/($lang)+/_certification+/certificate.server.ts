import type { AppLoadContext } from "@remix-run/node";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import type { SessionData } from "~/lib/session.server";
import { CERTIFICATE_NUMBER, type PublicCertificate } from "./__certificate";

/**
 * The certificate named by the page's `number` (public, or `/print` with the session for its holder
 * and administrators); a malformed or unknown number is the 404 page.
 */
export async function loadCertificate(
  args: { request: Request; context: AppLoadContext; params: { number?: string } },
  print?: { session: SessionData },
): Promise<PublicCertificate> {
  const number = args.params.number ?? "";
  if (!CERTIFICATE_NUMBER.test(number)) throw new Response("Not Found", { status: 404 });
  const path = `/certification/certificates/${encodeURIComponent(number)}`;
  return requireOk(
    args.request,
    await callApi<PublicCertificate>(args, print ? `${path}/print` : path, print),
  );
}
