/** The signed-in user as the layout shows it (spec §3 session: user account and id). */
export interface SessionUser {
  id: number;
  account: string;
  name: string;
}

/** The name the user menu shows: the part before the @ when the account is an e-mail address. */
export function displayAccountName(account: string): string {
  const at = account.indexOf("@");
  return at > 0 ? account.slice(0, at) : account;
}
