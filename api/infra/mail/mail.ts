import { eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  language: string;
  /** Extra headers (e.g. List-Unsubscribe and List-Unsubscribe-Post of RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Writes the message to the outbox and, with SMTP, waits for its delivery (failures throw). */
  send(db: Database, mail: Mail): Promise<void>;
  /**
   * Writes the message to the outbox and delivers it in the background, so the caller's answer does
   * not wait on (or reveal anything by) delivery; a failure stays in the outbox with its error.
   */
  queue(db: Database, mail: Mail): Promise<void>;
}

/**
 * Every message is written to the outbox; with SMTP configured it is also sent and marked sent (or
 * its error kept). Without SMTP administrators read the outbox at /admin/outbox.
 */
export function createMailer(options: { smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;
  async function deliver(db: Database, mail: Mail, id: number) {
    if (!transport) return;
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch (error) {
      await db
        .update(mailOutbox)
        .set({ error: error instanceof Error ? error.message : String(error) })
        .where(eq(mailOutbox.id, id));
      throw error;
    }
  }
  const record = async (db: Database, mail: Mail) => {
    const [row] = await db
      .insert(mailOutbox)
      .values({ ...mail, headers: mail.headers ?? null })
      .returning({ id: mailOutbox.id });
    return row?.id;
  };
  return {
    async send(db, mail) {
      const id = await record(db, mail);
      if (id !== undefined) await deliver(db, mail, id);
    },
    async queue(db, mail) {
      const id = await record(db, mail);
      if (id === undefined || !transport) return;
      deliver(db, mail, id).catch((error: unknown) => {
        console.error(
          JSON.stringify({ event: "mail not delivered", outboxId: id, error: String(error) }),
        );
      });
    },
  };
}
