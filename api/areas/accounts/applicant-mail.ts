import type { Mail } from "../../infra/mail/mail";

/**
 * The administrator's decision on an applicant registration, e-mailed in the applicant's language
 * (English for a language the site does not have).
 */
type Texts = {
  approved: (brand: string, name: string) => { subject: string; text: string };
  rejected: (brand: string, name: string, reason: string) => { subject: string; text: string };
};

const TEXTS: Record<string, Texts> = {
  en: {
    approved: (brand, name) => ({
      subject: `Your registration has been approved — ${brand}`,
      text: `Hello ${name},\n\nyour registration for the ${brand} partner portal has been approved. Sign in with your e-mail address and the password we sent you to register deals and use the partner resources.\n\n${brand}`,
    }),
    rejected: (brand, name, reason) => ({
      subject: `Your registration — ${brand}`,
      text: `Hello ${name},\n\nwe have reviewed your registration for the ${brand} partner portal and cannot approve it at this time.\n\nReason: ${reason}\n\n${brand}`,
    }),
  },
  br: {
    approved: (brand, name) => ({
      subject: `Seu cadastro foi aprovado — ${brand}`,
      text: `Olá, ${name},\n\nseu cadastro no portal de parceiros da ${brand} foi aprovado. Entre com seu e-mail e a senha que enviamos para registrar negócios e usar os recursos para parceiros.\n\n${brand}`,
    }),
    rejected: (brand, name, reason) => ({
      subject: `Seu cadastro — ${brand}`,
      text: `Olá, ${name},\n\nanalisamos seu cadastro no portal de parceiros da ${brand} e não podemos aprová-lo neste momento.\n\nMotivo: ${reason}\n\n${brand}`,
    }),
  },
  ksa: {
    approved: (brand, name) => ({
      subject: `تمت الموافقة على تسجيلك — ${brand}`,
      text: `مرحبًا ${name}،\n\nتمت الموافقة على تسجيلك في بوابة شركاء ${brand}. سجّل الدخول ببريدك الإلكتروني وكلمة المرور التي أرسلناها إليك لتسجيل الصفقات واستخدام موارد الشركاء.\n\n${brand}`,
    }),
    rejected: (brand, name, reason) => ({
      subject: `تسجيلك — ${brand}`,
      text: `مرحبًا ${name}،\n\nراجعنا تسجيلك في بوابة شركاء ${brand} ولا يمكننا الموافقة عليه في الوقت الحالي.\n\nالسبب: ${reason}\n\n${brand}`,
    }),
  },
  tur: {
    approved: (brand, name) => ({
      subject: `Kaydınız onaylandı — ${brand}`,
      text: `Merhaba ${name},\n\n${brand} iş ortağı portalına kaydınız onaylandı. Fırsat kaydetmek ve iş ortağı kaynaklarını kullanmak için e-posta adresiniz ve size gönderdiğimiz parola ile oturum açın.\n\n${brand}`,
    }),
    rejected: (brand, name, reason) => ({
      subject: `Kaydınız — ${brand}`,
      text: `Merhaba ${name},\n\n${brand} iş ortağı portalına kaydınızı inceledik ve şu anda onaylayamıyoruz.\n\nGerekçe: ${reason}\n\n${brand}`,
    }),
  },
  el: {
    approved: (brand, name) => ({
      subject: `Η εγγραφή σας εγκρίθηκε — ${brand}`,
      text: `Γεια σας ${name},\n\nη εγγραφή σας στην πύλη συνεργατών της ${brand} εγκρίθηκε. Συνδεθείτε με τη διεύθυνση e-mail σας και τον κωδικό που σας στείλαμε για να καταχωρίζετε συμφωνίες και να χρησιμοποιείτε το υλικό συνεργατών.\n\n${brand}`,
    }),
    rejected: (brand, name, reason) => ({
      subject: `Η εγγραφή σας — ${brand}`,
      text: `Γεια σας ${name},\n\nεξετάσαμε την εγγραφή σας στην πύλη συνεργατών της ${brand} και δεν μπορούμε να την εγκρίνουμε αυτή τη στιγμή.\n\nΑιτία: ${reason}\n\n${brand}`,
    }),
  },
  es: {
    approved: (brand, name) => ({
      subject: `Su registro ha sido aprobado — ${brand}`,
      text: `Hola, ${name}:\n\nsu registro en el portal de socios de ${brand} ha sido aprobado. Inicie sesión con su correo electrónico y la contraseña que le enviamos para registrar oportunidades y usar los recursos para socios.\n\n${brand}`,
    }),
    rejected: (brand, name, reason) => ({
      subject: `Su registro — ${brand}`,
      text: `Hola, ${name}:\n\nhemos revisado su registro en el portal de socios de ${brand} y no podemos aprobarlo por el momento.\n\nMotivo: ${reason}\n\n${brand}`,
    }),
  },
  jp: {
    approved: (brand, name) => ({
      subject: `ご登録が承認されました — ${brand}`,
      text: `${name} 様\n\n${brand} パートナーポータルへのご登録が承認されました。メールアドレスとお送りしたパスワードでサインインし、案件登録やパートナー向け資料をご利用ください。\n\n${brand}`,
    }),
    rejected: (brand, name, reason) => ({
      subject: `ご登録について — ${brand}`,
      text: `${name} 様\n\n${brand} パートナーポータルへのご登録を審査しましたが、現時点では承認できません。\n\n理由：${reason}\n\n${brand}`,
    }),
  },
  zh: {
    approved: (brand, name) => ({
      subject: `您的注册已获批准 — ${brand}`,
      text: `${name}，您好：\n\n您在 ${brand} 合作伙伴门户的注册已获批准。请使用您的电子邮箱和我们发送给您的密码登录，登记商机并使用合作伙伴资源。\n\n${brand}`,
    }),
    rejected: (brand, name, reason) => ({
      subject: `关于您的注册 — ${brand}`,
      text: `${name}，您好：\n\n我们已审核您在 ${brand} 合作伙伴门户的注册，目前无法批准。\n\n原因：${reason}\n\n${brand}`,
    }),
  },
};

/** The decision's e-mail to the applicant. */
export function applicantDecisionMail(
  to: string,
  language: string,
  brand: string,
  name: string,
  decision: { approved: true } | { approved: false; reason: string },
): Mail {
  const t = TEXTS[language] ?? TEXTS.en!;
  const body = decision.approved
    ? t.approved(brand, name)
    : t.rejected(brand, name, decision.reason);
  return { to, language, ...body };
}
