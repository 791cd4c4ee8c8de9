/**
 * What `npm start` tells the person who ran it in a terminal, once the site listens: where it is,
 * which database it uses, whether that database was just created and seeded, and where the demo
 * accounts are. The JSON log lines stay as they are for log collectors.
 */
export function startupMessage(start: {
  brandName: string;
  url: string;
  /** The embedded database's folder, PostgreSQL, or a backend elsewhere (API_ORIGIN). */
  database: { kind: "pglite"; folder: string } | { kind: "postgresql" } | { kind: "remote" };
  /** Whether the database was empty and has just been seeded. */
  seeded: boolean;
}): string {
  const where =
    start.database.kind === "pglite"
      ? `the embedded database in ${start.database.folder}`
      : start.database.kind === "postgresql"
        ? "PostgreSQL (DATABASE_URL)"
        : "the backend at API_ORIGIN";
  const lines = [`${start.brandName} is running at ${start.url}`];
  if (start.seeded)
    lines.push(
      `The database was empty: ${where} was created and seeded with the demo catalogue and demo accounts.`,
      `Sign in with a demo account listed in README.md, "Demo accounts" (for local use only).`,
    );
  else lines.push(`Using ${where}.`);
  lines.push("Stop with Ctrl+C.");
  return `${lines.join("\n")}\n`;
}
