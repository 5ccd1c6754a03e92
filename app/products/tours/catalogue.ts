/**
 * The tour catalogue (issue 27): the packages and day tours the agency sells, with their hotels, prices and words in
 * the four languages. Packages abroad are priced in euro cents, domestic tours and day tours in rials (IRR has no
 * minor unit). Place names in the texts are those of cityNames (app/travel/places.ts).
 *
 * A day tour's origin is the city where the group meets and its destination the city it visits; a walking or
 * coach day inside one city (Isfahan's old town, Persepolis from Shiraz) has the same city at both ends — only day
 * tours do that.
 */
import type { Locale } from "~/routing/screen-table";
import { cityNames, type CityCode } from "~/travel/places";
import type { Board, HotelOptionSeed, TourSeed, TourText, TransportLeg } from "./codes";

type Lang<T> = Record<Locale, T>;
/** One day (or one stop of a day tour) in each language: its title and one to three sentences. */
type Day = Lang<[title: string, text: string]>;

const leg = (
  from: CityCode,
  to: CityCode,
  departs: string,
  arrives: string,
  carrier: string,
  number?: string,
  arrivesNextDay?: number,
): TransportLeg => ({
  from,
  to,
  departs,
  arrives,
  carrier,
  ...(number ? { number } : {}),
  ...(arrivesNextDay ? { arrivesNextDay } : {}),
});

/**
 * A hotel option priced from its double: a triple 8 % under it, the single supplement `single` of it (default
 * half), a child with a bed three quarters, a child sharing a bed half, an infant a tenth — rounded to whole euros
 * (EUR, in cents) or to 100,000 rials (IRR).
 */
const hotel = (
  name: string,
  stars: 3 | 4 | 5,
  board: Board,
  currency: "EUR" | "IRR",
  double: number,
  single = 0.5,
): HotelOptionSeed => {
  const unit = currency === "EUR" ? 100 : 100_000;
  const share = (ratio: number) => Math.round((double * ratio) / unit) * unit;
  return {
    name,
    stars,
    board,
    double,
    triple: share(0.92),
    singleSupplement: share(single),
    childWithBed: share(0.75),
    childNoBed: share(0.5),
    infant: share(0.1),
  };
};

interface Lists {
  included: Lang<string[]>;
  excluded: Lang<string[]>;
  documents: Lang<string[]>;
  visaNotes: Lang<string>;
}

const text = (heads: Lang<{ title: string; summary: string }>, lists: Lists, days: Day[]): Lang<TourText> => {
  const one = (l: Locale): TourText => ({
    title: heads[l].title,
    summary: heads[l].summary,
    included: lists.included[l],
    excluded: lists.excluded[l],
    itinerary: days.map((d) => ({ title: d[l][0], text: d[l][1] })),
    documents: lists.documents[l],
    visaNotes: lists.visaNotes[l],
  });
  return { fa: one("fa"), en: one("en"), nl: one("nl"), fr: one("fr") };
};

const join = (...parts: Lang<string[]>[]): Lang<string[]> => ({
  fa: parts.flatMap((p) => p.fa),
  en: parts.flatMap((p) => p.en),
  nl: parts.flatMap((p) => p.nl),
  fr: parts.flatMap((p) => p.fr),
});

// ——— Shared words ———

const boardWords: Record<Board, Lang<string>> = {
  room_only: {
    fa: "اقامت در هتل بدون وعدهٔ غذایی",
    en: "Hotel stay, room only",
    nl: "Verblijf in het hotel, alleen logies",
    fr: "Séjour à l’hôtel en logement seul",
  },
  breakfast: {
    fa: "اقامت در هتل انتخابی با صبحانه",
    en: "Hotel of your choice with breakfast",
    nl: "Hotel naar keuze met ontbijt",
    fr: "Hôtel de votre choix avec petit-déjeuner",
  },
  half_board: {
    fa: "اقامت در هتل انتخابی با صبحانه و شام",
    en: "Hotel of your choice on half board (breakfast and dinner)",
    nl: "Hotel naar keuze op basis van halfpension (ontbijt en diner)",
    fr: "Hôtel de votre choix en demi-pension (petit-déjeuner et dîner)",
  },
  all_inclusive: {
    fa: "اقامت در هتل انتخابی به‌صورت همه‌چیز شامل، با همهٔ وعده‌ها و نوشیدنی‌ها",
    en: "Hotel of your choice on an all-inclusive basis, meals and drinks included",
    nl: "Hotel naar keuze op all-inclusivebasis, maaltijden en drankjes inbegrepen",
    fr: "Hôtel de votre choix en formule tout compris, repas et boissons inclus",
  },
};

const flightAbroad: Lang<string[]> = {
  fa: ["بلیت هواپیمای رفت و برگشت از فرودگاه امام خمینی", "ترانسفر فرودگاه به هتل و برعکس"],
  en: ["Return flights from Tehran Imam Khomeini Airport", "Airport–hotel transfers both ways"],
  nl: ["Retourvlucht vanaf Imam Khomeini Airport in Teheran", "Transfers van de luchthaven naar het hotel en terug"],
  fr: [
    "Vols aller-retour depuis l’aéroport Imam-Khomeini de Téhéran",
    "Transferts aéroport–hôtel à l’aller et au retour",
  ],
};

const insuranceAbroad: Lang<string[]> = {
  fa: ["بیمهٔ مسافرتی خارج از کشور"],
  en: ["Travel medical insurance"],
  nl: ["Reisverzekering met medische dekking"],
  fr: ["Assurance voyage (frais médicaux)"],
};

const leader: Lang<string[]> = {
  fa: ["همراهی لیدر فارسی‌زبان در تمام سفر"],
  en: ["A Persian-speaking tour leader throughout"],
  nl: ["Een Perzischsprekende reisleider tijdens de hele reis"],
  fr: ["Un accompagnateur persanophone pendant tout le séjour"],
};

const abroadIncluded = (board: Board, extras: Lang<string[]>): Lang<string[]> =>
  join(
    flightAbroad,
    {
      fa: [boardWords[board].fa],
      en: [boardWords[board].en],
      nl: [boardWords[board].nl],
      fr: [boardWords[board].fr],
    },
    extras,
    leader,
    insuranceAbroad,
  );

const abroadExcluded = (visaFee: boolean, extras: Lang<string[]>): Lang<string[]> =>
  join(
    visaFee
      ? {
          fa: ["هزینهٔ ویزا"],
          en: ["The visa fee"],
          nl: ["De visumkosten"],
          fr: ["Les frais de visa"],
        }
      : { fa: [], en: [], nl: [], fr: [] },
    extras,
    {
      fa: ["عوارض خروج از کشور", "انعام راهنما و راننده"],
      en: ["Iran’s departure tax", "Tips for the guide and driver"],
      nl: ["De Iraanse vertrekbelasting", "Fooien voor gids en chauffeur"],
      fr: ["La taxe de sortie du territoire iranien", "Les pourboires du guide et du chauffeur"],
    },
  );

const mealsOut: Lang<string[]> = {
  fa: ["ناهار و شام (جز آنچه در برنامه آمده)"],
  en: ["Lunches and dinners not listed in the programme"],
  nl: ["Lunches en diners die niet in het programma staan"],
  fr: ["Les déjeuners et dîners non prévus au programme"],
};

const documentsAbroad: Lang<string[]> = {
  fa: [
    "گذرنامه با دست‌کم شش ماه اعتبار پس از تاریخ بازگشت",
    "یک قطعه عکس رنگی جدید با زمینهٔ سفید",
    "کارت ملی برای پرداخت عوارض خروج",
  ],
  en: [
    "A passport valid for at least six months after the return date",
    "A recent colour photo on a white background",
    "The national ID card, to pay the departure tax",
  ],
  nl: [
    "Een paspoort dat na de terugreis nog minstens zes maanden geldig is",
    "Een recente kleurenpasfoto met witte achtergrond",
    "De Iraanse identiteitskaart, voor de vertrekbelasting",
  ],
  fr: [
    "Un passeport valable au moins six mois après la date de retour",
    "Une photo d’identité récente en couleur sur fond blanc",
    "La carte d’identité nationale iranienne, pour la taxe de sortie",
  ],
};

const documentsDomestic: Lang<string[]> = {
  fa: ["کارت ملی هوشمند یا شناسنامهٔ عکس‌دار؛ گذرنامه برای مسافران خارجی", "شناسنامهٔ کودکان همراه"],
  en: ["Iranian national ID card; a passport for foreign travellers", "Children’s birth certificates"],
  nl: ["Iraanse identiteitskaart; buitenlandse reizigers hun paspoort", "Het geboortebewijs van meereizende kinderen"],
  fr: [
    "La carte d’identité nationale iranienne, ou le passeport pour les voyageurs étrangers",
    "L’acte de naissance des enfants",
  ],
};

const noVisa: Lang<string> = { fa: "", en: "", nl: "", fr: "" };

const visa = {
  turkey: {
    fa: "دارندگان گذرنامهٔ عادی ایران برای سفر گردشگری تا نود روز به ویزای ترکیه نیاز ندارند.",
    en: "Holders of an ordinary Iranian passport need no visa for Türkiye for tourist stays of up to 90 days.",
    nl: "Met een gewoon Iraans paspoort heb je voor Turkije geen visum nodig bij een toeristisch verblijf tot 90 dagen.",
    fr: "Les titulaires d’un passeport iranien ordinaire n’ont pas besoin de visa pour un séjour touristique de 90 jours au plus en Turquie.",
  },
  uae: {
    fa: "ویزای توریستی امارات به‌صورت الکترونیکی و توسط آژانس گرفته می‌شود؛ کافی است اسکن صفحهٔ اول گذرنامه و عکس را دست‌کم ده روز پیش از پرواز بفرستید.",
    en: "The agency obtains your UAE tourist e-visa: send us a scan of your passport’s photo page and a photo at least ten days before departure.",
    nl: "Het reisbureau regelt je elektronische toeristenvisum voor de Emiraten. Stuur ons uiterlijk tien dagen voor vertrek een scan van de fotopagina van je paspoort en een pasfoto.",
    fr: "L’agence obtient pour vous le visa électronique touristique des Émirats. Envoyez-nous le scan de la page photo de votre passeport et une photo au moins dix jours avant le départ.",
  },
  armenia: {
    fa: "شهروندان ایران برای سفر تا نود روز به ارمنستان ویزا لازم ندارند؛ آژانس هنگام رزرو قوانین ورود را برای گذرنامهٔ شما بررسی و تأیید می‌کند.",
    en: "Iranian citizens can visit Armenia without a visa for up to 90 days; the agency confirms the entry rules for your passport when you book.",
    nl: "Iraniërs kunnen zonder visum tot 90 dagen in Armenië verblijven; bij de boeking controleert het reisbureau de inreisregels voor jouw paspoort.",
    fr: "Les ressortissants iraniens peuvent séjourner en Arménie sans visa jusqu’à 90 jours\u00a0; l’agence vérifie les règles d’entrée pour votre passeport lors de la réservation.",
  },
  georgia: {
    fa: "قوانین ویزای گرجستان برای مسافران ایرانی چند بار تغییر کرده است؛ آژانس هنگام رزرو شرایط ورود را برای گذرنامهٔ شما تأیید می‌کند و در صورت نیاز ویزای الکترونیکی را درخواست می‌دهد.",
    en: "Georgia’s visa rules for Iranian travellers have changed several times; the agency confirms the entry rules for your passport when you book and applies for an e-visa if one is needed.",
    nl: "De visumregels van Georgië voor Iraanse reizigers zijn al vaker gewijzigd. Het reisbureau bevestigt bij de boeking wat voor jouw paspoort geldt en vraagt zo nodig een e-visum aan.",
    fr: "Les règles de visa de la Géorgie pour les voyageurs iraniens ont changé plusieurs fois. L’agence confirme les conditions d’entrée pour votre passeport lors de la réservation et demande un visa électronique si nécessaire.",
  },
  azerbaijan: {
    fa: "مسافران ایرانی برای ورود هوایی به آذربایجان معمولاً به ویزای الکترونیکی نیاز دارند که آژانس با اسکن گذرنامه درخواست می‌دهد؛ شرایط ورود برای گذرنامهٔ شما هنگام رزرو تأیید می‌شود.",
    en: "Iranian travellers flying to Azerbaijan usually need an electronic visa, which the agency applies for from your passport scan; the entry rules for your passport are confirmed when you book.",
    nl: "Iraanse reizigers die naar Azerbeidzjan vliegen, hebben meestal een e-visum nodig. Het reisbureau vraagt het aan met een scan van je paspoort en bevestigt bij de boeking de inreisregels voor jouw paspoort.",
    fr: "Les voyageurs iraniens qui se rendent en Azerbaïdjan par avion ont en général besoin d’un visa électronique ; l’agence le demande à partir du scan de votre passeport et confirme les conditions d’entrée lors de la réservation.",
  },
} satisfies Record<string, Lang<string>>;

/** The first day abroad: the flight from Tehran and the transfer; `text` says what follows. */
const arrival = (city: Lang<string>, text: Lang<string>): Day => ({
  fa: [`پرواز به ${city.fa}`, text.fa],
  en: [`Flight to ${city.en}`, text.en],
  nl: [`Vlucht naar ${city.nl}`, text.nl],
  fr: [`Envol pour ${city.fr}`, text.fr],
});

/** The last day: check-out and the way home to Tehran. */
const homeward = (text: Lang<string>): Day => ({
  fa: ["بازگشت به تهران", text.fa],
  en: ["Back to Tehran", text.en],
  nl: ["Terug naar Teheran", text.nl],
  fr: ["Retour à Téhéran", text.fr],
});

const flyHome: Lang<string> = {
  fa: "پس از صبحانه اتاق‌ها را تحویل می‌دهیم و در ساعت مقرر به فرودگاه می‌رویم برای پرواز بازگشت به تهران.",
  en: "After breakfast we check out and transfer to the airport in good time for the flight back to Tehran.",
  nl: "Na het ontbijt checken we uit en brengt de bus ons op tijd naar de luchthaven voor de vlucht terug naar Teheran.",
  fr: "Après le petit-déjeuner, libération des chambres et transfert à l’aéroport pour le vol retour vers Téhéran.",
};

const freeDay = (text: Lang<string>): Day => ({
  fa: ["روز آزاد", text.fa],
  en: ["Free day", text.en],
  nl: ["Vrije dag", text.nl],
  fr: ["Journée libre", text.fr],
});

/** Place names in the texts are those every page uses. */
const city = cityNames;

const istanbulCityTour: Lang<string[]> = {
  fa: ["گشت شهری نیم‌روزه با راهنما"],
  en: ["A half-day guided city tour"],
  nl: ["Een halve dag stadstour met gids"],
  fr: ["Une demi-journée de visite guidée de la ville"],
};

// ——— Packages abroad ———

const abroad: TourSeed[] = [
  {
    slug: "istanbul-4-nights",
    kind: "package",
    theme: "city",
    origin: "tehran",
    destination: "istanbul",
    nights: 4,
    transport: "flight",
    outbound: leg("tehran", "istanbul", "06:15", "09:15", "TK", "TK 879"),
    inbound: leg("istanbul", "tehran", "20:40", "00:20", "TK", "TK 878", 1),
    currency: "EUR",
    weekdays: [2, 5],
    places: 40,
    minParticipants: 15,
    confirmDays: 10,
    depositPercent: 30,
    balanceDays: 21,
    peakPercent: 25,
    hotels: [
      hotel("Titanic City Taksim", 4, "breakfast", "EUR", 54900),
      hotel("Ramada by Wyndham Istanbul Old City", 4, "breakfast", "EUR", 57900),
      hotel("The Marmara Taksim", 5, "breakfast", "EUR", 84900, 0.6),
    ],
    text: text(
      {
        fa: {
          title: "تور استانبول ۴ شب",
          summary:
            "چهار شب در قلب استانبول، از ایاصوفیه و بازار بزرگ تا کشتی‌سواری در بسفر؛ با پرواز ترکیش از فرودگاه امام.",
        },
        en: {
          title: "Istanbul, 4 nights",
          summary:
            "Four nights in the heart of Istanbul, from Hagia Sophia and the Grand Bazaar to a cruise on the Bosphorus, flying Turkish Airlines from Tehran.",
        },
        nl: {
          title: "Istanbul in 4 nachten",
          summary:
            "Vier nachten midden in Istanbul: de Hagia Sophia, de Grote Bazaar en een boottocht over de Bosporus. Je vliegt met Turkish Airlines vanuit Teheran.",
        },
        fr: {
          title: "Istanbul en 4 nuits",
          summary:
            "Quatre nuits au cœur d’Istanbul, de Sainte-Sophie au Grand Bazar en passant par une croisière sur le Bosphore, avec Turkish Airlines au départ de Téhéran.",
        },
      },
      {
        included: abroadIncluded(
          "breakfast",
          join(istanbulCityTour, {
            fa: ["کشتی‌سواری در تنگهٔ بسفر"],
            en: ["A Bosphorus cruise"],
            nl: ["Een boottocht over de Bosporus"],
            fr: ["Une croisière sur le Bosphore"],
          }),
        ),
        excluded: abroadExcluded(
          false,
          join(mealsOut, {
            fa: ["بلیت ورودی موزه‌ها و کاخ‌ها"],
            en: ["Entrance tickets to museums and palaces"],
            nl: ["Toegangskaarten voor musea en paleizen"],
            fr: ["Les billets d’entrée des musées et palais"],
          }),
        ),
        documents: documentsAbroad,
        visaNotes: visa.turkey,
      },
      [
        arrival(city.istanbul, {
          fa: "پرواز صبح زود از فرودگاه امام، استقبال در فرودگاه استانبول و انتقال به هتل. عصر فرصت خوبی است برای قدم زدن در خیابان استقلال و میدان تکسیم.",
          en: "An early flight from Imam Khomeini Airport, a welcome at Istanbul Airport and the transfer to the hotel. The evening is yours for a stroll down İstiklal Avenue and Taksim Square.",
          nl: "Vroeg in de ochtend vlieg je vanaf Imam Khomeini Airport naar Istanbul, waar we je ophalen en naar het hotel brengen. ’s Avonds slenter je over de İstiklal Caddesi naar het Taksimplein.",
          fr: "Vol matinal depuis l’aéroport Imam-Khomeini, accueil à l’aéroport d’Istanbul et transfert à l’hôtel. En soirée, flânerie sur l’avenue İstiklal jusqu’à la place Taksim.",
        }),
        {
          fa: [
            "سلطان‌احمد و بازار بزرگ",
            "گشت نیم‌روزه با راهنما در ایاصوفیه، مسجد سلطان‌احمد (مسجد آبی) و میدان هیپودروم؛ بعدازظهر خرید در بازار بزرگ و بازار ادویه.",
          ],
          en: [
            "Sultanahmet and the Grand Bazaar",
            "A guided morning at Hagia Sophia, the Blue Mosque and the Hippodrome, then an afternoon in the Grand Bazaar and the Spice Bazaar.",
          ],
          nl: [
            "Sultanahmet en de Grote Bazaar",
            "Met de gids bezoek je ’s ochtends de Hagia Sophia, de Blauwe Moskee en de Hippodroom. ’s Middags kun je rondneuzen in de Grote Bazaar en de Egyptische Bazaar.",
          ],
          fr: [
            "Sultanahmet et le Grand Bazar",
            "Matinée guidée à Sainte-Sophie, à la Mosquée bleue et sur l’Hippodrome, puis après-midi dans le Grand Bazar et le bazar aux épices.",
          ],
        },
        {
          fa: [
            "کشتی‌سواری در بسفر",
            "حرکت با کشتی از امینونو در میان دو قارهٔ اروپا و آسیا و دیدن کاخ دلمه‌باغچه و قلعهٔ روملی حصار از روی آب؛ عصر آزاد در اورتاکوی.",
          ],
          en: [
            "Bosphorus cruise",
            "A boat from Eminönü sails between Europe and Asia past Dolmabahçe Palace and Rumeli Fortress; a free evening in Ortaköy.",
          ],
          nl: [
            "Over de Bosporus",
            "Vanaf Eminönü vaar je tussen Europa en Azië langs het Dolmabahçepaleis en de burcht Rumeli Hisarı. De avond breng je door in Ortaköy.",
          ],
          fr: [
            "Croisière sur le Bosphore",
            "Depuis Eminönü, le bateau navigue entre l’Europe et l’Asie, devant le palais de Dolmabahçe et la forteresse de Rumeli Hisarı. Soirée libre à Ortaköy.",
          ],
        },
        freeDay({
          fa: "روزی برای خرید در مراکزی چون استینیه‌پارک و جواهیر، یا دیدن کاخ توپکاپی و برج گالاتا به انتخاب خودتان.",
          en: "A day for shopping in malls such as İstinye Park and Cevahir, or for Topkapı Palace and the Galata Tower, as you like.",
          nl: "Een dag om te winkelen in İstinye Park of Cevahir, of om zelf het Topkapıpaleis en de Galatatoren te bezoeken.",
          fr: "Une journée pour le shopping à İstinye Park ou Cevahir, ou pour découvrir à votre rythme le palais de Topkapı et la tour de Galata.",
        }),
        homeward({
          fa: "روز آزاد تا عصر؛ اتاق‌ها ظهر تحویل داده می‌شود و چمدان‌ها در هتل می‌ماند. شب ترانسفر به فرودگاه و پرواز به تهران.",
          en: "Free until the evening: rooms are vacated at noon and the luggage waits at the hotel. In the evening, the transfer to the airport and the flight to Tehran.",
          nl: "Vrij tot de avond: je checkt om twaalf uur uit en de bagage blijft in het hotel. ’s Avonds rijden we naar de luchthaven voor de vlucht naar Teheran.",
          fr: "Libre jusqu’au soir\u00a0: les chambres sont libérées à midi et les bagages restent à l’hôtel. Le soir, transfert à l’aéroport et vol pour Téhéran.",
        }),
      ],
    ),
  },
  {
    slug: "istanbul-7-nights",
    kind: "package",
    theme: "city",
    origin: "tehran",
    destination: "istanbul",
    nights: 7,
    transport: "flight",
    outbound: leg("tehran", "istanbul", "08:00", "10:50", "W5", "W5 112"),
    inbound: leg("istanbul", "tehran", "12:10", "15:40", "W5", "W5 113"),
    currency: "EUR",
    weekdays: [4],
    places: 35,
    minParticipants: 12,
    confirmDays: 14,
    depositPercent: 30,
    balanceDays: 21,
    peakPercent: 25,
    hotels: [
      hotel("Novotel Istanbul Bosphorus", 4, "breakfast", "EUR", 79900),
      hotel("Wyndham Grand Istanbul Levent", 5, "breakfast", "EUR", 99900),
      hotel("Swissôtel The Bosphorus Istanbul", 5, "breakfast", "EUR", 124900, 0.65),
    ],
    text: text(
      {
        fa: {
          title: "تور استانبول ۷ شب",
          summary:
            "یک هفتهٔ کامل برای شناختن استانبول با پرواز ماهان: سلطان‌احمد، بسفر، جزایر پرنسس و محله‌های آن سوی آب در آسیا.",
        },
        en: {
          title: "Istanbul, 7 nights",
          summary:
            "A full week to get to know Istanbul, flying Mahan Air: Sultanahmet, the Bosphorus, the Princes’ Islands and the Asian shore.",
        },
        nl: {
          title: "Een week Istanbul (7 nachten)",
          summary:
            "Een hele week om Istanbul echt te leren kennen, met Mahan Air: Sultanahmet, de Bosporus, de Prinseneilanden en de Aziatische oever.",
        },
        fr: {
          title: "Istanbul en 7 nuits",
          summary:
            "Une semaine entière pour apprivoiser Istanbul, avec Mahan Air\u00a0: Sultanahmet, le Bosphore, les îles des Princes et la rive asiatique.",
        },
      },
      {
        included: abroadIncluded(
          "breakfast",
          join(istanbulCityTour, {
            fa: ["کشتی‌سواری در بسفر و سفر با کشتی به جزیرهٔ بیوک‌آدا"],
            en: ["A Bosphorus cruise and the ferry to Büyükada"],
            nl: ["Een boottocht over de Bosporus en de veerboot naar Büyükada"],
            fr: ["Une croisière sur le Bosphore et le ferry pour Büyükada"],
          }),
        ),
        excluded: abroadExcluded(
          false,
          join(mealsOut, {
            fa: ["بلیت ورودی موزه‌ها و کاخ‌ها"],
            en: ["Entrance tickets to museums and palaces"],
            nl: ["Toegangskaarten voor musea en paleizen"],
            fr: ["Les billets d’entrée des musées et palais"],
          }),
        ),
        documents: documentsAbroad,
        visaNotes: visa.turkey,
      },
      [
        arrival(city.istanbul, {
          fa: "پرواز صبح ماهان از فرودگاه امام و رسیدن به استانبول پیش از ظهر؛ پس از جاگیری در هتل، عصر را در خیابان استقلال بگذرانید.",
          en: "Mahan’s morning flight reaches Istanbul before noon; after checking in, spend the evening on İstiklal Avenue.",
          nl: "Met de ochtendvlucht van Mahan ben je voor de middag in Istanbul. Na het inchecken wacht de İstiklal Caddesi.",
          fr: "Le vol du matin de Mahan arrive à Istanbul avant midi. Après l’installation, soirée sur l’avenue İstiklal.",
        }),
        {
          fa: [
            "ایاصوفیه و مسجد آبی",
            "گشت با راهنما در سلطان‌احمد: ایاصوفیه، مسجد سلطان‌احمد، میدان هیپودروم و آب‌انبار باسیلیکا.",
          ],
          en: [
            "Hagia Sophia and the Blue Mosque",
            "A guided walk through Sultanahmet: Hagia Sophia, the Blue Mosque, the Hippodrome and the Basilica Cistern.",
          ],
          nl: [
            "Hagia Sophia en Blauwe Moskee",
            "Wandeling met gids door Sultanahmet: de Hagia Sophia, de Blauwe Moskee, de Hippodroom en de Basilicacisterne.",
          ],
          fr: [
            "Sainte-Sophie et la Mosquée bleue",
            "Promenade guidée dans Sultanahmet\u00a0: Sainte-Sophie, la Mosquée bleue, l’Hippodrome et la citerne Basilique.",
          ],
        },
        {
          fa: [
            "کاخ توپکاپی و بازار بزرگ",
            "صبح کاخ توپکاپی، خانهٔ سلاطین عثمانی؛ بعدازظهر گشتی در کوچه‌های سرپوشیدهٔ بازار بزرگ.",
          ],
          en: [
            "Topkapı Palace and the Grand Bazaar",
            "The morning at Topkapı Palace, home of the Ottoman sultans; the afternoon in the covered lanes of the Grand Bazaar.",
          ],
          nl: [
            "Topkapıpaleis en Grote Bazaar",
            "’s Ochtends het Topkapıpaleis, waar de Ottomaanse sultans woonden, ’s middags de overdekte straatjes van de Grote Bazaar.",
          ],
          fr: [
            "Le palais de Topkapı et le Grand Bazar",
            "Le matin, le palais de Topkapı, demeure des sultans ottomans\u00a0; l’après-midi, les allées couvertes du Grand Bazar.",
          ],
        },
        {
          fa: [
            "بسفر و دلمه‌باغچه",
            "کشتی‌سواری در بسفر از امینونو تا نزدیک پل سلطان محمد فاتح و بازدید از کاخ دلمه‌باغچه.",
          ],
          en: [
            "The Bosphorus and Dolmabahçe",
            "A cruise up the Bosphorus from Eminönü towards the Fatih Sultan Mehmet Bridge, and a visit to Dolmabahçe Palace.",
          ],
          nl: [
            "Bosporus en Dolmabahçe",
            "Een boottocht over de Bosporus van Eminönü tot bij de Fatih Sultan Mehmetbrug en een bezoek aan het Dolmabahçepaleis.",
          ],
          fr: [
            "Le Bosphore et Dolmabahçe",
            "Croisière sur le Bosphore d’Eminönü jusqu’au pont Fatih-Sultan-Mehmet et visite du palais de Dolmabahçe.",
          ],
        },
        {
          fa: [
            "جزایر پرنسس",
            "سفر با کشتی به بیوک‌آدا، بزرگ‌ترین جزیرهٔ پرنسس، بی‌ماشین و پر از عمارت‌های چوبی؛ دوچرخه یا درشکهٔ برقی به انتخاب شما.",
          ],
          en: [
            "The Princes’ Islands",
            "A ferry to Büyükada, the largest of the car-free Princes’ Islands with its wooden mansions; cycle round or ride an electric buggy.",
          ],
          nl: [
            "De Prinseneilanden",
            "Met de veerboot naar Büyükada, het grootste autovrije Prinseneiland vol houten villa’s. Huur een fiets of neem een elektrisch karretje.",
          ],
          fr: [
            "Les îles des Princes",
            "Ferry pour Büyükada, la plus grande des îles des Princes, sans voitures et bordée de demeures en bois\u00a0; tour à vélo ou en voiturette électrique.",
          ],
        },
        {
          fa: ["آن سوی بسفر، در آسیا", "گشت در اسکودار و بازار کادیکوی و تماشای غروب از تپهٔ چاملیجا و مسجد بزرگ آن."],
          en: [
            "Across the water, in Asia",
            "Üsküdar and the Kadıköy market, then the sunset from Çamlıca Hill and its great mosque.",
          ],
          nl: [
            "De Aziatische kant",
            "Üsküdar en de markt van Kadıköy, daarna de zonsondergang vanaf de Çamlıcaheuvel met zijn grote moskee.",
          ],
          fr: [
            "Sur la rive asiatique",
            "Üsküdar et le marché de Kadıköy, puis le coucher de soleil depuis la colline de Çamlıca et sa grande mosquée.",
          ],
        },
        freeDay({
          fa: "روزی برای خرید در استینیه‌پارک، جواهیر یا مرکز خرید امینونو، یا بالا رفتن از برج گالاتا.",
          en: "A day for shopping at İstinye Park or Cevahir, or for the view from the Galata Tower.",
          nl: "Een dag om te shoppen in İstinye Park of Cevahir, of voor het uitzicht vanaf de Galatatoren.",
          fr: "Une journée pour le shopping à İstinye Park ou Cevahir, ou pour la vue du haut de la tour de Galata.",
        }),
        homeward(flyHome),
      ],
    ),
  },
  {
    slug: "dubai-5-nights",
    kind: "package",
    theme: "city",
    origin: "tehran",
    destination: "dubai",
    nights: 5,
    transport: "flight",
    outbound: leg("tehran", "dubai", "05:10", "07:25", "FZ", "FZ 256"),
    inbound: leg("dubai", "tehran", "22:45", "00:15", "FZ", "FZ 255", 1),
    currency: "EUR",
    weekdays: [1, 4],
    places: 45,
    minParticipants: 15,
    confirmDays: 10,
    depositPercent: 30,
    balanceDays: 21,
    peakPercent: 30,
    hotels: [
      hotel("Rove Downtown", 3, "breakfast", "EUR", 69900),
      hotel("Novotel Deira City Centre", 4, "breakfast", "EUR", 74900),
      hotel("JW Marriott Marquis Hotel Dubai", 5, "breakfast", "EUR", 114900, 0.7),
    ],
    text: text(
      {
        fa: {
          title: "تور دبی ۵ شب",
          summary:
            "پنج شب دبی با فلای‌دبی: برج خلیفه، خور دبی، سافاری صحرا و فرصت کافی برای خرید؛ ویزا را خودمان می‌گیریم.",
        },
        en: {
          title: "Dubai, 5 nights",
          summary:
            "Five nights in Dubai with flydubai: the Burj Khalifa, Dubai Creek, a desert safari and plenty of time to shop. We arrange the visa.",
        },
        nl: {
          title: "Dubai, 5 nachten",
          summary:
            "Vijf nachten Dubai met flydubai: de Burj Khalifa, de Dubai Creek, een woestijnsafari en tijd genoeg om te winkelen. Het visum regelen wij.",
        },
        fr: {
          title: "Dubaï en 5 nuits",
          summary:
            "Cinq nuits à Dubaï avec flydubai\u00a0: la Burj Khalifa, la crique de Dubaï, un safari dans le désert et du temps pour le shopping. Nous nous occupons du visa.",
        },
      },
      {
        included: abroadIncluded("breakfast", {
          fa: ["گشت شهری دبی با راهنما", "سافاری صحرا با شام", "شام در کشتی سنتی روی خور دبی"],
          en: ["A guided Dubai city tour", "Desert safari with dinner", "Dinner cruise on a dhow along Dubai Creek"],
          nl: [
            "Stadstour door Dubai met gids",
            "Woestijnsafari met diner",
            "Diner aan boord van een dhow op de Dubai Creek",
          ],
          fr: [
            "Visite guidée de Dubaï",
            "Safari dans le désert avec dîner",
            "Dîner-croisière en boutre sur la crique de Dubaï",
          ],
        }),
        excluded: abroadExcluded(
          true,
          join(mealsOut, {
            fa: ["بلیت بالا رفتن از برج خلیفه"],
            en: ["The ticket to the top of the Burj Khalifa"],
            nl: ["Het ticket naar de top van de Burj Khalifa"],
            fr: ["Le billet pour le sommet de la Burj Khalifa"],
          }),
        ),
        documents: documentsAbroad,
        visaNotes: visa.uae,
      },
      [
        arrival(city.dubai, {
          fa: "پرواز سحرگاهی و رسیدن به دبی صبح زود؛ پس از استراحت، شب با کشتی سنتی روی خور دبی شام می‌خوریم.",
          en: "A dawn flight lands in Dubai early in the morning; after a rest, dinner aboard a dhow on Dubai Creek.",
          nl: "Met de vroege vlucht ben je ’s ochtends al in Dubai. Na wat rust dineer je aan boord van een dhow op de Creek.",
          fr: "Le vol de l’aube arrive à Dubaï tôt le matin. Après un peu de repos, dîner à bord d’un boutre sur la crique.",
        }),
        {
          fa: [
            "دبی قدیم و جدید",
            "محلهٔ تاریخی الفهیدی، عبور از خور با آبرا و بازار طلا و ادویه؛ عصر دبی‌مال و نمایش آب‌نمای پای برج خلیفه.",
          ],
          en: [
            "Old and new Dubai",
            "The Al Fahidi quarter, an abra across the Creek, the gold and spice souks; in the evening, Dubai Mall and the fountain show below the Burj Khalifa.",
          ],
          nl: [
            "Oud en nieuw Dubai",
            "De wijk Al Fahidi, met een abra de Creek over naar de goud- en specerijensouk. ’s Avonds de Dubai Mall en de fonteinshow onder de Burj Khalifa.",
          ],
          fr: [
            "Dubaï d’hier et d’aujourd’hui",
            "Le quartier d’Al Fahidi, la traversée de la crique en abra, les souks de l’or et des épices\u00a0; le soir, le Dubai Mall et le spectacle des fontaines au pied de la Burj Khalifa.",
          ],
        },
        {
          fa: [
            "سافاری صحرا",
            "بعدازظهر با ماشین‌های شاسی‌بلند به دل تپه‌های شنی می‌رویم، غروب را در صحرا می‌بینیم و شام را در اردوگاه می‌خوریم.",
          ],
          en: [
            "Desert safari",
            "In the afternoon, four-wheel drives head into the dunes for the sunset, followed by dinner at a desert camp.",
          ],
          nl: [
            "Woestijnsafari",
            "’s Middags rijden terreinwagens de duinen in voor de zonsondergang, daarna diner in een woestijnkamp.",
          ],
          fr: [
            "Safari dans le désert",
            "L’après-midi, les 4x4 filent dans les dunes pour le coucher du soleil, suivi d’un dîner dans un camp du désert.",
          ],
        },
        freeDay({
          fa: "روز خرید در مال امارات، سیتی‌سنتر دیره یا دراگون‌مارت؛ در فصل زمستان گلوبال ویلیج را از دست ندهید.",
          en: "A shopping day at Mall of the Emirates, Deira City Centre or Dragon Mart; in winter, don’t miss Global Village.",
          nl: "Een winkeldag in de Mall of the Emirates, Deira City Centre of Dragon Mart. In de winter is Global Village een aanrader.",
          fr: "Journée shopping au Mall of the Emirates, à Deira City Centre ou à Dragon Mart\u00a0; en hiver, ne manquez pas Global Village.",
        }),
        {
          fa: [
            "نخل جمیرا و مارینا",
            "گشتی در جزیرهٔ نخل جمیرا و هتل آتلانتیس، سپس قدم زدن در مارینای دبی و ساحل جی‌بی‌آر.",
          ],
          en: [
            "Palm Jumeirah and the Marina",
            "A drive round Palm Jumeirah to the Atlantis, then a walk along Dubai Marina and JBR beach.",
          ],
          nl: [
            "Palm Jumeirah en de Marina",
            "Een rit over Palm Jumeirah tot aan het Atlantis, daarna wandelen langs de Dubai Marina en het strand van JBR.",
          ],
          fr: [
            "Palm Jumeirah et la Marina",
            "Tour de l’île de Palm Jumeirah jusqu’à l’Atlantis, puis promenade le long de la marina de Dubaï et de la plage de JBR.",
          ],
        },
        homeward({
          fa: "روز آزاد؛ اتاق‌ها ظهر تحویل داده می‌شود. شب ترانسفر به فرودگاه و پرواز بازگشت که بامداد به تهران می‌رسد.",
          en: "A free day; rooms are vacated at noon. At night, the transfer to the airport and the flight back, landing in Tehran after midnight.",
          nl: "Een vrije dag; om twaalf uur check je uit. ’s Avonds rijden we naar de luchthaven voor de vlucht die na middernacht in Teheran landt.",
          fr: "Journée libre\u00a0; les chambres sont libérées à midi. Le soir, transfert à l’aéroport pour le vol qui atterrit à Téhéran après minuit.",
        }),
      ],
    ),
  },
  {
    slug: "dubai-4-nights",
    kind: "package",
    theme: "city",
    origin: "tehran",
    destination: "dubai",
    nights: 4,
    transport: "flight",
    outbound: leg("tehran", "dubai", "09:00", "11:15", "IR", "IR 657"),
    inbound: leg("dubai", "tehran", "12:30", "14:00", "IR", "IR 658"),
    currency: "EUR",
    weekdays: [0, 3],
    places: 40,
    minParticipants: 12,
    confirmDays: 10,
    depositPercent: 30,
    balanceDays: 21,
    peakPercent: 30,
    hotels: [
      hotel("Citymax Hotel Bur Dubai", 3, "breakfast", "EUR", 59900),
      hotel("Hyatt Regency Dubai Creek Heights", 5, "breakfast", "EUR", 89900, 0.6),
    ],
    text: text(
      {
        fa: {
          title: "تور دبی ۴ شب",
          summary: "سفری کوتاه و جمع‌وجور به دبی با ایران‌ایر، با گشت شهری و سافاری صحرا؛ مناسب تعطیلات آخر هفته.",
        },
        en: {
          title: "Dubai, 4 nights",
          summary:
            "A short, well-packed trip to Dubai with Iran Air, with a city tour and a desert safari — right for a long weekend.",
        },
        nl: {
          title: "Dubai, 4 nachten",
          summary:
            "Een korte maar volle reis naar Dubai met Iran Air, met stadstour en woestijnsafari. Ideaal voor een lang weekend.",
        },
        fr: {
          title: "Dubaï en 4 nuits",
          summary:
            "Une escapade courte mais bien remplie à Dubaï avec Iran Air, visite de la ville et safari dans le désert compris.",
        },
      },
      {
        included: abroadIncluded("breakfast", {
          fa: ["گشت شهری دبی با راهنما", "سافاری صحرا با شام"],
          en: ["A guided Dubai city tour", "Desert safari with dinner"],
          nl: ["Stadstour door Dubai met gids", "Woestijnsafari met diner"],
          fr: ["Visite guidée de Dubaï", "Safari dans le désert avec dîner"],
        }),
        excluded: abroadExcluded(true, mealsOut),
        documents: documentsAbroad,
        visaNotes: visa.uae,
      },
      [
        arrival(city.dubai, {
          fa: "رسیدن به دبی نزدیک ظهر و جاگیری در هتل؛ عصر قدم زدن کنار خور دبی و بازار سنتی دیره.",
          en: "Landing in Dubai around noon and checking in; in the evening, a walk by Dubai Creek and the old Deira souks.",
          nl: "Rond het middaguur land je in Dubai. ’s Avonds wandel je langs de Creek en door de oude souks van Deira.",
          fr: "Arrivée à Dubaï vers midi et installation à l’hôtel\u00a0; le soir, balade au bord de la crique et dans les vieux souks de Deira.",
        }),
        {
          fa: [
            "گشت شهری",
            "الفهیدی و موزهٔ اتحاد، مسجد جمیرا از بیرون، عکس یادگاری کنار برج‌العرب و پایان روز در دبی‌مال.",
          ],
          en: [
            "City tour",
            "Al Fahidi and the Etihad Museum, Jumeirah Mosque from outside, a photo stop at the Burj Al Arab and the day’s end at Dubai Mall.",
          ],
          nl: [
            "Stadstour",
            "Al Fahidi en het Etihad Museum, de Jumeirahmoskee van buiten, een fotostop bij de Burj Al Arab en tot slot de Dubai Mall.",
          ],
          fr: [
            "Visite de la ville",
            "Al Fahidi et le musée Etihad, la mosquée de Jumeirah vue de l’extérieur, une halte photo devant le Burj Al Arab et la fin de journée au Dubai Mall.",
          ],
        },
        {
          fa: ["سافاری صحرا", "صبح آزاد؛ بعدازظهر سافاری در تپه‌های شنی، تماشای غروب و شام در اردوگاه صحرایی."],
          en: [
            "Desert safari",
            "A free morning; in the afternoon, a safari in the dunes, the sunset and dinner at a desert camp.",
          ],
          nl: [
            "Woestijnsafari",
            "Vrije ochtend; ’s middags op safari in de duinen, met zonsondergang en diner in een woestijnkamp.",
          ],
          fr: [
            "Safari dans le désert",
            "Matinée libre\u00a0; l’après-midi, safari dans les dunes, coucher de soleil et dîner dans un camp.",
          ],
        },
        freeDay({
          fa: "خرید در مال امارات و سیتی‌سنتر، یا رفتن به قاب دبی و مارینا به انتخاب خودتان.",
          en: "Shopping at Mall of the Emirates and City Centre, or the Dubai Frame and the Marina on your own.",
          nl: "Winkelen in de Mall of the Emirates en City Centre, of op eigen houtje naar de Dubai Frame en de Marina.",
          fr: "Shopping au Mall of the Emirates et à City Centre, ou, à votre guise, le Dubai Frame et la marina.",
        }),
        homeward(flyHome),
      ],
    ),
  },
  {
    slug: "antalya-7-nights-all-inclusive",
    kind: "package",
    theme: "beach",
    origin: "tehran",
    destination: "antalya",
    nights: 7,
    transport: "flight",
    outbound: leg("tehran", "antalya", "07:30", "10:40", "QB", "QB 2210"),
    inbound: leg("antalya", "tehran", "11:45", "15:55", "QB", "QB 2211"),
    currency: "EUR",
    weekdays: [3, 6],
    places: 45,
    minParticipants: 15,
    confirmDays: 14,
    depositPercent: 30,
    balanceDays: 21,
    peakPercent: 30,
    hotels: [
      hotel("Limak Lara Deluxe Hotel & Resort", 5, "all_inclusive", "EUR", 84900),
      hotel("Titanic Beach Lara", 5, "all_inclusive", "EUR", 94900),
      hotel("Delphin Be Grand Resort", 5, "all_inclusive", "EUR", 109900, 0.6),
    ],
    text: text(
      {
        fa: {
          title: "تور آنتالیا ۷ شب (همه‌چیز شامل)",
          summary:
            "یک هفته کنار دریای مدیترانه در هتل‌های پنج‌ستارهٔ ساحل لارا، با همهٔ وعده‌ها و نوشیدنی‌ها؛ برای خانواده‌هایی که فقط می‌خواهند استراحت کنند.",
        },
        en: {
          title: "Antalya, 7 nights all-inclusive",
          summary:
            "A week on the Mediterranean in five-star Lara Beach resorts with every meal and drink included — for families who simply want to rest.",
        },
        nl: {
          title: "Antalya all-inclusive, 7 nachten",
          summary:
            "Een week aan de Middellandse Zee in een vijfsterrenresort aan Lara Beach, alles inbegrepen. Voor gezinnen die vooral willen uitrusten.",
        },
        fr: {
          title: "Antalya en tout compris, 7 nuits",
          summary:
            "Une semaine au bord de la Méditerranée dans un cinq-étoiles de la plage de Lara, repas et boissons compris, pour les familles qui veulent surtout se reposer.",
        },
      },
      {
        included: abroadIncluded("all_inclusive", {
          fa: ["گشت نیم‌روزهٔ شهر قدیم آنتالیا و آبشار دودن"],
          en: ["A half-day tour of Antalya’s old town and the Düden Waterfalls"],
          nl: ["Een halve dag door de oude stad van Antalya en naar de Düdenwatervallen"],
          fr: ["Une demi-journée dans la vieille ville d’Antalya et aux cascades de Düden"],
        }),
        excluded: abroadExcluded(false, {
          fa: ["گشت‌های اختیاری (قایق‌سواری، آسپندوس، پارک آبی)"],
          en: ["Optional excursions (boat trip, Aspendos, water park)"],
          nl: ["Facultatieve uitstapjes (boottocht, Aspendos, waterpark)"],
          fr: ["Les excursions facultatives (sortie en bateau, Aspendos, parc aquatique)"],
        }),
        documents: documentsAbroad,
        visaNotes: visa.turkey,
      },
      [
        arrival(city.antalya, {
          fa: "پرواز صبح قشم‌ایر، استقبال در فرودگاه آنتالیا و انتقال کوتاه به هتل در ساحل لارا؛ بقیهٔ روز کنار استخر یا دریا.",
          en: "Qeshm Air’s morning flight, a welcome at Antalya Airport and a short transfer to the Lara Beach hotel; the rest of the day by the pool or the sea.",
          nl: "Met de ochtendvlucht van Qeshm Air naar Antalya, en na een korte transfer ben je in je hotel aan Lara Beach. De rest van de dag aan het zwembad of de zee.",
          fr: "Vol du matin avec Qeshm Air, accueil à l’aéroport d’Antalya et court transfert vers l’hôtel de la plage de Lara\u00a0; le reste de la journée à la piscine ou à la mer.",
        }),
        {
          fa: [
            "دریا و استخر",
            "روز کامل استراحت در هتل؛ بخش کودکان و برنامه‌های سرگرمی هتل برای بچه‌ها از صبح تا شب باز است.",
          ],
          en: [
            "Sea and pool",
            "A whole day of rest at the hotel; the kids’ club and the hotel’s entertainment run from morning till night.",
          ],
          nl: [
            "Zee en zwembad",
            "Een hele dag niets hoeven: de kinderclub en het animatieteam van het hotel zijn van ’s ochtends tot ’s avonds in de weer.",
          ],
          fr: [
            "Mer et piscine",
            "Une journée entière de repos à l’hôtel\u00a0; le club enfants et les animations fonctionnent du matin au soir.",
          ],
        },
        {
          fa: [
            "شهر قدیم و آبشار دودن",
            "گشت با راهنما در کاله‌ایچی، دروازهٔ هادریان و بندر قدیم، و تماشای آبشار دودن که از صخره به دریا می‌ریزد.",
          ],
          en: [
            "The old town and Düden Waterfalls",
            "A guided walk through Kaleiçi, Hadrian’s Gate and the old harbour, and the Lower Düden Falls tumbling off the cliffs into the sea.",
          ],
          nl: [
            "Oude stad en Düdenwatervallen",
            "Met de gids door Kaleiçi, langs de Poort van Hadrianus en de oude haven, en naar de Düdenwaterval die van de rotsen in zee stort.",
          ],
          fr: [
            "Vieille ville et cascades de Düden",
            "Promenade guidée dans Kaleiçi, par la porte d’Hadrien et le vieux port, puis les cascades de Düden qui plongent de la falaise dans la mer.",
          ],
        },
        freeDay({
          fa: "روز آزاد در هتل یا گشت اختیاری با قایق در امتداد ساحل و غارهای کنار دریا.",
          en: "A day at the hotel, or an optional boat trip along the coast and its sea caves.",
          nl: "Een dag in het hotel, of een facultatieve boottocht langs de kust en de zeegrotten.",
          fr: "Journée à l’hôtel, ou sortie facultative en bateau le long de la côte et de ses grottes marines.",
        }),
        {
          fa: [
            "آسپندوس (اختیاری)",
            "برای علاقه‌مندان به تاریخ، گشت اختیاری به تئاتر رومی آسپندوس که هنوز هم در آن اجرا برگزار می‌شود و شهر باستانی پرگه.",
          ],
          en: [
            "Aspendos (optional)",
            "For history lovers, an optional trip to the Roman theatre of Aspendos, still used for performances, and ancient Perge.",
          ],
          nl: [
            "Aspendos (facultatief)",
            "Wie van geschiedenis houdt, gaat mee naar het Romeinse theater van Aspendos, waar nog steeds voorstellingen zijn, en de antieke stad Perge.",
          ],
          fr: [
            "Aspendos (en option)",
            "Pour les amateurs d’histoire, excursion facultative au théâtre romain d’Aspendos, où l’on joue encore, et à la cité antique de Pergé.",
          ],
        },
        {
          fa: ["پارک آبی یا ساحل", "روزی برای پارک آبی هتل، ورزش‌های آبی یا فقط آفتاب گرفتن کنار مدیترانه."],
          en: ["Water park or beach", "A day for the hotel’s aquapark, water sports or just the Mediterranean sun."],
          nl: [
            "Waterpark of strand",
            "Een dag voor het waterpark van het hotel, watersport of gewoon de zon aan de Middellandse Zee.",
          ],
          fr: [
            "Parc aquatique ou plage",
            "Une journée pour le parc aquatique de l’hôtel, les sports nautiques ou simplement le soleil de la Méditerranée.",
          ],
        },
        {
          fa: [
            "خرید در مارک‌آنتالیا",
            "صبح در ساحل و عصر خرید در مرکز خرید مارک‌آنتالیا یا بازار شهر؛ شب آخر کنار دریا.",
          ],
          en: [
            "Shopping at MarkAntalya",
            "The beach in the morning, then shopping at MarkAntalya or the town bazaar; a last evening by the sea.",
          ],
          nl: [
            "Winkelen in MarkAntalya",
            "’s Ochtends het strand, ’s middags winkelen in MarkAntalya of de bazaar. De laatste avond aan zee.",
          ],
          fr: [
            "Shopping à MarkAntalya",
            "La plage le matin, puis le centre commercial MarkAntalya ou le bazar\u00a0; dernière soirée au bord de la mer.",
          ],
        },
        homeward(flyHome),
      ],
    ),
  },
  {
    slug: "yerevan-4-nights",
    kind: "package",
    theme: "heritage",
    origin: "tehran",
    destination: "yerevan",
    nights: 4,
    transport: "flight",
    outbound: leg("tehran", "yerevan", "07:30", "09:15", "6A", "6A 102"),
    inbound: leg("yerevan", "tehran", "20:30", "21:15", "6A", "6A 103"),
    currency: "EUR",
    weekdays: [1, 5],
    places: 30,
    minParticipants: 10,
    confirmDays: 10,
    depositPercent: 30,
    balanceDays: 21,
    peakPercent: 20,
    hotels: [
      hotel("Ani Plaza Hotel", 4, "breakfast", "EUR", 44900),
      hotel("Armenia Marriott Hotel Yerevan", 5, "breakfast", "EUR", 62900, 0.6),
    ],
    text: text(
      {
        fa: {
          title: "تور ایروان ۴ شب",
          summary:
            "ایروان و دیدنی‌های اطرافش در چهار شب: معبد گارنی، صومعهٔ گغارد، دریاچهٔ سوان و منظرهٔ آرارات از خور ویراپ.",
        },
        en: {
          title: "Yerevan, 4 nights",
          summary:
            "Yerevan and its surroundings in four nights: Garni temple, Geghard monastery, Lake Sevan and the view of Ararat from Khor Virap.",
        },
        nl: {
          title: "Jerevan, 4 nachten",
          summary:
            "Jerevan en omgeving in vier nachten: de tempel van Garni, het klooster van Geghard, het Sevanmeer en de Ararat vanaf Khor Virap.",
        },
        fr: {
          title: "Erevan en 4 nuits",
          summary:
            "Erevan et ses environs en quatre nuits\u00a0: le temple de Garni, le monastère de Guéghard, le lac Sevan et l’Ararat vu de Khor Virap.",
        },
      },
      {
        included: abroadIncluded("breakfast", {
          fa: ["سه گشت روزانه با خودرو و راهنما (گارنی و گغارد، سوان، خور ویراپ)"],
          en: ["Three guided day trips by coach (Garni and Geghard, Sevan, Khor Virap)"],
          nl: ["Drie dagtochten per bus met gids (Garni en Geghard, Sevan, Khor Virap)"],
          fr: ["Trois excursions guidées en car (Garni et Guéghard, Sevan, Khor Virap)"],
        }),
        excluded: abroadExcluded(false, mealsOut),
        documents: documentsAbroad,
        visaNotes: visa.armenia,
      },
      [
        arrival(city.yerevan, {
          fa: "پرواز کوتاه صبحگاهی به ایروان؛ عصر گشتی در میدان جمهوری، پلکان کاسکاد و خیابان‌های مرکز شهر.",
          en: "A short morning flight to Yerevan; in the afternoon, Republic Square, the Cascade and the streets of the centre.",
          nl: "Een korte ochtendvlucht naar Jerevan. ’s Middags het Republiekplein, de Cascade en de straten van het centrum.",
          fr: "Court vol du matin pour Erevan\u00a0; l’après-midi, la place de la République, la Cascade et les rues du centre.",
        }),
        {
          fa: [
            "گارنی و گغارد",
            "معبد گارنی، یادگار دوران رومی، بر لبهٔ دره و صومعهٔ گغارد که بخشی از آن در دل صخره تراشیده شده است.",
          ],
          en: [
            "Garni and Geghard",
            "The Graeco-Roman temple of Garni on the edge of its gorge and Geghard monastery, partly carved into the rock.",
          ],
          nl: [
            "Garni en Geghard",
            "De Grieks-Romeinse tempel van Garni aan de rand van de kloof en het klooster van Geghard, deels in de rots uitgehouwen.",
          ],
          fr: [
            "Garni et Guéghard",
            "Le temple gréco-romain de Garni au bord de sa gorge et le monastère de Guéghard, en partie creusé dans la roche.",
          ],
        },
        {
          fa: [
            "دریاچهٔ سوان",
            "صومعهٔ سواناوانک بر شبه‌جزیره‌ای در دریاچهٔ سوان و ناهار ماهی کنار آب (هزینهٔ ناهار با خود مسافر)، بازگشت از راه دیلیجان.",
          ],
          en: [
            "Lake Sevan",
            "Sevanavank monastery on its peninsula above Lake Sevan and a fish lunch by the water (at your own cost), returning through Dilijan.",
          ],
          nl: [
            "Het Sevanmeer",
            "Het klooster Sevanavank op zijn schiereiland boven het Sevanmeer, vis aan het water (lunch voor eigen rekening) en terug via Dilijan.",
          ],
          fr: [
            "Le lac Sevan",
            "Le monastère de Sevanavank sur sa presqu’île au-dessus du lac, un déjeuner de poisson au bord de l’eau (à votre charge), retour par Dilijan.",
          ],
        },
        {
          fa: [
            "خور ویراپ و بازار ورنیساژ",
            "صومعهٔ خور ویراپ با چشم‌انداز کوه آرارات و عصر خرید صنایع‌دستی در بازار ورنیساژ.",
          ],
          en: [
            "Khor Virap and the Vernissage",
            "Khor Virap monastery facing Mount Ararat, then crafts shopping at the Vernissage market.",
          ],
          nl: [
            "Khor Virap en de Vernissage",
            "Het klooster Khor Virap met de Ararat pal ertegenover, daarna ambachtelijke souvenirs op de Vernissagemarkt.",
          ],
          fr: [
            "Khor Virap et le Vernissage",
            "Le monastère de Khor Virap face au mont Ararat, puis l’artisanat du marché du Vernissage.",
          ],
        },
        homeward({
          fa: "روز آزاد برای موزهٔ ماتناداران یا خرید؛ عصر ترانسفر به فرودگاه زوارتنوتس و پرواز به تهران.",
          en: "A free day for the Matenadaran manuscript museum or shopping; in the evening, the transfer to Zvartnots Airport and the flight to Tehran.",
          nl: "Vrij voor het handschriftenmuseum Matenadaran of om te winkelen. ’s Avonds naar de luchthaven Zvartnots voor de vlucht naar Teheran.",
          fr: "Journée libre pour le Matenadaran, le musée des manuscrits, ou le shopping\u00a0; le soir, transfert à l’aéroport de Zvartnots et vol pour Téhéran.",
        }),
      ],
    ),
  },
  {
    slug: "tbilisi-5-nights",
    kind: "package",
    theme: "nature",
    origin: "tehran",
    destination: "tbilisi",
    nights: 5,
    transport: "flight",
    outbound: leg("tehran", "tbilisi", "08:00", "10:15", "QB", "QB 2232"),
    inbound: leg("tbilisi", "tehran", "11:15", "12:30", "QB", "QB 2233"),
    currency: "EUR",
    weekdays: [2, 6],
    places: 30,
    minParticipants: 10,
    confirmDays: 10,
    depositPercent: 30,
    balanceDays: 21,
    peakPercent: 20,
    hotels: [
      hotel("Holiday Inn Tbilisi", 4, "breakfast", "EUR", 52900),
      hotel("Radisson Blu Iveria Hotel", 5, "breakfast", "EUR", 69900, 0.6),
    ],
    text: text(
      {
        fa: {
          title: "تور تفلیس ۵ شب",
          summary:
            "تفلیس با حمام‌های گوگردی و شهر قدیمش، به‌اضافهٔ کوهستان کازبگی، متسختا و سیغناقی؛ سفری سبز و خنک در قفقاز.",
        },
        en: {
          title: "Tbilisi, 5 nights",
          summary:
            "Tbilisi’s old town and sulphur baths, plus the Kazbegi mountains, Mtskheta and Sighnaghi: a green, cool trip to the Caucasus.",
        },
        nl: {
          title: "Tbilisi, 5 nachten",
          summary:
            "De oude stad en zwavelbaden van Tbilisi, de bergen van Kazbegi, Mtscheta en Sighnaghi: een groene, frisse reis door de Kaukasus.",
        },
        fr: {
          title: "Tbilissi en 5 nuits",
          summary:
            "La vieille ville de Tbilissi et ses bains sulfureux, les montagnes de Kazbegui, Mtskheta et Sighnaghi\u00a0: un voyage vert et frais dans le Caucase.",
        },
      },
      {
        included: abroadIncluded("breakfast", {
          fa: ["گشت شهری تفلیس با راهنما", "سه گشت روزانه (متسختا، کازبگی، سیغناقی)"],
          en: ["A guided Tbilisi city tour", "Three day trips (Mtskheta, Kazbegi, Sighnaghi)"],
          nl: ["Stadstour door Tbilisi met gids", "Drie dagtochten (Mtscheta, Kazbegi, Sighnaghi)"],
          fr: ["Visite guidée de Tbilissi", "Trois excursions à la journée (Mtskheta, Kazbegui, Sighnaghi)"],
        }),
        excluded: abroadExcluded(
          true,
          join(mealsOut, {
            fa: ["تله‌کابین نریکالا و حمام گوگرد"],
            en: ["The Narikala cable car and the sulphur baths"],
            nl: ["De kabelbaan naar Narikala en de zwavelbaden"],
            fr: ["Le téléphérique de Narikala et les bains sulfureux"],
          }),
        ),
        documents: documentsAbroad,
        visaNotes: visa.georgia,
      },
      [
        arrival(city.tbilisi, {
          fa: "رسیدن به تفلیس پیش از ظهر؛ عصر قدم زدن در خیابان روستاولی و پل صلح بر رود کورا.",
          en: "Arriving in Tbilisi before noon; in the evening, a stroll down Rustaveli Avenue and over the Bridge of Peace on the Kura.",
          nl: "Voor de middag ben je in Tbilisi. ’s Avonds over de Roestavelilaan en de Vredesbrug over de Koera.",
          fr: "Arrivée à Tbilissi avant midi\u00a0; le soir, promenade sur l’avenue Roustavéli et le pont de la Paix au-dessus de la Koura.",
        }),
        {
          fa: ["شهر قدیم تفلیس", "محلهٔ حمام‌های گوگردی آبانوتوبانی، تله‌کابین تا قلعهٔ نریکالا و کلیسای جامع سامبا."],
          en: [
            "Old Tbilisi",
            "The Abanotubani sulphur-bath quarter, the cable car up to Narikala fortress and the Sameba cathedral.",
          ],
          nl: [
            "Het oude Tbilisi",
            "De badwijk Abanotubani, met de kabelbaan naar de vesting Narikala en de Samebakathedraal.",
          ],
          fr: [
            "Le vieux Tbilissi",
            "Le quartier des bains d’Abanotoubani, le téléphérique jusqu’à la forteresse de Narikala et la cathédrale de la Sainte-Trinité.",
          ],
        },
        {
          fa: ["متسختا", "پایتخت کهن گرجستان: صومعهٔ جواری بر فراز تلاقی دو رود و کلیسای جامع سوتیتسخاولی."],
          en: [
            "Mtskheta",
            "Georgia’s ancient capital: Jvari monastery above the meeting of two rivers and Svetitskhoveli cathedral.",
          ],
          nl: [
            "Mtscheta",
            "De oude hoofdstad van Georgië: het klooster Dzjvari boven de samenvloeiing van twee rivieren en de Svetitschovelikathedraal.",
          ],
          fr: [
            "Mtskheta, l’ancienne capitale",
            "Le cœur religieux du pays, avec le monastère de Djvari au-dessus du confluent et la cathédrale de Svétitskhovéli, où furent couronnés les rois géorgiens.",
          ],
        },
        {
          fa: ["کازبگی", "از جادهٔ نظامی گرجستان و قلعهٔ آنانوری تا کلیسای تثلیث گرگتی در دامنهٔ کوه کازبک."],
          en: [
            "Kazbegi",
            "Along the Georgian Military Road past Ananuri fortress to Gergeti Trinity Church below Mount Kazbek.",
          ],
          nl: [
            "Naar Kazbegi",
            "Over de Georgische Heerweg langs de burcht Ananuri naar de Drievuldigheidskerk van Gergeti aan de voet van de Kazbek.",
          ],
          fr: [
            "Kazbegui",
            "Par la route militaire géorgienne et la forteresse d’Ananouri jusqu’à l’église de la Trinité de Guerguéti, au pied du Kazbek.",
          ],
        },
        {
          fa: ["سیغناقی", "شهر کوچک و رنگارنگ سیغناقی با باروهایش رو به دشت آلازانی و صومعهٔ بودبه."],
          en: [
            "Sighnaghi",
            "The small, colourful town of Sighnaghi, its walls overlooking the Alazani valley, and Bodbe monastery.",
          ],
          nl: [
            "Sighnaghi en Bodbe",
            "Het kleurrijke stadje Sighnaghi, met stadsmuren boven het Alazanidal, en het klooster van Bodbe.",
          ],
          fr: [
            "Sighnaghi et Bodbé",
            "La petite ville colorée de Sighnaghi, ses remparts face à la vallée de l’Alazani, et le monastère de Bodbé.",
          ],
        },
        homeward(flyHome),
      ],
    ),
  },
  {
    slug: "baku-4-nights",
    kind: "package",
    theme: "city",
    origin: "tehran",
    destination: "baku",
    nights: 4,
    transport: "flight",
    outbound: leg("tehran", "baku", "09:30", "11:15", "J2", "J2 86"),
    inbound: leg("baku", "tehran", "07:30", "08:15", "J2", "J2 85"),
    currency: "EUR",
    weekdays: [4],
    places: 25,
    minParticipants: 10,
    confirmDays: 10,
    depositPercent: 30,
    balanceDays: 21,
    peakPercent: 15,
    hotels: [
      hotel("Park Inn by Radisson Azure Baku", 4, "breakfast", "EUR", 54900),
      hotel("Hilton Baku", 5, "breakfast", "EUR", 74900, 0.6),
    ],
    text: text(
      {
        fa: {
          title: "تور باکو ۴ شب",
          summary: "باکو در چهار شب: شهر قدیم و برج دختر، مرکز حیدر علی‌اف، سنگ‌نگاره‌های گوبوستان و آتشکدهٔ آتشگاه.",
        },
        en: {
          title: "Baku, 4 nights",
          summary:
            "Baku in four nights: the Old City and Maiden Tower, the Heydar Aliyev Center, the Gobustan rock carvings and the Ateshgah fire temple.",
        },
        nl: {
          title: "Bakoe, 4 nachten",
          summary:
            "Bakoe in vier nachten: de oude stad met de Maagdentoren, het Heydar Aliyev Center, de rotstekeningen van Gobustan en de vuurtempel Ateshgah.",
        },
        fr: {
          title: "Bakou en 4 nuits",
          summary:
            "Bakou en quatre nuits\u00a0: la vieille ville et la tour de la Vierge, le centre Heydar-Aliyev, les gravures rupestres de Gobustan et le temple du feu d’Atechgah.",
        },
      },
      {
        included: abroadIncluded("breakfast", {
          fa: ["گشت شهری باکو با راهنما", "گشت گوبوستان و شبه‌جزیرهٔ آبشوران"],
          en: ["A guided Baku city tour", "Trips to Gobustan and the Absheron peninsula"],
          nl: ["Stadstour door Bakoe met gids", "Uitstapjes naar Gobustan en het schiereiland Absheron"],
          fr: ["Visite guidée de Bakou", "Excursions à Gobustan et sur la péninsule d’Abchéron"],
        }),
        excluded: abroadExcluded(true, mealsOut),
        documents: documentsAbroad,
        visaNotes: visa.azerbaijan,
      },
      [
        arrival(city.baku, {
          fa: "رسیدن به باکو نزدیک ظهر؛ عصر قدم زدن در بلوار ساحلی کنار دریای خزر و تماشای برج‌های شعله در شب.",
          en: "Arriving in Baku around noon; in the evening, a walk along the Caspian boulevard and the Flame Towers lit up at night.",
          nl: "Rond het middaguur land je in Bakoe. ’s Avonds wandel je over de boulevard aan de Kaspische Zee, met de verlichte Flame Towers boven je.",
          fr: "Arrivée à Bakou vers midi\u00a0; le soir, promenade sur le boulevard au bord de la Caspienne sous les Flame Towers illuminées.",
        }),
        {
          fa: [
            "شهر قدیم (ایچری‌شهر)",
            "برج دختر، کاخ شروانشاهان و کوچه‌های سنگی ایچری‌شهر؛ بعدازظهر مرکز حیدر علی‌اف با معماری زاها حدید.",
          ],
          en: [
            "The Old City (Icherisheher)",
            "Maiden Tower, the Palace of the Shirvanshahs and the stone lanes of Icherisheher; in the afternoon, Zaha Hadid’s Heydar Aliyev Center.",
          ],
          nl: [
            "De oude stad (Icherisheher)",
            "De Maagdentoren, het paleis van de Shirvanshahs en de stenen steegjes van Icherisheher; ’s middags het Heydar Aliyev Center van Zaha Hadid.",
          ],
          fr: [
            "La vieille ville (Itchéri Chéhér)",
            "La tour de la Vierge, le palais des Chirvanchahs et les ruelles de pierre\u00a0; l’après-midi, le centre Heydar-Aliyev de Zaha Hadid.",
          ],
        },
        {
          fa: [
            "گوبوستان و آتشفشان‌های گلی",
            "سنگ‌نگاره‌های چندهزارسالهٔ گوبوستان و آتشفشان‌های گلی جوشان در نزدیکی آن.",
          ],
          en: [
            "Gobustan and the mud volcanoes",
            "The Gobustan rock carvings, thousands of years old, and the bubbling mud volcanoes nearby.",
          ],
          nl: [
            "Gobustan en de moddervulkanen",
            "De duizenden jaren oude rotstekeningen van Gobustan en de borrelende moddervulkanen in de buurt.",
          ],
          fr: [
            "Gobustan et les volcans de boue",
            "Les gravures rupestres plusieurs fois millénaires de Gobustan et les volcans de boue voisins.",
          ],
        },
        {
          fa: ["آتشگاه و یانار داغ", "آتشکدهٔ آتشگاه در سوراخانی و کوه آتشین یانار داغ که شعله‌اش هرگز خاموش نمی‌شود."],
          en: [
            "Ateshgah and Yanar Dag",
            "The Ateshgah fire temple at Surakhani and Yanar Dag, the burning hillside whose flame never goes out.",
          ],
          nl: [
            "Ateshgah en Yanar Dag",
            "De vuurtempel Ateshgah in Surakhani en Yanar Dag, de brandende heuvel die nooit dooft.",
          ],
          fr: [
            "Atechgah et Yanar Dag",
            "Le temple du feu d’Atechgah à Sourakhany et Yanar Dag, la colline dont la flamme ne s’éteint jamais.",
          ],
        },
        homeward({
          fa: "ترانسفر صبح زود به فرودگاه حیدر علی‌اف و پرواز بازگشت به تهران.",
          en: "An early transfer to Heydar Aliyev Airport and the flight back to Tehran.",
          nl: "Vroeg in de ochtend naar de luchthaven Heydar Aliyev voor de vlucht terug naar Teheran.",
          fr: "Transfert matinal à l’aéroport Heydar-Aliyev et vol retour vers Téhéran.",
        }),
      ],
    ),
  },
];

// ——— Domestic packages ———

const domesticTransport: Record<"flight" | "bus", Lang<string[]>> = {
  flight: {
    fa: ["بلیت هواپیمای رفت و برگشت از فرودگاه مهرآباد", "ترانسفر فرودگاه به هتل و برعکس"],
    en: ["Return flights from Tehran Mehrabad Airport", "Airport–hotel transfers both ways"],
    nl: ["Retourvlucht vanaf de luchthaven Mehrabad in Teheran", "Transfers tussen luchthaven en hotel"],
    fr: [
      "Vols aller-retour depuis l’aéroport de Mehrabad, à Téhéran",
      "Transferts aéroport–hôtel à l’aller et au retour",
    ],
  },
  bus: {
    fa: ["اتوبوس وی‌آی‌پی رفت و برگشت از تهران", "ترانسفر پایانه به هتل و برعکس"],
    en: ["A VIP coach from Tehran and back", "Coach station–hotel transfers both ways"],
    nl: ["Met een VIP-touringcar vanuit Teheran en terug", "Transfers tussen busstation en hotel"],
    fr: ["L’autocar VIP depuis Téhéran, aller et retour", "Transferts gare routière–hôtel à l’aller et au retour"],
  },
};

const domesticIncluded = (transport: "flight" | "bus", board: Board, extras: Lang<string[]>): Lang<string[]> =>
  join(
    domesticTransport[transport],
    {
      fa: [boardWords[board].fa],
      en: [boardWords[board].en],
      nl: [boardWords[board].nl],
      fr: [boardWords[board].fr],
    },
    extras,
    {
      fa: ["لیدر باتجربه همراه گروه", "بیمهٔ مسافرتی"],
      en: ["An experienced tour leader with the group", "Travel insurance"],
      nl: ["Een ervaren reisleider bij de groep", "Reisverzekering"],
      fr: ["Un accompagnateur expérimenté avec le groupe", "Assurance voyage"],
    },
  );

const domesticExcluded = (extras: Lang<string[]>): Lang<string[]> =>
  join(
    {
      fa: ["وعده‌های غذایی که در برنامه نیامده", "بلیت ورودی موزه‌ها و اماکن تاریخی"],
      en: ["Meals not listed in the programme", "Entrance tickets to museums and historic sites"],
      nl: ["Maaltijden die niet in het programma staan", "Toegangskaarten voor musea en historische plaatsen"],
      fr: ["Les repas non prévus au programme", "Les entrées des musées et des sites historiques"],
    },
    extras,
  );

const nothing: Lang<string[]> = { fa: [], en: [], nl: [], fr: [] };

/** The first day of a domestic package: the journey from Tehran and what follows. */
const reach = (place: Lang<string>, text: Lang<string>): Day => ({
  fa: [`سفر به ${place.fa}`, text.fa],
  en: [`To ${place.en}`, text.en],
  nl: [`Op weg naar ${place.nl}`, text.nl],
  fr: [`En route pour ${place.fr}`, text.fr],
});

const kishIslandTour: Lang<string[]> = {
  fa: ["گشت جزیره با راهنما (شهر زیرزمینی کاریز، شهر تاریخی حریره، کشتی یونانی)"],
  en: ["A guided island tour (Kariz underground city, ancient Harireh, the Greek Ship)"],
  nl: ["Een eilandtour met gids (de ondergrondse stad Kariz, het oude Harireh, het Griekse schip)"],
  fr: ["Un tour guidé de l’île (la ville souterraine de Kariz, la cité antique de Harireh, l’épave grecque)"],
};

const domestic: TourSeed[] = [
  {
    slug: "kish-3-nights",
    kind: "package",
    theme: "beach",
    origin: "tehran",
    destination: "kish",
    nights: 3,
    transport: "flight",
    outbound: leg("tehran", "kish", "07:00", "08:50", "Y9", "Y9 7071"),
    inbound: leg("kish", "tehran", "17:30", "19:20", "Y9", "Y9 7072"),
    currency: "IRR",
    weekdays: [0, 3],
    places: 45,
    minParticipants: 15,
    confirmDays: 7,
    depositPercent: 20,
    balanceDays: 14,
    peakPercent: 30,
    hotels: [
      hotel("Marjan Hotel", 4, "breakfast", "IRR", 195_000_000),
      hotel("Toranj Marine Hotel", 5, "breakfast", "IRR", 330_000_000, 0.6),
      hotel("Dariush Grand Hotel", 5, "breakfast", "IRR", 395_000_000, 0.6),
    ],
    text: text(
      {
        fa: {
          title: "تور کیش ۳ شب",
          summary:
            "سه شب در کیش با پرواز کیش‌ایر: غروب کنار کشتی یونانی، ساحل مرجانی، شهر زیرزمینی کاریز و خرید در مراکز خرید جزیره.",
        },
        en: {
          title: "Kish Island, 3 nights",
          summary:
            "Three nights on Kish Island with Kish Air: sunset at the Greek Ship, the coral beach, the Kariz underground city and the island’s malls.",
        },
        nl: {
          title: "Kish, 3 nachten",
          summary:
            "Drie nachten op Kish met Kish Air: zonsondergang bij het Griekse schip, het koraalstrand, de ondergrondse stad Kariz en de winkelcentra van het eiland.",
        },
        fr: {
          title: "Kish en 3 nuits",
          summary:
            "Trois nuits à Kish avec Kish Air\u00a0: le coucher de soleil sur l’épave grecque, la plage de corail, la ville souterraine de Kariz et les centres commerciaux de l’île.",
        },
      },
      {
        included: domesticIncluded("flight", "breakfast", kishIslandTour),
        excluded: domesticExcluded({
          fa: ["ورزش‌های آبی و غواصی"],
          en: ["Water sports and diving"],
          nl: ["Watersport en duiken"],
          fr: ["Les sports nautiques et la plongée"],
        }),
        documents: documentsDomestic,
        visaNotes: noVisa,
      },
      [
        reach(city.kish, {
          fa: "پرواز صبح از مهرآباد و رسیدن به کیش پیش از ظهر؛ عصر تماشای غروب آفتاب کنار کشتی یونانی.",
          en: "A morning flight from Mehrabad lands on Kish before noon; at dusk, the sunset beside the stranded Greek Ship.",
          nl: "Met de ochtendvlucht vanaf Mehrabad ben je voor de middag op Kish. ’s Avonds zie je de zon ondergaan bij het gestrande Griekse schip.",
          fr: "Vol du matin depuis Mehrabad, arrivée à Kish avant midi\u00a0; au crépuscule, le coucher du soleil près de l’épave du navire grec.",
        }),
        {
          fa: [
            "گشت جزیره",
            "شهر زیرزمینی کاریز، ویرانه‌های شهر تاریخی حریره و پارک دلفین‌ها؛ شب اسکلهٔ تفریحی و بازارچهٔ ساحلی.",
          ],
          en: [
            "Island tour",
            "The Kariz underground city, the ruins of ancient Harireh and the Dolphin Park; in the evening, the marina and the seafront market.",
          ],
          nl: [
            "Rondrit over het eiland",
            "De ondergrondse stad Kariz, de ruïnes van het oude Harireh en het dolfijnenpark. ’s Avonds de jachthaven en de markt aan zee.",
          ],
          fr: [
            "Tour de l’île",
            "La ville souterraine de Kariz, les ruines de l’antique Harireh et le parc aux dauphins\u00a0; le soir, la marina et le marché du front de mer.",
          ],
        },
        {
          fa: [
            "ساحل مرجانی",
            "صبح شنا و اسنورکل در آب‌های زلال ساحل مرجانی یا پاراسل و جت‌اسکی؛ عصر خرید در پردیس و مرکز خرید مریم.",
          ],
          en: [
            "The coral beach",
            "A morning swimming and snorkelling in the clear water of the coral beach, or parasailing and jet skis; shopping at Pardis and Maryam in the afternoon.",
          ],
          nl: [
            "Het koraalstrand",
            "’s Ochtends zwemmen en snorkelen in het heldere water van het koraalstrand, of parasailen en jetskiën. ’s Middags winkelen in Pardis en Maryam.",
          ],
          fr: [
            "La plage de corail",
            "Baignade et snorkeling le matin dans l’eau claire de la plage de corail, ou parachute ascensionnel et jet-ski\u00a0; l’après-midi, shopping à Pardis et Maryam.",
          ],
        },
        homeward({
          fa: "صبح آزاد برای آخرین خریدها یا دوچرخه‌سواری در مسیر ساحلی؛ بعدازظهر ترانسفر به فرودگاه و پرواز به تهران.",
          en: "A free morning for last shopping or a bike ride along the coastal path; in the afternoon, the transfer to the airport and the flight to Tehran.",
          nl: "Vrije ochtend voor de laatste inkopen of een fietstocht over het kustpad. ’s Middags naar de luchthaven voor de vlucht naar Teheran.",
          fr: "Matinée libre pour les derniers achats ou une balade à vélo sur la piste côtière\u00a0; l’après-midi, transfert à l’aéroport et vol pour Téhéran.",
        }),
      ],
    ),
  },
  {
    slug: "kish-4-nights",
    kind: "package",
    theme: "beach",
    origin: "tehran",
    destination: "kish",
    nights: 4,
    transport: "flight",
    outbound: leg("tehran", "kish", "10:30", "12:20", "IR", "IR 325"),
    inbound: leg("kish", "tehran", "14:00", "15:50", "IR", "IR 326"),
    currency: "IRR",
    weekdays: [6],
    places: 40,
    minParticipants: 12,
    confirmDays: 7,
    depositPercent: 20,
    balanceDays: 14,
    peakPercent: 30,
    hotels: [
      hotel("Shayan International Hotel", 5, "half_board", "IRR", 420_000_000, 0.6),
      hotel("Toranj Marine Hotel", 5, "half_board", "IRR", 455_000_000, 0.6),
    ],
    text: text(
      {
        fa: {
          title: "تور کیش ۴ شب با نیم‌پانسیون",
          summary: "چهار شب آرام در هتل‌های پنج‌ستارهٔ کیش با صبحانه و شام، گشت جزیره و یک روز کامل برای دریا.",
        },
        en: {
          title: "Kish Island, 4 nights half board",
          summary:
            "Four relaxed nights in a five-star Kish Island hotel with breakfast and dinner, an island tour and a whole day for the sea.",
        },
        nl: {
          title: "Kish, 4 nachten halfpension",
          summary:
            "Vier ontspannen nachten in een vijfsterrenhotel op Kish, met ontbijt en diner, een eilandtour en een hele dag voor de zee.",
        },
        fr: {
          title: "Kish en 4 nuits, demi-pension",
          summary:
            "Quatre nuits tranquilles dans un cinq-étoiles de Kish, petit-déjeuner et dîner compris, avec un tour de l’île et une journée entière pour la mer.",
        },
      },
      {
        included: domesticIncluded(
          "flight",
          "half_board",
          join(kishIslandTour, {
            fa: ["قایق‌سواری با کف شیشه‌ای"],
            en: ["A glass-bottom boat trip"],
            nl: ["Een tochtje met een glasbodemboot"],
            fr: ["Une sortie en bateau à fond de verre"],
          }),
        ),
        excluded: domesticExcluded({
          fa: ["ورزش‌های آبی و غواصی"],
          en: ["Water sports and diving"],
          nl: ["Watersport en duiken"],
          fr: ["Les sports nautiques et la plongée"],
        }),
        documents: documentsDomestic,
        visaNotes: noVisa,
      },
      [
        reach(city.kish, {
          fa: "پرواز ایران‌ایر و رسیدن به کیش نزدیک ظهر؛ پس از جاگیری، شام در هتل و قدم زدن در پیادهٔ ساحلی.",
          en: "Iran Air lands on Kish around noon; after settling in, dinner at the hotel and a walk on the seafront promenade.",
          nl: "Rond het middaguur land je met Iran Air op Kish. Na het inchecken diner in het hotel en een wandeling over de boulevard.",
          fr: "Arrivée à Kish vers midi avec Iran Air\u00a0; après l’installation, dîner à l’hôtel et promenade sur le front de mer.",
        }),
        {
          fa: ["گشت جزیره", "کاریز، حریره و کشتی یونانی در یک گشت نیم‌روزه؛ عصر آزاد کنار استخر هتل."],
          en: [
            "Island tour",
            "Kariz, Harireh and the Greek Ship in a half-day tour; a free afternoon by the hotel pool.",
          ],
          nl: ["Eilandtour", "Kariz, Harireh en het Griekse schip in een halve dag; ’s middags vrij aan het zwembad."],
          fr: [
            "Tour de l’île",
            "Kariz, Harireh et l’épave grecque en une demi-journée\u00a0; après-midi libre au bord de la piscine.",
          ],
        },
        {
          fa: [
            "روز دریا",
            "قایق کف‌شیشه‌ای بر فراز صخره‌های مرجانی و شنا در ساحل مرجانی؛ برای ماجراجوها غواصی با مربی.",
          ],
          en: [
            "A day at sea",
            "A glass-bottom boat over the coral reefs and a swim at the coral beach; for the adventurous, a dive with an instructor.",
          ],
          nl: [
            "Een dag op zee",
            "Met een glasbodemboot over de koraalriffen en zwemmen bij het koraalstrand. Avonturiers duiken met een instructeur.",
          ],
          fr: [
            "Une journée en mer",
            "Bateau à fond de verre au-dessus des récifs et baignade à la plage de corail\u00a0; pour les plus audacieux, plongée avec moniteur.",
          ],
        },
        freeDay({
          fa: "روزی برای خرید در مراکز خرید پردیس و مریم، دوچرخه‌سواری دور جزیره یا باغ پرندگان.",
          en: "A day for the Pardis and Maryam malls, a bike ride round the island or the Bird Garden.",
          nl: "Een dag voor de winkelcentra Pardis en Maryam, een fietstocht rond het eiland of de vogeltuin.",
          fr: "Une journée pour les centres commerciaux Pardis et Maryam, un tour de l’île à vélo ou le jardin des oiseaux.",
        }),
        homeward({
          fa: "پس از صبحانه تحویل اتاق و ترانسفر به فرودگاه برای پرواز بعدازظهر به تهران.",
          en: "After breakfast, check-out and the transfer to the airport for the afternoon flight to Tehran.",
          nl: "Na het ontbijt uitchecken en naar de luchthaven voor de middagvlucht naar Teheran.",
          fr: "Après le petit-déjeuner, départ de l’hôtel et transfert à l’aéroport pour le vol de l’après-midi vers Téhéran.",
        }),
      ],
    ),
  },
  {
    slug: "qeshm-3-nights",
    kind: "package",
    theme: "nature",
    origin: "tehran",
    destination: "qeshm",
    nights: 3,
    transport: "flight",
    outbound: leg("tehran", "qeshm", "06:30", "08:30", "QB", "QB 1200"),
    inbound: leg("qeshm", "tehran", "16:00", "18:00", "QB", "QB 1201"),
    currency: "IRR",
    weekdays: [3],
    places: 30,
    minParticipants: 12,
    confirmDays: 10,
    depositPercent: 20,
    balanceDays: 14,
    peakPercent: 20,
    hotels: [
      hotel("Ramtin Hotel", 4, "breakfast", "IRR", 165_000_000),
      hotel("Diplomat Hotel Qeshm", 5, "breakfast", "IRR", 215_000_000, 0.6),
    ],
    text: text(
      {
        fa: {
          title: "تور قشم ۳ شب",
          summary: "طبیعت‌گردی در ژئوپارک قشم: درهٔ ستارگان، تنگهٔ چاهکوه، غار نمکدان، جنگل حرا و دلفین‌های جزیرهٔ هنگام.",
        },
        en: {
          title: "Qeshm, 3 nights",
          summary:
            "Nature in the Qeshm geopark: the Valley of Stars, Chahkooh canyon, the Namakdan salt cave, the mangrove forest and the dolphins of Hengam.",
        },
        nl: {
          title: "Natuurreis Qeshm, 3 nachten",
          summary:
            "De natuur van het geopark Qeshm: het Dal van de Sterren, de kloof van Chahkooh, de zoutgrot Namakdan, de mangroven en de dolfijnen van Hengam.",
        },
        fr: {
          title: "Qeshm en 3 nuits",
          summary:
            "La nature du géoparc de Qeshm\u00a0: la vallée des Étoiles, le canyon de Chahkouh, la grotte de sel de Namakdan, la mangrove et les dauphins de Hengam.",
        },
      },
      {
        included: domesticIncluded("flight", "breakfast", {
          fa: ["گشت‌های طبیعت‌گردی با خودرو و راهنمای محلی", "قایق‌سواری در جنگل حرا و دریای هنگام"],
          en: ["Nature trips by minibus with a local guide", "Boat trips in the mangroves and off Hengam"],
          nl: ["Natuurtochten per minibus met een lokale gids", "Boottochten door de mangroven en bij Hengam"],
          fr: [
            "Excursions nature en minibus avec un guide local",
            "Sorties en bateau dans la mangrove et au large de Hengam",
          ],
        }),
        excluded: domesticExcluded(nothing),
        documents: documentsDomestic,
        visaNotes: noVisa,
      },
      [
        reach(city.qeshm, {
          fa: "پرواز صبح قشم‌ایر؛ عصر گشتی در بازار درگهان و تماشای غروب در ساحل.",
          en: "Qeshm Air’s morning flight; in the late afternoon, the Dargahan bazaar and the sunset on the beach.",
          nl: "Ochtendvlucht met Qeshm Air. Aan het eind van de middag de bazaar van Dargahan en de zonsondergang op het strand.",
          fr: "Vol du matin avec Qeshm Air\u00a0; en fin d’après-midi, le bazar de Dargahan et le coucher du soleil sur la plage.",
        }),
        {
          fa: [
            "درهٔ ستارگان و چاهکوه",
            "سازه‌های فرسایشی شگفت‌انگیز درهٔ ستارگان، دیواره‌های سنگی تنگهٔ چاهکوه و غار نمکی نمکدان.",
          ],
          en: [
            "Valley of Stars and Chahkooh",
            "The eroded rock shapes of the Valley of Stars, the sandstone walls of Chahkooh canyon and the Namakdan salt cave.",
          ],
          nl: [
            "Dal van de Sterren en Chahkooh",
            "De grillige rotsvormen van het Dal van de Sterren, de zandstenen wanden van de Chahkoohkloof en de zoutgrot Namakdan.",
          ],
          fr: [
            "Vallée des Étoiles et Chahkouh",
            "Les roches sculptées par l’érosion de la vallée des Étoiles, les parois de grès du canyon de Chahkouh et la grotte de sel de Namakdan.",
          ],
        },
        {
          fa: [
            "هنگام و جنگل حرا",
            "صبح با قایق به جزیرهٔ هنگام برای دیدن دلفین‌ها و ساحل نقره‌ای؛ بعدازظهر قایق‌سواری در جنگل حرا.",
          ],
          en: [
            "Hengam and the mangroves",
            "A morning boat to Hengam Island for its dolphins and silver beach; in the afternoon, a boat through the Hara mangrove forest.",
          ],
          nl: [
            "Hengam en de mangroven",
            "’s Ochtends per boot naar Hengam voor de dolfijnen en het zilveren strand, ’s middags door het mangrovebos van Hara varen.",
          ],
          fr: [
            "Hengam et la mangrove",
            "Le matin, bateau pour l’île de Hengam, ses dauphins et sa plage d’argent\u00a0; l’après-midi, navigation dans la forêt de palétuviers de Hara.",
          ],
        },
        homeward({
          fa: "سر راه فرودگاه، قلعهٔ پرتغالی‌ها و پارک ساحلی قشم؛ سپس پرواز بعدازظهر به تهران.",
          en: "The Portuguese castle and Qeshm’s seafront on the way to the airport, then the afternoon flight to Tehran.",
          nl: "Onderweg naar de luchthaven het Portugese fort en de kust van Qeshm, daarna de middagvlucht naar Teheran.",
          fr: "En route pour l’aéroport, le fort portugais et le front de mer de Qeshm, puis le vol de l’après-midi pour Téhéran.",
        }),
      ],
    ),
  },
  {
    slug: "mashhad-pilgrimage-3-nights",
    kind: "package",
    theme: "pilgrimage",
    origin: "tehran",
    destination: "mashhad",
    nights: 3,
    transport: "flight",
    outbound: leg("tehran", "mashhad", "08:00", "09:30", "W5", "W5 1061"),
    inbound: leg("mashhad", "tehran", "20:00", "21:30", "W5", "W5 1062"),
    currency: "IRR",
    weekdays: [3],
    places: 45,
    minParticipants: 15,
    confirmDays: 7,
    depositPercent: 20,
    balanceDays: 14,
    peakPercent: 25,
    hotels: [
      hotel("Ghasr Talaee Hotel", 5, "half_board", "IRR", 235_000_000),
      hotel("Darvishi Royal Hotel", 5, "half_board", "IRR", 275_000_000, 0.6),
    ],
    text: text(
      {
        fa: {
          title: "تور زیارتی مشهد ۳ شب (هوایی)",
          summary: "سه شب زیارت امام رضا (ع) با پرواز ماهان و اقامت در هتل‌های نزدیک حرم، همراه با گشت طوس و طرقبه.",
        },
        en: {
          title: "Mashhad pilgrimage, 3 nights by air",
          summary:
            "Three nights of pilgrimage to the shrine of Imam Reza, flying Mahan Air and staying in hotels close to the shrine, with a trip to Tus and Torqabeh.",
        },
        nl: {
          title: "Bedevaart naar Mashhad, 3 nachten (vlucht)",
          summary:
            "Drie nachten bedevaart naar het heiligdom van imam Reza, met Mahan Air en een hotel vlak bij het heiligdom, plus een uitstap naar Tus en Torqabeh.",
        },
        fr: {
          title: "Pèlerinage à Mechhed, 3 nuits en avion",
          summary:
            "Trois nuits de pèlerinage au sanctuaire de l’imam Reza, avec Mahan Air et un hôtel tout proche du sanctuaire, plus une excursion à Tus et Torghabeh.",
        },
      },
      {
        included: domesticIncluded("flight", "half_board", {
          fa: ["زیارت جمعی با روحانی کاروان", "گشت طوس، آرامگاه فردوسی و طرقبه"],
          en: ["Group visits to the shrine with the caravan’s cleric", "A trip to Tus, Ferdowsi’s tomb and Torqabeh"],
          nl: [
            "Gezamenlijk bezoek aan het heiligdom met de geestelijke van de groep",
            "Uitstap naar Tus, het graf van Ferdowsi en Torqabeh",
          ],
          fr: [
            "Visites du sanctuaire en groupe avec le religieux du convoi",
            "Excursion à Tus, au mausolée de Ferdowsi et à Torghabeh",
          ],
        }),
        excluded: domesticExcluded(nothing),
        documents: documentsDomestic,
        visaNotes: noVisa,
      },
      [
        reach(city.mashhad, {
          fa: "پرواز صبح ماهان و جاگیری در هتل نزدیک حرم؛ عصر نخستین تشرف به حرم مطهر امام رضا (ع) و زیارت‌نامه‌خوانی جمعی.",
          en: "Mahan’s morning flight and check-in near the shrine; in the afternoon, the first visit to the holy shrine of Imam Reza and the group’s prayers.",
          nl: "Ochtendvlucht met Mahan en inchecken vlak bij het heiligdom. ’s Middags het eerste bezoek aan het heiligdom van imam Reza en gezamenlijk gebed.",
          fr: "Vol du matin avec Mahan et installation près du sanctuaire\u00a0; l’après-midi, première visite au saint sanctuaire de l’imam Reza et prière en groupe.",
        }),
        {
          fa: [
            "روز زیارت",
            "نماز صبح در صحن انقلاب، بازدید از مسجد گوهرشاد و موزه‌های آستان قدس؛ شب دعای کمیل در حرم.",
          ],
          en: [
            "A day at the shrine",
            "Dawn prayer in the Enghelab courtyard, the Goharshad Mosque and the Astan Quds museums; in the evening, the Kumayl prayer at the shrine.",
          ],
          nl: [
            "Een dag bij het heiligdom",
            "Ochtendgebed op de Enghelabbinnenplaats, de Goharshadmoskee en de musea van Astan Quds; ’s avonds het Kumaylgebed.",
          ],
          fr: [
            "Une journée au sanctuaire",
            "Prière de l’aube dans la cour Enghelab, la mosquée de Goharshad et les musées d’Astan Qods\u00a0; le soir, la prière de Koumayl au sanctuaire.",
          ],
        },
        {
          fa: [
            "طوس و طرقبه",
            "آرامگاه فردوسی و آرامگاه هارونیه در طوس، سپس ناهار در باغ‌رستوران‌های طرقبه (هزینهٔ ناهار با مسافر) و بازگشت برای زیارت شبانه.",
          ],
          en: [
            "Tus and Torqabeh",
            "Ferdowsi’s tomb and the Haruniyeh dome at Tus, then lunch in the garden restaurants of Torqabeh (at your own cost) and back for an evening at the shrine.",
          ],
          nl: [
            "Tus en Torqabeh",
            "Het graf van Ferdowsi en de koepel van Haruniyeh in Tus, lunch in de tuinrestaurants van Torqabeh (voor eigen rekening) en ’s avonds terug naar het heiligdom.",
          ],
          fr: [
            "Tus et Torghabeh",
            "Le mausolée de Ferdowsi et le dôme de Harouniyeh à Tus, déjeuner dans les restaurants-jardins de Torghabeh (à votre charge), puis retour au sanctuaire le soir.",
          ],
        },
        homeward({
          fa: "زیارت وداع و خرید سوغات (زعفران، زرشک و نبات) در بازار رضا؛ عصر ترانسفر به فرودگاه و پرواز به تهران.",
          en: "A farewell visit to the shrine and souvenir shopping (saffron, barberries, rock candy) in the Reza Bazaar; in the evening, the flight to Tehran.",
          nl: "Afscheidsbezoek aan het heiligdom en souvenirs (saffraan, zuurbessen, kandij) in de Rezabazaar. ’s Avonds de vlucht naar Teheran.",
          fr: "Visite d’adieu au sanctuaire et achats (safran, épine-vinette, sucre candi) au bazar Reza\u00a0; le soir, vol pour Téhéran.",
        }),
      ],
    ),
  },
  {
    slug: "mashhad-pilgrimage-4-nights-bus",
    kind: "package",
    theme: "pilgrimage",
    origin: "tehran",
    destination: "mashhad",
    nights: 4,
    transport: "bus",
    outbound: leg("tehran", "mashhad", "19:00", "08:00", "Royal Safar Iranian", undefined, 1),
    inbound: leg("mashhad", "tehran", "19:00", "08:00", "Royal Safar Iranian", undefined, 1),
    currency: "IRR",
    weekdays: [2],
    places: 40,
    minParticipants: 20,
    confirmDays: 7,
    depositPercent: 20,
    balanceDays: 14,
    peakPercent: 25,
    hotels: [
      hotel("Javad Hotel", 4, "half_board", "IRR", 98_000_000),
      hotel("Almas 2 Hotel", 5, "half_board", "IRR", 145_000_000, 0.6),
    ],
    text: text(
      {
        fa: {
          title: "تور زیارتی مشهد ۴ شب (زمینی)",
          summary:
            "زیارت امام رضا (ع) با اتوبوس وی‌آی‌پی شبانه و چهار شب اقامت نزدیک حرم؛ به‌صرفه و همراه با گشت نیشابور و طوس.",
        },
        en: {
          title: "Mashhad pilgrimage, 4 nights by coach",
          summary:
            "A pilgrimage to Imam Reza’s shrine by overnight VIP coach with four nights near the shrine — good value, with trips to Neyshabur and Tus.",
        },
        nl: {
          title: "Bedevaart naar Mashhad, 4 nachten per bus",
          summary:
            "Met de VIP-nachtbus op bedevaart naar het heiligdom van imam Reza, vier nachten vlak bij het heiligdom. Voordelig, met uitstapjes naar Nishapur en Tus.",
        },
        fr: {
          title: "Pèlerinage à Mechhed, 4 nuits en autocar",
          summary:
            "Le pèlerinage au sanctuaire de l’imam Reza en autocar VIP de nuit, avec quatre nuits près du sanctuaire\u00a0: un prix doux et des excursions à Nichapur et Tus.",
        },
      },
      {
        included: domesticIncluded("bus", "half_board", {
          fa: ["گشت نیشابور (آرامگاه خیام و عطار) و طوس"],
          en: ["Trips to Neyshabur (the tombs of Khayyam and Attar) and Tus"],
          nl: ["Uitstapjes naar Nishapur (de graven van Khayyam en Attar) en Tus"],
          fr: ["Excursions à Nichapur (mausolées de Khayyam et d’Attar) et à Tus"],
        }),
        excluded: domesticExcluded(nothing),
        documents: documentsDomestic,
        visaNotes: noVisa,
      },
      [
        {
          fa: [
            "اتوبوس شبانه و رسیدن به مشهد",
            "حرکت عصر از پایانهٔ شرق تهران، شام بین راه و رسیدن به مشهد صبح روز بعد؛ پس از صبحانه و استراحت، نخستین زیارت.",
          ],
          en: [
            "Night coach to Mashhad",
            "The coach leaves Tehran’s East Terminal in the evening, stops for dinner and reaches Mashhad next morning; after breakfast and a rest, the first visit to the shrine.",
          ],
          nl: [
            "Met de nachtbus naar Mashhad",
            "’s Avonds vertrek vanaf het Oostelijke busstation van Teheran, onderweg diner, de volgende ochtend aankomst. Na ontbijt en rust het eerste bezoek aan het heiligdom.",
          ],
          fr: [
            "Autocar de nuit pour Mechhed",
            "Départ le soir du terminal Est de Téhéran, dîner en route et arrivée à Mechhed le lendemain matin\u00a0; après le petit-déjeuner et un peu de repos, première visite au sanctuaire.",
          ],
        },
        {
          fa: [
            "زیارت و مسجد گوهرشاد",
            "روز کامل در حرم مطهر: نماز جماعت، مسجد گوهرشاد و کتابخانه و موزهٔ آستان قدس رضوی.",
          ],
          en: [
            "The shrine and Goharshad Mosque",
            "A full day at the holy shrine: congregational prayer, the Goharshad Mosque and the Astan Quds library and museum.",
          ],
          nl: [
            "Heiligdom en Goharshadmoskee",
            "Een hele dag bij het heiligdom: gezamenlijk gebed, de Goharshadmoskee en de bibliotheek en het museum van Astan Quds.",
          ],
          fr: [
            "Le sanctuaire et la mosquée de Goharshad",
            "Une journée entière au sanctuaire\u00a0: prière en commun, la mosquée de Goharshad, la bibliothèque et le musée d’Astan Qods.",
          ],
        },
        {
          fa: [
            "نیشابور",
            "آرامگاه خیام در باغی پر از درخت، آرامگاه عطار و کمال‌الملک و امامزاده محروق؛ بازگشت به مشهد برای زیارت شبانه.",
          ],
          en: [
            "Neyshabur",
            "Khayyam’s tomb in its garden, the tombs of Attar and Kamal-ol-Molk and the Imamzadeh Mahruq; back to Mashhad for the evening at the shrine.",
          ],
          nl: [
            "Nishapur",
            "Het graf van Khayyam in zijn tuin, de graven van Attar en Kamal-ol-Molk en de Imamzadeh Mahruq; ’s avonds terug naar het heiligdom.",
          ],
          fr: [
            "Nichapur",
            "Le mausolée de Khayyam dans son jardin, ceux d’Attar et de Kamal-ol-Molk, l’imamzadeh Mahrouq\u00a0; retour à Mechhed pour la soirée au sanctuaire.",
          ],
        },
        {
          fa: ["طوس و کوه‌سنگی", "آرامگاه فردوسی در طوس و پارک کوه‌سنگی؛ عصر آزاد برای زیارت."],
          en: ["Tus and Kuhsangi", "Ferdowsi’s tomb at Tus and Kuhsangi park; a free afternoon for the shrine."],
          nl: [
            "Tus en Kuhsangi",
            "Het graf van Ferdowsi in Tus en het park Kuhsangi; ’s middags vrij voor het heiligdom.",
          ],
          fr: [
            "Tus et Kouh-Sangui",
            "Le mausolée de Ferdowsi à Tus et le parc de Kouh-Sangui\u00a0; après-midi libre pour le sanctuaire.",
          ],
        },
        homeward({
          fa: "زیارت وداع و خرید سوغات در بازار رضا؛ عصر حرکت با اتوبوس و رسیدن به تهران صبح روز بعد.",
          en: "A farewell visit and souvenir shopping in the Reza Bazaar; the coach leaves in the evening and reaches Tehran the next morning.",
          nl: "Afscheidsbezoek en souvenirs in de Rezabazaar. ’s Avonds vertrekt de bus, die de volgende ochtend in Teheran aankomt.",
          fr: "Visite d’adieu et achats au bazar Reza\u00a0; départ de l’autocar le soir, arrivée à Téhéran le lendemain matin.",
        }),
      ],
    ),
  },
  {
    slug: "shiraz-persepolis-3-nights",
    kind: "package",
    theme: "heritage",
    origin: "tehran",
    destination: "shiraz",
    nights: 3,
    transport: "flight",
    outbound: leg("tehran", "shiraz", "07:10", "08:40", "IR", "IR 235"),
    inbound: leg("shiraz", "tehran", "21:00", "22:30", "IR", "IR 236"),
    currency: "IRR",
    weekdays: [1, 4],
    places: 35,
    minParticipants: 12,
    confirmDays: 10,
    depositPercent: 20,
    balanceDays: 14,
    peakPercent: 25,
    hotels: [
      hotel("Zandiyeh Hotel", 5, "breakfast", "IRR", 215_000_000),
      hotel("Chamran Grand Hotel", 5, "breakfast", "IRR", 240_000_000, 0.6),
    ],
    text: text(
      {
        fa: {
          title: "تور شیراز و تخت جمشید ۳ شب",
          summary: "شیراز شعر و باغ: حافظیه و سعدیه، باغ ارم، مسجد نصیرالملک و یک روز کامل در تخت جمشید و نقش رستم.",
        },
        en: {
          title: "Shiraz and Persepolis, 3 nights",
          summary:
            "Shiraz of poets and gardens — Hafez and Saadi, Eram Garden, the Nasir al-Mulk Mosque — and a full day at Persepolis and Naqsh-e Rostam.",
        },
        nl: {
          title: "Shiraz en Persepolis, 3 nachten",
          summary:
            "Shiraz, stad van dichters en tuinen: Hafez en Saadi, de Eramtuin en de Nasir-al-Molkmoskee, plus een hele dag Persepolis en Naqsh-e Rostam.",
        },
        fr: {
          title: "Chiraz et Persépolis en 3 nuits",
          summary:
            "Chiraz, ville des poètes et des jardins\u00a0: Hafez et Saadi, le jardin d’Eram, la mosquée Nasir-ol-Molk, et une journée entière à Persépolis et Naqsh-e Rostam.",
        },
      },
      {
        included: domesticIncluded("flight", "breakfast", {
          fa: ["گشت شهری شیراز با راهنمای رسمی", "گشت تخت جمشید و نقش رستم با خودرو"],
          en: ["A Shiraz city tour with a licensed guide", "A coach trip to Persepolis and Naqsh-e Rostam"],
          nl: ["Stadstour door Shiraz met een erkende gids", "Busuitstap naar Persepolis en Naqsh-e Rostam"],
          fr: ["Visite de Chiraz avec un guide agréé", "Excursion en car à Persépolis et Naqsh-e Rostam"],
        }),
        excluded: domesticExcluded(nothing),
        documents: documentsDomestic,
        visaNotes: noVisa,
      },
      [
        reach(city.shiraz, {
          fa: "پرواز صبح به شیراز؛ بعدازظهر باغ ارم و غروب در آرامگاه حافظ، همان ساعتی که شیرازی‌ها برای فال حافظ می‌آیند.",
          en: "A morning flight to Shiraz; Eram Garden in the afternoon and Hafez’s tomb at dusk, when Shirazis come to read their fortune in his verses.",
          nl: "Ochtendvlucht naar Shiraz. ’s Middags de Eramtuin, bij schemering het graf van Hafez, waar de inwoners hun toekomst in zijn verzen lezen.",
          fr: "Vol du matin pour Chiraz\u00a0; l’après-midi, le jardin d’Eram, et au crépuscule le tombeau de Hafez, où les Chiraziens viennent lire leur avenir dans ses vers.",
        }),
        {
          fa: [
            "تخت جمشید و نقش رستم",
            "روز کامل در تخت جمشید: دروازهٔ ملل، کاخ آپادانا و نقش‌برجسته‌های پلکان شرقی؛ سپس آرامگاه‌های شاهان هخامنشی در نقش رستم.",
          ],
          en: [
            "Persepolis and Naqsh-e Rostam",
            "A full day at Persepolis — the Gate of All Nations, the Apadana and the reliefs of its eastern stairway — then the Achaemenid royal tombs of Naqsh-e Rostam.",
          ],
          nl: [
            "Persepolis en Naqsh-e Rostam",
            "Een hele dag Persepolis: de Poort van Alle Naties, de Apadana en de reliëfs van de oostelijke trap. Daarna de Achaemenidische koningsgraven van Naqsh-e Rostam.",
          ],
          fr: [
            "Persépolis et Naqsh-e Rostam",
            "Journée entière à Persépolis\u00a0: la porte de Toutes les Nations, l’Apadana et les bas-reliefs de son escalier est\u00a0; puis les tombeaux royaux achéménides de Naqsh-e Rostam.",
          ],
        },
        {
          fa: [
            "نصیرالملک و بازار وکیل",
            "صبح زود نور رنگی پنجره‌های مسجد نصیرالملک، سپس ارگ کریم‌خان، مسجد و بازار وکیل و آرامگاه سعدی.",
          ],
          en: [
            "Nasir al-Mulk and the Vakil Bazaar",
            "Early morning light through the coloured windows of the Nasir al-Mulk Mosque, then the Karim Khan Citadel, the Vakil Mosque and Bazaar and Saadi’s tomb.",
          ],
          nl: [
            "Nasir-al-Molk en de Vakilbazaar",
            "Vroeg in de ochtend het gekleurde licht in de Nasir-al-Molkmoskee, daarna de citadel van Karim Khan, de Vakilmoskee en -bazaar en het graf van Saadi.",
          ],
          fr: [
            "Nasir-ol-Molk et le bazar Vakil",
            "Tôt le matin, la lumière des vitraux de la mosquée Nasir-ol-Molk, puis la citadelle de Karim Khan, la mosquée et le bazar Vakil et le tombeau de Saadi.",
          ],
        },
        homeward({
          fa: "روز آزاد برای خانهٔ زینت‌الملوک و باغ نارنجستان قوام یا خرید؛ شب پرواز بازگشت به تهران.",
          en: "A free day for the Zinat al-Molk house and the Qavam Narenjestan garden, or for shopping; the flight back to Tehran in the evening.",
          nl: "Vrij voor het huis Zinat-al-Molk en de Narenjestan-e-Qavam, of om te winkelen. ’s Avonds de vlucht terug naar Teheran.",
          fr: "Journée libre pour la maison Zinat-ol-Molk et le jardin Narenjestan-e Qavam, ou pour le shopping\u00a0; vol retour vers Téhéran le soir.",
        }),
      ],
    ),
  },
  {
    slug: "isfahan-2-nights",
    kind: "package",
    theme: "heritage",
    origin: "tehran",
    destination: "isfahan",
    nights: 2,
    transport: "bus",
    outbound: leg("tehran", "isfahan", "06:30", "12:30", "Seir-o-Safar"),
    inbound: leg("isfahan", "tehran", "16:00", "22:00", "Seir-o-Safar"),
    currency: "IRR",
    weekdays: [3],
    places: 40,
    minParticipants: 15,
    confirmDays: 7,
    depositPercent: 20,
    balanceDays: 14,
    peakPercent: 20,
    hotels: [
      hotel("Piroozy Hotel", 4, "breakfast", "IRR", 95_000_000),
      hotel("Kowsar Hotel", 5, "breakfast", "IRR", 135_000_000),
      hotel("Abbasi Hotel", 5, "breakfast", "IRR", 190_000_000, 0.6),
    ],
    text: text(
      {
        fa: {
          title: "تور اصفهان ۲ شب",
          summary: "آخر هفته‌ای در نصف جهان: میدان نقش جهان، چهلستون، سی‌وسه‌پل در شب و کلیسای وانک در محلهٔ جلفا.",
        },
        en: {
          title: "Isfahan, 2 nights",
          summary:
            "A weekend in Isfahan: Naqsh-e Jahan Square, Chehel Sotoun, Si-o-se-pol by night and Vank Cathedral in the Jolfa quarter.",
        },
        nl: {
          title: "Weekend Isfahan, 2 nachten",
          summary:
            "Een weekend Isfahan: het Naqsh-e Jahanplein, Chehel Sotoun, de brug Si-o-se-pol bij avond en de Vankkathedraal in de wijk Jolfa.",
        },
        fr: {
          title: "Ispahan en 2 nuits",
          summary:
            "Un week-end à Ispahan\u00a0: la place Naqsh-e Jahan, le palais de Chehel Sotoun, le pont Si-o-Se Pol la nuit et la cathédrale de Vank dans le quartier de la Nouvelle-Djolfa.",
        },
      },
      {
        included: domesticIncluded("bus", "breakfast", {
          fa: ["گشت شهری اصفهان با راهنمای رسمی"],
          en: ["An Isfahan city tour with a licensed guide"],
          nl: ["Stadstour door Isfahan met een erkende gids"],
          fr: ["Visite d’Ispahan avec un guide agréé"],
        }),
        excluded: domesticExcluded(nothing),
        documents: documentsDomestic,
        visaNotes: noVisa,
      },
      [
        reach(city.isfahan, {
          fa: "حرکت صبح با اتوبوس وی‌آی‌پی و رسیدن به اصفهان نزدیک ظهر؛ شب قدم زدن کنار زاینده‌رود و سی‌وسه‌پل.",
          en: "The VIP coach leaves in the morning and reaches Isfahan around noon; in the evening, a walk along the Zayanderud to Si-o-se-pol.",
          nl: "De VIP-bus vertrekt ’s ochtends en is rond het middaguur in Isfahan. ’s Avonds wandel je langs de Zayanderud naar de brug Si-o-se-pol.",
          fr: "Départ le matin en autocar VIP, arrivée à Ispahan vers midi\u00a0; le soir, promenade le long du Zayandeh Roud jusqu’au pont Si-o-Se Pol.",
        }),
        {
          fa: [
            "میدان نقش جهان",
            "مسجد شیخ لطف‌الله، مسجد امام، کاخ عالی‌قاپو و بازار قیصریه؛ بعدازظهر کاخ چهلستون و نقاشی‌های دیواری‌اش.",
          ],
          en: [
            "Naqsh-e Jahan Square",
            "The Sheikh Lotfollah and Imam mosques, Ali Qapu Palace and the Qeysarieh Bazaar; in the afternoon, Chehel Sotoun and its murals.",
          ],
          nl: [
            "Het Naqsh-e Jahanplein",
            "De moskeeën van sjeik Lotfollah en de imam, het Ali Qapupaleis en de Qeysariehbazaar; ’s middags Chehel Sotoun met zijn muurschilderingen.",
          ],
          fr: [
            "La place Naqsh-e Jahan",
            "Les mosquées du Cheikh Lotfollah et de l’Imam, le palais d’Ali Qapu et le bazar Qeysarieh\u00a0; l’après-midi, Chehel Sotoun et ses fresques.",
          ],
        },
        homeward({
          fa: "صبح کلیسای وانک و کوچه‌های جلفا، سپس پل خواجو؛ بعدازظهر حرکت به تهران و رسیدن در شب.",
          en: "In the morning, Vank Cathedral and the lanes of Jolfa, then Khaju Bridge; the coach leaves for Tehran in the afternoon and arrives at night.",
          nl: "’s Ochtends de Vankkathedraal, de straatjes van Jolfa en de Khajubrug. ’s Middags rijdt de bus terug naar Teheran, waar je ’s avonds aankomt.",
          fr: "Le matin, la cathédrale de Vank, les ruelles de Djolfa et le pont Khadjou\u00a0; l’autocar repart pour Téhéran l’après-midi et arrive le soir.",
        }),
      ],
    ),
  },
  {
    slug: "yazd-2-nights",
    kind: "package",
    theme: "heritage",
    origin: "tehran",
    destination: "yazd",
    nights: 2,
    transport: "flight",
    outbound: leg("tehran", "yazd", "06:00", "07:15", "IR", "IR 207"),
    inbound: leg("yazd", "tehran", "21:30", "22:45", "IR", "IR 208"),
    currency: "IRR",
    weekdays: [4],
    places: 25,
    minParticipants: 10,
    confirmDays: 10,
    depositPercent: 20,
    balanceDays: 14,
    peakPercent: 15,
    hotels: [
      hotel("Dad Hotel", 4, "breakfast", "IRR", 120_000_000),
      hotel("Moshir al-Mamalek Garden Hotel", 4, "breakfast", "IRR", 135_000_000),
      hotel("Parsian Safaiyeh Hotel", 5, "breakfast", "IRR", 165_000_000, 0.6),
    ],
    text: text(
      {
        fa: {
          title: "تور یزد ۲ شب",
          summary:
            "شهر بادگیرها و کوچه‌های خشتی: مجموعهٔ امیرچخماق، مسجد جامع، آتشکدهٔ زرتشتیان، دخمه‌ها و باغ دولت‌آباد.",
        },
        en: {
          title: "Yazd, 2 nights",
          summary:
            "The city of windcatchers and mud-brick lanes: the Amir Chakhmaq complex, the Jameh Mosque, the Zoroastrian fire temple, the Towers of Silence and Dowlatabad Garden.",
        },
        nl: {
          title: "Yazd, 2 nachten",
          summary:
            "De stad van windtorens en lemen steegjes: het Amir Chakhmaqcomplex, de Vrijdagmoskee, de zoroastrische vuurtempel, de Torens van de Stilte en de Dowlatabadtuin.",
        },
        fr: {
          title: "Yazd en 2 nuits",
          summary:
            "La ville des tours à vent et des ruelles de terre crue\u00a0: le complexe d’Amir Tchakhmaq, la mosquée du Vendredi, le temple du feu zoroastrien, les tours du Silence et le jardin de Dowlatabad.",
        },
      },
      {
        included: domesticIncluded("flight", "breakfast", {
          fa: ["گشت شهری یزد با راهنمای رسمی", "یک شام سنتی در خانهٔ تاریخی"],
          en: ["A Yazd city tour with a licensed guide", "A traditional dinner in a historic house"],
          nl: ["Stadstour door Yazd met een erkende gids", "Een traditioneel diner in een historisch huis"],
          fr: ["Visite de Yazd avec un guide agréé", "Un dîner traditionnel dans une demeure historique"],
        }),
        excluded: domesticExcluded(nothing),
        documents: documentsDomestic,
        visaNotes: noVisa,
      },
      [
        reach(city.yazd, {
          fa: "پرواز صبح زود به یزد؛ مجموعهٔ امیرچخماق، مسجد جامع با بلندترین مناره‌های ایران و شام سنتی در خانه‌ای تاریخی.",
          en: "An early flight to Yazd; the Amir Chakhmaq complex, the Jameh Mosque with Iran’s tallest minarets and a traditional dinner in a historic house.",
          nl: "Vroege vlucht naar Yazd; het Amir Chakhmaqcomplex, de Vrijdagmoskee met de hoogste minaretten van Iran en een traditioneel diner in een oud huis.",
          fr: "Vol matinal pour Yazd\u00a0; le complexe d’Amir Tchakhmaq, la mosquée du Vendredi aux plus hauts minarets d’Iran et un dîner traditionnel dans une vieille demeure.",
        }),
        {
          fa: [
            "یزد زرتشتی",
            "آتشکدهٔ ورهرام با آتشی که قرن‌ها روشن مانده، دخمه‌های زرتشتیان و باغ دولت‌آباد با بلندترین بادگیر جهان.",
          ],
          en: [
            "Zoroastrian Yazd",
            "The Atash Behram fire temple with its flame kept alight for centuries, the Towers of Silence and Dowlatabad Garden with the world’s tallest windcatcher.",
          ],
          nl: [
            "Zoroastrisch Yazd",
            "De vuurtempel Atash Behram, waar het vuur al eeuwen brandt, de Torens van de Stilte en de Dowlatabadtuin met de hoogste windtoren ter wereld.",
          ],
          fr: [
            "Le Yazd zoroastrien",
            "Le temple du feu Atash Behram, dont la flamme brûle depuis des siècles, les tours du Silence et le jardin de Dowlatabad et sa tour à vent, la plus haute du monde.",
          ],
        },
        homeward({
          fa: "گشت پیاده در کوچه‌های بافت تاریخی، موزهٔ آب و خرید باقلوا و قطاب یزدی؛ شب پرواز به تهران.",
          en: "A walk through the lanes of the old town, the Water Museum and a stop for Yazdi baklava and ghotab; the flight to Tehran in the evening.",
          nl: "Een wandeling door de steegjes van de oude stad, het Watermuseum en Yazdse baklava en ghotab; ’s avonds de vlucht naar Teheran.",
          fr: "Promenade dans les ruelles de la vieille ville, le musée de l’Eau et une halte pour les baklavas et ghotabs de Yazd\u00a0; vol pour Téhéran le soir.",
        }),
      ],
    ),
  },
  {
    slug: "tabriz-3-nights",
    kind: "package",
    theme: "heritage",
    origin: "tehran",
    destination: "tabriz",
    nights: 3,
    transport: "flight",
    outbound: leg("tehran", "tabriz", "08:30", "09:45", "IR", "IR 403"),
    inbound: leg("tabriz", "tehran", "19:00", "20:15", "IR", "IR 404"),
    currency: "IRR",
    weekdays: [1],
    places: 25,
    minParticipants: 10,
    confirmDays: 10,
    depositPercent: 20,
    balanceDays: 14,
    peakPercent: 15,
    hotels: [hotel("Pars El Goli Hotel", 5, "breakfast", "IRR", 175_000_000, 0.6)],
    text: text(
      {
        fa: {
          title: "تور تبریز ۳ شب",
          summary: "تبریز و بازار سرپوشیدهٔ ثبت‌شده در یونسکو، مسجد کبود، ائل‌گلی و روستای صخره‌ای کندوان.",
        },
        en: {
          title: "Tabriz, 3 nights",
          summary:
            "Tabriz and its UNESCO-listed covered bazaar, the Blue Mosque, El Goli park and the rock village of Kandovan.",
        },
        nl: {
          title: "Tabriz, 3 nachten",
          summary:
            "Tabriz met zijn overdekte bazaar op de Werelderfgoedlijst, de Blauwe Moskee, het park El Goli en het rotsdorp Kandovan.",
        },
        fr: {
          title: "Tabriz en 3 nuits",
          summary:
            "Tabriz et son bazar couvert inscrit à l’Unesco, la Mosquée bleue, le parc d’El Goli et le village troglodyte de Kandovan.",
        },
      },
      {
        included: domesticIncluded("flight", "breakfast", {
          fa: ["گشت شهری تبریز با راهنما", "گشت روستای کندوان"],
          en: ["A guided Tabriz city tour", "A trip to Kandovan village"],
          nl: ["Stadstour door Tabriz met gids", "Uitstap naar het dorp Kandovan"],
          fr: ["Visite guidée de Tabriz", "Excursion au village de Kandovan"],
        }),
        excluded: domesticExcluded(nothing),
        documents: documentsDomestic,
        visaNotes: noVisa,
      },
      [
        reach(city.tabriz, {
          fa: "پرواز صبح به تبریز و جاگیری در هتل کنار پارک ائل‌گلی؛ عصر قدم زدن دور استخر و عمارت وسط آب.",
          en: "A morning flight to Tabriz and check-in beside El Goli park; in the evening, a walk round its lake and the pavilion in the water.",
          nl: "Ochtendvlucht naar Tabriz en inchecken naast het park El Goli. ’s Avonds wandel je rond de vijver met het paviljoen in het water.",
          fr: "Vol du matin pour Tabriz et installation près du parc d’El Goli\u00a0; le soir, promenade autour du bassin et de son pavillon sur l’eau.",
        }),
        {
          fa: [
            "بازار و مسجد کبود",
            "یکی از بزرگ‌ترین بازارهای سرپوشیدهٔ جهان با تیمچه‌های آجری‌اش، مسجد کبود با کاشی‌های فیروزه‌ای، ارگ علیشاه و موزهٔ آذربایجان.",
          ],
          en: [
            "The bazaar and the Blue Mosque",
            "One of the world’s largest covered bazaars with its brick timchehs, the turquoise tiles of the Blue Mosque, the Arg of Alishah and the Azerbaijan Museum.",
          ],
          nl: [
            "De bazaar en de Blauwe Moskee",
            "Een van de grootste overdekte bazaars ter wereld met zijn bakstenen timcheh’s, de turquoise tegels van de Blauwe Moskee, de Arg van Alishah en het Azerbeidzjanmuseum.",
          ],
          fr: [
            "Le bazar et la Mosquée bleue",
            "L’un des plus grands bazars couverts du monde et ses timchehs de brique, les faïences turquoise de la Mosquée bleue, l’Arg d’Alishah et le musée d’Azerbaïdjan.",
          ],
        },
        {
          fa: [
            "کندوان",
            "روستای صخره‌ای کندوان در دامنهٔ سهند که مردمش هنوز در خانه‌های کله‌قندی سنگی زندگی می‌کنند؛ عسل و آب معدنی کندوان را بچشید.",
          ],
          en: [
            "Kandovan",
            "The rock village of Kandovan on the slopes of Mount Sahand, whose people still live in cone-shaped stone homes; taste its honey and mineral water.",
          ],
          nl: [
            "Het rotsdorp Kandovan",
            "Kandovan op de flank van de Sahand, waar mensen nog in kegelvormige rotswoningen wonen. Proef de honing en het bronwater.",
          ],
          fr: [
            "Le village de Kandovan",
            "Kandovan, sur les pentes du mont Sahand, où l’on habite encore des maisons coniques taillées dans la roche\u00a0; goûtez son miel et son eau minérale.",
          ],
        },
        homeward({
          fa: "خانهٔ مشروطه و خرید سوغات (قرابیه، لوز و فرش) در بازار؛ عصر پرواز به تهران.",
          en: "The Constitution House and souvenir shopping (qurabiyeh, lowz and carpets) in the bazaar; the flight to Tehran in the evening.",
          nl: "Het Huis van de Constitutie en souvenirs (qurabiyeh, lowz en tapijten) in de bazaar; ’s avonds de vlucht naar Teheran.",
          fr: "La maison de la Constitution et les achats au bazar (qurabiyeh, lowz et tapis)\u00a0; vol pour Téhéran le soir.",
        }),
      ],
    ),
  },
];

// ——— Day tours (prices per person in rials, paid in full at booking) ———

const dayIncluded = (extras: Lang<string[]>): Lang<string[]> =>
  join(
    {
      fa: ["اتوبوس یا ون دربست در تمام مسیر", "راهنمای رسمی گردشگری"],
      en: ["A private coach or van for the whole day", "A licensed tour guide"],
      nl: ["Een eigen bus of busje voor de hele dag", "Een erkende gids"],
      fr: ["Un car ou un minibus privé pour la journée", "Un guide officiel agréé"],
    },
    extras,
    {
      fa: ["میان‌وعده و آب معدنی", "بیمهٔ حوادث"],
      en: ["Snacks and bottled water", "Accident insurance"],
      nl: ["Snacks en flessen water", "Ongevallenverzekering"],
      fr: ["Collation et eau minérale", "Assurance accident"],
    },
  );

const dayExcluded: Lang<string[]> = {
  fa: ["خرید شخصی", "انعام راهنما و راننده"],
  en: ["Personal shopping", "Tips for the guide and driver"],
  nl: ["Persoonlijke aankopen", "Fooien voor gids en chauffeur"],
  fr: ["Les achats personnels", "Les pourboires du guide et du chauffeur"],
};

const tickets: Lang<string[]> = {
  fa: ["بلیت ورودی همهٔ بناهای برنامه"],
  en: ["Entrance tickets to every site on the programme"],
  nl: ["Toegangskaarten voor alle bezienswaardigheden in het programma"],
  fr: ["Les billets d’entrée de tous les sites du programme"],
};

const lunch: Lang<string[]> = {
  fa: ["ناهار در رستوران سنتی"],
  en: ["Lunch in a traditional restaurant"],
  nl: ["Lunch in een traditioneel restaurant"],
  fr: ["Le déjeuner dans un restaurant traditionnel"],
};

/** What every day tour shares: a coach, no night, no hotel, rials, paid in full (100 %) with no balance to come. */
const dayTour = (): Pick<
  TourSeed,
  "kind" | "nights" | "transport" | "currency" | "depositPercent" | "balanceDays" | "confirmDays" | "hotels"
> => ({
  kind: "day",
  nights: 0,
  transport: "bus",
  currency: "IRR",
  depositPercent: 100,
  balanceDays: 0,
  confirmDays: 7,
  hotels: [],
});

const days: TourSeed[] = [
  {
    ...dayTour(),
    slug: "kashan-day",
    theme: "heritage",
    origin: "tehran",
    destination: "kashan",
    outbound: leg("tehran", "kashan", "06:30", "09:45", "Royal Safar Iranian"),
    inbound: leg("kashan", "tehran", "17:00", "20:15", "Royal Safar Iranian"),
    weekdays: [5],
    places: 25,
    minParticipants: 12,
    peakPercent: 20,
    dayPrices: { adult: 38_000_000, child: 28_000_000, infant: 3_800_000 },
    text: text(
      {
        fa: {
          title: "تور یک‌روزهٔ کاشان",
          summary:
            "یک جمعه در کاشان: باغ فین، خانه‌های طباطبایی‌ها و بروجردی‌ها، حمام سلطان امیر احمد و بازار قدیمی شهر.",
        },
        en: {
          title: "Kashan day trip",
          summary:
            "A Friday in Kashan: Fin Garden, the Tabatabaei and Boroujerdi houses, the Sultan Amir Ahmad bathhouse and the old bazaar.",
        },
        nl: {
          title: "Dagtocht naar Kashan",
          summary:
            "Een vrijdag in Kashan: de Fintuin, de huizen van de Tabatabaei’s en de Boroujerdi’s, het badhuis van sultan Amir Ahmad en de oude bazaar.",
        },
        fr: {
          title: "Journée à Kachan",
          summary:
            "Un vendredi à Kachan\u00a0: le jardin de Fin, les maisons Tabatabaei et Boroujerdi, le hammam du sultan Amir Ahmad et le vieux bazar.",
        },
      },
      {
        included: dayIncluded(join(tickets, lunch)),
        excluded: dayExcluded,
        documents: documentsDomestic,
        visaNotes: noVisa,
      },
      [
        {
          fa: [
            "باغ فین",
            "باغ ایرانی ثبت‌شده در یونسکو با جوی‌های فیروزه‌ای و چشمهٔ سلیمانیه، و حمامی که امیرکبیر در آن به قتل رسید.",
          ],
          en: [
            "Fin Garden",
            "A UNESCO-listed Persian garden with turquoise channels fed by the Soleymanieh spring, and the bathhouse where Amir Kabir was murdered.",
          ],
          nl: [
            "De Fintuin",
            "Een Perzische tuin op de Werelderfgoedlijst, met turquoise waterlopen uit de bron Soleymanieh en het badhuis waar Amir Kabir werd vermoord.",
          ],
          fr: [
            "Le jardin de Fin",
            "Un jardin persan inscrit à l’Unesco, ses canaux turquoise alimentés par la source Soleymanieh, et le hammam où fut assassiné Amir Kabir.",
          ],
        },
        {
          fa: [
            "خانه‌های تاریخی",
            "خانهٔ طباطبایی‌ها و خانهٔ بروجردی‌ها با حیاط‌های گودال‌باغچه، گچ‌بری‌های ظریف و بادگیرهای بلند.",
          ],
          en: [
            "The merchants’ houses",
            "The Tabatabaei and Boroujerdi houses, with sunken courtyards, fine stucco and tall windcatchers.",
          ],
          nl: [
            "De koopmanshuizen",
            "De huizen van de Tabatabaei’s en de Boroujerdi’s, met verzonken binnenplaatsen, fijn stucwerk en hoge windtorens.",
          ],
          fr: [
            "Les maisons de marchands",
            "Les maisons Tabatabaei et Boroujerdi, leurs cours en contrebas, leurs stucs délicats et leurs hautes tours à vent.",
          ],
        },
        {
          fa: [
            "حمام سلطان امیر احمد",
            "حمام کاشی‌کاری‌شدهٔ دوران صفوی و بام گنبدی‌اش با چشم‌انداز شهر؛ ناهار در رستورانی سنتی.",
          ],
          en: [
            "Sultan Amir Ahmad bathhouse",
            "A tiled Safavid bathhouse with a domed roof overlooking the town; lunch in a traditional restaurant.",
          ],
          nl: [
            "Badhuis van sultan Amir Ahmad",
            "Een betegeld badhuis uit de Safavidentijd met een koepeldak en uitzicht over de stad; lunch in een traditioneel restaurant.",
          ],
          fr: [
            "Le hammam du sultan Amir Ahmad",
            "Un hammam safavide couvert de faïences, dont les coupoles dominent la ville\u00a0; déjeuner dans un restaurant traditionnel.",
          ],
        },
        {
          fa: [
            "بازار و مسجد آقابزرگ",
            "تیمچهٔ امین‌الدوله در بازار کاشان، خرید گلاب و فرش، و مسجد و مدرسهٔ آقابزرگ پیش از بازگشت به تهران.",
          ],
          en: [
            "The bazaar and Agha Bozorg",
            "The Amin al-Dowleh timcheh in Kashan’s bazaar, rosewater and carpets, and the Agha Bozorg mosque and school before the drive back to Tehran.",
          ],
          nl: [
            "Bazaar en Agha Bozorg",
            "De Amin-al-Dowlehhal in de bazaar van Kashan, rozenwater en tapijten, en de Agha Bozorgmoskee voor de terugrit naar Teheran.",
          ],
          fr: [
            "Le bazar et Agha Bozorg",
            "La timcheh Amin-od-Dowleh, joyau du bazar, l’eau de rose et les tapis, puis la mosquée-école d’Agha Bozorg avant le retour à Téhéran.",
          ],
        },
      ],
    ),
  },
  {
    ...dayTour(),
    // A day tour within one city: the group meets in Shiraz and comes back there (only day tours may do that).
    slug: "persepolis-pasargadae-day",
    theme: "heritage",
    origin: "shiraz",
    destination: "shiraz",
    outbound: leg("shiraz", "shiraz", "07:30", "08:30", "Parvaz"),
    inbound: leg("shiraz", "shiraz", "17:00", "18:30", "Parvaz"),
    weekdays: [0, 4],
    places: 20,
    minParticipants: 8,
    peakPercent: 25,
    dayPrices: { adult: 32_000_000, child: 24_000_000, infant: 3_200_000 },
    text: text(
      {
        fa: {
          title: "تور یک‌روزهٔ تخت جمشید و پاسارگاد",
          summary:
            "از شیراز تا پایتخت‌های هخامنشیان: تخت جمشید، آرامگاه‌های نقش رستم و آرامگاه کوروش بزرگ در پاسارگاد.",
        },
        en: {
          title: "Persepolis and Pasargadae day tour",
          summary:
            "From Shiraz to the Achaemenid capitals: Persepolis, the royal tombs of Naqsh-e Rostam and the tomb of Cyrus the Great at Pasargadae.",
        },
        nl: {
          title: "Dagtour Persepolis en Pasargadae",
          summary:
            "Vanuit Shiraz naar de hoofdsteden van de Achaemeniden: Persepolis, de koningsgraven van Naqsh-e Rostam en het graf van Cyrus de Grote in Pasargadae.",
        },
        fr: {
          title: "Persépolis et Pasargades en une journée",
          summary:
            "De Chiraz aux capitales achéménides\u00a0: Persépolis, les tombeaux royaux de Naqsh-e Rostam et le tombeau de Cyrus le Grand à Pasargades.",
        },
      },
      {
        included: dayIncluded(join(tickets, lunch)),
        excluded: dayExcluded,
        documents: documentsDomestic,
        visaNotes: noVisa,
      },
      [
        {
          fa: [
            "تخت جمشید",
            "سه ساعت گشت با راهنما از دروازهٔ ملل تا کاخ آپادانا، تالار صدستون و نقش‌برجستهٔ نمایندگان ملت‌ها.",
          ],
          en: [
            "Persepolis, the palace city",
            "Three guided hours from the Gate of All Nations to the Apadana, the Hall of a Hundred Columns and the reliefs of the tribute bearers.",
          ],
          nl: [
            "Persepolis, de paleisstad",
            "Drie uur met de gids, van de Poort van Alle Naties naar de Apadana, de Honderdzuilenzaal en de reliëfs van de schatplichtige volken.",
          ],
          fr: [
            "Persépolis, la cité royale",
            "Trois heures de visite guidée, de la porte de Toutes les Nations à l’Apadana, la salle aux Cent Colonnes et les bas-reliefs des porteurs de tribut.",
          ],
        },
        {
          fa: ["نقش رستم", "آرامگاه‌های داریوش و خشایارشا در دل کوه و نقش‌برجستهٔ پیروزی شاپور بر والرین."],
          en: [
            "Naqsh-e Rostam",
            "The tombs of Darius and Xerxes cut into the cliff and the relief of Shapur’s victory over Valerian.",
          ],
          nl: [
            "De rotsgraven van Naqsh-e Rostam",
            "De graven van Darius en Xerxes in de rotswand en het reliëf van Shapurs overwinning op Valerianus.",
          ],
          fr: [
            "Les tombeaux de Naqsh-e Rostam",
            "Les tombeaux de Darius et de Xerxès taillés dans la falaise et le bas-relief du triomphe de Shapur sur Valérien.",
          ],
        },
        {
          fa: [
            "پاسارگاد",
            "پس از ناهار، آرامگاه کوروش بزرگ، کاخ‌های پاسارگاد و باغ شاهی که الگوی باغ ایرانی شد؛ بازگشت به شیراز در غروب.",
          ],
          en: [
            "Pasargadae",
            "After lunch, the tomb of Cyrus the Great, the palaces of Pasargadae and the royal garden that set the pattern of the Persian garden; back in Shiraz at sunset.",
          ],
          nl: [
            "Pasargadae, de eerste hoofdstad",
            "Na de lunch het graf van Cyrus de Grote, de paleizen en de koninklijke tuin die het model werd voor de Perzische tuin. Bij zonsondergang terug in Shiraz.",
          ],
          fr: [
            "Pasargades",
            "Après le déjeuner, le tombeau de Cyrus le Grand, les palais et le jardin royal, modèle du jardin persan\u00a0; retour à Chiraz au coucher du soleil.",
          ],
        },
      ],
    ),
  },
  {
    ...dayTour(),
    // A walking day inside Isfahan: it meets and ends in the city (only day tours may do that).
    slug: "isfahan-old-town-day",
    theme: "city",
    origin: "isfahan",
    destination: "isfahan",
    outbound: leg("isfahan", "isfahan", "08:30", "09:00", "Parvaz"),
    inbound: leg("isfahan", "isfahan", "17:30", "18:00", "Parvaz"),
    weekdays: [1, 5],
    places: 18,
    minParticipants: 6,
    peakPercent: 20,
    dayPrices: { adult: 22_000_000, child: 15_000_000, infant: 2_000_000 },
    text: text(
      {
        fa: {
          title: "گشت یک‌روزهٔ اصفهان قدیم",
          summary: "یک روز پیاده در اصفهان تاریخی: مسجد جامع، میدان نقش جهان، چهلستون و پل‌های زاینده‌رود در غروب.",
        },
        en: {
          title: "Old Isfahan day tour",
          summary:
            "A day on foot through historic Isfahan: the Jameh Mosque, Naqsh-e Jahan Square, Chehel Sotoun and the Zayanderud bridges at sunset.",
        },
        nl: {
          title: "Dagwandeling door het oude Isfahan",
          summary:
            "Een dag te voet door het historische Isfahan: de Vrijdagmoskee, het Naqsh-e Jahanplein, Chehel Sotoun en de bruggen over de Zayanderud bij zonsondergang.",
        },
        fr: {
          title: "Le vieil Ispahan en une journée",
          summary:
            "Une journée à pied dans l’Ispahan historique\u00a0: la mosquée du Vendredi, la place Naqsh-e Jahan, Chehel Sotoun et les ponts du Zayandeh Roud au coucher du soleil.",
        },
      },
      {
        included: dayIncluded(join(tickets, lunch)),
        excluded: dayExcluded,
        documents: documentsDomestic,
        visaNotes: noVisa,
      },
      [
        {
          fa: ["مسجد جامع اصفهان", "هزار سال معماری اسلامی در یک بنا، از گنبد سلجوقی نظام‌الملک تا محراب اولجایتو."],
          en: [
            "The Jameh Mosque",
            "A thousand years of Islamic architecture in one building, from the Seljuk dome of Nizam al-Mulk to the mihrab of Oljeitu.",
          ],
          nl: [
            "De Vrijdagmoskee",
            "Duizend jaar islamitische bouwkunst in één gebouw, van de Seltsjoekse koepel van Nizam al-Molk tot de mihrab van Öljeitü.",
          ],
          fr: [
            "La mosquée du Vendredi",
            "Mille ans d’architecture islamique en un seul édifice, de la coupole seldjoukide de Nizam al-Molk au mihrab d’Oldjaïtou.",
          ],
        },
        {
          fa: [
            "میدان نقش جهان",
            "از میان بازار به میدان می‌رسیم: مسجد شیخ لطف‌الله، مسجد امام و ایوان کاخ عالی‌قاپو؛ ناهار بریانی اصفهانی.",
          ],
          en: [
            "Naqsh-e Jahan Square",
            "Through the bazaar to the square: the Sheikh Lotfollah Mosque, the Imam Mosque and the terrace of Ali Qapu; a lunch of Isfahani beryani.",
          ],
          nl: [
            "Het Naqsh-e Jahanplein",
            "Door de bazaar naar het plein: de moskee van sjeik Lotfollah, de Imammoskee en het terras van Ali Qapu. Als lunch beryani uit Isfahan.",
          ],
          fr: [
            "La place Naqsh-e Jahan",
            "Par le bazar jusqu’à la place\u00a0: la mosquée du Cheikh Lotfollah, la mosquée de l’Imam et la terrasse d’Ali Qapu\u00a0; déjeuner de beryani d’Ispahan.",
          ],
        },
        {
          fa: [
            "چهلستون",
            "کاخ چهلستون با ستون‌های چوبی‌اش که در حوض جلوی آن دوبرابر می‌شود و نقاشی‌های دیواری جنگ‌ها و مهمانی‌های صفوی.",
          ],
          en: [
            "Chehel Sotoun",
            "The palace whose wooden columns double in the pool before it, and its murals of Safavid battles and banquets.",
          ],
          nl: [
            "Paleis Chehel Sotoun",
            "Het paleis waarvan de houten zuilen zich in de vijver verdubbelen, met muurschilderingen van Safavidische veldslagen en feesten.",
          ],
          fr: [
            "Le palais de Chehel Sotoun",
            "Le palais dont les colonnes de bois se doublent dans le bassin, et ses fresques de batailles et de banquets safavides.",
          ],
        },
        {
          fa: ["سی‌وسه‌پل و پل خواجو", "پایان روز با قدم زدن کنار زاینده‌رود و تماشای غروب از پل خواجو."],
          en: [
            "Si-o-se-pol and Khaju Bridge",
            "The day ends with a walk along the Zayanderud and the sunset from Khaju Bridge.",
          ],
          nl: [
            "Si-o-se-pol en de Khajubrug",
            "De dag eindigt met een wandeling langs de Zayanderud en de zonsondergang vanaf de Khajubrug.",
          ],
          fr: [
            "Si-o-Se Pol et le pont Khadjou",
            "La journée s’achève par une promenade le long du Zayandeh Roud et le coucher du soleil depuis le pont Khadjou.",
          ],
        },
      ],
    ),
  },
  {
    ...dayTour(),
    slug: "qom-jamkaran-day",
    theme: "pilgrimage",
    origin: "tehran",
    destination: "qom",
    outbound: leg("tehran", "qom", "07:00", "09:00", "Royal Safar Iranian"),
    inbound: leg("qom", "tehran", "20:30", "22:30", "Royal Safar Iranian"),
    weekdays: [2],
    places: 25,
    minParticipants: 15,
    peakPercent: 10,
    dayPrices: { adult: 16_000_000, child: 11_000_000, infant: 1_500_000 },
    text: text(
      {
        fa: {
          title: "تور زیارتی یک‌روزهٔ قم و جمکران",
          summary: "زیارت حرم حضرت معصومه (س) و شب چهارشنبه در مسجد مقدس جمکران، با اتوبوس از تهران و بازگشت همان شب.",
        },
        en: {
          title: "Qom and Jamkaran pilgrimage day",
          summary:
            "A visit to the shrine of Fatima Masumeh and Tuesday evening at the holy Jamkaran Mosque, by coach from Tehran and back the same night.",
        },
        nl: {
          title: "Bedevaartsdag naar Qom en Jamkaran",
          summary:
            "Een bezoek aan het heiligdom van Fatima Masumeh en de dinsdagavond in de heilige Jamkaranmoskee, per bus vanuit Teheran en dezelfde avond terug.",
        },
        fr: {
          title: "Journée de pèlerinage à Qom et Jamkaran",
          summary:
            "Le sanctuaire de Fatima Masoumeh et la soirée du mardi à la sainte mosquée de Jamkaran, en autocar depuis Téhéran, retour le soir même.",
        },
      },
      {
        included: dayIncluded(lunch),
        excluded: dayExcluded,
        documents: documentsDomestic,
        visaNotes: noVisa,
      },
      [
        {
          fa: ["حرم حضرت معصومه (س)", "زیارت و نماز ظهر در حرم، صحن‌های آینه‌کاری‌شده و موزهٔ آستانه."],
          en: [
            "The shrine of Fatima Masumeh",
            "Prayers and the noon prayer at the shrine, its mirrored courtyards and the shrine museum.",
          ],
          nl: [
            "Het heiligdom van Fatima Masumeh",
            "Bezoek en middaggebed in het heiligdom, met zijn spiegelversierde hoven en het museum.",
          ],
          fr: [
            "Le sanctuaire de Fatima Masoumeh",
            "Visite et prière de midi au sanctuaire, ses cours ornées de miroirs et son musée.",
          ],
        },
        {
          fa: ["بازار قم", "ناهار و خرید سوهان تازه در بازار و خیابان‌های اطراف حرم."],
          en: ["The Qom bazaar", "Lunch and fresh sohan, Qom’s saffron brittle, in the bazaar around the shrine."],
          nl: [
            "De bazaar van Qom",
            "Lunch en verse sohan, de saffraanlekkernij van Qom, in de bazaar rond het heiligdom.",
          ],
          fr: [
            "Le bazar de Qom",
            "Déjeuner et sohan frais, la friandise au safran de Qom, dans le bazar autour du sanctuaire.",
          ],
        },
        {
          fa: ["مسجد جمکران", "نماز مغرب و عشا و مراسم شب چهارشنبه در مسجد جمکران؛ حرکت به تهران پس از نماز."],
          en: [
            "Jamkaran Mosque",
            "The evening prayers and the Tuesday-night gathering at Jamkaran Mosque; the coach returns to Tehran afterwards.",
          ],
          nl: [
            "De Jamkaranmoskee",
            "De avondgebeden en de bijeenkomst van dinsdagavond in de Jamkaranmoskee; daarna rijdt de bus terug naar Teheran.",
          ],
          fr: [
            "La mosquée de Jamkaran",
            "Les prières du soir et la veillée du mardi à la mosquée de Jamkaran\u00a0; retour en autocar vers Téhéran ensuite.",
          ],
        },
      ],
    ),
  },
  {
    ...dayTour(),
    slug: "qazvin-day",
    theme: "heritage",
    origin: "tehran",
    destination: "qazvin",
    outbound: leg("tehran", "qazvin", "07:00", "09:15", "Royal Safar Iranian"),
    inbound: leg("qazvin", "tehran", "17:30", "19:45", "Royal Safar Iranian"),
    weekdays: [5],
    places: 25,
    minParticipants: 12,
    peakPercent: 15,
    dayPrices: { adult: 30_000_000, child: 22_000_000, infant: 3_000_000 },
    text: text(
      {
        fa: {
          title: "تور یک‌روزهٔ قزوین",
          summary: "پایتخت صفویان پیش از اصفهان: کاروانسرای سعدالسلطنه، کاخ چهلستون، مسجد جامع و آب‌انبارهای قزوین.",
        },
        en: {
          title: "Qazvin day trip",
          summary:
            "The Safavid capital before Isfahan: the Saad al-Saltaneh caravanserai, the Chehel Sotoun pavilion, the Jameh Mosque and Qazvin’s water cisterns.",
        },
        nl: {
          title: "Dagtocht naar Qazvin",
          summary:
            "De Safavidische hoofdstad van vóór Isfahan: de karavanserai Saad-al-Saltaneh, het paviljoen Chehel Sotoun, de Vrijdagmoskee en de waterreservoirs.",
        },
        fr: {
          title: "Journée à Qazvin",
          summary:
            "La capitale safavide d’avant Ispahan\u00a0: le caravansérail Saad-os-Saltaneh, le pavillon de Chehel Sotoun, la mosquée du Vendredi et les citernes de la ville.",
        },
      },
      {
        included: dayIncluded(join(tickets, lunch)),
        excluded: dayExcluded,
        documents: documentsDomestic,
        visaNotes: noVisa,
      },
      [
        {
          fa: [
            "کاروانسرای سعدالسلطنه",
            "یکی از بزرگ‌ترین کاروانسراهای شهری ایران که امروز پر از حجره‌های صنایع‌دستی و قهوه‌خانه است.",
          ],
          en: [
            "Saad al-Saltaneh caravanserai",
            "One of Iran’s largest town caravanserais, now full of craft workshops and teahouses.",
          ],
          nl: [
            "Karavanserai Saad-al-Saltaneh",
            "Een van de grootste stadskaravanserais van Iran, nu vol ambachtswinkels en theehuizen.",
          ],
          fr: [
            "Le caravansérail Saad-os-Saltaneh",
            "L’un des plus grands caravansérails urbains d’Iran, aujourd’hui plein d’ateliers d’artisans et de maisons de thé.",
          ],
        },
        {
          fa: [
            "چهلستون و سردر عالی‌قاپو",
            "کلاه‌فرنگی باقی‌مانده از کاخ‌های شاه طهماسب و سردر کاشی‌کاری‌شدهٔ عالی‌قاپو.",
          ],
          en: [
            "Chehel Sotoun and the Ali Qapu gate",
            "The pavilion left from Shah Tahmasp’s palaces and the tiled Ali Qapu gateway.",
          ],
          nl: [
            "Chehel Sotoun en de Ali Qapupoort",
            "Het paviljoen dat overbleef van de paleizen van sjah Tahmasp en de betegelde Ali Qapupoort.",
          ],
          fr: [
            "Chehel Sotoun et la porte d’Ali Qapu",
            "Le pavillon, dernier vestige des palais de Chah Tahmasp, et le portail en faïence d’Ali Qapu.",
          ],
        },
        {
          fa: [
            "مسجد جامع و آب‌انبار",
            "مسجد جامع عتیق قزوین با ایوان‌های سلجوقی و صفوی، سپس آب‌انبار سردار و ناهار قیمه‌نثار قزوینی.",
          ],
          en: [
            "The Jameh Mosque and a cistern",
            "Qazvin’s old Jameh Mosque with its Seljuk and Safavid iwans, the Sardar cistern and a lunch of Qazvini gheymeh nesar.",
          ],
          nl: [
            "Vrijdagmoskee en waterreservoir",
            "De oude Vrijdagmoskee met zijn Seltsjoekse en Safavidische iwans, het Sardarreservoir en als lunch gheymeh nesar uit Qazvin.",
          ],
          fr: [
            "La mosquée du Vendredi et la citerne",
            "La vieille mosquée du Vendredi et ses iwans seldjoukides et safavides, la citerne Sardar et un déjeuner de gheymeh nesar de Qazvin.",
          ],
        },
      ],
    ),
  },
];

export const tourCatalogue: TourSeed[] = [...abroad, ...domestic, ...days];
