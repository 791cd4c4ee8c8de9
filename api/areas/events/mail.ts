/** The registration confirmation in each language. */
interface Confirmation {
  brand: string;
  name: string;
  title: string;
  when: string;
  where: string;
  url: string;
}
type Template = (c: Confirmation) => { subject: string; text: string };

const T: Record<string, Template> = {
  en: (c) => ({
    subject: `Your registration: ${c.title}`,
    text: `Dear ${c.name},\n\nthank you for registering for ${c.title}.\n\nWhen: ${c.when}\nWhere: ${c.where}\n\nDetails and the calendar entry: ${c.url}\n\n${c.brand}`,
  }),
  br: (c) => ({
    subject: `Sua inscrição: ${c.title}`,
    text: `Olá, ${c.name},\n\nobrigado por se inscrever em ${c.title}.\n\nQuando: ${c.when}\nOnde: ${c.where}\n\nDetalhes e entrada de calendário: ${c.url}\n\n${c.brand}`,
  }),
  ksa: (c) => ({
    subject: `تسجيلك: ${c.title}`,
    text: `عزيزي/عزيزتي ${c.name}،\n\nشكرًا لتسجيلك في ${c.title}.\n\nالموعد: ${c.when}\nالمكان: ${c.where}\n\nالتفاصيل وإضافة الحدث إلى التقويم: ${c.url}\n\n${c.brand}`,
  }),
  tur: (c) => ({
    subject: `Kaydınız: ${c.title}`,
    text: `Sayın ${c.name},\n\n${c.title} etkinliğine kaydolduğunuz için teşekkür ederiz.\n\nZaman: ${c.when}\nYer: ${c.where}\n\nAyrıntılar ve takvim kaydı: ${c.url}\n\n${c.brand}`,
  }),
  el: (c) => ({
    subject: `Η εγγραφή σας: ${c.title}`,
    text: `Αγαπητέ/ή ${c.name},\n\nσας ευχαριστούμε για την εγγραφή σας στο ${c.title}.\n\nΠότε: ${c.when}\nΠού: ${c.where}\n\nΛεπτομέρειες και καταχώριση ημερολογίου: ${c.url}\n\n${c.brand}`,
  }),
  es: (c) => ({
    subject: `Su inscripción: ${c.title}`,
    text: `Estimado/a ${c.name}:\n\ngracias por inscribirse en ${c.title}.\n\nCuándo: ${c.when}\nDónde: ${c.where}\n\nDetalles y entrada de calendario: ${c.url}\n\n${c.brand}`,
  }),
  jp: (c) => ({
    subject: `お申し込みを受け付けました：${c.title}`,
    text: `${c.name} 様\n\n${c.title} にお申し込みいただきありがとうございます。\n\n日時：${c.when}\n場所：${c.where}\n\n詳細とカレンダー登録：${c.url}\n\n${c.brand}`,
  }),
  zh: (c) => ({
    subject: `报名成功：${c.title}`,
    text: `${c.name}，您好：\n\n感谢您报名参加 ${c.title}。\n\n时间：${c.when}\n地点：${c.where}\n\n详情及日历文件：${c.url}\n\n${c.brand}`,
  }),
};

const LOCALES: Record<string, string> = {
  en: "en-GB",
  br: "pt-BR",
  ksa: "ar",
  tur: "tr",
  el: "el",
  es: "es",
  jp: "ja",
  zh: "zh-CN",
};
const ONLINE: Record<string, string> = {
  en: "Online",
  br: "Online",
  ksa: "عبر الإنترنت",
  tur: "Çevrim içi",
  el: "Διαδικτυακά",
  es: "En línea",
  jp: "オンライン",
  zh: "线上",
};

/** "22 Jan 2027, 10:00 (Gulf Standard Time)" in the reader's language. */
export function mailWhen(startsAt: string, timeZone: string, language: string) {
  return new Intl.DateTimeFormat(LOCALES[language] ?? "en-GB", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
    timeZoneName: "long",
  }).format(new Date(startsAt));
}

export const onlineText = (language: string) => ONLINE[language] ?? ONLINE.en!;

export function confirmationMail(language: string, c: Confirmation) {
  return (T[language] ?? T.en!)(c);
}
