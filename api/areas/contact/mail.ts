import type { Mail } from "../../infra/mail/mail";

/** The acknowledgement a sender of a contact form receives, in the language of the page they used. */
const ACK: Record<string, (brand: string) => { subject: string; text: string }> = {
  en: (brand) => ({
    subject: `We have received your message — ${brand}`,
    text: `Thank you for contacting ${brand}. We have received your message and will reply by e-mail as soon as we can.\n\n${brand}`,
  }),
  br: (brand) => ({
    subject: `Recebemos sua mensagem — ${brand}`,
    text: `Obrigado por entrar em contato com a ${brand}. Recebemos sua mensagem e responderemos por e-mail o mais breve possível.\n\n${brand}`,
  }),
  ksa: (brand) => ({
    subject: `تلقّينا رسالتك — ${brand}`,
    text: `شكرًا لتواصلك مع ${brand}. لقد تلقّينا رسالتك وسنرد عليك عبر البريد الإلكتروني في أقرب وقت ممكن.\n\n${brand}`,
  }),
  tur: (brand) => ({
    subject: `Mesajınızı aldık — ${brand}`,
    text: `${brand} ile iletişime geçtiğiniz için teşekkür ederiz. Mesajınızı aldık ve en kısa sürede e-posta ile yanıt vereceğiz.\n\n${brand}`,
  }),
  el: (brand) => ({
    subject: `Λάβαμε το μήνυμά σας — ${brand}`,
    text: `Σας ευχαριστούμε που επικοινωνήσατε με την ${brand}. Λάβαμε το μήνυμά σας και θα σας απαντήσουμε με e-mail το συντομότερο δυνατό.\n\n${brand}`,
  }),
  es: (brand) => ({
    subject: `Hemos recibido su mensaje — ${brand}`,
    text: `Gracias por ponerse en contacto con ${brand}. Hemos recibido su mensaje y le responderemos por correo electrónico lo antes posible.\n\n${brand}`,
  }),
  jp: (brand) => ({
    subject: `お問い合わせを受け付けました — ${brand}`,
    text: `${brand}へお問い合わせいただきありがとうございます。メッセージを受け付けました。できるだけ早くメールでご返信いたします。\n\n${brand}`,
  }),
  zh: (brand) => ({
    subject: `我们已收到您的留言 — ${brand}`,
    text: `感谢您联系 ${brand}。我们已收到您的留言，将尽快通过电子邮件回复您。\n\n${brand}`,
  }),
};

const TITLES = {
  enquiry: "General enquiry",
  pricing: "Pricing and information request",
} as const;

/** The acknowledgement to the sender (English for a language the site does not have). */
export function acknowledgement(to: string, language: string, brand: string): Mail {
  const ack = (ACK[language] ?? ACK.en!)(brand);
  return { to, language, ...ack };
}

/** The message to the brand's address: every field as sent, for the sales team (in English). */
export function notification(
  to: string,
  kind: keyof typeof TITLES,
  id: number,
  fields: Record<string, unknown>,
  language: string,
): Mail {
  const lines = Object.entries(fields).map(
    ([key, value]) => `${key}: ${Array.isArray(value) ? value.join(", ") : String(value)}`,
  );
  const sender = String(fields.email ?? "");
  return {
    to,
    language: "en",
    subject: `${TITLES[kind]} #${id} from ${sender}`,
    text: `${TITLES[kind]} #${id} (page language: ${language})\n\n${lines.join("\n")}\n`,
  };
}
