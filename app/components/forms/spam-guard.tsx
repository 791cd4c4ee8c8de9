import { Honeypot } from "./fields";

/**
 * The hidden parts of a public form's spam defence (app/lib/spam-guard.server.ts): the honeypot and
 * the signed time the page was rendered, which the loader issues with `issueFormToken()`.
 */
export function SpamGuard({ token }: { token: string }) {
  return (
    <>
      <Honeypot />
      <input type="hidden" name="formToken" value={token} />
    </>
  );
}
