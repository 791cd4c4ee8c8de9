import { eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  language: string;
}

export interface Mailer {
  send(db: Database, mail: Mail): Promise<void>;
}

/**
 * Every message is written to the outbox; with SMTP configured it is also sent and marked sent (or
 * its error kept). Without SMTP administrators read the outbox at /admin/outbox.
 */
export function createMailer(options: { smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;
  return {
    async send(db, mail) {
      const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        await db
          .update(mailOutbox)
          .set({ error: error instanceof Error ? error.message : String(error) })
          .where(eq(mailOutbox.id, row.id));
        throw error;
      }
    },
  };
}
