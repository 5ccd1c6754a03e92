import type { PerLocale } from "./types";

/**
 * The job offers, guide pages and special offers as the site showed them before they moved to the
 * database (issue 26, decision 118), in four languages: seeded once, then edited on the desk.
 */
export interface JobOfferSeed {
  /** The value an application names (kept from the form's former choices). */
  key: string;
  t: PerLocale<{ title: string; body: string }>;
}

export interface GuideSeed {
  screen: "purchaseGuide" | "refundGuide";
  t: PerLocale<{ title: string; intro: string; body: string }>;
}

export const jobOffers: JobOfferSeed[] = [
  {
    key: "ticketing",
    t: {
      fa: {
        title: "کارشناس صدور بلیت",
        body: "شما بلیت‌های هواپیمای مشتریان را صادر، اصلاح و لغو می‌کنید، نرخ‌ها و قوانین کرایه را در سیستم‌های رزرو بررسی می‌کنید و از درستی هر رزرو اطمینان می‌یابید. این کار به‌صورت شیفتی و در کنار تیم صدور بلیت انجام می‌شود.\n\n- دست‌کم دو سال سابقهٔ کار در صدور بلیت هواپیما\n- آشنایی خوب با آمادئوس یا سیستم رزرو مشابه\n- دقت بالا و آرامش در شرایط فشار کاری\n- تسلط خوب به زبان انگلیسی",
      },
      en: {
        title: "Ticketing agent",
        body: "You issue, change and cancel airline tickets for our customers, check fares and rules in the reservation systems and make sure every booking is correct. You work in shifts as part of our ticketing team.\n\n- At least two years of experience in airline ticketing\n- Good knowledge of Amadeus or a similar reservation system\n- Accuracy and calm under time pressure\n- Good command of English",
      },
      nl: {
        title: "Ticketingmedewerker",
        body: "U geeft vliegtickets uit voor onze klanten, wijzigt en annuleert ze, controleert tarieven en voorwaarden in de reserveringssystemen en zorgt ervoor dat elke boeking klopt. U werkt in ploegendienst binnen ons ticketingteam.\n\n- Minimaal twee jaar ervaring met het uitgeven van vliegtickets\n- Goede kennis van Amadeus of een vergelijkbaar reserveringssysteem\n- Nauwkeurig en rustig onder tijdsdruk\n- Goede beheersing van het Engels",
      },
      fr: {
        title: "Agent de billetterie",
        body: "Vous émettez, modifiez et annulez les billets d’avion de nos clients, vérifiez les tarifs et leurs conditions dans les systèmes de réservation et veillez à l’exactitude de chaque réservation. Vous travaillez en horaires décalés au sein de notre équipe billetterie.\n\n- Au moins deux ans d’expérience en billetterie aérienne\n- Bonne maîtrise d’Amadeus ou d’un système de réservation équivalent\n- Rigueur et calme sous la pression\n- Bon niveau d’anglais",
      },
    },
  },
  {
    key: "support",
    t: {
      fa: {
        title: "کارشناس پشتیبانی مشتریان (شبانه‌روزی)",
        body: "شما صدای پرواز هستید. از راه تلفن، ایمیل و گفت‌وگوی آنلاین به مسافران پیش از سفر، در طول سفر و پس از آن کمک می‌کنید، مشکلاتشان را حل می‌کنید و درخواست‌های استرداد و تغییر را پیگیری می‌کنید. پشتیبانی ما شبانه‌روزی است، بنابراین این سمت شامل شیفت‌های عصر، شب و تعطیلات نیز می‌شود.\n\n- سابقهٔ کار در خدمات مشتریان، ترجیحاً در حوزهٔ گردشگری\n- خوش‌برخورد، صبور و اهل حل مسئله\n- تسلط کامل به فارسی و آشنایی خوب با انگلیسی؛ آشنایی با هلندی یا فرانسوی امتیاز است\n- آمادگی برای کار در شیفت‌های چرخشی",
      },
      en: {
        title: "Customer support specialist (24/7)",
        body: "You are the voice of Parvaz. By phone, e-mail and chat you help travellers before, during and after their trip, solve problems and follow up on refunds and changes. Our support runs around the clock, so the role includes evening, night and weekend shifts.\n\n- Experience in customer service, preferably in travel\n- Friendly, patient and solution-oriented\n- Fluent Persian and good English; Dutch or French is a plus\n- Willingness to work in rotating shifts",
      },
      nl: {
        title: "Klantenservicemedewerker (24/7)",
        body: "U bent de stem van Parvaz. Via telefoon, e-mail en chat helpt u reizigers vóór, tijdens en na hun reis, lost u problemen op en volgt u terugbetalingen en wijzigingen op. Onze klantenservice is dag en nacht bereikbaar, dus de functie omvat avond-, nacht- en weekenddiensten.\n\n- Ervaring in klantenservice, bij voorkeur in de reisbranche\n- Vriendelijk, geduldig en oplossingsgericht\n- Vloeiend Perzisch en goed Engels; Nederlands of Frans is een pré\n- Bereid om in wisselende diensten te werken",
      },
      fr: {
        title: "Conseiller service client (24 h/24)",
        body: "Vous êtes la voix de Parvaz. Par téléphone, e-mail et chat, vous aidez les voyageurs avant, pendant et après leur voyage, résolvez leurs problèmes et assurez le suivi des remboursements et des modifications. Notre assistance fonctionnant jour et nuit, le poste comprend des horaires de soirée, de nuit et de week-end.\n\n- Expérience en service client, idéalement dans le tourisme\n- Aimable, patient et orienté solutions\n- Persan courant et bon anglais ; le néerlandais ou le français est un atout\n- Disponibilité pour travailler en horaires tournants",
      },
    },
  },
  {
    key: "tours",
    t: {
      fa: {
        title: "مشاور تور و ویزا",
        body: "شما بسته‌های تور را طراحی می‌کنید، مشتریان را در انتخاب مقصد راهنمایی می‌کنید و آن‌ها را در مراحل درخواست ویزا، از فهرست مدارک تا وقت سفارت، همراهی می‌کنید.\n\n- سابقهٔ کار در برگزاری تور یا خدمات ویزا\n- آشنایی با شرایط ویزای مقصدهای پرطرفدار\n- مهارت بالا در برنامه‌ریزی و ارتباط با مشتری\n- داشتن کارت راهنمای تور امتیاز محسوب می‌شود",
      },
      en: {
        title: "Tour and visa consultant",
        body: "You put together tour packages, advise customers on destinations and guide them through visa applications, from the list of documents to the appointment at the embassy.\n\n- Experience in tour operation or visa services\n- Knowledge of the visa requirements of popular destinations\n- Strong organisational and communication skills\n- A tour leader certificate is a plus",
      },
      nl: {
        title: "Adviseur rondreizen en visa",
        body: "U stelt reispakketten samen, adviseert klanten over bestemmingen en begeleidt hen bij hun visumaanvraag, van de lijst met documenten tot de afspraak op de ambassade.\n\n- Ervaring in de touroperating of met visumdiensten\n- Kennis van de visumeisen van populaire bestemmingen\n- Sterke organisatorische en communicatieve vaardigheden\n- Een diploma als reisleider is een pré",
      },
      fr: {
        title: "Conseiller circuits et visas",
        body: "Vous composez des forfaits, conseillez les clients sur les destinations et les accompagnez dans leurs demandes de visa, de la liste des pièces justificatives au rendez-vous à l’ambassade.\n\n- Expérience dans l’organisation de circuits ou les services de visa\n- Connaissance des conditions de visa des destinations prisées\n- Excellentes capacités d’organisation et de communication\n- Une carte de guide-accompagnateur est un atout",
      },
    },
  },
  {
    key: "developer",
    t: {
      fa: {
        title: "برنامه‌نویس وب",
        body: "شما در یک تیم کوچک و مستقل به ساخت و بهبود وب‌سایت و سامانهٔ رزرو ما کمک می‌کنید: قابلیت‌های تازه، صفحه‌های سریع‌تر و تجربه‌ای بهتر روی موبایل، به چهار زبان.\n\n- تجربهٔ کافی در TypeScript و React\n- تجربهٔ کار با Node.js و پایگاه‌داده‌های SQL\n- توجه به دسترس‌پذیری و طراحی راست‌به‌چپ\n- توانایی کار مستقل و اشتراک دانش با تیم",
      },
      en: {
        title: "Web developer",
        body: "You help build and improve our website and booking platform in a small, independent team: new features, faster pages and a better experience on mobile, in four languages.\n\n- Solid experience with TypeScript and React\n- Experience with Node.js and SQL databases\n- Care for accessibility and right-to-left layouts\n- Able to work independently and share knowledge",
      },
      nl: {
        title: "Webontwikkelaar",
        body: "In een klein, zelfstandig team bouwt en verbetert u onze website en ons boekingsplatform: nieuwe functies, snellere pagina’s en een betere ervaring op mobiel, in vier talen.\n\n- Ruime ervaring met TypeScript en React\n- Ervaring met Node.js en SQL-databases\n- Oog voor toegankelijkheid en layouts van rechts naar links\n- Zelfstandig kunnen werken en graag kennis delen",
      },
      fr: {
        title: "Développeur web",
        body: "Au sein d’une petite équipe autonome, vous développez et améliorez notre site et notre plateforme de réservation : nouvelles fonctionnalités, pages plus rapides et meilleure expérience sur mobile, en quatre langues.\n\n- Solide expérience de TypeScript et React\n- Expérience de Node.js et des bases de données SQL\n- Attention portée à l’accessibilité et aux mises en page de droite à gauche\n- Autonomie et goût du partage de connaissances",
      },
    },
  },
];

export const guides: GuideSeed[] = [
  {
    screen: "purchaseGuide",
    t: {
      fa: {
        title: "راهنمای خرید",
        intro:
          "رزرو با پرواز تنها چند دقیقه طول می‌کشد. این راهنما شما را گام‌به‌گام، از نخستین جست‌وجو تا دریافت بلیت الکترونیکی، همراهی می‌کند.",
        body: "## گام ۱: جست‌وجو\n\nخدمت مورد نیاز خود، مانند پرواز، هتل یا قطار، را انتخاب کنید. مبدأ، مقصد، تاریخ و تعداد مسافران را وارد کنید و جست‌وجو را بزنید. برای خدماتی که با درخواست رزرو می‌شوند، مانند تور یا ویزا، فرم درخواست را پر کنید تا کارشناسان ما با شما تماس بگیرند.\n\n## گام ۲: انتخاب\n\nنتایج را از نظر قیمت، ساعت، شرکت هواپیمایی یا درجهٔ هتل مقایسه کنید. با باز کردن هر گزینه، جزئیات آن را می‌بینید: میزان بار مجاز، قوانین نرخ، شرایط استرداد و قیمت نهایی. سپس دکمهٔ انتخاب را بزنید.\n\n## گام ۳: مشخصات مسافران\n\nمشخصات همهٔ مسافران را وارد کنید. برای سفرهای داخلی، کد ملی مسافران ایرانی و برای سفرهای خارجی، شمارهٔ گذرنامه و تاریخ انقضای آن لازم است.\n\nکاربرانی که وارد حساب خود شده‌اند، می‌توانند از مسافران ذخیره‌شده استفاده کنند و نیازی به وارد کردن دوبارهٔ اطلاعات ندارند.\n\n- نام و نام خانوادگی دقیقاً مطابق کارت ملی یا گذرنامه\n- تاریخ تولد\n- کد ملی یا شمارهٔ گذرنامه\n- شمارهٔ تلفن همراه و ایمیل سرپرست رزرو\n\n## گام ۴: سبد خرید و تکمیل خرید\n\nانتخاب شما به سبد خرید افزوده می‌شود و می‌توانید در آن، برای نمونه، پرواز، هتل و بیمهٔ مسافرتی را با هم ترکیب کنید. همه‌چیز را با دقت بررسی کنید، واحد پول را برگزینید و به مرحلهٔ تکمیل خرید بروید. در این مرحله قیمت نهایی با همهٔ عوارض و مالیات بر ارزش افزوده نمایش داده می‌شود.\n\n## گام ۵: پرداخت\n\nبا کارت بانکی، موجودی کیف پول پرواز یا کارت هدیه پرداخت کنید. همچنین می‌توانید کیف پول یا کارت هدیه را با پرداخت کارتی ترکیب کنید. پرداخت در صفحهٔ امن درگاه پرداخت انجام می‌شود.\n\n## گام ۶: تأیید و بلیت الکترونیکی\n\nبه‌محض تأیید پرداخت، صفحهٔ تأیید رزرو را می‌بینید و ایمیلی حاوی شمارهٔ سفارش و بلیت الکترونیکی یا واچر به صورت فایل PDF دریافت می‌کنید. این ایمیل را نگه دارید؛ در فرودگاه، هتل یا ایستگاه قطار به آن نیاز خواهید داشت.\n\n## استعلام رزرو\n\nایمیل را گم کرده‌اید؟ در صفحهٔ استعلام رزرو می‌توانید هر زمان با شمارهٔ بلیت الکترونیکی و شمارهٔ سفارش، رزرو خود را پیدا کنید و فایل PDF را دوباره دریافت کنید. کاربران عضو همهٔ رزروهای خود را در پیشخوان نیز می‌بینند.",
      },
      en: {
        title: "Purchase guide",
        intro:
          "Booking with Parvaz takes only a few minutes. This guide walks you through every step, from the first search to your e-ticket.",
        body: "## Step 1: Search\n\nChoose the service you need, such as flights, hotels or trains. Enter the origin, destination, dates and number of travellers, and press search. For services booked on request, such as tours or visas, fill in the request form and an agent will contact you.\n\n## Step 2: Choose\n\nCompare the results by price, times, airline or hotel rating. Open an option to see its details: baggage allowance, fare rules, cancellation conditions and the total price. Then press select.\n\n## Step 3: Passengers\n\nEnter the details of every traveller. For domestic trips you need the national ID number of Iranian travellers; for international trips you need the passport number and its expiry date.\n\nSigned-in users can choose saved passengers so they don’t have to type the details again.\n\n- First and last name exactly as in the ID card or passport\n- Date of birth\n- National ID number or passport number\n- Mobile number and e-mail address of the contact person\n\n## Step 4: Basket and checkout\n\nYour selection is placed in the basket, where you can combine, for example, a flight, a hotel and travel insurance. Check everything carefully, choose your currency and go to checkout. There you see the final price with all taxes and VAT.\n\n## Step 5: Payment\n\nPay by bank card, with your Parvaz wallet balance or with a gift card. You can also combine the wallet or a gift card with a card payment. The payment takes place on the secure page of the payment provider.\n\n## Step 6: Confirmation and e-ticket\n\nAs soon as the payment is confirmed, you see the confirmation page and receive an e-mail with your order number and your e-ticket or voucher as a PDF. Keep this e-mail; you will need it at the airport, hotel or station.\n\n## Booking inquiry\n\nLost the e-mail? On the booking inquiry page you can look up your booking at any time with your e-ticket number and order number, and download the PDF again. Signed-in users also find all bookings in their dashboard.",
      },
      nl: {
        title: "Boekingsgids",
        intro:
          "Boeken bij Parvaz duurt maar een paar minuten. Deze gids neemt u mee door elke stap, van de eerste zoekopdracht tot uw e-ticket.",
        body: "## Stap 1: Zoeken\n\nKies de dienst die u nodig hebt, zoals vluchten, hotels of treinen. Vul vertrekplaats, bestemming, data en aantal reizigers in en klik op zoeken. Voor diensten die op aanvraag worden geboekt, zoals rondreizen of visa, vult u het aanvraagformulier in; een medewerker neemt dan contact met u op.\n\n## Stap 2: Kiezen\n\nVergelijk de resultaten op prijs, tijden, luchtvaartmaatschappij of hotelbeoordeling. Open een optie om de details te zien: bagagetoelage, tariefvoorwaarden, annuleringsvoorwaarden en de totaalprijs. Klik daarna op selecteren.\n\n## Stap 3: Passagiers\n\nVul de gegevens van elke reiziger in. Voor binnenlandse reizen hebt u het nationale identiteitsnummer van Iraanse reizigers nodig; voor internationale reizen het paspoortnummer en de vervaldatum van het paspoort.\n\nIngelogde gebruikers kunnen opgeslagen passagiers kiezen, zodat ze de gegevens niet opnieuw hoeven in te typen.\n\n- Voor- en achternaam precies zoals op de identiteitskaart of in het paspoort\n- Geboortedatum\n- Nationaal identiteitsnummer of paspoortnummer\n- Mobiel nummer en e-mailadres van de contactpersoon\n\n## Stap 4: Winkelwagen en afrekenen\n\nUw keuze komt in de winkelwagen, waar u bijvoorbeeld een vlucht, een hotel en een reisverzekering kunt combineren. Controleer alles zorgvuldig, kies uw valuta en ga naar afrekenen. Daar ziet u de eindprijs met alle belastingen en btw.\n\n## Stap 5: Betalen\n\nBetaal met een bankpas, met het saldo van uw Parvaz-wallet of met een cadeaukaart. U kunt de wallet of een cadeaukaart ook combineren met een kaartbetaling. De betaling vindt plaats op de beveiligde pagina van de betaalprovider.\n\n## Stap 6: Bevestiging en e-ticket\n\nZodra de betaling is bevestigd, ziet u de bevestigingspagina en ontvangt u een e-mail met uw bestelnummer en uw e-ticket of voucher als pdf. Bewaar deze e-mail goed; u hebt hem nodig op de luchthaven, in het hotel of op het station.\n\n## Boeking opzoeken\n\nE-mail kwijt? Op de pagina ‘Boeking opzoeken’ vindt u uw boeking altijd terug met uw e-ticketnummer en bestelnummer, en kunt u de pdf opnieuw downloaden. Ingelogde gebruikers vinden al hun boekingen ook in hun overzicht.",
      },
      fr: {
        title: "Guide d’achat",
        intro:
          "Réserver avec Parvaz ne prend que quelques minutes. Ce guide vous accompagne à chaque étape, de la première recherche à votre billet électronique.",
        body: "## Étape 1 : rechercher\n\nChoisissez le service dont vous avez besoin : vols, hôtels, trains… Indiquez le départ, la destination, les dates et le nombre de voyageurs, puis lancez la recherche. Pour les services réservés sur demande, comme les circuits ou les visas, remplissez le formulaire de demande : un conseiller vous recontactera.\n\n## Étape 2 : choisir\n\nComparez les résultats selon le prix, les horaires, la compagnie aérienne ou la note de l’hôtel. Ouvrez une option pour en voir le détail : franchise bagages, conditions tarifaires, conditions d’annulation et prix total. Cliquez ensuite sur sélectionner.\n\n## Étape 3 : passagers\n\nSaisissez les informations de chaque voyageur. Pour les voyages intérieurs, il faut le numéro d’identité nationale des voyageurs iraniens ; pour les voyages internationaux, le numéro de passeport et sa date d’expiration.\n\nLes utilisateurs connectés peuvent choisir des passagers enregistrés pour ne pas avoir à ressaisir leurs informations.\n\n- Prénom et nom exactement comme sur la carte d’identité ou le passeport\n- Date de naissance\n- Numéro d’identité nationale ou numéro de passeport\n- Numéro de mobile et adresse e-mail de la personne à contacter\n\n## Étape 4 : panier et commande\n\nVotre sélection est ajoutée au panier, où vous pouvez par exemple combiner un vol, un hôtel et une assurance voyage. Vérifiez tout attentivement, choisissez votre devise et passez commande. Le prix final, toutes taxes et TVA comprises, s’affiche alors.\n\n## Étape 5 : paiement\n\nPayez par carte bancaire, avec le solde de votre portefeuille Parvaz ou avec une carte cadeau. Vous pouvez aussi combiner le portefeuille ou une carte cadeau avec un paiement par carte. Le paiement s’effectue sur la page sécurisée du prestataire de paiement.\n\n## Étape 6 : confirmation et billet électronique\n\nDès que le paiement est confirmé, la page de confirmation s’affiche et vous recevez un e-mail avec votre numéro de commande et votre billet électronique ou bon d’échange en PDF. Conservez cet e-mail : vous en aurez besoin à l’aéroport, à l’hôtel ou à la gare.\n\n## Suivi de réservation\n\nVous avez perdu l’e-mail ? Sur la page de suivi de réservation, vous retrouvez votre réservation à tout moment grâce à votre numéro de billet électronique et à votre numéro de commande, et pouvez télécharger à nouveau le PDF. Les utilisateurs connectés retrouvent aussi toutes leurs réservations dans leur tableau de bord.",
      },
    },
  },
  {
    screen: "refundGuide",
    t: {
      fa: {
        title: "راهنمای استرداد",
        intro:
          "برنامه‌ها گاهی تغییر می‌کنند. این راهنما توضیح می‌دهد چگونه رزرو خود را لغو کنید و وجه آن را پس بگیرید، این کار چقدر طول می‌کشد و چه جریمه‌هایی اعمال می‌شود.",
        body: "## ثبت درخواست استرداد\n\nوارد حساب خود شوید و پیشخوان را باز کنید. در بخش «رزروها»، رزرو مورد نظر را انتخاب و دکمهٔ «درخواست استرداد» را بزنید. مسافرانی را که می‌خواهید لغو شوند انتخاب و درخواست را تأیید کنید. ایمیلی برای تأیید ثبت درخواست دریافت خواهید کرد.\n\nبدون ثبت‌نام رزرو کرده‌اید؟ با شمارهٔ سفارش و شمارهٔ بلیت الکترونیکی با خط پشتیبانی ۰۲۱-۹۱۰۰۲۴۰۰ تماس بگیرید یا به support@parvaz.example ایمیل بزنید.\n\n## استرداد چقدر طول می‌کشد؟\n\nدرخواست‌های استرداد پروازهای داخلی سیستمی، قطار و هتل ظرف ۳ روز کاری بررسی می‌شوند. استرداد پروازهای خارجی به شرکت هواپیمایی بستگی دارد و معمولاً ۷ تا ۲۱ روز کاری طول می‌کشد.\n\nپس از تأیید استرداد، ممکن است چند روز کاری دیگر طول بکشد تا مبلغ در حساب بانکی شما نمایش داده شود.\n\n## وجه به کجا بازمی‌گردد؟\n\nمبلغ استرداد به همان روش پرداخت اولیه بازمی‌گردد: به همان کارت بانکی یا، اگر با کیف پول پرواز پرداخت کرده‌اید، به کیف پول شما. بخشی که با کارت هدیه پرداخت شده باشد، به کیف پول شما واریز می‌شود.\n\nاگر ترجیح می‌دهید، می‌توانید استرداد به کیف پول را انتخاب کنید؛ در این صورت مبلغ بلافاصله برای رزرو بعدی در دسترس شماست.\n\n## پروازهای چارتر و نرخ‌های ویژه\n\nپروازهای چارتر و برخی نرخ‌های ویژه معمولاً قابل استرداد نیستند. در موارد استثنایی، برای مثال اگر چارترکننده پرواز را لغو کند، وجه شما طبق قوانین او بازگردانده می‌شود.\n\n## عوارض و کارمزدها\n\nعوارض فرودگاهی و دیگر عوارض دولتی، حتی اگر خود بلیت غیرقابل استرداد باشد، به شرط استفاده نکردن از بلیت بازگردانده می‌شوند. کارمزد خدمات ما مسترد نمی‌شود، مگر آنکه لغو به سبب ما یا ارائه‌دهندهٔ خدمات رخ داده باشد.\n\n## جریمهٔ لغو\n\nمیزان جریمه به فاصلهٔ زمانی لغو تا زمان حرکت بستگی دارد. جدول زیر درصدهای متداول برای پروازهای داخلی را نشان می‌دهد؛ برای سایر خدمات، قوانینی که هنگام رزرو نمایش داده شده ملاک است.",
      },
      en: {
        title: "Refund guide",
        intro:
          "Plans change. This guide explains how to cancel a booking and get your money back, how long it takes and which penalties apply.",
        body: "## Requesting a refund\n\nSign in and open your dashboard. Under Booked, choose the booking and press Request refund. Select the travellers you want to cancel and confirm. You will receive an e-mail confirming your request.\n\nDid you book as a guest? Then call our support line +98 21 9100 2400 or write to support@parvaz.example with your order number and e-ticket number.\n\n## How long does it take?\n\nWe process refund requests for scheduled domestic flights, trains and hotels within 3 working days. International flights depend on the airline and usually take 7 to 21 working days.\n\nAfter we have approved the refund, it can take a few more working days for the amount to appear on your bank account.\n\n## Where does the money go?\n\nThe refund goes back to the original payment method: to the same bank card, or to your Parvaz wallet if you paid with it. The part paid with a gift card is returned to your wallet.\n\nIf you prefer, you can choose a refund to your wallet; it is then available immediately for your next booking.\n\n## Charter flights and special fares\n\nCharter flights and some special fares are generally non-refundable. In exceptional cases, for example if the charter company cancels the flight, you will receive a refund according to its rules.\n\n## Taxes and fees\n\nAirport taxes and other government charges are refunded even when the fare itself is non-refundable, as long as you did not use the ticket. Our service fee is not refunded, unless the cancellation was caused by us or the provider.\n\n## Cancellation penalties\n\nThe penalty depends on how long before departure you cancel. The table below shows the usual percentages for domestic flights; for other services, the rules shown at the time of booking apply.",
      },
      nl: {
        title: "Terugbetalingsgids",
        intro:
          "Plannen veranderen. In deze gids leest u hoe u een boeking annuleert en uw geld terugkrijgt, hoe lang dat duurt en welke annuleringskosten gelden.",
        body: "## Terugbetaling aanvragen\n\nLog in en open uw overzicht. Kies onder ‘Geboekt’ de boeking en klik op ‘Terugbetaling aanvragen’. Selecteer de reizigers die u wilt annuleren en bevestig. U ontvangt een e-mail ter bevestiging van uw aanvraag.\n\nHebt u als gast geboekt? Bel dan onze klantenservice op +98 21 9100 2400 of mail naar support@parvaz.example met uw bestelnummer en e-ticketnummer.\n\n## Hoe lang duurt het?\n\nAanvragen voor lijnvluchten binnen Iran, treinen en hotels behandelen we binnen 3 werkdagen. Bij internationale vluchten hangt het af van de luchtvaartmaatschappij; meestal duurt het 7 tot 21 werkdagen.\n\nNadat we de terugbetaling hebben goedgekeurd, kan het nog enkele werkdagen duren voordat het bedrag op uw bankrekening staat.\n\n## Waar gaat het geld naartoe?\n\nHet bedrag wordt teruggestort via de oorspronkelijke betaalmethode: op dezelfde bankpas, of op uw Parvaz-wallet als u daarmee hebt betaald. Het deel dat met een cadeaukaart is betaald, komt op uw wallet.\n\nWilt u liever terugbetaling op uw wallet, dan kan dat ook; het bedrag is dan direct beschikbaar voor uw volgende boeking.\n\n## Chartervluchten en speciale tarieven\n\nChartervluchten en sommige speciale tarieven worden in de regel niet terugbetaald. In uitzonderlijke gevallen, bijvoorbeeld als de chartermaatschappij de vlucht annuleert, krijgt u uw geld terug volgens haar regels.\n\n## Belastingen en kosten\n\nLuchthavenbelastingen en andere overheidsheffingen worden terugbetaald, ook als het tarief zelf niet restitueerbaar is, mits u het ticket niet hebt gebruikt. Onze servicekosten worden niet terugbetaald, tenzij de annulering door ons of door de aanbieder is veroorzaakt.\n\n## Annuleringskosten\n\nDe annuleringskosten hangen af van hoe lang vóór vertrek u annuleert. De tabel hieronder toont de gebruikelijke percentages voor binnenlandse vluchten; voor andere diensten gelden de voorwaarden die bij het boeken zijn getoond.",
      },
      fr: {
        title: "Guide de remboursement",
        intro:
          "Les projets changent. Ce guide explique comment annuler une réservation et être remboursé, combien de temps cela prend et quelles pénalités s’appliquent.",
        body: "## Demander un remboursement\n\nConnectez-vous et ouvrez votre tableau de bord. Dans « Réservations », choisissez la réservation et cliquez sur « Demander un remboursement ». Sélectionnez les voyageurs à annuler et confirmez. Vous recevrez un e-mail confirmant votre demande.\n\nVous avez réservé sans compte ? Appelez notre assistance au +98 21 9100 2400 ou écrivez à support@parvaz.example en indiquant votre numéro de commande et votre numéro de billet électronique.\n\n## Quels sont les délais ?\n\nNous traitons les demandes concernant les vols réguliers intérieurs, les trains et les hôtels sous 3 jours ouvrés. Pour les vols internationaux, le délai dépend de la compagnie aérienne et est généralement de 7 à 21 jours ouvrés.\n\nUne fois le remboursement validé, quelques jours ouvrés peuvent encore être nécessaires avant que le montant n’apparaisse sur votre compte bancaire.\n\n## Où l’argent est-il versé ?\n\nLe remboursement est effectué sur le moyen de paiement d’origine : sur la même carte bancaire, ou sur votre portefeuille Parvaz si vous avez payé avec celui-ci. La part réglée par carte cadeau est créditée sur votre portefeuille.\n\nSi vous le préférez, vous pouvez opter pour un remboursement sur votre portefeuille : le montant est alors immédiatement disponible pour votre prochaine réservation.\n\n## Vols charters et tarifs spéciaux\n\nLes vols charters et certains tarifs spéciaux ne sont en général pas remboursables. Dans des cas exceptionnels, par exemple si l’affréteur annule le vol, vous êtes remboursé selon ses règles.\n\n## Taxes et frais\n\nLes taxes d’aéroport et autres prélèvements publics sont remboursés même lorsque le tarif lui-même n’est pas remboursable, à condition que le billet n’ait pas été utilisé. Nos frais de service ne sont pas remboursés, sauf si l’annulation est due à notre fait ou à celui du prestataire.\n\n## Pénalités d’annulation\n\nLa pénalité dépend du délai entre l’annulation et le départ. Le tableau ci-dessous indique les pourcentages habituels pour les vols intérieurs ; pour les autres services, ce sont les conditions affichées lors de la réservation qui s’appliquent.",
      },
    },
  },
];

/** The special offers' texts by key (their prices, routes and links are in 0310_pages.ts). */
export const offerTexts: Record<string, PerLocale<{ title: string; text: string }>> = {
  istanbul: {
    fa: {
      title: "تهران – استانبول",
      text: "پرواز مستقیم از فرودگاه امام خمینی به استانبول با کمترین نرخی که در ۳۰ روز آینده برایتان قابل رزرو است. انتخابی عالی برای سفری کوتاه به کرانهٔ بسفر.",
    },
    en: {
      title: "Tehran – Istanbul",
      text: "Direct flights from Imam Khomeini to Istanbul at the lowest fare we can book for you in the next 30 days. Ideal for a city break on the Bosphorus.",
    },
    nl: {
      title: "Teheran – Istanbul",
      text: "Rechtstreekse vluchten van Imam Khomeini naar Istanbul voor de laagste prijs die we de komende 30 dagen voor u kunnen boeken. Ideaal voor een stedentrip aan de Bosporus.",
    },
    fr: {
      title: "Téhéran – Istanbul",
      text: "Des vols directs d’Imam-Khomeini à Istanbul au tarif le plus bas que nous pouvons réserver pour vous dans les 30 prochains jours. Idéal pour un city-break au bord du Bosphore.",
    },
  },
  kish: {
    fa: {
      title: "پرواز به جزیرهٔ کیش",
      text: "پروازهای داخلی به کیش با قیمتی استثنایی. آفتاب، دریا و خرید، تنها با یک پرواز کوتاه.",
    },
    en: {
      title: "Fly to Kish Island",
      text: "Domestic flights to Kish at a sharp price. Sun, sea and shopping, just a short flight away.",
    },
    nl: {
      title: "Vliegen naar het eiland Kish",
      text: "Binnenlandse vluchten naar Kish voor een scherpe prijs. Zon, zee en winkelen, op slechts een korte vlucht afstand.",
    },
    fr: {
      title: "Envolez-vous pour l’île de Kish",
      text: "Des vols intérieurs vers Kish à prix doux. Soleil, mer et shopping, à un court vol seulement.",
    },
  },
  amsterdam: {
    fa: {
      title: "تهران (IKA) – آمستردام",
      text: "از فرودگاه بین‌المللی امام خمینی مستقیم به آمستردام پرواز کنید. مناسب دیدار با خانواده یا گشت‌وگذار در کنار کانال‌ها.",
    },
    en: {
      title: "Tehran (IKA) – Amsterdam",
      text: "Fly direct from Imam Khomeini International Airport to Amsterdam. Perfect for visiting family or discovering the canals.",
    },
    nl: {
      title: "Teheran (IKA) – Amsterdam",
      text: "Vlieg rechtstreeks van Imam Khomeini International Airport naar Amsterdam. Perfect om familie te bezoeken of de grachten te ontdekken.",
    },
    fr: {
      title: "Téhéran (IKA) – Amsterdam",
      text: "Envolez-vous sans escale de l’aéroport international Imam-Khomeini vers Amsterdam. Parfait pour rendre visite à la famille ou découvrir les canaux.",
    },
  },
  shiraz: {
    fa: {
      title: "اقامت در هتل‌های شیراز",
      text: "در هتلی راحت در قلب شیراز، نزدیک بازار وکیل و آرامگاه حافظ، اقامت کنید. قیمت برای هر شب.",
    },
    en: {
      title: "Hotel nights in Shiraz",
      text: "Stay in a comfortable hotel in the heart of Shiraz, close to the Vakil Bazaar and Hafez’s tomb. Price per night.",
    },
    nl: {
      title: "Hotelovernachtingen in Shiraz",
      text: "Verblijf in een comfortabel hotel in het hart van Shiraz, vlak bij de Vakil-bazaar en het graf van Hafez. Prijs per nacht.",
    },
    fr: {
      title: "Nuits d’hôtel à Chiraz",
      text: "Séjournez dans un hôtel confortable au cœur de Chiraz, près du bazar Vakil et du tombeau de Hafez. Prix par nuit.",
    },
  },
  dubai: {
    fa: {
      title: "تور دبی، ۴ شب",
      text: "بستهٔ ۴ شبه شامل پرواز، هتل با صبحانه و ترانسفر فرودگاهی. می‌توانید سفرتان را با سافاری صحرا یا گشت دریایی با لنج کامل کنید.",
    },
    en: {
      title: "Dubai tour, 4 nights",
      text: "A 4-night package with flights, hotel with breakfast and airport transfers. Extend your stay with a desert safari or a dhow cruise.",
    },
    nl: {
      title: "Dubai-pakketreis, 4 nachten",
      text: "Een pakketreis van 4 nachten met vluchten, hotel met ontbijt en luchthaventransfers. Breid uw verblijf uit met een woestijnsafari of een tocht per dhow.",
    },
    fr: {
      title: "Séjour à Dubaï, 4 nuits",
      text: "Un forfait de 4 nuits avec vols, hôtel avec petit-déjeuner et transferts aéroport. Prolongez le plaisir avec un safari dans le désert ou une croisière en boutre.",
    },
  },
  insurance: {
    fa: {
      title: "بیمهٔ مسافرتی یک‌ساله چندسفره",
      text: "یک بیمه‌نامه برای همهٔ سفرهای خارجی شما در طول یک سال، همراه با پوشش درمانی و خدمات امدادی شبانه‌روزی.",
    },
    en: {
      title: "Annual multi-trip insurance",
      text: "One policy for all your trips abroad for a whole year, including medical cover and assistance 24/7.",
    },
    nl: {
      title: "Doorlopende reisverzekering",
      text: "Eén polis voor al uw reizen naar het buitenland gedurende een heel jaar, inclusief medische dekking en 24/7 hulpverlening.",
    },
    fr: {
      title: "Assurance voyage annuelle multivoyages",
      text: "Un seul contrat pour tous vos voyages à l’étranger pendant un an, avec couverture des frais médicaux et assistance 24 h/24, 7 j/7.",
    },
  },
};
