import type { QaSeed } from "./types";

type Answer = { author: string; staff?: boolean; body: string };
type Lang = [string, string, string, Answer[]];
type Row = [string, string, string, string, Lang, Lang, Lang, Lang];

const staff = (author: string, body: string): Answer => ({ author, staff: true, body });
const visitor = (author: string, body: string): Answer => ({ author, body });
const M = { fa: "مریم حسینی", lat: "Maryam Hosseini" };
const R = { fa: "رضا کریمی", lat: "Reza Karimi" };
const A = { fa: "علی رستمی", lat: "Ali Rostami" };

const rows: Row[] = [
  [
    "infant-seat",
    "Leila",
    "leila@example.com",
    "2026-05-02T09:00:00Z",
    [
      "آیا-نوزاد-صندلی-جداگانه-دارد",
      "آیا نوزاد صندلی جداگانه دارد؟",
      "برای سفر به مشهد با نوزاد هشت‌ماهه بلیت می‌خرم. آیا باید برایش صندلی جدا بگیرم؟",
      [
        staff(
          M.fa,
          "نوزاد زیر دو سال روی پای والدین می‌نشیند و صندلی جدا ندارد. بلیت نوزاد را هنگام خرید در بخش مسافران اضافه کنید؛ هزینهٔ آن معمولاً ده درصد نرخ بزرگسال است.",
        ),
        visitor("نگار", "ما همین سفر را رفتیم؛ از مهماندار گهوارهٔ مخصوص نوزاد را بخواهید، در بعضی هواپیماها هست."),
      ],
    ],
    [
      "does-an-infant-get-a-seat",
      "Does an infant get their own seat?",
      "I am buying tickets to Mashhad with my eight-month-old baby. Do I need to buy a separate seat?",
      [
        staff(
          M.lat,
          "An infant under two sits on a parent’s lap and has no seat of their own. Add the infant in the passengers step when you book; the fare is usually ten per cent of the adult fare.",
        ),
        visitor("Negar", "We did the same trip. Ask the crew for a baby bassinet; some aircraft have one."),
      ],
    ],
    [
      "krijgt-een-baby-een-eigen-stoel",
      "Krijgt een baby een eigen stoel?",
      "Ik boek tickets naar Mashhad met mijn baby van acht maanden. Moet ik een aparte stoel kopen?",
      [
        staff(
          M.lat,
          "Een baby jonger dan twee zit op schoot bij een ouder en heeft geen eigen stoel. Voeg de baby toe bij de stap passagiers; het tarief is meestal tien procent van het volwassenentarief.",
        ),
        visitor(
          "Negar",
          "Wij maakten dezelfde reis. Vraag de bemanning om een babywieg; sommige toestellen hebben er een.",
        ),
      ],
    ],
    [
      "un-bebe-a-t-il-son-propre-siege",
      "Un bébé a-t-il son propre siège ?",
      "J’achète des billets pour Mechhed avec mon bébé de huit mois. Dois-je lui prendre un siège à part ?",
      [
        staff(
          M.lat,
          "Un bébé de moins de deux ans voyage sur les genoux d’un parent et n’a pas de siège. Ajoutez-le à l’étape des passagers ; le tarif est en général de dix pour cent du tarif adulte.",
        ),
        visitor("Negar", "Nous avons fait le même voyage. Demandez un berceau à l’équipage ; certains avions en ont."),
      ],
    ],
  ],
  [
    "charter-refund",
    "Hamid",
    "hamid@example.com",
    "2026-05-10T09:00:00Z",
    [
      "استرداد-بلیت-چارتر",
      "بلیت چارتر قابل استرداد است؟",
      "بلیت چارتر استانبول خریده‌ام اما سفرم لغو شد. چیزی برمی‌گردد؟",
      [
        staff(
          R.fa,
          "بلیت‌های چارتر معمولاً سخت‌ترین قوانین را دارند و نزدیک پرواز ممکن است استرداد نداشته باشند. درخواست را از داشبورد ثبت کنید تا طبق قوانین همان نرخ بررسی کنیم؛ هرچه زودتر، بهتر.",
        ),
      ],
    ],
    [
      "can-a-charter-ticket-be-refunded",
      "Can a charter ticket be refunded?",
      "I bought a charter ticket to Istanbul but my trip was cancelled. Do I get anything back?",
      [
        staff(
          R.lat,
          "Charter tickets usually have the strictest rules and close to departure there may be no refund at all. Request it from your dashboard and we will check it against that fare’s rules; the earlier, the better.",
        ),
      ],
    ],
    [
      "kan-een-charterticket-worden-terugbetaald",
      "Kan een charterticket worden terugbetaald?",
      "Ik heb een charterticket naar Istanbul gekocht, maar mijn reis gaat niet door. Krijg ik iets terug?",
      [
        staff(
          R.lat,
          "Charterticket hebben meestal de strengste regels en vlak voor vertrek is terugbetaling soms niet meer mogelijk. Vraag het aan via uw dashboard, dan toetsen we het aan de regels van dat tarief; hoe eerder, hoe beter.",
        ),
      ],
    ],
    [
      "un-billet-charter-est-il-remboursable",
      "Un billet charter est-il remboursable ?",
      "J’ai acheté un billet charter pour Istanbul mais mon voyage est annulé. Vais-je récupérer quelque chose ?",
      [
        staff(
          R.lat,
          "Les billets charter ont en général les règles les plus strictes, et peu avant le départ il n’y a parfois aucun remboursement. Faites la demande depuis votre tableau de bord et nous l’examinerons selon les règles de ce tarif ; le plus tôt sera le mieux.",
        ),
      ],
    ],
  ],
  [
    "ticket-for-parent",
    "Sima",
    "sima@example.com",
    "2026-05-18T09:00:00Z",
    [
      "خرید-بلیت-برای-پدر-و-مادر",
      "می‌توانم برای پدر و مادرم بلیت بخرم؟",
      "من خارج از ایران زندگی می‌کنم. می‌خواهم برای والدینم در تهران بلیت بخرم و بلیت به ایمیل آن‌ها برسد.",
      [
        staff(
          M.fa,
          "بله. اطلاعات آن‌ها را به‌عنوان مسافر وارد کنید و در مرحلهٔ پرداخت گزینهٔ «ارسال بلیت برای شخص دیگر» را انتخاب کنید. ارسال بلیت با ایمیل همیشه رایگان است.",
        ),
      ],
    ],
    [
      "can-i-buy-a-ticket-for-my-parents",
      "Can I buy a ticket for my parents?",
      "I live outside Iran. I want to buy tickets for my parents in Tehran and have the ticket sent to their e-mail.",
      [
        staff(
          M.lat,
          "Yes. Enter their details as passengers and choose “send the ticket to another person” at the payment step. Sending a ticket by e-mail is always free.",
        ),
      ],
    ],
    [
      "kan-ik-een-ticket-voor-mijn-ouders-kopen",
      "Kan ik een ticket voor mijn ouders kopen?",
      "Ik woon buiten Iran. Ik wil tickets kopen voor mijn ouders in Teheran en het ticket naar hun e-mail laten sturen.",
      [
        staff(
          M.lat,
          "Ja. Vul hun gegevens in als passagiers en kies bij de betaling “ticket naar iemand anders sturen”. Een ticket per e-mail versturen is altijd gratis.",
        ),
      ],
    ],
    [
      "puis-je-acheter-un-billet-pour-mes-parents",
      "Puis-je acheter un billet pour mes parents ?",
      "J’habite hors d’Iran. Je veux acheter des billets pour mes parents à Téhéran et que le billet arrive dans leur boîte e-mail.",
      [
        staff(
          M.lat,
          "Oui. Saisissez leurs informations comme passagers et choisissez « envoyer le billet à une autre personne » à l’étape du paiement. L’envoi du billet par e-mail est toujours gratuit.",
        ),
      ],
    ],
  ],
  [
    "schengen-insurance",
    "Omid",
    "omid@example.com",
    "2026-06-01T09:00:00Z",
    [
      "بیمه-برای-ویزای-شنگن",
      "کدام بیمه برای ویزای شنگن قبول است؟",
      "سفارت بیمهٔ مسافرتی می‌خواهد. آیا بیمه‌ای که از شما می‌خرم پذیرفته می‌شود؟",
      [
        staff(
          A.fa,
          "بله، بیمه‌نامه‌های مسافرتی ما پوشش ۳۰٬۰۰۰ یورو و همهٔ کشورهای شنگن را دارند و سفارت‌ها آن‌ها را می‌پذیرند. تاریخ بیمه باید کل مدت سفر را بپوشاند.",
        ),
        visitor("پرستو", "من با همین بیمه ویزای ایتالیا گرفتم، مشکلی نبود."),
      ],
    ],
    [
      "which-insurance-for-a-schengen-visa",
      "Which insurance is accepted for a Schengen visa?",
      "The embassy wants travel insurance. Will the policy I buy from you be accepted?",
      [
        staff(
          A.lat,
          "Yes. Our travel policies cover €30,000 and every Schengen country, and embassies accept them. The policy dates must cover your whole stay.",
        ),
        visitor("Parastoo", "I got my Italian visa with this insurance; no problem at all."),
      ],
    ],
    [
      "welke-verzekering-voor-een-schengenvisum",
      "Welke verzekering wordt geaccepteerd voor een Schengenvisum?",
      "De ambassade vraagt om een reisverzekering. Wordt de polis die ik bij Parvaz koop geaccepteerd?",
      [
        staff(
          A.lat,
          "Ja. Onze reispolissen dekken € 30.000 en alle Schengenlanden, en ambassades accepteren ze. De data van de polis moeten uw hele verblijf dekken.",
        ),
        visitor("Parastoo", "Ik kreeg mijn visum voor Italië met deze verzekering; geen enkel probleem."),
      ],
    ],
    [
      "quelle-assurance-pour-un-visa-schengen",
      "Quelle assurance est acceptée pour un visa Schengen ?",
      "L’ambassade demande une assurance voyage. La police que j’achète chez vous sera-t-elle acceptée ?",
      [
        staff(
          A.lat,
          "Oui. Nos polices couvrent 30 000 € et tous les pays Schengen, et les ambassades les acceptent. Les dates doivent couvrir tout votre séjour.",
        ),
        visitor("Parastoo", "J’ai obtenu mon visa pour l’Italie avec cette assurance, sans souci."),
      ],
    ],
  ],
  [
    "extra-baggage",
    "Kian",
    "kian@example.com",
    "2026-06-12T09:00:00Z",
    [
      "خرید-بار-اضافه",
      "بار اضافه را کجا بخرم؟",
      "در پرواز دبی ۲۰ کیلو بار دارم اما ۱۰ کیلو بیشتر لازم دارم.",
      [
        staff(
          R.fa,
          "بار اضافه را بهتر است پیش از پرواز بخرید؛ در فرودگاه گران‌تر است. با شمارهٔ سفارش به پشتیبانی پیام دهید تا از طرف ایرلاین برایتان ثبت کنیم.",
        ),
      ],
    ],
    [
      "where-can-i-buy-extra-baggage",
      "Where can I buy extra baggage?",
      "I have 20 kg on my Dubai flight but I need 10 kg more.",
      [
        staff(
          R.lat,
          "Extra baggage is best bought before the flight; at the airport it costs more. Message support with your order number and we will add it with the airline for you.",
        ),
      ],
    ],
    [
      "waar-koop-ik-extra-bagage",
      "Waar koop ik extra bagage?",
      "Ik heb 20 kg op mijn vlucht naar Dubai, maar ik heb 10 kg meer nodig.",
      [
        staff(
          R.lat,
          "Extra bagage koopt u het best vóór de vlucht; op de luchthaven is het duurder. Stuur de klantenservice een bericht met uw ordernummer, dan regelen wij het met de maatschappij.",
        ),
      ],
    ],
    [
      "ou-acheter-un-bagage-supplementaire",
      "Où acheter un bagage supplémentaire ?",
      "J’ai 20 kg sur mon vol pour Dubaï mais il me faut 10 kg de plus.",
      [
        staff(
          R.lat,
          "Mieux vaut acheter le bagage supplémentaire avant le vol ; à l’aéroport, il coûte plus cher. Écrivez au service client avec votre numéro de commande et nous l’ajouterons auprès de la compagnie.",
        ),
      ],
    ],
  ],
  [
    "hotel-no-booking",
    "Farhad",
    "farhad@example.com",
    "2026-06-25T09:00:00Z",
    [
      "هتل-رزرو-را-پیدا-نمی-کند",
      "هتل رزرو مرا پیدا نمی‌کند",
      "به هتل رسیده‌ام و می‌گویند رزروی به نام من نیست. چه کنم؟",
      [
        staff(
          M.fa,
          "همین حالا با پشتیبانی شبانه‌روزی تماس بگیرید: ۰۲۱-۹۱۰۰۲۴۰۰. واچر را به پذیرش نشان دهید؛ ما مستقیم با هتل صحبت می‌کنیم و اگر لازم باشد اتاق دیگری هم‌سطح برایتان پیدا می‌کنیم.",
        ),
      ],
    ],
    [
      "the-hotel-cannot-find-my-booking",
      "The hotel cannot find my booking",
      "I have arrived at the hotel and they say there is no booking in my name. What should I do?",
      [
        staff(
          M.lat,
          "Call our 24/7 support right away: +98 21 9100 2400. Show your voucher at the desk; we will talk to the hotel directly and, if needed, find you a room of the same standard.",
        ),
      ],
    ],
    [
      "het-hotel-vindt-mijn-boeking-niet",
      "Het hotel vindt mijn boeking niet",
      "Ik ben bij het hotel en ze zeggen dat er geen boeking op mijn naam staat. Wat moet ik doen?",
      [
        staff(
          M.lat,
          "Bel meteen onze klantenservice, die dag en nacht bereikbaar is: +98 21 9100 2400. Laat uw voucher zien aan de receptie; wij praten direct met het hotel en zoeken zo nodig een kamer van hetzelfde niveau.",
        ),
      ],
    ],
    [
      "l-hotel-ne-trouve-pas-ma-reservation",
      "L’hôtel ne trouve pas ma réservation",
      "Je suis arrivé à l’hôtel et on me dit qu’il n’y a aucune réservation à mon nom. Que faire ?",
      [
        staff(
          M.lat,
          "Appelez tout de suite notre assistance 24 h/24 : +98 21 9100 2400. Montrez votre bon à la réception ; nous parlerons directement à l’hôtel et, si besoin, vous trouverons une chambre de même catégorie.",
        ),
      ],
    ],
  ],
  [
    "pay-in-euro",
    "Anna",
    "anna@example.com",
    "2026-07-08T09:00:00Z",
    [
      "پرداخت-با-کارت-خارجی",
      "با کارت بانکی خارجی می‌توانم پرداخت کنم؟",
      "در هلند زندگی می‌کنم و کارت بانکی اروپایی دارم.",
      [
        staff(
          M.fa,
          "قیمت‌ها را می‌توانید به یورو ببینید. برای پرداخت با کارت خارجی با پشتیبانی تماس بگیرید تا روش پرداخت مناسب را برای سفارشتان فعال کنیم.",
        ),
      ],
    ],
    [
      "can-i-pay-with-a-foreign-bank-card",
      "Can I pay with a foreign bank card?",
      "I live in the Netherlands and have a European bank card.",
      [
        staff(
          M.lat,
          "You can see prices in euro. To pay with a foreign card, contact support and we will enable a suitable payment method for your order.",
        ),
      ],
    ],
    [
      "kan-ik-betalen-met-een-buitenlandse-bankkaart",
      "Kan ik betalen met een buitenlandse bankkaart?",
      "Ik woon in Nederland en heb een Europese bankkaart.",
      [
        staff(
          M.lat,
          "U kunt de prijzen in euro bekijken. Wilt u met een buitenlandse kaart betalen, neem dan contact op met de klantenservice; wij zetten een geschikte betaalmethode voor uw bestelling klaar.",
        ),
      ],
    ],
    [
      "puis-je-payer-avec-une-carte-etrangere",
      "Puis-je payer avec une carte bancaire étrangère ?",
      "J’habite aux Pays-Bas et j’ai une carte bancaire européenne.",
      [
        staff(
          M.lat,
          "Vous pouvez afficher les prix en euros. Pour payer avec une carte étrangère, contactez le service client et nous activerons un moyen de paiement adapté à votre commande.",
        ),
      ],
    ],
  ],
  [
    "tour-group-size",
    "Mina",
    "mina@example.com",
    "2026-07-21T09:00:00Z",
    [
      "تعداد-نفرات-تور",
      "تورهای شما چند نفره هستند؟",
      "دنبال تور آرام برای پدر و مادر مسنم هستم.",
      [
        staff(
          A.fa,
          "بیشتر تورهای ما ۱۰ تا ۲۰ نفره‌اند. برای سالمندان تورهای کم‌تحرک با هتل ثابت پیشنهاد می‌کنیم. در صفحهٔ تور درخواست بدهید تا برنامهٔ مناسب را بفرستیم.",
        ),
      ],
    ],
    [
      "how-big-are-your-tour-groups",
      "How big are your tour groups?",
      "I am looking for a calm tour for my elderly parents.",
      [
        staff(
          A.lat,
          "Most of our tours have 10 to 20 people. For older travellers we suggest slow-paced tours with one fixed hotel. Send a request on the tours page and we will suggest a suitable programme.",
        ),
      ],
    ],
    [
      "hoe-groot-zijn-de-reisgroepen",
      "Hoe groot zijn de reisgroepen van Parvaz?",
      "Ik zoek een rustige rondreis voor mijn oudere ouders.",
      [
        staff(
          A.lat,
          "De meeste rondreizen hebben 10 tot 20 deelnemers. Voor oudere reizigers raden we rustige reizen met één vast hotel aan. Dien een aanvraag in op de pagina rondreizen, dan stellen we een passend programma voor.",
        ),
      ],
    ],
    [
      "quelle-est-la-taille-de-vos-groupes",
      "Quelle est la taille de vos groupes ?",
      "Je cherche un circuit tranquille pour mes parents âgés.",
      [
        staff(
          A.lat,
          "La plupart de nos circuits comptent 10 à 20 personnes. Pour les voyageurs âgés, nous conseillons des circuits au rythme lent avec un seul hôtel. Faites une demande sur la page circuits et nous proposerons un programme adapté.",
        ),
      ],
    ],
  ],
  [
    "missed-connection",
    "Babak",
    "babak@example.com",
    "2026-08-04T09:00:00Z",
    [
      "جا-ماندن-از-پرواز-اتصالی",
      "اگر از پرواز اتصالی جا بمانم چه می‌شود؟",
      "پرواز اولم تأخیر دارد و ممکن است به پرواز دوم نرسم.",
      [
        staff(
          R.fa,
          "اگر هر دو پرواز روی یک بلیت باشند، ایرلاین موظف است شما را با پرواز بعدی ببرد. اگر بلیت‌ها جدا باشند، با پشتیبانی تماس بگیرید تا گزینه‌ها را بررسی کنیم.",
        ),
        visitor("سارا", "برای همین همیشه پروازهای اتصالی را روی یک بلیت می‌خرم."),
      ],
    ],
    [
      "what-if-i-miss-my-connecting-flight",
      "What happens if I miss my connecting flight?",
      "My first flight is delayed and I may not make the second one.",
      [
        staff(
          R.lat,
          "If both flights are on one ticket, the airline must put you on the next flight. If they are separate tickets, call support and we will look at the options.",
        ),
        visitor("Sara", "That is why I always book connections on a single ticket."),
      ],
    ],
    [
      "wat-als-ik-mijn-aansluiting-mis",
      "Wat gebeurt er als ik mijn aansluitende vlucht mis?",
      "Mijn eerste vlucht heeft vertraging en misschien haal ik de tweede niet.",
      [
        staff(
          R.lat,
          "Staan beide vluchten op één ticket, dan moet de maatschappij u op de volgende vlucht zetten. Zijn het aparte tickets, bel dan de klantenservice en we bekijken de mogelijkheden.",
        ),
        visitor("Sara", "Daarom boek ik overstappen altijd op één ticket."),
      ],
    ],
    [
      "que-se-passe-t-il-si-je-rate-ma-correspondance",
      "Que se passe-t-il si je rate ma correspondance ?",
      "Mon premier vol a du retard et je risque de rater le second.",
      [
        staff(
          R.lat,
          "Si les deux vols sont sur un même billet, la compagnie doit vous placer sur le vol suivant. S’il s’agit de billets séparés, appelez le service client et nous étudierons les solutions.",
        ),
        visitor("Sara", "C’est pour ça que je réserve toujours mes correspondances sur un seul billet."),
      ],
    ],
  ],
  [
    "train-pets",
    "Nazanin",
    "nazanin@example.com",
    "2026-08-19T09:00:00Z",
    [
      "حیوان-خانگی-در-قطار",
      "آیا می‌توانم گربه‌ام را با قطار ببرم؟",
      "می‌خواهم با قطار به شیراز بروم و گربه‌ام را هم ببرم.",
      [
        staff(
          M.fa,
          "در بیشتر قطارها حیوان خانگی فقط در کوپهٔ دربستی و داخل باکس حمل مجاز است. هنگام درخواست کوپهٔ دربست، موضوع را در توضیحات بنویسید تا با شرکت قطار هماهنگ کنیم.",
        ),
      ],
    ],
    [
      "can-i-take-my-cat-on-the-train",
      "Can I take my cat on the train?",
      "I want to travel to Shiraz by train and take my cat with me.",
      [
        staff(
          M.lat,
          "On most trains pets are only allowed in a compartment you book entirely, inside a carrier. Mention it in the notes when you request a private compartment and we will arrange it with the train company.",
        ),
      ],
    ],
    [
      "mag-mijn-kat-mee-in-de-trein",
      "Mag mijn kat mee in de trein?",
      "Ik wil met de trein naar Shiraz en mijn kat meenemen.",
      [
        staff(
          M.lat,
          "In de meeste treinen mogen huisdieren alleen mee in een coupé die u volledig boekt, in een reismand. Vermeld het in de opmerkingen als u een privécoupé aanvraagt, dan regelen wij het met de spoorwegmaatschappij.",
        ),
      ],
    ],
    [
      "puis-je-emmener-mon-chat-dans-le-train",
      "Puis-je emmener mon chat dans le train ?",
      "Je veux aller à Chiraz en train avec mon chat.",
      [
        staff(
          M.lat,
          "Dans la plupart des trains, les animaux ne sont admis que dans un compartiment réservé en entier, dans une caisse de transport. Indiquez-le dans les remarques de votre demande de compartiment privé et nous nous arrangerons avec la compagnie ferroviaire.",
        ),
      ],
    ],
  ],
];

/** The askers' names in Persian script, for the Persian pages. */
const persianNames: Record<string, string> = {
  Leila: "لیلا",
  Hamid: "حمید",
  Sima: "سیما",
  Omid: "امید",
  Kian: "کیان",
  Farhad: "فرهاد",
  Anna: "آنا",
  Mina: "مینا",
  Babak: "بابک",
  Nazanin: "نازنین",
};

export const qa: QaSeed[] = rows.map(([key, author, email, createdAt, fa, en, nl, fr]) => ({
  key,
  author,
  authorFa: persianNames[author] ?? author,
  email,
  createdAt,
  t: Object.fromEntries(
    (
      [
        ["fa", fa],
        ["en", en],
        ["nl", nl],
        ["fr", fr],
      ] as const
    ).map(([l, [slug, title, body, answers]]) => [l, { slug, title, body, answers }]),
  ) as QaSeed["t"],
}));
