/**
 * The services the agency quotes for (decision 800): six templates in four languages, each with the estimate items
 * it starts from — realistic volumes and prices (rials at home, euros abroad), which the customer then changes. The
 * seed (seed.ts) writes them; ids and slugs are stable so a re-seed keeps the projects' links.
 */
import type { Locale } from "~/routing/screen-table";
import type { DefaultItem, ServiceText } from "./schema";

export interface ServiceSeed {
  id: number;
  slug: string;
  persons: number;
  picture: string;
  texts: Record<Locale, ServiceText>;
  items: DefaultItem[];
}

const n = (fa: string, en: string, nl: string, fr: string): Record<Locale, string> => ({ fa, en, nl, fr });

export const serviceCatalogue: ServiceSeed[] = [
  {
    id: 1,
    slug: "group-tour",
    persons: 20,
    picture: "/images/services/group-tour.svg",
    texts: {
      fa: {
        name: "تور گروهی",
        summary: "سفر گروهی شیراز و اصفهان با هتل، اتوبوس، راهنما و غذا، به انتخاب شما.",
        description:
          "برای خانواده‌ها، انجمن‌ها و دوستانی که با هم سفر می‌کنند: هتل، اتوبوس دربست، راهنمای مجاز، ناهار و بلیت بناهای تاریخی را در یک برآورد ببینید، تعداد و قیمت هر قلم را تغییر دهید و از آژانس پیش‌فاکتور قطعی بخواهید.",
      },
      en: {
        name: "Group tour",
        summary: "Shiraz and Isfahan as a group: hotel, coach, guide and meals, as you choose.",
        description:
          "For families, clubs and friends travelling together: the hotel, a private coach, a licensed guide, lunches and entry tickets in one estimate. Change the quantity and price of each item, then ask the agency for a firm quote.",
      },
      nl: {
        name: "Groepsreis",
        summary: "Shiraz en Isfahan als groep: hotel, touringcar, gids en maaltijden, naar uw keuze.",
        description:
          "Voor families, verenigingen en vrienden die samen reizen: het hotel, een eigen touringcar, een erkende gids, lunches en toegangskaarten in één schatting. Pas aantal en prijs van elk onderdeel aan en vraag het bureau daarna om een vaste offerte.",
      },
      fr: {
        name: "Voyage de groupe",
        summary: "Chiraz et Ispahan en groupe : hôtel, autocar, guide et repas, à votre choix.",
        description:
          "Pour les familles, les associations et les amis qui voyagent ensemble : l’hôtel, un autocar privé, un guide agréé, les déjeuners et les entrées dans un seul devis. Modifiez la quantité et le prix de chaque poste, puis demandez à l’agence un devis ferme.",
      },
    },
    items: [
      {
        name: n(
          "اتاق دو تخته هتل (شب)",
          "Hotel double rooms",
          "Tweepersoonskamers in het hotel",
          "Chambres doubles à l’hôtel",
        ),
        kind: "room_nights",
        unit: "night",
        volume: 50,
        value: 42_000_000,
        currency: "IRR",
        coefficient: 1,
      },
      {
        name: n("اتوبوس دربست", "Private coach", "Eigen touringcar", "Autocar privé"),
        kind: "bus",
        unit: "day",
        volume: 6,
        value: 54_000_000,
        currency: "IRR",
        coefficient: 1,
      },
      {
        name: n("راهنمای مجاز", "Licensed guide", "Erkende gids", "Guide agréé"),
        kind: "guide",
        unit: "day",
        volume: 6,
        value: 36_000_000,
        currency: "IRR",
        coefficient: 1,
      },
      {
        name: n("ناهار", "Lunches", "Lunches", "Déjeuners"),
        kind: "catering",
        unit: "person",
        volume: 100,
        value: 9_000_000,
        currency: "IRR",
        coefficient: 1,
      },
      {
        name: n("بلیت بناهای تاریخی", "Monument tickets", "Toegangskaarten monumenten", "Entrées des monuments"),
        kind: "activity",
        unit: "person",
        volume: 20,
        value: 6_000_000,
        currency: "IRR",
        coefficient: 1,
      },
    ],
  },
  {
    id: 2,
    slug: "corporate-conference",
    persons: 80,
    picture: "/images/services/conference.svg",
    texts: {
      fa: {
        name: "همایش سازمانی",
        summary: "همایش دو روزه در استانبول: سالن، پذیرایی، اقامت، پرواز و ترانسفر.",
        description:
          "برای شرکت‌ها و سازمان‌ها: سالن همایش با تجهیزات، پذیرایی روزانه، اتاق هتل برای شرکت‌کنندگان، پرواز رفت و برگشت و ترانسفر فرودگاه. تعداد نفرات و روزها را تغییر دهید؛ سهم هر نفر و جمع کل را با مالیات یا بدون آن ببینید.",
      },
      en: {
        name: "Corporate conference",
        summary: "A two-day conference in Istanbul: hall, catering, rooms, flights and transfers.",
        description:
          "For companies and organisations: an equipped conference hall, daily catering, hotel rooms for the participants, return flights and airport transfers. Change the number of people and days; see the share per person and the total with or without VAT.",
      },
      nl: {
        name: "Bedrijfscongres",
        summary: "Een tweedaags congres in Istanbul: zaal, catering, kamers, vluchten en transfers.",
        description:
          "Voor bedrijven en organisaties: een uitgeruste congreszaal, dagelijkse catering, hotelkamers voor de deelnemers, retourvluchten en luchthaventransfers. Wijzig het aantal personen en dagen; zie het deel per persoon en het totaal met of zonder btw.",
      },
      fr: {
        name: "Conférence d’entreprise",
        summary: "Une conférence de deux jours à Istanbul : salle, restauration, chambres, vols et transferts.",
        description:
          "Pour les entreprises et les organisations : une salle équipée, la restauration de chaque jour, les chambres des participants, les vols aller-retour et les transferts depuis l’aéroport. Modifiez le nombre de personnes et de jours ; voyez la part par personne et le total TVA comprise ou hors TVA.",
      },
    },
    items: [
      {
        name: n(
          "سالن همایش با تجهیزات",
          "Conference hall with equipment",
          "Congreszaal met apparatuur",
          "Salle de conférence équipée",
        ),
        kind: "hall",
        unit: "day",
        volume: 2,
        value: 180_000,
        currency: "EUR",
        coefficient: 1,
      },
      {
        name: n("پذیرایی و ناهار", "Coffee breaks and lunch", "Koffiepauzes en lunch", "Pauses café et déjeuner"),
        kind: "catering",
        unit: "person",
        volume: 160,
        value: 3_500,
        currency: "EUR",
        coefficient: 1,
      },
      {
        name: n("اتاق هتل (شب)", "Hotel rooms", "Hotelkamers", "Chambres d’hôtel"),
        kind: "room_nights",
        unit: "night",
        volume: 160,
        value: 9_500,
        currency: "EUR",
        coefficient: 1,
      },
      {
        name: n(
          "پرواز تهران ـ استانبول",
          "Flights Tehran–Istanbul",
          "Vluchten Teheran–Istanbul",
          "Vols Téhéran–Istanbul",
        ),
        kind: "flights",
        unit: "person",
        volume: 80,
        value: 32_000,
        currency: "EUR",
        coefficient: 1,
      },
      {
        name: n("ترانسفر فرودگاه", "Airport transfers", "Luchthaventransfers", "Transferts aéroport"),
        kind: "transfer",
        unit: "trip",
        volume: 4,
        value: 25_000,
        currency: "EUR",
        coefficient: 1,
      },
    ],
  },
  {
    id: 3,
    slug: "pilgrimage-group",
    persons: 40,
    picture: "/images/services/pilgrimage.svg",
    texts: {
      fa: {
        name: "کاروان زیارتی",
        summary: "زیارت مشهد برای کاروان‌ها: پرواز، هتل نزدیک حرم، ترانسفر، روحانی کاروان و غذا.",
        description:
          "برای هیئت‌ها و کاروان‌های زیارتی: پرواز رفت و برگشت، هتل نزدیک حرم مطهر (با ضریب فصل پرزائر)، ترانسفر، روحانی و مدیر کاروان و وعده‌های غذایی. برآورد را به اندازه کاروان خود تنظیم کنید.",
      },
      en: {
        name: "Pilgrimage group",
        summary: "Mashhad for pilgrim groups: flights, a hotel near the shrine, transfers, a group leader and meals.",
        description:
          "For pilgrim groups and congregations: return flights, a hotel near the holy shrine (with a busy-season coefficient), transfers, a group leader and meals. Fit the estimate to the size of your group.",
      },
      nl: {
        name: "Pelgrimsgroep",
        summary:
          "Mashhad voor pelgrimsgroepen: vluchten, een hotel bij het heiligdom, transfers, een groepsleider en maaltijden.",
        description:
          "Voor pelgrimsgroepen en gemeenschappen: retourvluchten, een hotel bij het heiligdom (met een coëfficiënt voor het drukke seizoen), transfers, een groepsleider en maaltijden. Stem de schatting af op de grootte van uw groep.",
      },
      fr: {
        name: "Groupe de pèlerinage",
        summary:
          "Mashhad pour les groupes de pèlerins : vols, hôtel près du sanctuaire, transferts, accompagnateur et repas.",
        description:
          "Pour les groupes de pèlerins et les communautés : vols aller-retour, un hôtel près du saint sanctuaire (avec un coefficient de haute saison), transferts, un accompagnateur et les repas. Adaptez le devis à la taille de votre groupe.",
      },
    },
    items: [
      {
        name: n("پرواز تهران ـ مشهد", "Flights Tehran–Mashhad", "Vluchten Teheran–Mashhad", "Vols Téhéran–Mashhad"),
        kind: "flights",
        unit: "person",
        volume: 40,
        value: 48_000_000,
        currency: "IRR",
        coefficient: 1,
      },
      {
        name: n("هتل نزدیک حرم (شب)", "Hotel near the shrine", "Hotel bij het heiligdom", "Hôtel près du sanctuaire"),
        kind: "room_nights",
        unit: "night",
        volume: 60,
        value: 30_000_000,
        currency: "IRR",
        coefficient: 1.2,
      },
      {
        name: n("ترانسفر", "Transfers", "Transfers", "Transferts"),
        kind: "transfer",
        unit: "trip",
        volume: 4,
        value: 9_000_000,
        currency: "IRR",
        coefficient: 1,
      },
      {
        name: n("روحانی و مدیر کاروان", "Group leader", "Groepsleider", "Accompagnateur"),
        kind: "guide",
        unit: "day",
        volume: 4,
        value: 15_000_000,
        currency: "IRR",
        coefficient: 1,
      },
      {
        name: n("وعده‌های غذایی", "Meals", "Maaltijden", "Repas"),
        kind: "catering",
        unit: "person",
        volume: 40,
        value: 12_000_000,
        currency: "IRR",
        coefficient: 1,
      },
    ],
  },
  {
    id: 4,
    slug: "wedding-honeymoon",
    persons: 2,
    picture: "/images/services/honeymoon.svg",
    texts: {
      fa: {
        name: "ماه عسل",
        summary: "هفت شب در آنتالیا برای دو نفر: پرواز، سوئیت رو به دریا، ترانسفر و گشت دریایی.",
        description:
          "سفر ماه عسل یا جشن عروسی در مقصد: پرواز، سوئیت رو به دریا (با ضریب اتاق ویژه)، ترانسفر خصوصی، گشت قایق و بیمه مسافرتی. هر قلم را به سلیقه خود تغییر دهید.",
      },
      en: {
        name: "Wedding and honeymoon",
        summary: "Seven nights in Antalya for two: flights, a sea-view suite, transfers and a boat trip.",
        description:
          "A honeymoon, or a wedding at the destination: flights, a sea-view suite (with a suite coefficient), a private transfer, a boat trip and travel insurance. Change every item to your taste.",
      },
      nl: {
        name: "Bruiloft en huwelijksreis",
        summary: "Zeven nachten in Antalya voor twee: vluchten, een suite met zeezicht, transfers en een boottocht.",
        description:
          "Een huwelijksreis, of een bruiloft op de bestemming: vluchten, een suite met zeezicht (met een suitecoëfficiënt), een privétransfer, een boottocht en een reisverzekering. Pas elk onderdeel naar wens aan.",
      },
      fr: {
        name: "Mariage et lune de miel",
        summary: "Sept nuits à Antalya pour deux : vols, suite vue mer, transferts et sortie en bateau.",
        description:
          "Une lune de miel, ou un mariage sur place : les vols, une suite vue mer (avec un coefficient de suite), un transfert privé, une sortie en bateau et l’assurance voyage. Modifiez chaque poste à votre goût.",
      },
    },
    items: [
      {
        name: n("پرواز تهران ـ آنتالیا", "Flights Tehran–Antalya", "Vluchten Teheran–Antalya", "Vols Téhéran–Antalya"),
        kind: "flights",
        unit: "person",
        volume: 2,
        value: 38_000,
        currency: "EUR",
        coefficient: 1,
      },
      {
        name: n("سوئیت رو به دریا (شب)", "Sea-view suite", "Suite met zeezicht", "Suite vue mer"),
        kind: "room_nights",
        unit: "night",
        volume: 7,
        value: 14_000,
        currency: "EUR",
        coefficient: 1.25,
      },
      {
        name: n("ترانسفر خصوصی", "Private transfer", "Privétransfer", "Transfert privé"),
        kind: "transfer",
        unit: "trip",
        volume: 2,
        value: 4_500,
        currency: "EUR",
        coefficient: 1,
      },
      {
        name: n("گشت قایق", "Boat trip", "Boottocht", "Sortie en bateau"),
        kind: "activity",
        unit: "person",
        volume: 2,
        value: 12_000,
        currency: "EUR",
        coefficient: 1,
      },
      {
        name: n("بیمه مسافرتی", "Travel insurance", "Reisverzekering", "Assurance voyage"),
        kind: "insurance",
        unit: "person",
        volume: 2,
        value: 1_800,
        currency: "EUR",
        coefficient: 1,
      },
    ],
  },
  {
    id: 5,
    slug: "school-trip",
    persons: 45,
    picture: "/images/services/school-trip.svg",
    texts: {
      fa: {
        name: "اردوی مدرسه",
        summary: "اردوی دو شبه کاشان برای دانش‌آموزان: اتوبوس، اقامتگاه، غذا، راهنما و بیمه.",
        description:
          "برای مدرسه‌ها و مربیان: اتوبوس با راننده، اقامتگاه گروهی، سه وعده غذا، راهنمای آموزشی، بیمه حادثه و بلیت موزه‌ها. تعداد دانش‌آموزان را وارد کنید و سهم هر نفر را ببینید.",
      },
      en: {
        name: "School trip",
        summary: "Two nights in Kashan for pupils: coach, group lodging, meals, a guide and insurance.",
        description:
          "For schools and teachers: a coach with driver, group lodging, three meals a day, an educational guide, accident insurance and museum tickets. Enter the number of pupils and see the share of each.",
      },
      nl: {
        name: "Schoolreis",
        summary:
          "Twee nachten in Kashan voor leerlingen: touringcar, groepsverblijf, maaltijden, een gids en verzekering.",
        description:
          "Voor scholen en leerkrachten: een touringcar met chauffeur, een groepsverblijf, drie maaltijden per dag, een educatieve gids, een ongevallenverzekering en museumkaarten. Vul het aantal leerlingen in en zie het deel per leerling.",
      },
      fr: {
        name: "Sortie scolaire",
        summary: "Deux nuits à Kashan pour les élèves : autocar, hébergement de groupe, repas, guide et assurance.",
        description:
          "Pour les écoles et les enseignants : un autocar avec chauffeur, un hébergement de groupe, trois repas par jour, un guide pédagogique, une assurance accident et les entrées des musées. Indiquez le nombre d’élèves et voyez la part de chacun.",
      },
    },
    items: [
      {
        name: n("اتوبوس با راننده", "Coach with driver", "Touringcar met chauffeur", "Autocar avec chauffeur"),
        kind: "bus",
        unit: "day",
        volume: 3,
        value: 42_000_000,
        currency: "IRR",
        coefficient: 1,
      },
      {
        name: n("اقامتگاه گروهی (شب)", "Group lodging", "Groepsverblijf", "Hébergement de groupe"),
        kind: "room_nights",
        unit: "night",
        volume: 90,
        value: 9_000_000,
        currency: "IRR",
        coefficient: 1,
      },
      {
        name: n("سه وعده غذا", "Three meals a day", "Drie maaltijden per dag", "Trois repas par jour"),
        kind: "catering",
        unit: "person",
        volume: 135,
        value: 3_600_000,
        currency: "IRR",
        coefficient: 1,
      },
      {
        name: n("راهنمای آموزشی", "Educational guide", "Educatieve gids", "Guide pédagogique"),
        kind: "guide",
        unit: "day",
        volume: 3,
        value: 18_000_000,
        currency: "IRR",
        coefficient: 1,
      },
      {
        name: n("بیمه حادثه", "Accident insurance", "Ongevallenverzekering", "Assurance accident"),
        kind: "insurance",
        unit: "person",
        volume: 45,
        value: 1_200_000,
        currency: "IRR",
        coefficient: 1,
      },
      {
        name: n("بلیت موزه‌ها", "Museum tickets", "Museumkaarten", "Entrées des musées"),
        kind: "activity",
        unit: "person",
        volume: 45,
        value: 2_400_000,
        currency: "IRR",
        coefficient: 1,
      },
    ],
  },
  {
    id: 6,
    slug: "custom-itinerary",
    persons: 2,
    picture: "/images/services/custom-itinerary.svg",
    texts: {
      fa: {
        name: "برنامه سفر دلخواه",
        summary: "سفری که در فهرست ما نیست: پرواز، هتل، ترانسفر و راهنما را خودتان بچینید.",
        description:
          "مقصد، روزها و خدمات را خودتان انتخاب کنید: از چند قلم پیشنهادی شروع کنید، قلم‌های تازه اضافه کنید و از کارشناسان آژانس بخواهید برنامه و قیمت قطعی را برایتان آماده کنند.",
      },
      en: {
        name: "Custom itinerary",
        summary: "A trip our catalogue does not sell: put together flights, hotel, transfers and a guide yourself.",
        description:
          "Choose the destination, the days and the services yourself: start from a few suggested items, add your own and ask the agency’s travel designers to prepare the itinerary and a firm price.",
      },
      nl: {
        name: "Reis op maat",
        summary: "Een reis die onze catalogus niet verkoopt: stel zelf vluchten, hotel, transfers en een gids samen.",
        description:
          "Kies zelf de bestemming, de dagen en de diensten: begin met een paar voorgestelde onderdelen, voeg uw eigen toe en vraag de reisontwerpers van het bureau het programma en een vaste prijs op te stellen.",
      },
      fr: {
        name: "Itinéraire sur mesure",
        summary: "Un voyage que notre catalogue ne vend pas : composez vous-même vols, hôtel, transferts et guide.",
        description:
          "Choisissez vous-même la destination, les jours et les services : partez de quelques postes proposés, ajoutez les vôtres et demandez aux conseillers de l’agence de préparer l’itinéraire et un prix ferme.",
      },
    },
    items: [
      {
        name: n("پرواز رفت و برگشت", "Return flights", "Retourvluchten", "Vols aller-retour"),
        kind: "flights",
        unit: "person",
        volume: 2,
        value: 25_000,
        currency: "EUR",
        coefficient: 1,
      },
      {
        name: n("هتل (شب)", "Hotel", "Hotel", "Hôtel"),
        kind: "room_nights",
        unit: "night",
        volume: 5,
        value: 9_000,
        currency: "EUR",
        coefficient: 1,
      },
      {
        name: n("ترانسفر", "Transfers", "Transfers", "Transferts"),
        kind: "transfer",
        unit: "trip",
        volume: 2,
        value: 4_000,
        currency: "EUR",
        coefficient: 1,
      },
      {
        name: n("راهنمای محلی", "Local guide", "Lokale gids", "Guide local"),
        kind: "guide",
        unit: "day",
        volume: 1,
        value: 12_000,
        currency: "EUR",
        coefficient: 1,
      },
    ],
  },
];
