import type { FaqSeed } from "./types";

/** [key, topic, fa [slug, q, a], en, nl, fr] — 20 questions in six topics. */
type Row = [
  string,
  string,
  [string, string, string],
  [string, string, string],
  [string, string, string],
  [string, string, string],
];

const rows: Row[] = [
  [
    "book-as-guest",
    "booking",
    [
      "خرید-بدون-ثبت-نام",
      "آیا بدون ثبت‌نام می‌توانم بلیت بخرم؟",
      "بله. می‌توانید به‌عنوان مهمان خرید کنید؛ فقط ایمیل و شمارهٔ تلفن لازم است. با ساختن حساب، مسافران و سفارش‌هایتان ذخیره می‌شوند.",
    ],
    [
      "can-i-book-without-an-account",
      "Can I book without an account?",
      "Yes. You can buy as a guest; we only need an e-mail address and a phone number. With an account your passengers and bookings are saved.",
    ],
    [
      "kan-ik-boeken-zonder-account",
      "Kan ik boeken zonder account?",
      "Ja. U kunt als gast boeken; we hebben alleen een e-mailadres en een telefoonnummer nodig. Met een account worden uw passagiers en boekingen bewaard.",
    ],
    [
      "puis-je-reserver-sans-compte",
      "Puis-je réserver sans compte ?",
      "Oui. Vous pouvez acheter en tant qu’invité ; il nous faut seulement une adresse e-mail et un numéro de téléphone. Avec un compte, vos passagers et réservations sont enregistrés.",
    ],
  ],
  [
    "booking-confirmed",
    "booking",
    [
      "تایید-رزرو",
      "از کجا بفهمم رزروم قطعی شده است؟",
      "پس از تأیید پرداخت، ایمیل تأیید با شمارهٔ سفارش و بلیت الکترونیکی برایتان ارسال می‌شود. وضعیت را در صفحهٔ استعلام هم می‌توانید ببینید.",
    ],
    [
      "how-do-i-know-my-booking-is-confirmed",
      "How do I know my booking is confirmed?",
      "Once the payment is confirmed you receive a confirmation e-mail with your order number and e-ticket. You can also check the status on the booking inquiry page.",
    ],
    [
      "hoe-weet-ik-dat-mijn-boeking-bevestigd-is",
      "Hoe weet ik dat mijn boeking bevestigd is?",
      "Zodra de betaling bevestigd is, ontvangt u een bevestigingsmail met uw ordernummer en e-ticket. U kunt de status ook bekijken op de pagina boeking opzoeken.",
    ],
    [
      "comment-savoir-si-ma-reservation-est-confirmee",
      "Comment savoir si ma réservation est confirmée ?",
      "Dès que le paiement est confirmé, vous recevez un e-mail de confirmation avec votre numéro de commande et votre billet électronique. Vous pouvez aussi vérifier le statut sur la page de consultation.",
    ],
  ],
  [
    "price-changed",
    "booking",
    [
      "تغییر-قیمت-هنگام-خرید",
      "چرا قیمت هنگام خرید تغییر کرد؟",
      "قیمت‌ها لحظه‌ای از ایرلاین گرفته می‌شوند. اگر نتایج جستجو مدتی باز مانده باشد، ممکن است قیمت قدیمی باشد؛ جستجو را دوباره انجام دهید.",
    ],
    [
      "why-did-the-price-change",
      "Why did the price change while I was booking?",
      "Prices come live from the airlines. If the search results have been open for a while the price may be out of date; please search again.",
    ],
    [
      "waarom-veranderde-de-prijs",
      "Waarom veranderde de prijs tijdens het boeken?",
      "Prijzen komen rechtstreeks van de luchtvaartmaatschappijen. Staan de zoekresultaten al een tijdje open, dan kan de prijs verouderd zijn; zoek dan opnieuw.",
    ],
    [
      "pourquoi-le-prix-a-t-il-change",
      "Pourquoi le prix a-t-il changé pendant la réservation ?",
      "Les prix viennent en direct des compagnies. Si les résultats de recherche sont restés ouverts un moment, le prix peut être périmé ; relancez la recherche.",
    ],
  ],
  [
    "charter-flight",
    "booking",
    [
      "پرواز-چارتر-چیست",
      "پرواز چارتر چیست؟",
      "پرواز چارتر را یک شرکت یا آژانس برای مسیر و تاریخ مشخص اجاره می‌کند. معمولاً ارزان‌تر است اما قوانین تغییر و استرداد سخت‌تری دارد.",
    ],
    [
      "what-is-a-charter-flight",
      "What is a charter flight?",
      "A charter flight is hired by a company or agency for a specific route and date. It is often cheaper, but its change and refund rules are stricter.",
    ],
    [
      "wat-is-een-chartervlucht",
      "Wat is een chartervlucht?",
      "Een chartervlucht wordt door een bedrijf of reisbureau gehuurd voor een bepaalde route en datum. Vaak goedkoper, maar met strengere regels voor wijzigen en terugbetalen.",
    ],
    [
      "qu-est-ce-qu-un-vol-charter",
      "Qu’est-ce qu’un vol charter ?",
      "Un vol charter est affrété par une société ou une agence pour une route et une date précises. Il est souvent moins cher, mais ses règles de modification et de remboursement sont plus strictes.",
    ],
  ],
  [
    "payment-methods",
    "payment",
    [
      "روش-های-پرداخت",
      "چه روش‌هایی برای پرداخت دارید؟",
      "کارت بانکی، کیف پول پرواز و کارت هدیه. می‌توانید این روش‌ها را با هم ترکیب کنید.",
    ],
    [
      "which-payment-methods",
      "Which payment methods do you accept?",
      "Bank cards, your Parvaz wallet and gift cards. You can combine these methods.",
    ],
    [
      "welke-betaalmethoden",
      "Welke betaalmethoden accepteert Parvaz?",
      "Bankkaarten, uw Parvaz-portemonnee en cadeaukaarten. U kunt deze methoden combineren.",
    ],
    [
      "quels-moyens-de-paiement",
      "Quels moyens de paiement acceptez-vous ?",
      "Les cartes bancaires, votre portefeuille Parvaz et les cartes cadeaux. Vous pouvez les combiner.",
    ],
  ],
  [
    "money-deducted",
    "payment",
    [
      "کسر-پول-بدون-صدور-بلیت",
      "پول از حسابم کم شد اما بلیت صادر نشد",
      "در این حالت بانک معمولاً ظرف ۷۲ ساعت مبلغ را برمی‌گرداند. اگر برنگشت، با شمارهٔ سفارش با پشتیبانی تماس بگیرید.",
    ],
    [
      "money-taken-but-no-ticket",
      "Money was taken from my account but no ticket was issued",
      "In this case your bank normally returns the amount within 72 hours. If it does not, contact support with the order number.",
    ],
    [
      "geld-afgeschreven-maar-geen-ticket",
      "Er is geld afgeschreven maar ik heb geen ticket",
      "In dat geval stort uw bank het bedrag normaal binnen 72 uur terug. Gebeurt dat niet, neem dan contact op met de klantenservice en vermeld het ordernummer.",
    ],
    [
      "argent-debite-sans-billet",
      "L’argent a été débité mais aucun billet n’a été émis",
      "Dans ce cas, votre banque restitue normalement le montant sous 72 heures. Sinon, contactez le service client avec le numéro de commande.",
    ],
  ],
  [
    "prices-vat",
    "payment",
    [
      "مالیات-بر-ارزش-افزوده",
      "آیا قیمت‌ها شامل مالیات بر ارزش افزوده است؟",
      "بله، به‌طور پیش‌فرض. با کلید بالای صفحه می‌توانید قیمت‌ها را بدون مالیات هم ببینید. مالیات فقط روی کارمزد خدمات آژانس است.",
    ],
    [
      "are-prices-including-vat",
      "Do prices include VAT?",
      "Yes, by default. With the switch at the top of the page you can also see prices without VAT. VAT applies only to the agency’s service fee.",
    ],
    [
      "zijn-prijzen-inclusief-btw",
      "Zijn de prijzen inclusief btw?",
      "Ja, standaard wel. Met de schakelaar boven aan de pagina ziet u de prijzen ook zonder btw. Btw geldt alleen voor de servicekosten van het reisbureau.",
    ],
    [
      "les-prix-incluent-ils-la-tva",
      "Les prix incluent-ils la TVA ?",
      "Oui, par défaut. Le bouton en haut de la page permet aussi d’afficher les prix hors TVA. La TVA ne porte que sur les frais de service de l’agence.",
    ],
  ],
  [
    "currencies",
    "payment",
    [
      "پرداخت-به-ارز-دیگر",
      "آیا می‌توانم قیمت‌ها را به یورو یا دلار ببینم؟",
      "بله. ریال، یورو، دلار آمریکا، پوند و دلار کانادا را از منوی ارز انتخاب کنید. انتخاب شما ذخیره می‌شود.",
    ],
    [
      "can-i-see-prices-in-euro-or-dollar",
      "Can I see prices in euro or dollars?",
      "Yes. Choose rial, euro, US dollar, pound or Canadian dollar in the currency menu. Your choice is remembered.",
    ],
    [
      "kan-ik-prijzen-in-euro-of-dollar-zien",
      "Kan ik prijzen in euro of dollar zien?",
      "Ja. Kies rial, euro, Amerikaanse dollar, pond of Canadese dollar in het valutamenu. Uw keuze wordt onthouden.",
    ],
    [
      "puis-je-voir-les-prix-en-euros-ou-en-dollars",
      "Puis-je voir les prix en euros ou en dollars ?",
      "Oui. Choisissez le rial, l’euro, le dollar américain, la livre ou le dollar canadien dans le menu des devises. Votre choix est mémorisé.",
    ],
  ],
  [
    "refund-ticket",
    "changes",
    [
      "استرداد-بلیت",
      "چطور بلیتم را استرداد کنم؟",
      "از داشبورد، رزرو را باز کنید و درخواست استرداد بدهید. جریمه طبق قوانین نرخ و زمان باقی‌مانده تا پرواز کسر و بقیه به حسابتان برگردانده می‌شود.",
    ],
    [
      "how-do-i-get-a-refund",
      "How do I get a refund for my ticket?",
      "Open the booking in your dashboard and request a refund. The penalty follows the fare rules and the time left before departure; the rest is paid back to you.",
    ],
    [
      "hoe-krijg-ik-mijn-geld-terug",
      "Hoe krijg ik mijn geld terug voor een ticket?",
      "Open de boeking in uw dashboard en vraag een terugbetaling aan. De kosten volgen de tariefregels en de tijd tot vertrek; de rest krijgt u terug.",
    ],
    [
      "comment-obtenir-un-remboursement",
      "Comment obtenir le remboursement de mon billet ?",
      "Ouvrez la réservation dans votre tableau de bord et demandez le remboursement. La pénalité dépend des règles tarifaires et du temps avant le départ ; le reste vous est reversé.",
    ],
  ],
  [
    "refund-time",
    "changes",
    [
      "زمان-بازگشت-وجه",
      "بازگشت وجه چقدر طول می‌کشد؟",
      "برای پروازهای داخلی معمولاً ۳ تا ۷ روز کاری و برای پروازهای خارجی تا ۳۰ روز، بسته به ایرلاین.",
    ],
    [
      "how-long-does-a-refund-take",
      "How long does a refund take?",
      "For domestic flights usually 3 to 7 working days, for international flights up to 30 days, depending on the airline.",
    ],
    [
      "hoe-lang-duurt-een-terugbetaling",
      "Hoe lang duurt een terugbetaling?",
      "Voor binnenlandse vluchten meestal 3 tot 7 werkdagen, voor internationale vluchten tot 30 dagen, afhankelijk van de maatschappij.",
    ],
    [
      "combien-de-temps-prend-un-remboursement",
      "Combien de temps prend un remboursement ?",
      "Pour les vols intérieurs, en général 3 à 7 jours ouvrés ; pour les vols internationaux, jusqu’à 30 jours selon la compagnie.",
    ],
  ],
  [
    "change-date",
    "changes",
    [
      "تغییر-تاریخ-پرواز",
      "آیا می‌توانم تاریخ پروازم را تغییر دهم؟",
      "بستگی به نوع نرخ دارد. بسیاری از نرخ‌های خارجی با پرداخت جریمه و اختلاف نرخ قابل تغییرند؛ بلیت‌های چارتر معمولاً تغییرپذیر نیستند.",
    ],
    [
      "can-i-change-my-flight-date",
      "Can I change the date of my flight?",
      "It depends on the fare type. Many international fares can be changed for a fee plus any fare difference; charter tickets usually cannot be changed.",
    ],
    [
      "kan-ik-de-datum-van-mijn-vlucht-wijzigen",
      "Kan ik de datum van mijn vlucht wijzigen?",
      "Dat hangt af van het tarieftype. Veel internationale tarieven zijn te wijzigen tegen een vergoeding plus het eventuele prijsverschil; charterticket meestal niet.",
    ],
    [
      "puis-je-changer-la-date-de-mon-vol",
      "Puis-je changer la date de mon vol ?",
      "Cela dépend du type de tarif. Beaucoup de tarifs internationaux sont modifiables moyennant des frais et l’éventuelle différence de prix ; les billets charter ne le sont généralement pas.",
    ],
  ],
  [
    "name-mistake",
    "changes",
    [
      "اشتباه-در-نام-مسافر",
      "نام مسافر را اشتباه وارد کرده‌ام",
      "فوراً با پشتیبانی تماس بگیرید. اصلاح یک یا دو حرف معمولاً ممکن است، اما تغییر کامل نام در بیشتر ایرلاین‌ها مجاز نیست.",
    ],
    [
      "i-made-a-mistake-in-a-name",
      "I made a mistake in a passenger’s name",
      "Contact support right away. Correcting one or two letters is usually possible, but most airlines do not allow a complete change of name.",
    ],
    [
      "ik-heb-een-naam-verkeerd-gespeld",
      "Ik heb de naam van een passagier verkeerd gespeld",
      "Neem meteen contact op met de klantenservice. Een of twee letters verbeteren kan meestal, maar de meeste maatschappijen staan geen volledige naamswijziging toe.",
    ],
    [
      "j-ai-fait-une-erreur-dans-un-nom",
      "J’ai fait une erreur dans le nom d’un passager",
      "Contactez tout de suite le service client. Corriger une ou deux lettres est en général possible, mais la plupart des compagnies n’autorisent pas un changement complet de nom.",
    ],
  ],
  [
    "baggage-allowance",
    "baggage",
    [
      "بار-مجاز",
      "بار مجاز من چقدر است؟",
      "بار مجاز روی بلیت الکترونیکی نوشته شده است. در پروازهای داخلی معمولاً ۲۰ کیلوگرم و در پروازهای خارجی بسته به نرخ ۲۰ تا ۳۰ کیلوگرم است.",
    ],
    [
      "what-is-my-baggage-allowance",
      "What is my baggage allowance?",
      "Your allowance is printed on the e-ticket. On domestic flights it is usually 20 kg, on international flights 20 to 30 kg depending on the fare.",
    ],
    [
      "hoeveel-bagage-mag-ik-meenemen",
      "Hoeveel bagage mag ik meenemen?",
      "Uw bagagetoelage staat op uw e-ticket. Op binnenlandse vluchten meestal 20 kg, op internationale vluchten 20 tot 30 kg, afhankelijk van het tarief.",
    ],
    [
      "quelle-est-ma-franchise-bagages",
      "Quelle est ma franchise bagages ?",
      "Votre franchise figure sur le billet électronique. Sur les vols intérieurs, en général 20 kg ; sur les vols internationaux, de 20 à 30 kg selon le tarif.",
    ],
  ],
  [
    "lost-baggage",
    "baggage",
    [
      "گم-شدن-چمدان",
      "چمدانم گم شده است، چه کنم؟",
      "پیش از خروج از سالن، به باجهٔ بار گمشدهٔ ایرلاین بروید و فرم گزارش را پر کنید. شمارهٔ پرونده را نگه دارید و به ما هم خبر دهید.",
    ],
    [
      "my-suitcase-is-lost",
      "My suitcase is lost. What should I do?",
      "Before you leave the hall, go to the airline’s lost-baggage desk and fill in a report. Keep the file number and let us know too.",
    ],
    [
      "mijn-koffer-is-kwijt",
      "Mijn koffer is kwijt. Wat moet ik doen?",
      "Ga voordat u de hal verlaat naar de balie voor verloren bagage van de maatschappij en vul een melding in. Bewaar het dossiernummer en laat het ons ook weten.",
    ],
    [
      "ma-valise-est-perdue",
      "Ma valise est perdue. Que faire ?",
      "Avant de quitter la salle, rendez-vous au comptoir bagages de la compagnie et remplissez une déclaration. Gardez le numéro de dossier et prévenez-nous aussi.",
    ],
  ],
  [
    "power-bank",
    "baggage",
    [
      "پاوربانک-در-هواپیما",
      "آیا می‌توانم پاوربانک همراه داشته باشم؟",
      "بله، اما فقط در بار دستی. باتری‌های لیتیومی در چمدان تحویلی ممنوع هستند.",
    ],
    [
      "can-i-take-a-power-bank",
      "Can I take a power bank?",
      "Yes, but only in your cabin bag. Lithium batteries are not allowed in checked baggage.",
    ],
    [
      "mag-een-powerbank-mee",
      "Mag ik een powerbank meenemen?",
      "Ja, maar alleen in uw handbagage. Lithiumbatterijen zijn niet toegestaan in de ruimbagage.",
    ],
    [
      "puis-je-emporter-une-batterie-externe",
      "Puis-je emporter une batterie externe ?",
      "Oui, mais uniquement en cabine. Les batteries au lithium sont interdites en soute.",
    ],
  ],
  [
    "id-card-domestic",
    "documents",
    [
      "مدرک-پرواز-داخلی",
      "برای پرواز داخلی چه مدرکی لازم است؟",
      "کارت ملی هوشمند یا گذرنامهٔ معتبر. برای کودکان شناسنامه کافی است.",
    ],
    [
      "which-document-for-domestic-flights",
      "Which document do I need for a domestic flight?",
      "A valid national smart ID card or passport. For children, the birth certificate is enough.",
    ],
    [
      "welk-document-voor-binnenlandse-vluchten",
      "Welk document heb ik nodig voor een binnenlandse vlucht?",
      "Een geldige nationale identiteitskaart of een paspoort. Voor kinderen volstaat het geboortebewijs.",
    ],
    [
      "quel-document-pour-un-vol-interieur",
      "Quel document faut-il pour un vol intérieur ?",
      "Une carte d’identité nationale ou un passeport en cours de validité. Pour les enfants, l’acte de naissance suffit.",
    ],
  ],
  [
    "passport-validity",
    "documents",
    [
      "اعتبار-گذرنامه",
      "گذرنامه‌ام چقدر باید اعتبار داشته باشد؟",
      "بیشتر کشورها دست‌کم شش ماه اعتبار از تاریخ ورود می‌خواهند. سایت ما اگر کمتر از ۱۸۰ روز اعتبار مانده باشد هشدار می‌دهد.",
    ],
    [
      "how-long-must-my-passport-be-valid",
      "How long must my passport be valid?",
      "Most countries require at least six months of validity from the date of entry. Our site warns you when fewer than 180 days remain.",
    ],
    [
      "hoe-lang-moet-mijn-paspoort-geldig-zijn",
      "Hoe lang moet mijn paspoort geldig zijn?",
      "De meeste landen eisen nog minstens zes maanden geldigheid vanaf de inreisdatum. Onze site waarschuwt als er minder dan 180 dagen over zijn.",
    ],
    [
      "combien-de-temps-mon-passeport-doit-il-etre-valide",
      "Combien de temps mon passeport doit-il être valide ?",
      "La plupart des pays exigent au moins six mois de validité à compter de l’entrée. Notre site vous prévient s’il reste moins de 180 jours.",
    ],
  ],
  [
    "visa-help",
    "documents",
    [
      "کمک-در-گرفتن-ویزا",
      "آیا در گرفتن ویزا کمک می‌کنید؟",
      "بله. مشاوران ما مدارک را بررسی می‌کنند، فرم‌ها را پر می‌کنند و برای وقت سفارت راهنمایی می‌دهند. درخواست خود را در صفحهٔ ویزا ثبت کنید.",
    ],
    [
      "do-you-help-with-visas",
      "Do you help with visa applications?",
      "Yes. Our consultants check your documents, fill in the forms and guide you to the embassy appointment. Send a request on the visa page.",
    ],
    [
      "helpt-parvaz-met-visa",
      "Helpt Parvaz met visumaanvragen?",
      "Ja. Onze adviseurs controleren uw documenten, vullen de formulieren in en begeleiden u naar de afspraak bij de ambassade. Dien een aanvraag in op de visumpagina.",
    ],
    [
      "aidez-vous-pour-les-visas",
      "Aidez-vous pour les demandes de visa ?",
      "Oui. Nos conseillers vérifient vos documents, remplissent les formulaires et vous préparent au rendez-vous à l’ambassade. Faites une demande sur la page visa.",
    ],
  ],
  [
    "forgot-password",
    "account",
    [
      "فراموشی-رمز-عبور",
      "رمز عبورم را فراموش کرده‌ام",
      "در صفحهٔ ورود روی «فراموشی رمز عبور» بزنید. پیوند بازنشانی به ایمیل شما فرستاده می‌شود.",
    ],
    [
      "i-forgot-my-password",
      "I forgot my password",
      "On the sign-in page choose “Forgot password”. A reset link is sent to your e-mail address.",
    ],
    [
      "ik-ben-mijn-wachtwoord-vergeten",
      "Ik ben mijn wachtwoord vergeten",
      "Kies op de inlogpagina “Wachtwoord vergeten”. U ontvangt een herstellink per e-mail.",
    ],
    [
      "j-ai-oublie-mon-mot-de-passe",
      "J’ai oublié mon mot de passe",
      "Sur la page de connexion, choisissez « Mot de passe oublié ». Un lien de réinitialisation est envoyé à votre adresse e-mail.",
    ],
  ],
  [
    "account-suspended",
    "account",
    [
      "حساب-مسدود-شده",
      "حساب کاربری‌ام مسدود شده است",
      "اگر حساب شما معلق شده باشد نمی‌توانید وارد شوید. از صفحهٔ تماس با ما پیام بدهید تا همکاران ما بررسی کنند.",
    ],
    [
      "my-account-is-suspended",
      "My account is suspended",
      "If your account has been suspended you cannot sign in. Send us a message from the contact page and our team will look into it.",
    ],
    [
      "mijn-account-is-geblokkeerd",
      "Mijn account is geblokkeerd",
      "Als uw account is opgeschort, kunt u niet inloggen. Stuur ons een bericht via de contactpagina, dan zoekt ons team het uit.",
    ],
    [
      "mon-compte-est-suspendu",
      "Mon compte est suspendu",
      "Si votre compte a été suspendu, vous ne pouvez pas vous connecter. Écrivez-nous depuis la page de contact et notre équipe examinera la situation.",
    ],
  ],
];

export const faq: FaqSeed[] = rows.map(([key, topic, fa, en, nl, fr]) => ({
  key,
  topic,
  t: Object.fromEntries(
    (
      [
        ["fa", fa],
        ["en", en],
        ["nl", nl],
        ["fr", fr],
      ] as const
    ).map(([l, [slug, q, a]]) => [l, { slug, q, a }]),
  ) as FaqSeed["t"],
}));
