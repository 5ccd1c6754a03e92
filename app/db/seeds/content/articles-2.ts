import type { ArticleSeed } from "./types";

export const articlesPart2: ArticleSeed[] = [
  {
    key: "cheap-flights",
    author: "reza",
    publishedAt: "2026-05-06T08:00:00Z",
    categories: ["budget", "tips"],
    t: {
      fa: {
        slug: "راه-های-خرید-بلیت-ارزان",
        title: "هفت راه برای خرید بلیت ارزان‌تر",
        summary: "زمان خرید، روز پرواز و انعطاف در مقصد چقدر در قیمت اثر دارند.",
        tags: ["بلیت ارزان", "پرواز"],
        body: `قیمت بلیت هواپیما هر روز تغییر می‌کند، اما چند قاعدهٔ ساده کمک می‌کند کمتر بپردازید.

1. **زود بخرید:** برای پروازهای خارجی شش تا هشت هفته قبل معمولاً بهترین زمان است.
2. **وسط هفته پرواز کنید:** سه‌شنبه و چهارشنبه اغلب ارزان‌ترند.
3. **فرودگاه‌های نزدیک را مقایسه کنید.**
4. **چارترها را ببینید:** در فصل تعطیلات گاهی ارزان‌ترین گزینه‌اند.
5. **بار را بشناسید:** نرخ بدون بار ممکن است در نهایت گران‌تر شود.
6. **قیمت را در چند ارز ببینید.**
7. **در خبرنامه عضو شوید** تا پیشنهادهای ویژه را زودتر بگیرید.`,
      },
      en: {
        slug: "seven-ways-to-cheaper-flights",
        title: "Seven ways to buy cheaper flights",
        summary: "How much the moment you buy, the day you fly and a flexible destination change the price.",
        tags: ["Cheap flights", "Flights"],
        body: `Airfares change every day, but a few simple rules help you pay less.

1. **Buy early:** for international flights, six to eight weeks ahead is usually the sweet spot.
2. **Fly midweek:** Tuesdays and Wednesdays are often cheaper.
3. **Compare nearby airports.**
4. **Look at charters:** in holiday season they are sometimes the cheapest option.
5. **Know the baggage rules:** a fare without baggage can end up more expensive.
6. **Compare the price in several currencies.**
7. **Subscribe to the newsletter** to get special offers first.`,
      },
      nl: {
        slug: "zeven-manieren-om-goedkoper-te-vliegen",
        title: "Zeven manieren om goedkoper te vliegen",
        summary: "Hoeveel het moment van boeken, de vliegdag en een flexibele bestemming schelen in de prijs.",
        tags: ["Goedkope vluchten", "Vluchten"],
        body: `Vliegtarieven veranderen elke dag, maar met een paar eenvoudige regels betaalt u minder.

1. **Boek vroeg:** voor internationale vluchten is zes tot acht weken vooraf meestal ideaal.
2. **Vlieg midden in de week:** dinsdag en woensdag zijn vaak goedkoper.
3. **Vergelijk luchthavens in de buurt.**
4. **Kijk naar chartervluchten:** in het hoogseizoen zijn die soms het goedkoopst.
5. **Ken de bagageregels:** een tarief zonder bagage kan uiteindelijk duurder uitvallen.
6. **Vergelijk de prijs in verschillende valuta.**
7. **Abonneer u op de nieuwsbrief** en ontvang aanbiedingen als eerste.`,
      },
      fr: {
        slug: "sept-astuces-pour-des-vols-moins-chers",
        title: "Sept astuces pour payer vos vols moins cher",
        summary: "L’influence du moment de l’achat, du jour de vol et d’une destination flexible sur le prix.",
        tags: ["Vols pas chers", "Vols"],
        body: `Les tarifs aériens changent chaque jour, mais quelques règles simples aident à payer moins.

1. **Achetez tôt :** pour les vols internationaux, six à huit semaines avant est souvent idéal.
2. **Volez en milieu de semaine :** le mardi et le mercredi sont souvent moins chers.
3. **Comparez les aéroports voisins.**
4. **Regardez les charters :** en haute saison, ce sont parfois les moins chers.
5. **Connaissez les règles bagages :** un tarif sans bagage peut finir par coûter plus cher.
6. **Comparez le prix dans plusieurs devises.**
7. **Abonnez-vous à la lettre d’information** pour recevoir les offres en premier.`,
      },
    },
  },
  {
    key: "istanbul-three-days",
    author: "ali",
    publishedAt: "2026-05-28T08:00:00Z",
    categories: ["destinations"],
    t: {
      fa: {
        slug: "سه-روز-در-استانبول",
        title: "سه روز در استانبول",
        summary: "برنامهٔ سفر کوتاه به شهری میان دو قاره: ایاصوفیه، بسفر و کادیکوی.",
        tags: ["استانبول", "ترکیه"],
        body: `استانبول یکی از محبوب‌ترین مقصدهای خارجی مسافران ایرانی است و پرواز از تهران حدود سه ساعت طول می‌کشد.

## روز اول: شبه‌جزیرهٔ تاریخی

ایاصوفیه، مسجد سلطان‌احمد و کاخ توپکاپی نزدیک هم هستند. عصر به بازار بزرگ بروید.

## روز دوم: بسفر

یک قایق عمومی از امینونو بگیرید و تا روستای آنادولو کاواغی بروید. ماهی کبابی کنار آب را امتحان کنید.

## روز سوم: سمت آسیایی

کادیکوی و مودا محله‌هایی آرام با کافه‌های خوب هستند.

**نکته:** کارت حمل‌ونقل «استانبول‌کارت» را در روز اول بخرید.`,
      },
      en: {
        slug: "three-days-in-istanbul",
        title: "Three days in Istanbul",
        summary: "A short itinerary in a city on two continents: Hagia Sophia, the Bosphorus and Kadıköy.",
        tags: ["Istanbul", "Turkey"],
        body: `Istanbul is one of the favourite foreign destinations of Iranian travellers, and the flight from Tehran takes about three hours.

## Day one: the historic peninsula

Hagia Sophia, the Blue Mosque and Topkapı Palace are close together. Visit the Grand Bazaar in the afternoon.

## Day two: the Bosphorus

Take a public ferry from Eminönü up to the village of Anadolu Kavağı. Try grilled fish by the water.

## Day three: the Asian side

Kadıköy and Moda are relaxed neighbourhoods with good cafés.

**Tip:** buy an “Istanbulkart” transport card on the first day.`,
      },
      nl: {
        slug: "drie-dagen-in-istanbul",
        title: "Drie dagen in Istanbul",
        summary: "Een korte reisroute in een stad op twee continenten: de Hagia Sophia, de Bosporus en Kadıköy.",
        tags: ["Istanbul", "Turkije"],
        body: `Istanbul is een van de favoriete buitenlandse bestemmingen van Iraanse reizigers; de vlucht vanuit Teheran duurt ongeveer drie uur.

## Dag één: het historische schiereiland

De Hagia Sophia, de Blauwe Moskee en het Topkapıpaleis liggen dicht bij elkaar. Ga ’s middags naar de Grote Bazaar.

## Dag twee: de Bosporus

Neem een gewone veerboot vanaf Eminönü naar het dorp Anadolu Kavağı. Proef gegrilde vis aan het water.

## Dag drie: de Aziatische kant

Kadıköy en Moda zijn ontspannen wijken met goede cafés.

**Tip:** koop op de eerste dag een “Istanbulkart” voor het openbaar vervoer.`,
      },
      fr: {
        slug: "trois-jours-a-istanbul",
        title: "Trois jours à Istanbul",
        summary:
          "Un court itinéraire dans une ville à cheval sur deux continents : Sainte-Sophie, le Bosphore et Kadıköy.",
        tags: ["Istanbul", "Turquie"],
        body: `Istanbul est l’une des destinations étrangères préférées des voyageurs iraniens ; le vol depuis Téhéran dure environ trois heures.

## Premier jour : la péninsule historique

Sainte-Sophie, la Mosquée bleue et le palais de Topkapı sont tout proches. L’après-midi, visitez le Grand Bazar.

## Deuxième jour : le Bosphore

Prenez un ferry public depuis Eminönü jusqu’au village d’Anadolu Kavağı. Goûtez le poisson grillé au bord de l’eau.

## Troisième jour : la rive asiatique

Kadıköy et Moda sont des quartiers paisibles avec de bons cafés.

**Astuce :** achetez une carte de transport « Istanbulkart » dès le premier jour.`,
      },
    },
  },
  {
    key: "packing-list",
    author: "maryam",
    publishedAt: "2026-06-15T08:00:00Z",
    categories: ["tips"],
    t: {
      fa: {
        slug: "فهرست-وسایل-سفر",
        title: "فهرست وسایل سفر که هیچ‌وقت فراموش نمی‌کنید",
        summary: "یک فهرست سادهٔ چمدان برای سفرهای کوتاه و بلند، با قوانین بار دستی.",
        tags: ["چمدان", "بار"],
        body: `بیشتر تماس‌هایی که در فرودگاه با پشتیبانی می‌گیرند دربارهٔ مدارک یا بار است. این فهرست کمکتان می‌کند.

## مدارک

- گذرنامه یا کارت ملی
- بلیت الکترونیکی و واچر هتل روی تلفن
- بیمه‌نامهٔ مسافرتی

## بار دستی

- مایعات فقط در ظرف‌های ۱۰۰ میلی‌لیتری، در یک کیسهٔ شفاف
- شارژر و پاوربانک فقط در بار دستی، نه در چمدان تحویلی
- داروهای ضروری با نسخه

## چمدان

وزن مجاز روی بلیت شما نوشته شده است؛ پیش از رفتن به فرودگاه چمدان را وزن کنید.`,
      },
      en: {
        slug: "the-packing-list-you-will-not-forget",
        title: "The packing list you will never forget",
        summary: "A simple packing list for short and long trips, with the cabin baggage rules.",
        tags: ["Packing", "Baggage"],
        body: `Most calls our support team gets from airports are about documents or baggage. This list helps.

## Documents

- Passport or national ID card
- E-ticket and hotel voucher on your phone
- Travel insurance certificate

## Cabin bag

- Liquids only in 100 ml containers, in one clear bag
- Chargers and power banks in the cabin bag only, never in checked baggage
- Essential medicines with a prescription

## Suitcase

Your baggage allowance is printed on your ticket; weigh your suitcase before you leave for the airport.`,
      },
      nl: {
        slug: "de-paklijst-die-u-nooit-vergeet",
        title: "De paklijst die u nooit meer vergeet",
        summary: "Een eenvoudige paklijst voor korte en lange reizen, met de regels voor handbagage.",
        tags: ["Inpakken", "Bagage"],
        body: `De meeste telefoontjes die onze klantenservice vanaf luchthavens krijgt, gaan over documenten of bagage. Deze lijst helpt.

## Documenten

- Paspoort of nationale identiteitskaart
- E-ticket en hotelvoucher op uw telefoon
- Bewijs van uw reisverzekering

## Handbagage

- Vloeistoffen alleen in flesjes van 100 ml, in één doorzichtig zakje
- Opladers en powerbanks alleen in de handbagage, nooit in de ruimbagage
- Noodzakelijke medicijnen met recept

## Koffer

Uw bagagetoelage staat op uw ticket; weeg uw koffer voordat u naar de luchthaven vertrekt.`,
      },
      fr: {
        slug: "la-liste-de-bagages-a-ne-jamais-oublier",
        title: "La liste de bagages à ne jamais oublier",
        summary: "Une liste simple pour les voyages courts et longs, avec les règles du bagage cabine.",
        tags: ["Valise", "Bagages"],
        body: `La plupart des appels que notre service client reçoit depuis les aéroports concernent les documents ou les bagages. Cette liste vous aidera.

## Documents

- Passeport ou carte d’identité nationale
- Billet électronique et bon d’hôtel sur votre téléphone
- Attestation d’assurance voyage

## Bagage cabine

- Liquides uniquement en flacons de 100 ml, dans un sac transparent
- Chargeurs et batteries externes en cabine seulement, jamais en soute
- Médicaments indispensables avec ordonnance

## Valise

Votre franchise bagages figure sur votre billet ; pesez votre valise avant de partir pour l’aéroport.`,
      },
    },
  },
  {
    key: "shiraz-spring",
    author: "neda",
    publishedAt: "2026-07-01T08:00:00Z",
    categories: ["destinations", "domestic"],
    t: {
      fa: {
        slug: "بهار-در-شیراز",
        title: "بهار در شیراز: باغ‌ها، شعر و بهارنارنج",
        summary: "از حافظیه تا تخت جمشید؛ راهنمای سفر به شیراز در فصل شکوفه‌ها.",
        tags: ["شیراز", "بهار"],
        body: `در اردیبهشت، بوی بهارنارنج در همهٔ کوچه‌های شیراز پیچیده است.

## دیدنی‌ها

- **حافظیه و سعدیه:** آرامگاه دو شاعر بزرگ، عصرها پر از شعرخوانی است.
- **باغ ارم:** سروهای بلند و گل‌های بهاری.
- **مسجد نصیرالملک:** صبح زود بروید تا نور شیشه‌های رنگی را ببینید.

## یک روز بیرون شهر

تخت جمشید و نقش رستم حدود یک ساعت با شیراز فاصله دارند. کلاه و آب فراموش نشود.

**پیشنهاد:** پرواز صبح زود بگیرید تا از روز اول استفاده کنید.`,
      },
      en: {
        slug: "spring-in-shiraz",
        title: "Spring in Shiraz: gardens, poetry and orange blossom",
        summary: "From the tomb of Hafez to Persepolis: a guide to Shiraz in blossom season.",
        tags: ["Shiraz", "Spring"],
        body: `In May, the scent of orange blossom fills every street of Shiraz.

## Sights

- **The tombs of Hafez and Saadi:** in the evening, people gather to recite poetry.
- **Eram Garden:** tall cypresses and spring flowers.
- **Nasir al-Mulk Mosque:** go early in the morning to see the light through the stained glass.

## A day outside the city

Persepolis and Naqsh-e Rostam are about an hour from Shiraz. Do not forget a hat and water.

**Suggestion:** take an early-morning flight to make the most of your first day.`,
      },
      nl: {
        slug: "lente-in-shiraz",
        title: "Lente in Shiraz: tuinen, poëzie en oranjebloesem",
        summary: "Van het graf van Hafez tot Persepolis: een gids voor Shiraz in de bloeitijd.",
        tags: ["Shiraz", "Lente"],
        body: `In mei hangt de geur van oranjebloesem in elke straat van Shiraz.

## Bezienswaardigheden

- **De graven van Hafez en Saadi:** ’s avonds komen mensen er samen om gedichten voor te dragen.
- **De Eramtuin:** hoge cipressen en lentebloemen.
- **De Nasir al-Molk-moskee:** ga vroeg in de ochtend voor het licht door het glas-in-lood.

## Een dag buiten de stad

Persepolis en Naqsh-e Rostam liggen op ongeveer een uur van Shiraz. Vergeet geen hoed en water.

**Suggestie:** neem een vroege ochtendvlucht om uw eerste dag goed te benutten.`,
      },
      fr: {
        slug: "le-printemps-a-chiraz",
        title: "Le printemps à Chiraz : jardins, poésie et fleurs d’oranger",
        summary: "Du tombeau de Hafez à Persépolis : un guide de Chiraz à la saison des fleurs.",
        tags: ["Chiraz", "Printemps"],
        body: `En mai, le parfum des fleurs d’oranger emplit toutes les rues de Chiraz.

## À voir

- **Les tombeaux de Hafez et de Saadi :** le soir, on s’y retrouve pour réciter des poèmes.
- **Le jardin d’Eram :** de grands cyprès et des fleurs de printemps.
- **La mosquée Nasir al-Molk :** allez-y tôt le matin pour la lumière à travers les vitraux.

## Une journée hors de la ville

Persépolis et Naqsh-e Rostam sont à environ une heure de Chiraz. N’oubliez ni chapeau ni eau.

**Suggestion :** prenez un vol tôt le matin pour profiter pleinement du premier jour.`,
      },
    },
  },
];
