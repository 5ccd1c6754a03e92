import type { ArticleSeed } from "./types";

export const articlesPart1: ArticleSeed[] = [
  {
    key: "isfahan-weekend",
    author: "neda",
    publishedAt: "2026-03-02T08:00:00Z",
    categories: ["destinations", "domestic"],
    t: {
      fa: {
        slug: "آخر-هفته-در-اصفهان",
        title: "یک آخر هفته در اصفهان",
        summary: "میدان نقش جهان، پل‌های زاینده‌رود و بهترین بریانی شهر در دو روز.",
        tags: ["اصفهان", "سفر کوتاه"],
        body: `اصفهان را «نصف جهان» می‌نامند و با دو روز وقت هم می‌شود بخش بزرگی از آن را دید.

## روز اول: میدان نقش جهان

صبح زود به میدان بروید تا پیش از شلوغی، مسجد شیخ لطف‌الله را در نور ملایم ببینید. بعد از آن کاخ عالی‌قاپو و بازار قیصریه در همان میدان هستند.

- ناهار: بریانی در نزدیکی میدان
- عصر: چای در چایخانه‌های اطراف بازار

## روز دوم: پل‌ها و جلفا

قدم زدن کنار زاینده‌رود از سی‌وسه‌پل تا پل خواجو در غروب تجربه‌ای فراموش‌نشدنی است. محلهٔ جلفا و کلیسای وانک را هم از دست ندهید.

**نکته:** پروازهای تهران به اصفهان کمتر از یک ساعت طول می‌کشد و قطار شبانه هم گزینهٔ خوبی است.`,
      },
      en: {
        slug: "a-weekend-in-isfahan",
        title: "A weekend in Isfahan",
        summary: "Naqsh-e Jahan Square, the bridges of the Zayandeh River and the city’s best beryani in two days.",
        tags: ["Isfahan", "Short break"],
        body: `Isfahan is called “half the world”, and even with two days you can see a large part of it.

## Day one: Naqsh-e Jahan Square

Go early, before the crowds, to see the Sheikh Lotfollah Mosque in soft morning light. The Ali Qapu Palace and the Qeysarieh Bazaar are on the same square.

- Lunch: beryani near the square
- Afternoon: tea in one of the teahouses around the bazaar

## Day two: bridges and Jolfa

A walk along the Zayandeh River from Si-o-se Pol to the Khaju Bridge at sunset is unforgettable. Do not miss the Armenian quarter of Jolfa and the Vank Cathedral.

**Tip:** flights from Tehran to Isfahan take less than an hour, and the night train is a good alternative.`,
      },
      nl: {
        slug: "een-weekend-in-isfahan",
        title: "Een weekend in Isfahan",
        summary: "Het Naqsh-e Jahanplein, de bruggen over de Zayandeh en de beste beryani van de stad in twee dagen.",
        tags: ["Isfahan", "Korte trip"],
        body: `Isfahan heet “de helft van de wereld”, en zelfs in twee dagen ziet u er een groot deel van.

## Dag één: het Naqsh-e Jahanplein

Ga vroeg, vóór de drukte, om de Sjeik Lotfollah-moskee in het zachte ochtendlicht te zien. Het Ali Qapu-paleis en de Qeysarieh-bazaar liggen aan hetzelfde plein.

- Lunch: beryani vlak bij het plein
- Middag: thee in een van de theehuizen rond de bazaar

## Dag twee: bruggen en Jolfa

Een wandeling langs de Zayandeh van Si-o-se Pol naar de Khaju-brug bij zonsondergang vergeet u nooit. Sla de Armeense wijk Jolfa en de Vank-kathedraal niet over.

**Tip:** een vlucht van Teheran naar Isfahan duurt minder dan een uur, en de nachttrein is een goed alternatief.`,
      },
      fr: {
        slug: "un-week-end-a-ispahan",
        title: "Un week-end à Ispahan",
        summary: "La place Naqsh-e Jahan, les ponts du Zayandeh et le meilleur beryani de la ville en deux jours.",
        tags: ["Ispahan", "Escapade"],
        body: `On surnomme Ispahan « la moitié du monde », et en deux jours on peut déjà en voir une grande partie.

## Premier jour : la place Naqsh-e Jahan

Arrivez tôt, avant la foule, pour voir la mosquée Cheikh Lotfollah dans la douce lumière du matin. Le palais Ali Qapu et le bazar Qeysarieh donnent sur la même place.

- Déjeuner : un beryani près de la place
- Après-midi : un thé dans une maison de thé autour du bazar

## Deuxième jour : les ponts et Djolfa

Une promenade le long du Zayandeh, du Si-o-se Pol au pont Khadjou au coucher du soleil, est inoubliable. Ne manquez pas le quartier arménien de Djolfa et la cathédrale Vank.

**Astuce :** le vol Téhéran–Ispahan dure moins d’une heure, et le train de nuit est une bonne alternative.`,
      },
    },
  },
  {
    key: "refund-penalties",
    author: "reza",
    publishedAt: "2026-03-20T08:00:00Z",
    categories: ["tips"],
    t: {
      fa: {
        slug: "جریمه-استرداد-بلیت-هواپیما",
        title: "جریمهٔ استرداد بلیت هواپیما چطور حساب می‌شود؟",
        summary: "چرا جریمهٔ کنسلی به نوع نرخ و زمان باقی‌مانده تا پرواز بستگی دارد.",
        tags: ["استرداد", "بلیت"],
        body: `هر بلیت هواپیما یک «نوع نرخ» دارد و قوانین استرداد به همان وابسته است.

## دو عامل اصلی

1. **نوع نرخ:** نرخ‌های ارزان‌تر معمولاً جریمهٔ بیشتری دارند. بلیت‌های چارتر اغلب کمترین انعطاف را دارند.
2. **زمان تا پرواز:** هرچه به زمان پرواز نزدیک‌تر شوید، درصد جریمه بالاتر می‌رود.

## چه کار کنیم؟

- پیش از خرید، قوانین نرخ را در صفحهٔ نتایج بخوانید.
- اگر برنامهٔ سفرتان قطعی نیست، نرخ انعطاف‌پذیرتر را انتخاب کنید.
- درخواست استرداد را هرچه زودتر از داشبورد خود ثبت کنید.

جدول کامل جریمه‌ها را در راهنمای استرداد ببینید.`,
      },
      en: {
        slug: "how-airline-refund-penalties-work",
        title: "How are airline refund penalties calculated?",
        summary: "Why the cancellation penalty depends on the fare type and the time left before departure.",
        tags: ["Refunds", "Tickets"],
        body: `Every airline ticket has a “fare type”, and the refund rules depend on it.

## Two main factors

1. **Fare type:** cheaper fares usually carry higher penalties. Charter tickets are often the least flexible.
2. **Time before departure:** the closer you get to the flight, the higher the percentage you lose.

## What to do

- Read the fare rules on the results page before you buy.
- If your plans are not fixed, choose a more flexible fare.
- Request the refund from your dashboard as early as possible.

You will find the full penalty table in the refund guide.`,
      },
      nl: {
        slug: "hoe-annuleringskosten-van-vliegtickets-werken",
        title: "Hoe worden annuleringskosten van vliegtickets berekend?",
        summary: "Waarom de annuleringskosten afhangen van het tarieftype en de tijd tot vertrek.",
        tags: ["Terugbetaling", "Tickets"],
        body: `Elk vliegticket heeft een “tarieftype”, en de terugbetalingsregels hangen daarvan af.

## Twee belangrijke factoren

1. **Tarieftype:** goedkopere tarieven hebben meestal hogere kosten. Charterticket zijn vaak het minst flexibel.
2. **Tijd tot vertrek:** hoe dichter bij de vlucht, hoe hoger het percentage dat u verliest.

## Wat kunt u doen?

- Lees de tariefregels op de resultatenpagina voordat u boekt.
- Staan uw plannen nog niet vast, kies dan een flexibeler tarief.
- Vraag de terugbetaling zo vroeg mogelijk aan via uw dashboard.

De volledige tabel met kosten staat in de terugbetalingsgids.`,
      },
      fr: {
        slug: "comment-sont-calculees-les-penalites-d-annulation",
        title: "Comment sont calculées les pénalités d’annulation d’un billet d’avion ?",
        summary: "Pourquoi la pénalité dépend du type de tarif et du temps restant avant le départ.",
        tags: ["Remboursement", "Billets"],
        body: `Chaque billet d’avion a un « type de tarif », et les règles de remboursement en dépendent.

## Deux facteurs principaux

1. **Le type de tarif :** les tarifs les moins chers ont en général les pénalités les plus élevées. Les billets charter sont souvent les moins flexibles.
2. **Le temps avant le départ :** plus le vol approche, plus le pourcentage retenu augmente.

## Que faire ?

- Lisez les règles tarifaires sur la page des résultats avant d’acheter.
- Si vos projets ne sont pas arrêtés, choisissez un tarif plus flexible.
- Demandez le remboursement depuis votre tableau de bord le plus tôt possible.

Le tableau complet des pénalités se trouve dans le guide de remboursement.`,
      },
    },
  },
  {
    key: "schengen-visa",
    author: "ali",
    publishedAt: "2026-04-05T08:00:00Z",
    categories: ["visa", "tips"],
    t: {
      fa: {
        slug: "راهنمای-ویزای-شینگن",
        title: "ده نکته برای گرفتن ویزای شینگن",
        summary: "از نوبت سفارت تا بیمهٔ مسافرتی: مدارکی که پرونده‌تان را قوی می‌کند.",
        tags: ["شینگن", "ویزا"],
        body: `ویزای شینگن اجازهٔ سفر به ۲۹ کشور اروپایی را می‌دهد، اما پرونده باید کامل باشد.

## مدارک اصلی

- گذرنامه با دست‌کم سه ماه اعتبار بعد از بازگشت
- بیمهٔ مسافرتی با پوشش حداقل ۳۰٬۰۰۰ یورو
- رزرو هتل و بلیت رفت و برگشت
- گردش حساب بانکی سه ماه اخیر

## نکته‌های مهم

1. درخواست را به کشوری بدهید که بیشترین شب‌ها را در آن می‌گذرانید.
2. دست‌کم شش هفته پیش از سفر نوبت بگیرید.
3. نامهٔ اشتغال به کار را با سربرگ رسمی و ترجمه ارائه کنید.

مشاوران ویزای پرواز پیش از نوبت سفارت پرونده‌تان را بررسی می‌کنند.`,
      },
      en: {
        slug: "schengen-visa-tips",
        title: "Ten tips for getting a Schengen visa",
        summary: "From the embassy appointment to travel insurance: the documents that make your application strong.",
        tags: ["Schengen", "Visa"],
        body: `A Schengen visa lets you travel to 29 European countries, but the application has to be complete.

## The main documents

- A passport valid for at least three months after your return
- Travel insurance with at least €30,000 of cover
- Hotel bookings and a return ticket
- Bank statements for the last three months

## Important tips

1. Apply to the country where you will spend the most nights.
2. Book your appointment at least six weeks before the trip.
3. Bring an employment letter on official letterhead, with a translation.

The Parvaz visa consultants check your file before your embassy appointment.`,
      },
      nl: {
        slug: "tips-voor-een-schengenvisum",
        title: "Tien tips voor een Schengenvisum",
        summary: "Van de afspraak bij de ambassade tot de reisverzekering: de documenten die uw aanvraag sterk maken.",
        tags: ["Schengen", "Visum"],
        body: `Met een Schengenvisum reist u naar 29 Europese landen, maar uw aanvraag moet volledig zijn.

## De belangrijkste documenten

- Een paspoort dat nog minstens drie maanden na terugkeer geldig is
- Een reisverzekering met minstens € 30.000 dekking
- Hotelreserveringen en een retourticket
- Bankafschriften van de laatste drie maanden

## Belangrijke tips

1. Vraag het visum aan bij het land waar u de meeste nachten doorbrengt.
2. Maak uw afspraak minstens zes weken voor vertrek.
3. Lever een werkgeversverklaring op officieel briefpapier in, met vertaling.

De visumadviseurs van Parvaz controleren uw dossier vóór uw afspraak bij de ambassade.`,
      },
      fr: {
        slug: "conseils-pour-le-visa-schengen",
        title: "Dix conseils pour obtenir un visa Schengen",
        summary: "Du rendez-vous à l’ambassade à l’assurance voyage : les pièces qui renforcent votre dossier.",
        tags: ["Schengen", "Visa"],
        body: `Le visa Schengen permet de voyager dans 29 pays européens, mais le dossier doit être complet.

## Les pièces principales

- Un passeport valable au moins trois mois après le retour
- Une assurance voyage couvrant au moins 30 000 €
- Les réservations d’hôtel et un billet aller-retour
- Les relevés bancaires des trois derniers mois

## Conseils importants

1. Déposez la demande auprès du pays où vous passerez le plus de nuits.
2. Prenez rendez-vous au moins six semaines avant le voyage.
3. Joignez une attestation d’emploi sur papier à en-tête officiel, avec sa traduction.

Les conseillers visa de Parvaz vérifient votre dossier avant le rendez-vous à l’ambassade.`,
      },
    },
  },
  {
    key: "kish-island",
    author: "neda",
    publishedAt: "2026-04-22T08:00:00Z",
    categories: ["destinations", "domestic"],
    t: {
      fa: {
        slug: "سفر-به-کیش",
        title: "کیش در زمستان: آفتاب، دریا و خرید",
        summary: "بهترین زمان سفر، فعالیت‌های دریایی و نکته‌های صرفه‌جویی در جزیرهٔ کیش.",
        tags: ["کیش", "ساحل"],
        body: `وقتی تهران سرد است، کیش با هوای ۲۵ درجه منتظر شماست.

## چه کار کنیم؟

- غواصی و اسنورکلینگ در آب‌های شفاف مرجانی
- دوچرخه‌سواری در مسیر ساحلی دور جزیره
- تماشای غروب کنار کشتی یونانی

## صرفه‌جویی

بسته‌های پرواز و هتل معمولاً ارزان‌تر از خرید جداگانه هستند. در تعطیلات نوروز قیمت‌ها بالا می‌رود؛ اگر می‌توانید آذر یا بهمن سفر کنید.

**یادآوری:** برای سفر به کیش از داخل ایران به گذرنامه نیاز ندارید؛ کارت ملی کافی است.`,
      },
      en: {
        slug: "kish-island-in-winter",
        title: "Kish Island in winter: sun, sea and shopping",
        summary: "The best time to go, water sports and ways to save money on Kish Island.",
        tags: ["Kish", "Beach"],
        body: `When Tehran is cold, Kish welcomes you with 25 degrees.

## What to do

- Diving and snorkelling in clear coral waters
- Cycling the coastal path around the island
- Watching the sunset by the Greek Ship

## Saving money

Flight and hotel packages are usually cheaper than booking separately. Prices rise during the Nowruz holidays; travel in December or February if you can.

**Reminder:** for a trip to Kish from inside Iran you do not need a passport; your national ID card is enough.`,
      },
      nl: {
        slug: "kish-in-de-winter",
        title: "Kish in de winter: zon, zee en winkelen",
        summary: "De beste reistijd, watersport en manieren om geld te besparen op het eiland Kish.",
        tags: ["Kish", "Strand"],
        body: `Als het in Teheran koud is, verwelkomt Kish u met 25 graden.

## Wat kunt u doen?

- Duiken en snorkelen in helder water vol koraal
- Fietsen over het kustpad rond het eiland
- De zonsondergang bekijken bij het Griekse schip

## Geld besparen

Pakketten met vlucht en hotel zijn meestal goedkoper dan los boeken. Tijdens de Nowruz-vakantie stijgen de prijzen; reis in december of februari als het kan.

**Let op:** voor een reis naar Kish vanuit Iran hebt u geen paspoort nodig; uw nationale identiteitskaart volstaat.`,
      },
      fr: {
        slug: "kish-en-hiver",
        title: "Kish en hiver : soleil, mer et shopping",
        summary: "La meilleure saison, les sports nautiques et les astuces pour dépenser moins sur l’île de Kish.",
        tags: ["Kish", "Plage"],
        body: `Quand il fait froid à Téhéran, Kish vous accueille avec 25 degrés.

## Que faire ?

- Plongée et snorkeling dans des eaux claires et riches en coraux
- Vélo sur la piste côtière qui fait le tour de l’île
- Coucher de soleil près du navire grec

## Économiser

Les forfaits vol + hôtel coûtent en général moins cher qu’une réservation séparée. Les prix montent pendant les vacances de Norouz ; partez en décembre ou en février si vous le pouvez.

**Rappel :** pour aller à Kish depuis l’Iran, pas besoin de passeport ; la carte d’identité nationale suffit.`,
      },
    },
  },
];
