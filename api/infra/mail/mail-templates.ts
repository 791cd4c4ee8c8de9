/** E-mails the backend sends, in each language of the site (English for any other code). */
interface Templates {
  verificationCode: (v: { brand: string; code: string; minutes: number }) => {
    subject: string;
    text: string;
  };
  welcome: (v: { brand: string; account: string; password: string; loginUrl: string }) => {
    subject: string;
    text: string;
  };
  resetLink: (v: { brand: string; url: string; minutes: number }) => {
    subject: string;
    text: string;
  };
}

const T: Record<string, Templates> = {
  en: {
    verificationCode: ({ brand, code, minutes }) => ({
      subject: `${brand} verification code: ${code}`,
      text: `Your verification code is ${code}.\n\nIt is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this e-mail.\n\n${brand}`,
    }),
    welcome: ({ brand, account, password, loginUrl }) => ({
      subject: `Your ${brand} partner portal account`,
      text: `Thank you for registering. Your account has been created.\n\nAccount: ${account}\nInitial password: ${password}\n\nSign in at ${loginUrl} and change the password after your first sign-in. We will contact you by e-mail once your application has been verified.\n\n${brand}`,
    }),
    resetLink: ({ brand, url, minutes }) => ({
      subject: `Reset your ${brand} password`,
      text: `Someone asked to reset the password of your account. Open this link within ${minutes} minutes to choose a new password:\n\n${url}\n\nThe link works once. If you did not ask for it, ignore this e-mail.\n\n${brand}`,
    }),
  },
  br: {
    verificationCode: ({ brand, code, minutes }) => ({
      subject: `Código de verificação ${brand}: ${code}`,
      text: `Seu código de verificação é ${code}.\n\nEle é válido por ${minutes} minutos e pode ser usado uma vez. Se você não o solicitou, ignore este e-mail.\n\n${brand}`,
    }),
    welcome: ({ brand, account, password, loginUrl }) => ({
      subject: `Sua conta no portal de parceiros ${brand}`,
      text: `Obrigado pelo cadastro. Sua conta foi criada.\n\nConta: ${account}\nSenha inicial: ${password}\n\nEntre em ${loginUrl} e altere a senha após o primeiro acesso. Entraremos em contato por e-mail assim que sua solicitação for verificada.\n\n${brand}`,
    }),
    resetLink: ({ brand, url, minutes }) => ({
      subject: `Redefina sua senha ${brand}`,
      text: `Foi solicitada a redefinição da senha da sua conta. Abra este link em até ${minutes} minutos para escolher uma nova senha:\n\n${url}\n\nO link funciona uma única vez. Se você não fez a solicitação, ignore este e-mail.\n\n${brand}`,
    }),
  },
  ksa: {
    verificationCode: ({ brand, code, minutes }) => ({
      subject: `رمز التحقق من ${brand}: ${code}`,
      text: `رمز التحقق الخاص بك هو ${code}.\n\nالرمز صالح لمدة ${minutes} دقائق ويمكن استخدامه مرة واحدة. إذا لم تطلبه، فتجاهل هذه الرسالة.\n\n${brand}`,
    }),
    welcome: ({ brand, account, password, loginUrl }) => ({
      subject: `حسابك في بوابة شركاء ${brand}`,
      text: `شكرًا لتسجيلك. تم إنشاء حسابك.\n\nالحساب: ${account}\nكلمة المرور الأولية: ${password}\n\nسجّل الدخول عبر ${loginUrl} وغيّر كلمة المرور بعد أول تسجيل دخول. سنتواصل معك عبر البريد الإلكتروني بعد التحقق من طلبك.\n\n${brand}`,
    }),
    resetLink: ({ brand, url, minutes }) => ({
      subject: `إعادة تعيين كلمة المرور في ${brand}`,
      text: `طُلبت إعادة تعيين كلمة مرور حسابك. افتح هذا الرابط خلال ${minutes} دقيقة لاختيار كلمة مرور جديدة:\n\n${url}\n\nيعمل الرابط مرة واحدة. إذا لم تطلب ذلك، فتجاهل هذه الرسالة.\n\n${brand}`,
    }),
  },
  tur: {
    verificationCode: ({ brand, code, minutes }) => ({
      subject: `${brand} doğrulama kodu: ${code}`,
      text: `Doğrulama kodunuz: ${code}.\n\nKod ${minutes} dakika geçerlidir ve bir kez kullanılabilir. Bu kodu siz istemediyseniz bu e-postayı dikkate almayın.\n\n${brand}`,
    }),
    welcome: ({ brand, account, password, loginUrl }) => ({
      subject: `${brand} iş ortağı portalı hesabınız`,
      text: `Kaydınız için teşekkür ederiz. Hesabınız oluşturuldu.\n\nHesap: ${account}\nİlk şifre: ${password}\n\n${loginUrl} adresinden oturum açın ve ilk girişten sonra şifrenizi değiştirin. Başvurunuz doğrulandığında sizinle e-posta ile iletişime geçeceğiz.\n\n${brand}`,
    }),
    resetLink: ({ brand, url, minutes }) => ({
      subject: `${brand} şifrenizi sıfırlayın`,
      text: `Hesabınızın şifresinin sıfırlanması istendi. Yeni bir şifre belirlemek için bu bağlantıyı ${minutes} dakika içinde açın:\n\n${url}\n\nBağlantı yalnızca bir kez çalışır. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.\n\n${brand}`,
    }),
  },
  el: {
    verificationCode: ({ brand, code, minutes }) => ({
      subject: `Κωδικός επαλήθευσης ${brand}: ${code}`,
      text: `Ο κωδικός επαλήθευσής σας είναι ${code}.\n\nΙσχύει για ${minutes} λεπτά και χρησιμοποιείται μία φορά. Αν δεν τον ζητήσατε, αγνοήστε αυτό το μήνυμα.\n\n${brand}`,
    }),
    welcome: ({ brand, account, password, loginUrl }) => ({
      subject: `Ο λογαριασμός σας στην πύλη συνεργατών ${brand}`,
      text: `Σας ευχαριστούμε για την εγγραφή. Ο λογαριασμός σας δημιουργήθηκε.\n\nΛογαριασμός: ${account}\nΑρχικός κωδικός πρόσβασης: ${password}\n\nΣυνδεθείτε στο ${loginUrl} και αλλάξτε τον κωδικό μετά την πρώτη σύνδεση. Θα επικοινωνήσουμε μαζί σας μέσω e-mail μόλις επαληθευτεί η αίτησή σας.\n\n${brand}`,
    }),
    resetLink: ({ brand, url, minutes }) => ({
      subject: `Επαναφορά κωδικού πρόσβασης ${brand}`,
      text: `Ζητήθηκε επαναφορά του κωδικού πρόσβασης του λογαριασμού σας. Ανοίξτε αυτόν τον σύνδεσμο μέσα σε ${minutes} λεπτά για να ορίσετε νέο κωδικό:\n\n${url}\n\nΟ σύνδεσμος λειτουργεί μία φορά. Αν δεν το ζητήσατε, αγνοήστε αυτό το μήνυμα.\n\n${brand}`,
    }),
  },
  es: {
    verificationCode: ({ brand, code, minutes }) => ({
      subject: `Código de verificación de ${brand}: ${code}`,
      text: `Su código de verificación es ${code}.\n\nEs válido durante ${minutes} minutos y puede usarse una sola vez. Si no lo solicitó, ignore este correo.\n\n${brand}`,
    }),
    welcome: ({ brand, account, password, loginUrl }) => ({
      subject: `Su cuenta del portal de socios de ${brand}`,
      text: `Gracias por registrarse. Su cuenta ha sido creada.\n\nCuenta: ${account}\nContraseña inicial: ${password}\n\nInicie sesión en ${loginUrl} y cambie la contraseña después del primer acceso. Le contactaremos por correo electrónico cuando se haya verificado su solicitud.\n\n${brand}`,
    }),
    resetLink: ({ brand, url, minutes }) => ({
      subject: `Restablezca su contraseña de ${brand}`,
      text: `Se ha solicitado restablecer la contraseña de su cuenta. Abra este enlace en un plazo de ${minutes} minutos para elegir una nueva contraseña:\n\n${url}\n\nEl enlace funciona una sola vez. Si no lo solicitó, ignore este correo.\n\n${brand}`,
    }),
  },
  jp: {
    verificationCode: ({ brand, code, minutes }) => ({
      subject: `${brand} 認証コード: ${code}`,
      text: `認証コードは ${code} です。\n\n有効期間は ${minutes} 分で、1 回のみ使用できます。お心当たりがない場合は、このメールを破棄してください。\n\n${brand}`,
    }),
    welcome: ({ brand, account, password, loginUrl }) => ({
      subject: `${brand} パートナーポータルのアカウント`,
      text: `ご登録ありがとうございます。アカウントを作成しました。\n\nアカウント: ${account}\n初期パスワード: ${password}\n\n${loginUrl} からログインし、初回ログイン後にパスワードを変更してください。お申し込みの確認後、メールでご連絡いたします。\n\n${brand}`,
    }),
    resetLink: ({ brand, url, minutes }) => ({
      subject: `${brand} パスワードの再設定`,
      text: `アカウントのパスワード再設定が要求されました。${minutes} 分以内に次のリンクを開き、新しいパスワードを設定してください。\n\n${url}\n\nリンクは 1 回のみ有効です。お心当たりがない場合は、このメールを破棄してください。\n\n${brand}`,
    }),
  },
  zh: {
    verificationCode: ({ brand, code, minutes }) => ({
      subject: `${brand} 验证码：${code}`,
      text: `您的验证码是 ${code}。\n\n有效期 ${minutes} 分钟，仅可使用一次。如非本人操作，请忽略此邮件。\n\n${brand}`,
    }),
    welcome: ({ brand, account, password, loginUrl }) => ({
      subject: `您的 ${brand} 合作伙伴门户账号`,
      text: `感谢您的注册，您的账号已创建。\n\n账号：${account}\n初始密码：${password}\n\n请在 ${loginUrl} 登录，并在首次登录后修改密码。您的申请审核通过后，我们将通过电子邮件与您联系。\n\n${brand}`,
    }),
    resetLink: ({ brand, url, minutes }) => ({
      subject: `重置您的 ${brand} 密码`,
      text: `有人请求重置您账号的密码。请在 ${minutes} 分钟内打开以下链接设置新密码：\n\n${url}\n\n该链接仅可使用一次。如非本人操作，请忽略此邮件。\n\n${brand}`,
    }),
  },
};

export function mailTemplates(language: string): Templates {
  return T[language] ?? T.en!;
}
