import { LANGUAGES } from "#shared/languages";
import type { Mail } from "../../infra/mail/mail";

/** The e-mails of exam registrations and certificates, in the holder's language (English otherwise). */
interface Texts {
  received: (v: { brand: string; id: number }) => [string, string];
  approved: (v: { brand: string; id: number }) => [string, string];
  disapproved: (v: { brand: string; id: number; reason: string }) => [string, string];
  passed: (v: { brand: string; number: string; expires: string; url: string }) => [string, string];
  failed: (v: { brand: string; score: number; url: string }) => [string, string];
  reminder: (v: {
    brand: string;
    number: string;
    expires: string;
    url: string;
  }) => [string, string];
}

const TEXTS: Record<string, Texts> = {
  en: {
    received: ({ brand, id }) => [
      `${brand}: exam registration ${id} received`,
      `Thank you for registering for the certified specialist exam. Your registration ${id} has been submitted and waits for review. We will write to you by e-mail after verification.`,
    ],
    approved: ({ brand, id }) => [
      `${brand}: exam registration ${id} approved`,
      `Your registration ${id} for the certified specialist exam has been approved. We will send you the exam details.`,
    ],
    disapproved: ({ brand, id, reason }) => [
      `${brand}: exam registration ${id} not approved`,
      `Your registration ${id} for the certified specialist exam was not approved.\n\nReason: ${reason}`,
    ],
    passed: ({ brand, number, expires, url }) => [
      `${brand}: you passed the certified specialist exam`,
      `Congratulations, you passed the certified specialist exam. Your certificate ${number} is valid until ${expires}.\n\nPrint it here: ${url}`,
    ],
    failed: ({ brand, score, url }) => [
      `${brand}: certified specialist exam result`,
      `Your score in the certified specialist exam was ${score} out of 100, which is not a pass. You are welcome to register again: ${url}`,
    ],
    reminder: ({ brand, number, expires, url }) => [
      `${brand}: your certificate expires on ${expires}`,
      `Your certified specialist certificate ${number} expires on ${expires}. Certificates are renewed every two years: register for the exam again at ${url}`,
    ],
  },
  br: {
    received: ({ brand, id }) => [
      `${brand}: inscrição no exame ${id} recebida`,
      `Obrigado por se inscrever no exame de especialista certificado. Sua inscrição ${id} foi enviada e aguarda análise. Entraremos em contato por e-mail após a verificação.`,
    ],
    approved: ({ brand, id }) => [
      `${brand}: inscrição no exame ${id} aprovada`,
      `Sua inscrição ${id} no exame de especialista certificado foi aprovada. Enviaremos os detalhes do exame.`,
    ],
    disapproved: ({ brand, id, reason }) => [
      `${brand}: inscrição no exame ${id} não aprovada`,
      `Sua inscrição ${id} no exame de especialista certificado não foi aprovada.\n\nMotivo: ${reason}`,
    ],
    passed: ({ brand, number, expires, url }) => [
      `${brand}: você foi aprovado no exame de especialista certificado`,
      `Parabéns, você foi aprovado no exame de especialista certificado. Seu certificado ${number} é válido até ${expires}.\n\nImprima-o aqui: ${url}`,
    ],
    failed: ({ brand, score, url }) => [
      `${brand}: resultado do exame de especialista certificado`,
      `Sua nota no exame de especialista certificado foi ${score} de 100, insuficiente para aprovação. Você pode se inscrever novamente: ${url}`,
    ],
    reminder: ({ brand, number, expires, url }) => [
      `${brand}: seu certificado vence em ${expires}`,
      `Seu certificado de especialista certificado ${number} vence em ${expires}. Os certificados são renovados a cada dois anos: inscreva-se novamente no exame em ${url}`,
    ],
  },
  ksa: {
    received: ({ brand, id }) => [
      `${brand}: تم استلام التسجيل في الاختبار رقم ${id}`,
      `شكرًا لتسجيلك في اختبار الأخصائي المعتمد. تم إرسال تسجيلك رقم ${id} وهو بانتظار المراجعة. سنراسلك عبر البريد الإلكتروني بعد التحقق.`,
    ],
    approved: ({ brand, id }) => [
      `${brand}: تمت الموافقة على التسجيل في الاختبار رقم ${id}`,
      `تمت الموافقة على تسجيلك رقم ${id} في اختبار الأخصائي المعتمد. سنرسل إليك تفاصيل الاختبار.`,
    ],
    disapproved: ({ brand, id, reason }) => [
      `${brand}: لم تتم الموافقة على التسجيل في الاختبار رقم ${id}`,
      `لم تتم الموافقة على تسجيلك رقم ${id} في اختبار الأخصائي المعتمد.\n\nالسبب: ${reason}`,
    ],
    passed: ({ brand, number, expires, url }) => [
      `${brand}: لقد اجتزت اختبار الأخصائي المعتمد`,
      `تهانينا، لقد اجتزت اختبار الأخصائي المعتمد. شهادتك ${number} صالحة حتى ${expires}.\n\nاطبعها من هنا: ${url}`,
    ],
    failed: ({ brand, score, url }) => [
      `${brand}: نتيجة اختبار الأخصائي المعتمد`,
      `حصلت في اختبار الأخصائي المعتمد على ${score} من 100، وهي درجة غير كافية للنجاح. يمكنك التسجيل مرة أخرى: ${url}`,
    ],
    reminder: ({ brand, number, expires, url }) => [
      `${brand}: تنتهي صلاحية شهادتك في ${expires}`,
      `تنتهي صلاحية شهادة الأخصائي المعتمد ${number} في ${expires}. تُجدَّد الشهادات كل عامين: سجّل في الاختبار مرة أخرى عبر ${url}`,
    ],
  },
  tur: {
    received: ({ brand, id }) => [
      `${brand}: ${id} numaralı sınav kaydı alındı`,
      `Sertifikalı uzman sınavına kaydolduğunuz için teşekkür ederiz. ${id} numaralı kaydınız gönderildi ve incelenmeyi bekliyor. Doğrulamadan sonra size e-posta ile yazacağız.`,
    ],
    approved: ({ brand, id }) => [
      `${brand}: ${id} numaralı sınav kaydı onaylandı`,
      `Sertifikalı uzman sınavı için ${id} numaralı kaydınız onaylandı. Sınav ayrıntılarını size göndereceğiz.`,
    ],
    disapproved: ({ brand, id, reason }) => [
      `${brand}: ${id} numaralı sınav kaydı onaylanmadı`,
      `Sertifikalı uzman sınavı için ${id} numaralı kaydınız onaylanmadı.\n\nGerekçe: ${reason}`,
    ],
    passed: ({ brand, number, expires, url }) => [
      `${brand}: sertifikalı uzman sınavını geçtiniz`,
      `Tebrikler, sertifikalı uzman sınavını geçtiniz. ${number} numaralı sertifikanız ${expires} tarihine kadar geçerlidir.\n\nBuradan yazdırabilirsiniz: ${url}`,
    ],
    failed: ({ brand, score, url }) => [
      `${brand}: sertifikalı uzman sınavı sonucu`,
      `Sertifikalı uzman sınavındaki puanınız 100 üzerinden ${score}; bu, geçer not değildir. Yeniden kaydolabilirsiniz: ${url}`,
    ],
    reminder: ({ brand, number, expires, url }) => [
      `${brand}: sertifikanızın süresi ${expires} tarihinde doluyor`,
      `${number} numaralı sertifikalı uzman sertifikanızın süresi ${expires} tarihinde doluyor. Sertifikalar iki yılda bir yenilenir: sınava yeniden kaydolun: ${url}`,
    ],
  },
  el: {
    received: ({ brand, id }) => [
      `${brand}: η εγγραφή ${id} στην εξέταση παραλήφθηκε`,
      `Σας ευχαριστούμε για την εγγραφή σας στην εξέταση πιστοποιημένου ειδικού. Η εγγραφή ${id} υποβλήθηκε και αναμένει έλεγχο. Θα σας γράψουμε με e-mail μετά την επαλήθευση.`,
    ],
    approved: ({ brand, id }) => [
      `${brand}: η εγγραφή ${id} στην εξέταση εγκρίθηκε`,
      `Η εγγραφή σας ${id} στην εξέταση πιστοποιημένου ειδικού εγκρίθηκε. Θα σας στείλουμε τις λεπτομέρειες της εξέτασης.`,
    ],
    disapproved: ({ brand, id, reason }) => [
      `${brand}: η εγγραφή ${id} στην εξέταση δεν εγκρίθηκε`,
      `Η εγγραφή σας ${id} στην εξέταση πιστοποιημένου ειδικού δεν εγκρίθηκε.\n\nΑιτία: ${reason}`,
    ],
    passed: ({ brand, number, expires, url }) => [
      `${brand}: περάσατε την εξέταση πιστοποιημένου ειδικού`,
      `Συγχαρητήρια, περάσατε την εξέταση πιστοποιημένου ειδικού. Το πιστοποιητικό σας ${number} ισχύει έως ${expires}.\n\nΕκτυπώστε το εδώ: ${url}`,
    ],
    failed: ({ brand, score, url }) => [
      `${brand}: αποτέλεσμα της εξέτασης πιστοποιημένου ειδικού`,
      `Η βαθμολογία σας στην εξέταση πιστοποιημένου ειδικού ήταν ${score} στα 100, που δεν είναι προβιβάσιμη. Μπορείτε να εγγραφείτε ξανά: ${url}`,
    ],
    reminder: ({ brand, number, expires, url }) => [
      `${brand}: το πιστοποιητικό σας λήγει στις ${expires}`,
      `Το πιστοποιητικό πιστοποιημένου ειδικού ${number} λήγει στις ${expires}. Τα πιστοποιητικά ανανεώνονται κάθε δύο χρόνια: εγγραφείτε ξανά στην εξέταση στο ${url}`,
    ],
  },
  es: {
    received: ({ brand, id }) => [
      `${brand}: inscripción al examen ${id} recibida`,
      `Gracias por inscribirse en el examen de especialista certificado. Su inscripción ${id} se ha enviado y espera revisión. Le escribiremos por correo electrónico tras la verificación.`,
    ],
    approved: ({ brand, id }) => [
      `${brand}: inscripción al examen ${id} aprobada`,
      `Su inscripción ${id} al examen de especialista certificado ha sido aprobada. Le enviaremos los detalles del examen.`,
    ],
    disapproved: ({ brand, id, reason }) => [
      `${brand}: inscripción al examen ${id} no aprobada`,
      `Su inscripción ${id} al examen de especialista certificado no ha sido aprobada.\n\nMotivo: ${reason}`,
    ],
    passed: ({ brand, number, expires, url }) => [
      `${brand}: ha aprobado el examen de especialista certificado`,
      `Enhorabuena, ha aprobado el examen de especialista certificado. Su certificado ${number} es válido hasta el ${expires}.\n\nImprímalo aquí: ${url}`,
    ],
    failed: ({ brand, score, url }) => [
      `${brand}: resultado del examen de especialista certificado`,
      `Su puntuación en el examen de especialista certificado fue ${score} sobre 100, insuficiente para aprobar. Puede inscribirse de nuevo: ${url}`,
    ],
    reminder: ({ brand, number, expires, url }) => [
      `${brand}: su certificado vence el ${expires}`,
      `Su certificado de especialista certificado ${number} vence el ${expires}. Los certificados se renuevan cada dos años: inscríbase de nuevo en el examen en ${url}`,
    ],
  },
  jp: {
    received: ({ brand, id }) => [
      `${brand}：試験登録 ${id} を受け付けました`,
      `認定スペシャリスト試験にご登録いただきありがとうございます。登録 ${id} は送信され、審査待ちです。確認後、メールでご連絡します。`,
    ],
    approved: ({ brand, id }) => [
      `${brand}：試験登録 ${id} が承認されました`,
      `認定スペシャリスト試験の登録 ${id} が承認されました。試験の詳細をお送りします。`,
    ],
    disapproved: ({ brand, id, reason }) => [
      `${brand}：試験登録 ${id} は承認されませんでした`,
      `認定スペシャリスト試験の登録 ${id} は承認されませんでした。\n\n理由：${reason}`,
    ],
    passed: ({ brand, number, expires, url }) => [
      `${brand}：認定スペシャリスト試験に合格しました`,
      `おめでとうございます。認定スペシャリスト試験に合格しました。認定証 ${number} の有効期限は ${expires} です。\n\n印刷はこちら：${url}`,
    ],
    failed: ({ brand, score, url }) => [
      `${brand}：認定スペシャリスト試験の結果`,
      `認定スペシャリスト試験の得点は 100 点中 ${score} 点で、合格基準に達しませんでした。再度ご登録いただけます：${url}`,
    ],
    reminder: ({ brand, number, expires, url }) => [
      `${brand}：認定証の有効期限は ${expires} です`,
      `認定スペシャリスト認定証 ${number} の有効期限は ${expires} です。認定証は 2 年ごとに更新が必要です。こちらから試験に再登録してください：${url}`,
    ],
  },
  zh: {
    received: ({ brand, id }) => [
      `${brand}：已收到考试报名 ${id}`,
      `感谢您报名认证专家考试。您的报名 ${id} 已提交，正在等待审核。核实后我们将通过电子邮件与您联系。`,
    ],
    approved: ({ brand, id }) => [
      `${brand}：考试报名 ${id} 已批准`,
      `您的认证专家考试报名 ${id} 已获批准。我们将向您发送考试详情。`,
    ],
    disapproved: ({ brand, id, reason }) => [
      `${brand}：考试报名 ${id} 未获批准`,
      `您的认证专家考试报名 ${id} 未获批准。\n\n原因：${reason}`,
    ],
    passed: ({ brand, number, expires, url }) => [
      `${brand}：您已通过认证专家考试`,
      `恭喜您通过认证专家考试。您的证书 ${number} 有效期至 ${expires}。\n\n在此打印：${url}`,
    ],
    failed: ({ brand, score, url }) => [
      `${brand}：认证专家考试成绩`,
      `您在认证专家考试中的得分为 ${score} 分（满分 100 分），未达到通过标准。欢迎再次报名：${url}`,
    ],
    reminder: ({ brand, number, expires, url }) => [
      `${brand}：您的证书将于 ${expires} 到期`,
      `您的认证专家证书 ${number} 将于 ${expires} 到期。证书每两年更新一次：请在此重新报名考试：${url}`,
    ],
  },
};

/** A day (YYYY-MM-DD) written in the language of `code`, e.g. "22 November 2028". */
export function formatDay(day: string, code: string): string {
  const lang = LANGUAGES.find((l) => l.code === code)?.lang ?? "en";
  return new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

type Kind = keyof Texts;

/** One e-mail to `to` in the language `code`. */
export function certificationMail<K extends Kind>(
  kind: K,
  to: string,
  code: string,
  values: Parameters<Texts[K]>[0],
): Mail {
  const texts = TEXTS[code] ?? TEXTS.en!;
  const [subject, body] = (texts[kind] as (v: Parameters<Texts[K]>[0]) => [string, string])(values);
  return { to, subject, text: `${body}\n\n${values.brand}`, language: code };
}
