import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Backend } from "../../backend";
import { mailOutbox } from "../../db/schema";
import { client, testBackend } from "../../test/support";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** The text body of a single-part message, decoded from base64 or quoted-printable. */
function bodyText(raw: string): string {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    return Buffer.from(
      body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        ),
      "latin1",
    ).toString("utf8");
  }
  return body;
}

let smtp: SMTPServer;
let backend: Backend;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  backend = await testBackend({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: "Northlight Vision <no-reply@northlight-vision.example>",
  });
}, 60_000);

afterAll(async () => {
  await backend?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe("mail over SMTP", () => {
  it("delivers the verification code to a real SMTP server and marks the outbox row sent", async () => {
    const email = `smtp-${Date.now()}@newpartner.example`;
    const reply = await client(backend).call("POST", "/msg/verification/anno/sendEmail", {
      json: { email },
      headers: { language: "el" },
    });
    expect(reply.body.isSuccess).toBe(true);
    const message = received.find((m) => m.to.includes(email));
    expect(message?.from).toBe("no-reply@northlight-vision.example");
    expect(message?.raw).toMatch(/Subject: =\?UTF-8\?/);
    expect(bodyText(message!.raw)).toContain("Ο κωδικός επαλήθευσής σας");
    const [row] = await backend.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row?.sentAt).toBeInstanceOf(Date);
    const code = /\b(\d{6})\b/.exec(row!.text)![1]!;
    expect(bodyText(message!.raw)).toContain(code);
  });
});
