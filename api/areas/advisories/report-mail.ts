import type { Mail } from "../../infra/mail/mail";

interface AckText {
  brand: string;
  reference: string;
  title: string;
  policyUrl: string;
}

/** The acknowledgement a reporter receives, in the language of the page they used. */
const ACK: Record<string, (v: AckText) => { subject: string; text: string }> = {
  en: ({ brand, reference, title, policyUrl }) => ({
    subject: `We have received your vulnerability report ${reference} — ${brand}`,
    text: `Thank you for reporting a vulnerability to ${brand}.\n\nReference: ${reference}\nSubject: ${title}\n\nOur product security team reads every report and will reply to you within five working days. Please quote the reference in any message about this report, and keep the details confidential until we have published a fix or agreed a date with you.\n\nOur disclosure policy:\n${policyUrl}\n\n${brand} product security`,
  }),
  br: ({ brand, reference, title, policyUrl }) => ({
    subject: `Recebemos seu relato de vulnerabilidade ${reference} — ${brand}`,
    text: `Obrigado por relatar uma vulnerabilidade à ${brand}.\n\nReferência: ${reference}\nAssunto: ${title}\n\nNossa equipe de segurança de produtos lê todos os relatos e responderá em até cinco dias úteis. Cite a referência em qualquer mensagem sobre este relato e mantenha os detalhes em sigilo até publicarmos uma correção ou combinarmos uma data com você.\n\nNossa política de divulgação:\n${policyUrl}\n\nSegurança de produtos ${brand}`,
  }),
  ksa: ({ brand, reference, title, policyUrl }) => ({
    subject: `تلقّينا بلاغك عن الثغرة ${reference} — ${brand}`,
    text: `شكرًا لإبلاغك ${brand} عن ثغرة أمنية.\n\nالمرجع: ${reference}\nالموضوع: ${title}\n\nيقرأ فريق أمان المنتجات لدينا كل بلاغ وسيرد عليك خلال خمسة أيام عمل. يُرجى ذكر المرجع في أي رسالة بشأن هذا البلاغ، والحفاظ على سرية التفاصيل إلى أن ننشر إصلاحًا أو نتفق معك على موعد.\n\nسياسة الإفصاح لدينا:\n${policyUrl}\n\nفريق أمان المنتجات في ${brand}`,
  }),
  tur: ({ brand, reference, title, policyUrl }) => ({
    subject: `${reference} numaralı güvenlik açığı bildiriminizi aldık — ${brand}`,
    text: `${brand} firmasına bir güvenlik açığı bildirdiğiniz için teşekkür ederiz.\n\nReferans: ${reference}\nKonu: ${title}\n\nÜrün güvenliği ekibimiz her bildirimi okur ve beş iş günü içinde size yanıt verir. Bu bildirimle ilgili her mesajda referansı belirtin ve bir düzeltme yayımlayana ya da sizinle bir tarih üzerinde anlaşana kadar ayrıntıları gizli tutun.\n\nİfşa politikamız:\n${policyUrl}\n\n${brand} ürün güvenliği`,
  }),
  el: ({ brand, reference, title, policyUrl }) => ({
    subject: `Λάβαμε την αναφορά ευπάθειας ${reference} — ${brand}`,
    text: `Σας ευχαριστούμε που αναφέρατε μια ευπάθεια στην ${brand}.\n\nΑναφορά: ${reference}\nΘέμα: ${title}\n\nΗ ομάδα ασφάλειας προϊόντων διαβάζει κάθε αναφορά και θα σας απαντήσει μέσα σε πέντε εργάσιμες ημέρες. Αναφέρετε τον κωδικό σε κάθε μήνυμα για αυτή την αναφορά και κρατήστε τις λεπτομέρειες εμπιστευτικές μέχρι να δημοσιεύσουμε διόρθωση ή να συμφωνήσουμε μαζί σας μια ημερομηνία.\n\nΗ πολιτική γνωστοποίησης:\n${policyUrl}\n\nΑσφάλεια προϊόντων ${brand}`,
  }),
  es: ({ brand, reference, title, policyUrl }) => ({
    subject: `Hemos recibido su informe de vulnerabilidad ${reference} — ${brand}`,
    text: `Gracias por informar de una vulnerabilidad a ${brand}.\n\nReferencia: ${reference}\nAsunto: ${title}\n\nNuestro equipo de seguridad de productos lee todos los informes y le responderá en un plazo de cinco días laborables. Cite la referencia en cualquier mensaje sobre este informe y mantenga los detalles en confidencialidad hasta que publiquemos una corrección o acordemos una fecha con usted.\n\nNuestra política de divulgación:\n${policyUrl}\n\nSeguridad de productos de ${brand}`,
  }),
  jp: ({ brand, reference, title, policyUrl }) => ({
    subject: `脆弱性報告 ${reference} を受け付けました — ${brand}`,
    text: `${brand}に脆弱性をご報告いただきありがとうございます。\n\n受付番号：${reference}\n件名：${title}\n\n製品セキュリティチームはすべての報告を確認し、5 営業日以内にご連絡いたします。この報告に関するお問い合わせには受付番号を記載してください。また、修正を公開するか、公開日についてご相談して合意するまで、詳細は非公開としてください。\n\n脆弱性開示ポリシー：\n${policyUrl}\n\n${brand} 製品セキュリティ`,
  }),
  zh: ({ brand, reference, title, policyUrl }) => ({
    subject: `我们已收到您的漏洞报告 ${reference} — ${brand}`,
    text: `感谢您向 ${brand} 报告漏洞。\n\n编号：${reference}\n主题：${title}\n\n我们的产品安全团队会阅读每一份报告，并在五个工作日内回复您。有关此报告的任何消息请注明编号；在我们发布修复或与您商定公开日期之前，请对细节保密。\n\n我们的漏洞披露政策：\n${policyUrl}\n\n${brand} 产品安全团队`,
  }),
};

/** The acknowledgement of report `reference` to its reporter, in `language` (English for any other). */
export function reportAcknowledgement(to: string, language: string, values: AckText): Mail {
  const write = ACK[language] ?? ACK.en!;
  return { to, language, ...write(values) };
}

/** What the product security team receives: the report's fields and where the console shows it. */
export function reportNotification(
  to: string,
  report: {
    reference: string;
    name: string;
    email: string;
    organization: string;
    product: string;
    title: string;
    description: string;
    attachmentName: string | null;
  },
  consoleUrl: string,
): Mail {
  const lines = [
    `Reference: ${report.reference}`,
    `From: ${report.name || "(no name)"} <${report.email}>`,
    `Organization: ${report.organization || "—"}`,
    `Product: ${report.product || "—"}`,
    `Attachment: ${report.attachmentName ?? "none"}`,
    "",
    report.title,
    "",
    report.description,
    "",
    `In the console: ${consoleUrl}`,
  ];
  return {
    to,
    language: "en",
    subject: `Vulnerability report ${report.reference}: ${report.title}`,
    text: lines.join("\n"),
  };
}
