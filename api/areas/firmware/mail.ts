import type { Mail } from "../../infra/mail/mail";

interface ConfirmText {
  brand: string;
  model: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  hours: number;
}

interface ReleaseText {
  brand: string;
  model: string;
  version: string;
  notes: string;
  pageUrl: string;
  unsubscribeUrl: string;
}

interface Texts {
  confirm: (v: ConfirmText) => { subject: string; text: string };
  release: (v: ReleaseText) => { subject: string; text: string };
}

/** The mails of "notify me" in each language of the site (English for any other code). */
const T: Record<string, Texts> = {
  en: {
    confirm: ({ brand, model, confirmUrl, unsubscribeUrl, hours }) => ({
      subject: `Confirm e-mails about new firmware for ${model} — ${brand}`,
      text: `Someone, hopefully you, asked to receive an e-mail from ${brand} whenever new firmware for ${model} is published.\n\nTo confirm, open this link within ${hours} hours and press "Confirm":\n\n${confirmUrl}\n\nUntil you confirm, we send nothing else. If you did not ask for this, ignore this e-mail, or cancel the request here:\n\n${unsubscribeUrl}\n\n${brand}`,
    }),
    release: ({ brand, model, version, notes, pageUrl, unsubscribeUrl }) => ({
      subject: `New firmware ${version} for ${model} — ${brand}`,
      text: `Firmware ${version} for ${model} has been published.\n\n${notes}\n\nRelease notes, known issues, checksum and download:\n${pageUrl}\n\nYou receive this e-mail because you subscribed to new firmware for ${model}. Unsubscribe with one click:\n${unsubscribeUrl}\n\n${brand}`,
    }),
  },
  br: {
    confirm: ({ brand, model, confirmUrl, unsubscribeUrl, hours }) => ({
      subject: `Confirme os e-mails sobre novo firmware para ${model} — ${brand}`,
      text: `Alguém, esperamos que você, pediu para receber um e-mail da ${brand} sempre que um novo firmware para ${model} for publicado.\n\nPara confirmar, abra este link em até ${hours} horas e clique em "Confirmar":\n\n${confirmUrl}\n\nAté a confirmação, não enviamos mais nada. Se você não fez este pedido, ignore este e-mail ou cancele o pedido aqui:\n\n${unsubscribeUrl}\n\n${brand}`,
    }),
    release: ({ brand, model, version, notes, pageUrl, unsubscribeUrl }) => ({
      subject: `Novo firmware ${version} para ${model} — ${brand}`,
      text: `O firmware ${version} para ${model} foi publicado.\n\n${notes}\n\nNotas da versão, problemas conhecidos, checksum e download:\n${pageUrl}\n\nVocê recebe este e-mail porque se inscreveu para receber novos firmwares para ${model}. Cancele a inscrição com um clique:\n${unsubscribeUrl}\n\n${brand}`,
    }),
  },
  ksa: {
    confirm: ({ brand, model, confirmUrl, unsubscribeUrl, hours }) => ({
      subject: `أكّد رسائل البرامج الثابتة الجديدة لـ ${model} — ${brand}`,
      text: `طلب شخص ما، ونأمل أن تكون أنت، تلقي رسالة بريد إلكتروني من ${brand} كلما نُشر برنامج ثابت جديد لـ ${model}.\n\nللتأكيد، افتح هذا الرابط خلال ${hours} ساعة واضغط "تأكيد":\n\n${confirmUrl}\n\nلن نرسل أي شيء آخر حتى تؤكد. إذا لم تطلب ذلك، فتجاهل هذه الرسالة أو ألغِ الطلب من هنا:\n\n${unsubscribeUrl}\n\n${brand}`,
    }),
    release: ({ brand, model, version, notes, pageUrl, unsubscribeUrl }) => ({
      subject: `برنامج ثابت جديد ${version} لـ ${model} — ${brand}`,
      text: `نُشر البرنامج الثابت ${version} لـ ${model}.\n\n${notes}\n\nملاحظات الإصدار والمشكلات المعروفة والمجموع الاختباري والتنزيل:\n${pageUrl}\n\nتصلك هذه الرسالة لأنك اشتركت في البرامج الثابتة الجديدة لـ ${model}. ألغِ الاشتراك بنقرة واحدة:\n${unsubscribeUrl}\n\n${brand}`,
    }),
  },
  tur: {
    confirm: ({ brand, model, confirmUrl, unsubscribeUrl, hours }) => ({
      subject: `${model} için yeni ürün yazılımı e-postalarını onaylayın — ${brand}`,
      text: `Birisi, umarız sizsiniz, ${model} için yeni ürün yazılımı yayımlandığında ${brand} tarafından e-posta almak istedi.\n\nOnaylamak için bu bağlantıyı ${hours} saat içinde açın ve "Onayla"ya basın:\n\n${confirmUrl}\n\nOnaylayana kadar başka bir şey göndermeyiz. Bunu siz istemediyseniz bu e-postayı dikkate almayın veya isteği buradan iptal edin:\n\n${unsubscribeUrl}\n\n${brand}`,
    }),
    release: ({ brand, model, version, notes, pageUrl, unsubscribeUrl }) => ({
      subject: `${model} için yeni ürün yazılımı ${version} — ${brand}`,
      text: `${model} için ${version} ürün yazılımı yayımlandı.\n\n${notes}\n\nSürüm notları, bilinen sorunlar, sağlama toplamı ve indirme:\n${pageUrl}\n\nBu e-postayı ${model} için yeni ürün yazılımlarına abone olduğunuz için alıyorsunuz. Tek tıkla abonelikten çıkın:\n${unsubscribeUrl}\n\n${brand}`,
    }),
  },
  el: {
    confirm: ({ brand, model, confirmUrl, unsubscribeUrl, hours }) => ({
      subject: `Επιβεβαιώστε τα e-mail για νέο υλικολογισμικό του ${model} — ${brand}`,
      text: `Κάποιος, ελπίζουμε εσείς, ζήτησε να λαμβάνει e-mail από την ${brand} κάθε φορά που δημοσιεύεται νέο υλικολογισμικό για το ${model}.\n\nΓια επιβεβαίωση, ανοίξτε αυτόν τον σύνδεσμο μέσα σε ${hours} ώρες και πατήστε «Επιβεβαίωση»:\n\n${confirmUrl}\n\nΜέχρι να επιβεβαιώσετε, δεν στέλνουμε τίποτε άλλο. Αν δεν το ζητήσατε, αγνοήστε αυτό το μήνυμα ή ακυρώστε το αίτημα εδώ:\n\n${unsubscribeUrl}\n\n${brand}`,
    }),
    release: ({ brand, model, version, notes, pageUrl, unsubscribeUrl }) => ({
      subject: `Νέο υλικολογισμικό ${version} για το ${model} — ${brand}`,
      text: `Δημοσιεύθηκε το υλικολογισμικό ${version} για το ${model}.\n\n${notes}\n\nΣημειώσεις έκδοσης, γνωστά προβλήματα, άθροισμα ελέγχου και λήψη:\n${pageUrl}\n\nΛαμβάνετε αυτό το μήνυμα επειδή εγγραφήκατε για νέο υλικολογισμικό του ${model}. Διαγραφή με ένα κλικ:\n${unsubscribeUrl}\n\n${brand}`,
    }),
  },
  es: {
    confirm: ({ brand, model, confirmUrl, unsubscribeUrl, hours }) => ({
      subject: `Confirme los correos sobre nuevo firmware para ${model} — ${brand}`,
      text: `Alguien, esperamos que usted, pidió recibir un correo de ${brand} cada vez que se publique nuevo firmware para ${model}.\n\nPara confirmarlo, abra este enlace en un plazo de ${hours} horas y pulse "Confirmar":\n\n${confirmUrl}\n\nHasta que lo confirme, no enviamos nada más. Si no lo solicitó, ignore este correo o cancele la solicitud aquí:\n\n${unsubscribeUrl}\n\n${brand}`,
    }),
    release: ({ brand, model, version, notes, pageUrl, unsubscribeUrl }) => ({
      subject: `Nuevo firmware ${version} para ${model} — ${brand}`,
      text: `Se ha publicado el firmware ${version} para ${model}.\n\n${notes}\n\nNotas de la versión, problemas conocidos, suma de comprobación y descarga:\n${pageUrl}\n\nRecibe este correo porque se suscribió al nuevo firmware para ${model}. Cancele la suscripción con un clic:\n${unsubscribeUrl}\n\n${brand}`,
    }),
  },
  jp: {
    confirm: ({ brand, model, confirmUrl, unsubscribeUrl, hours }) => ({
      subject: `${model} の新しいファームウェアのお知らせメールの確認 — ${brand}`,
      text: `${model} の新しいファームウェアが公開されたときに ${brand} からメールを受け取る登録が申し込まれました。\n\n確認するには、${hours} 時間以内に次のリンクを開き、「確認する」を押してください。\n\n${confirmUrl}\n\n確認されるまで、これ以上メールはお送りしません。お心当たりがない場合は、このメールを破棄するか、こちらから申し込みを取り消してください。\n\n${unsubscribeUrl}\n\n${brand}`,
    }),
    release: ({ brand, model, version, notes, pageUrl, unsubscribeUrl }) => ({
      subject: `${model} の新しいファームウェア ${version} — ${brand}`,
      text: `${model} 用ファームウェア ${version} を公開しました。\n\n${notes}\n\nリリースノート、既知の問題、チェックサム、ダウンロード:\n${pageUrl}\n\n${model} の新しいファームウェアのお知らせに登録されているため、このメールをお送りしています。ワンクリックで登録を解除できます:\n${unsubscribeUrl}\n\n${brand}`,
    }),
  },
  zh: {
    confirm: ({ brand, model, confirmUrl, unsubscribeUrl, hours }) => ({
      subject: `确认接收 ${model} 新固件邮件 — ${brand}`,
      text: `有人（希望是您本人）申请在 ${model} 发布新固件时接收 ${brand} 的电子邮件。\n\n请在 ${hours} 小时内打开以下链接并点击“确认”：\n\n${confirmUrl}\n\n在您确认之前，我们不会再发送任何邮件。如非本人操作，请忽略此邮件，或在此取消申请：\n\n${unsubscribeUrl}\n\n${brand}`,
    }),
    release: ({ brand, model, version, notes, pageUrl, unsubscribeUrl }) => ({
      subject: `${model} 新固件 ${version} — ${brand}`,
      text: `${model} 的固件 ${version} 已发布。\n\n${notes}\n\n发行说明、已知问题、校验值与下载：\n${pageUrl}\n\n您收到此邮件是因为您订阅了 ${model} 的新固件通知。一键退订：\n${unsubscribeUrl}\n\n${brand}`,
    }),
  },
};

const textsIn = (language: string) => T[language] ?? T.en!;

/**
 * The headers of every mail to a subscriber (RFC 2369 and RFC 8058): the unsubscribe address, and
 * that a POST to it with `List-Unsubscribe=One-Click` unsubscribes at once.
 */
export const unsubscribeHeaders = (unsubscribeUrl: string) => ({
  "List-Unsubscribe": `<${unsubscribeUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/** The confirmation mail of a new subscription (double opt-in), in the subscriber's language. */
export function confirmationMail(to: string, language: string, v: ConfirmText): Mail {
  return {
    to,
    language,
    ...textsIn(language).confirm(v),
    headers: unsubscribeHeaders(v.unsubscribeUrl),
  };
}

/** The mail about a published release to a confirmed subscriber, in their language. */
export function releaseMail(to: string, language: string, v: ReleaseText): Mail {
  return {
    to,
    language,
    ...textsIn(language).release(v),
    headers: unsubscribeHeaders(v.unsubscribeUrl),
  };
}
