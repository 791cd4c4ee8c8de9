/**
 * A field bots fill in and people never see; `checkHoneypot` (lib/form-action.server.ts, which names
 * the same field) refuses a submission that filled it.
 */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
