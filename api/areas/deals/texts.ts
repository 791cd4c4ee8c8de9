/**
 * The deal texts the backend writes itself, in the recipient's or the request's language (English
 * otherwise): the e-mails, and the CSV export's column names and states.
 */

interface MailTexts {
  submitted: (v: {
    brand: string;
    project: string;
    company: string;
    url: string;
  }) => [string, string];
  approved: (v: {
    brand: string;
    project: string;
    expires: string;
    url: string;
  }) => [string, string];
  disapproved: (v: {
    brand: string;
    project: string;
    reason: string;
    url: string;
  }) => [string, string];
  expiring: (v: {
    brand: string;
    project: string;
    expires: string;
    url: string;
  }) => [string, string];
}

export const MAILS: Record<string, MailTexts> = {
  en: {
    submitted: ({ brand, project, company, url }) => [
      `${brand}: deal "${project}" waits for your review`,
      `${company} registered the deal "${project}" and named you as its channel manager. Review it here: ${url}`,
    ],
    approved: ({ brand, project, expires, url }) => [
      `${brand}: deal "${project}" approved`,
      `Your deal registration "${project}" has been approved. It is valid until ${expires}.\n\n${url}`,
    ],
    disapproved: ({ brand, project, reason, url }) => [
      `${brand}: deal "${project}" not approved`,
      `Your deal registration "${project}" was not approved.\n\nReason: ${reason}\n\n${url}`,
    ],
    expiring: ({ brand, project, expires, url }) => [
      `${brand}: deal "${project}" expires on ${expires}`,
      `Your deal registration "${project}" expires on ${expires}. Update it or close it here: ${url}`,
    ],
  },
  br: {
    submitted: ({ brand, project, company, url }) => [
      `${brand}: o negócio "${project}" aguarda sua análise`,
      `${company} registrou o negócio "${project}" e indicou você como gerente de canal. Analise aqui: ${url}`,
    ],
    approved: ({ brand, project, expires, url }) => [
      `${brand}: negócio "${project}" aprovado`,
      `Seu registro de negócio "${project}" foi aprovado. Ele é válido até ${expires}.\n\n${url}`,
    ],
    disapproved: ({ brand, project, reason, url }) => [
      `${brand}: negócio "${project}" não aprovado`,
      `Seu registro de negócio "${project}" não foi aprovado.\n\nMotivo: ${reason}\n\n${url}`,
    ],
    expiring: ({ brand, project, expires, url }) => [
      `${brand}: o negócio "${project}" expira em ${expires}`,
      `Seu registro de negócio "${project}" expira em ${expires}. Atualize-o ou encerre-o aqui: ${url}`,
    ],
  },
  ksa: {
    submitted: ({ brand, project, company, url }) => [
      `${brand}: الصفقة "${project}" بانتظار مراجعتك`,
      `سجّلت ${company} الصفقة "${project}" وعيّنتك مديرًا للقناة لها. راجعها هنا: ${url}`,
    ],
    approved: ({ brand, project, expires, url }) => [
      `${brand}: تمت الموافقة على الصفقة "${project}"`,
      `تمت الموافقة على تسجيل صفقتك "${project}". وهو صالح حتى ${expires}.\n\n${url}`,
    ],
    disapproved: ({ brand, project, reason, url }) => [
      `${brand}: لم تتم الموافقة على الصفقة "${project}"`,
      `لم تتم الموافقة على تسجيل صفقتك "${project}".\n\nالسبب: ${reason}\n\n${url}`,
    ],
    expiring: ({ brand, project, expires, url }) => [
      `${brand}: تنتهي صلاحية الصفقة "${project}" في ${expires}`,
      `تنتهي صلاحية تسجيل صفقتك "${project}" في ${expires}. حدّثها أو أغلقها هنا: ${url}`,
    ],
  },
  tur: {
    submitted: ({ brand, project, company, url }) => [
      `${brand}: "${project}" fırsatı incelemenizi bekliyor`,
      `${company}, "${project}" fırsatını kaydetti ve sizi kanal yöneticisi olarak belirtti. Buradan inceleyin: ${url}`,
    ],
    approved: ({ brand, project, expires, url }) => [
      `${brand}: "${project}" fırsatı onaylandı`,
      `"${project}" fırsat kaydınız onaylandı. ${expires} tarihine kadar geçerlidir.\n\n${url}`,
    ],
    disapproved: ({ brand, project, reason, url }) => [
      `${brand}: "${project}" fırsatı onaylanmadı`,
      `"${project}" fırsat kaydınız onaylanmadı.\n\nNeden: ${reason}\n\n${url}`,
    ],
    expiring: ({ brand, project, expires, url }) => [
      `${brand}: "${project}" fırsatının süresi ${expires} tarihinde doluyor`,
      `"${project}" fırsat kaydınızın süresi ${expires} tarihinde doluyor. Buradan güncelleyin veya kapatın: ${url}`,
    ],
  },
  el: {
    submitted: ({ brand, project, company, url }) => [
      `${brand}: η συμφωνία «${project}» περιμένει την αξιολόγησή σας`,
      `Η ${company} καταχώρισε τη συμφωνία «${project}» και σας όρισε υπεύθυνο καναλιού. Αξιολογήστε την εδώ: ${url}`,
    ],
    approved: ({ brand, project, expires, url }) => [
      `${brand}: η συμφωνία «${project}» εγκρίθηκε`,
      `Η καταχώριση της συμφωνίας σας «${project}» εγκρίθηκε. Ισχύει έως ${expires}.\n\n${url}`,
    ],
    disapproved: ({ brand, project, reason, url }) => [
      `${brand}: η συμφωνία «${project}» δεν εγκρίθηκε`,
      `Η καταχώριση της συμφωνίας σας «${project}» δεν εγκρίθηκε.\n\nΑιτία: ${reason}\n\n${url}`,
    ],
    expiring: ({ brand, project, expires, url }) => [
      `${brand}: η συμφωνία «${project}» λήγει στις ${expires}`,
      `Η καταχώριση της συμφωνίας σας «${project}» λήγει στις ${expires}. Ενημερώστε ή κλείστε την εδώ: ${url}`,
    ],
  },
  es: {
    submitted: ({ brand, project, company, url }) => [
      `${brand}: la oportunidad "${project}" espera su revisión`,
      `${company} registró la oportunidad "${project}" y le indicó como gerente de canal. Revísela aquí: ${url}`,
    ],
    approved: ({ brand, project, expires, url }) => [
      `${brand}: oportunidad "${project}" aprobada`,
      `Su registro de oportunidad "${project}" ha sido aprobado. Es válido hasta el ${expires}.\n\n${url}`,
    ],
    disapproved: ({ brand, project, reason, url }) => [
      `${brand}: oportunidad "${project}" no aprobada`,
      `Su registro de oportunidad "${project}" no fue aprobado.\n\nMotivo: ${reason}\n\n${url}`,
    ],
    expiring: ({ brand, project, expires, url }) => [
      `${brand}: la oportunidad "${project}" vence el ${expires}`,
      `Su registro de oportunidad "${project}" vence el ${expires}. Actualícelo o ciérrelo aquí: ${url}`,
    ],
  },
  jp: {
    submitted: ({ brand, project, company, url }) => [
      `${brand}：案件「${project}」の審査をお願いします`,
      `${company} が案件「${project}」を登録し、あなたをチャネルマネージャーに指定しました。こちらで審査してください：${url}`,
    ],
    approved: ({ brand, project, expires, url }) => [
      `${brand}：案件「${project}」が承認されました`,
      `案件登録「${project}」が承認されました。有効期限は ${expires} です。\n\n${url}`,
    ],
    disapproved: ({ brand, project, reason, url }) => [
      `${brand}：案件「${project}」は承認されませんでした`,
      `案件登録「${project}」は承認されませんでした。\n\n理由：${reason}\n\n${url}`,
    ],
    expiring: ({ brand, project, expires, url }) => [
      `${brand}：案件「${project}」は ${expires} に期限切れになります`,
      `案件登録「${project}」は ${expires} に期限切れになります。こちらで更新またはクローズしてください：${url}`,
    ],
  },
  zh: {
    submitted: ({ brand, project, company, url }) => [
      `${brand}：项目“${project}”等待您审核`,
      `${company} 报备了项目“${project}”，并指定您为渠道经理。请在此审核：${url}`,
    ],
    approved: ({ brand, project, expires, url }) => [
      `${brand}：项目“${project}”已批准`,
      `您的项目报备“${project}”已获批准，有效期至 ${expires}。\n\n${url}`,
    ],
    disapproved: ({ brand, project, reason, url }) => [
      `${brand}：项目“${project}”未获批准`,
      `您的项目报备“${project}”未获批准。\n\n原因：${reason}\n\n${url}`,
    ],
    expiring: ({ brand, project, expires, url }) => [
      `${brand}：项目“${project}”将于 ${expires} 到期`,
      `您的项目报备“${project}”将于 ${expires} 到期。请在此更新或关闭：${url}`,
    ],
  },
};

export function mailTexts(language: string): MailTexts {
  return MAILS[language] ?? MAILS.en!;
}

/** The export's columns (spec §3's list columns) and the states as words, per language. */
interface CsvTexts {
  header: string[];
  states: Record<string, string>;
}

export const CSV: Record<string, CsvTexts> = {
  en: {
    header: [
      "Project name",
      "Company name",
      "Expected order date",
      "Approval status",
      "Status",
      "Expiration date",
      "End customer name",
    ],
    states: {
      "To be Approved": "To be Approved",
      Approved: "Approved",
      Disapproved: "Disapproved",
      Pending: "Pending",
      Done: "Done",
      Cancelled: "Cancelled",
      draft: "Draft",
    },
  },
  br: {
    header: [
      "Nome do projeto",
      "Empresa",
      "Data prevista do pedido",
      "Status de aprovação",
      "Status",
      "Data de expiração",
      "Nome do cliente final",
    ],
    states: {
      "To be Approved": "Aguardando aprovação",
      Approved: "Aprovado",
      Disapproved: "Reprovado",
      Pending: "Pendente",
      Done: "Concluído",
      Cancelled: "Cancelado",
      draft: "Rascunho",
    },
  },
  ksa: {
    header: [
      "اسم المشروع",
      "اسم الشركة",
      "تاريخ الطلب المتوقع",
      "حالة الموافقة",
      "الحالة",
      "تاريخ الانتهاء",
      "اسم العميل النهائي",
    ],
    states: {
      "To be Approved": "بانتظار الموافقة",
      Approved: "موافق عليها",
      Disapproved: "مرفوضة",
      Pending: "قيد الانتظار",
      Done: "منجزة",
      Cancelled: "ملغاة",
      draft: "مسودة",
    },
  },
  tur: {
    header: [
      "Proje adı",
      "Şirket adı",
      "Beklenen sipariş tarihi",
      "Onay durumu",
      "Durum",
      "Bitiş tarihi",
      "Son müşteri adı",
    ],
    states: {
      "To be Approved": "Onay bekliyor",
      Approved: "Onaylandı",
      Disapproved: "Onaylanmadı",
      Pending: "Beklemede",
      Done: "Tamamlandı",
      Cancelled: "İptal edildi",
      draft: "Taslak",
    },
  },
  el: {
    header: [
      "Όνομα έργου",
      "Επωνυμία εταιρείας",
      "Αναμενόμενη ημερομηνία παραγγελίας",
      "Κατάσταση έγκρισης",
      "Κατάσταση",
      "Ημερομηνία λήξης",
      "Όνομα τελικού πελάτη",
    ],
    states: {
      "To be Approved": "Προς έγκριση",
      Approved: "Εγκρίθηκε",
      Disapproved: "Απορρίφθηκε",
      Pending: "Σε εκκρεμότητα",
      Done: "Ολοκληρώθηκε",
      Cancelled: "Ακυρώθηκε",
      draft: "Πρόχειρο",
    },
  },
  es: {
    header: [
      "Nombre del proyecto",
      "Empresa",
      "Fecha prevista del pedido",
      "Estado de aprobación",
      "Estado",
      "Fecha de vencimiento",
      "Nombre del cliente final",
    ],
    states: {
      "To be Approved": "Pendiente de aprobación",
      Approved: "Aprobada",
      Disapproved: "Rechazada",
      Pending: "Pendiente",
      Done: "Completada",
      Cancelled: "Cancelada",
      draft: "Borrador",
    },
  },
  jp: {
    header: [
      "プロジェクト名",
      "会社名",
      "発注予定日",
      "承認状況",
      "ステータス",
      "有効期限",
      "エンドユーザー名",
    ],
    states: {
      "To be Approved": "承認待ち",
      Approved: "承認済み",
      Disapproved: "否認",
      Pending: "保留中",
      Done: "完了",
      Cancelled: "キャンセル",
      draft: "下書き",
    },
  },
  zh: {
    header: [
      "项目名称",
      "公司名称",
      "预计下单日期",
      "审批状态",
      "状态",
      "到期日期",
      "最终客户名称",
    ],
    states: {
      "To be Approved": "待审批",
      Approved: "已批准",
      Disapproved: "未批准",
      Pending: "进行中",
      Done: "已完成",
      Cancelled: "已取消",
      draft: "草稿",
    },
  },
};
