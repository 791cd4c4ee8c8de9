import type { Mail } from "../../infra/mail/mail";

/**
 * The e-mails of a partner application, in the applicant's language (English for a language the
 * site does not have): the confirmation on submission, and the administrator's decision.
 */
type Texts = {
  received: (brand: string, company: string) => { subject: string; text: string };
  approved: (brand: string, company: string) => { subject: string; text: string };
  rejected: (brand: string, company: string, reason: string) => { subject: string; text: string };
};

const TEXTS: Record<string, Texts> = {
  en: {
    received: (brand, company) => ({
      subject: `Your partner application has been received — ${brand}`,
      text: `Thank you for applying to become a ${brand} partner. We have received the application of ${company}; it is now waiting for review, and we will write to you by e-mail once it has been checked.\n\n${brand}`,
    }),
    approved: (brand, company) => ({
      subject: `Your partner application has been approved — ${brand}`,
      text: `Good news: the partner application of ${company} has been approved. Welcome to the ${brand} partner programme. Your employees can now register for the partner portal.\n\n${brand}`,
    }),
    rejected: (brand, company, reason) => ({
      subject: `Your partner application — ${brand}`,
      text: `We have reviewed the partner application of ${company} and cannot approve it at this time.\n\nReason: ${reason}\n\nYou are welcome to apply again once this has been addressed.\n\n${brand}`,
    }),
  },
  br: {
    received: (brand, company) => ({
      subject: `Recebemos sua solicitação de parceria — ${brand}`,
      text: `Obrigado por se candidatar a parceiro da ${brand}. Recebemos a solicitação da ${company}; ela aguarda análise e escreveremos a você por e-mail assim que for verificada.\n\n${brand}`,
    }),
    approved: (brand, company) => ({
      subject: `Sua solicitação de parceria foi aprovada — ${brand}`,
      text: `Boas notícias: a solicitação de parceria da ${company} foi aprovada. Bem-vindo ao programa de parceiros da ${brand}. Seus funcionários já podem se cadastrar no portal de parceiros.\n\n${brand}`,
    }),
    rejected: (brand, company, reason) => ({
      subject: `Sua solicitação de parceria — ${brand}`,
      text: `Analisamos a solicitação de parceria da ${company} e não podemos aprová-la neste momento.\n\nMotivo: ${reason}\n\nVocê pode se candidatar novamente depois de resolver isso.\n\n${brand}`,
    }),
  },
  ksa: {
    received: (brand, company) => ({
      subject: `تلقّينا طلب الشراكة الخاص بك — ${brand}`,
      text: `شكرًا لتقدّمك لتصبح شريكًا لـ ${brand}. لقد تلقّينا طلب ${company}، وهو الآن بانتظار المراجعة، وسنراسلك عبر البريد الإلكتروني بعد التحقق منه.\n\n${brand}`,
    }),
    approved: (brand, company) => ({
      subject: `تمت الموافقة على طلب الشراكة — ${brand}`,
      text: `أخبار سارّة: تمت الموافقة على طلب الشراكة المقدَّم من ${company}. مرحبًا بكم في برنامج شركاء ${brand}. يمكن لموظفيكم الآن التسجيل في بوابة الشركاء.\n\n${brand}`,
    }),
    rejected: (brand, company, reason) => ({
      subject: `طلب الشراكة الخاص بك — ${brand}`,
      text: `راجعنا طلب الشراكة المقدَّم من ${company} ولا يمكننا الموافقة عليه في الوقت الحالي.\n\nالسبب: ${reason}\n\nيسعدنا أن تتقدّم مجددًا بعد معالجة ذلك.\n\n${brand}`,
    }),
  },
  tur: {
    received: (brand, company) => ({
      subject: `İş ortaklığı başvurunuz alındı — ${brand}`,
      text: `${brand} iş ortağı olmak için başvurduğunuz için teşekkür ederiz. ${company} başvurusunu aldık; şu anda incelemeyi bekliyor ve kontrol edildiğinde size e-posta ile yazacağız.\n\n${brand}`,
    }),
    approved: (brand, company) => ({
      subject: `İş ortaklığı başvurunuz onaylandı — ${brand}`,
      text: `Güzel haber: ${company} iş ortaklığı başvurusu onaylandı. ${brand} iş ortağı programına hoş geldiniz. Çalışanlarınız artık iş ortağı portalına kaydolabilir.\n\n${brand}`,
    }),
    rejected: (brand, company, reason) => ({
      subject: `İş ortaklığı başvurunuz — ${brand}`,
      text: `${company} iş ortaklığı başvurusunu inceledik ve şu anda onaylayamıyoruz.\n\nGerekçe: ${reason}\n\nBu konu giderildikten sonra yeniden başvurabilirsiniz.\n\n${brand}`,
    }),
  },
  el: {
    received: (brand, company) => ({
      subject: `Λάβαμε την αίτηση συνεργασίας σας — ${brand}`,
      text: `Σας ευχαριστούμε για την αίτησή σας να γίνετε συνεργάτης της ${brand}. Λάβαμε την αίτηση της ${company}· αναμένει έλεγχο και θα σας γράψουμε με e-mail μόλις ελεγχθεί.\n\n${brand}`,
    }),
    approved: (brand, company) => ({
      subject: `Η αίτηση συνεργασίας σας εγκρίθηκε — ${brand}`,
      text: `Καλά νέα: η αίτηση συνεργασίας της ${company} εγκρίθηκε. Καλώς ήρθατε στο πρόγραμμα συνεργατών της ${brand}. Οι υπάλληλοί σας μπορούν πλέον να εγγραφούν στην πύλη συνεργατών.\n\n${brand}`,
    }),
    rejected: (brand, company, reason) => ({
      subject: `Η αίτηση συνεργασίας σας — ${brand}`,
      text: `Εξετάσαμε την αίτηση συνεργασίας της ${company} και δεν μπορούμε να την εγκρίνουμε αυτή τη στιγμή.\n\nΑιτία: ${reason}\n\nΜπορείτε να υποβάλετε ξανά αίτηση όταν αυτό διευθετηθεί.\n\n${brand}`,
    }),
  },
  es: {
    received: (brand, company) => ({
      subject: `Hemos recibido su solicitud de socio — ${brand}`,
      text: `Gracias por solicitar ser socio de ${brand}. Hemos recibido la solicitud de ${company}; ahora espera revisión y le escribiremos por correo electrónico en cuanto se haya comprobado.\n\n${brand}`,
    }),
    approved: (brand, company) => ({
      subject: `Su solicitud de socio ha sido aprobada — ${brand}`,
      text: `Buenas noticias: la solicitud de socio de ${company} ha sido aprobada. Bienvenido al programa de socios de ${brand}. Sus empleados ya pueden registrarse en el portal de socios.\n\n${brand}`,
    }),
    rejected: (brand, company, reason) => ({
      subject: `Su solicitud de socio — ${brand}`,
      text: `Hemos revisado la solicitud de socio de ${company} y no podemos aprobarla por ahora.\n\nMotivo: ${reason}\n\nPuede volver a solicitarlo una vez resuelto.\n\n${brand}`,
    }),
  },
  jp: {
    received: (brand, company) => ({
      subject: `パートナー申請を受け付けました — ${brand}`,
      text: `${brand}のパートナーへのお申し込みありがとうございます。${company}様の申請を受け付けました。現在審査待ちです。確認が済みしだいメールでご連絡いたします。\n\n${brand}`,
    }),
    approved: (brand, company) => ({
      subject: `パートナー申請が承認されました — ${brand}`,
      text: `${company}様のパートナー申請が承認されました。${brand}パートナープログラムへようこそ。従業員の皆様はパートナーポータルに登録できるようになりました。\n\n${brand}`,
    }),
    rejected: (brand, company, reason) => ({
      subject: `パートナー申請について — ${brand}`,
      text: `${company}様のパートナー申請を審査しましたが、現時点では承認できません。\n\n理由：${reason}\n\nこの点が解決しましたら、改めてお申し込みください。\n\n${brand}`,
    }),
  },
  zh: {
    received: (brand, company) => ({
      subject: `我们已收到您的合作伙伴申请 — ${brand}`,
      text: `感谢您申请成为 ${brand} 合作伙伴。我们已收到 ${company} 的申请，目前正在等待审核，审核完成后我们会通过电子邮件与您联系。\n\n${brand}`,
    }),
    approved: (brand, company) => ({
      subject: `您的合作伙伴申请已获批准 — ${brand}`,
      text: `好消息：${company} 的合作伙伴申请已获批准。欢迎加入 ${brand} 合作伙伴计划。您的员工现在可以注册合作伙伴门户。\n\n${brand}`,
    }),
    rejected: (brand, company, reason) => ({
      subject: `关于您的合作伙伴申请 — ${brand}`,
      text: `我们已审核 ${company} 的合作伙伴申请，目前无法批准。\n\n原因：${reason}\n\n问题解决后，欢迎您再次申请。\n\n${brand}`,
    }),
  },
};

const texts = (language: string) => TEXTS[language] ?? TEXTS.en!;

export function receivedMail(to: string, language: string, brand: string, company: string): Mail {
  return { to, language, ...texts(language).received(brand, company) };
}

export function decisionMail(
  to: string,
  language: string,
  brand: string,
  company: string,
  decision: { approved: true } | { approved: false; reason: string },
): Mail {
  const t = texts(language);
  const body = decision.approved
    ? t.approved(brand, company)
    : t.rejected(brand, company, decision.reason);
  return { to, language, ...body };
}
