import type { ArticleSeed } from "./types";

export const articlesPart3: ArticleSeed[] = [
  {
    key: "travel-insurance",
    author: "maryam",
    publishedAt: "2026-07-20T08:00:00Z",
    categories: ["tips", "visa"],
    t: {
      fa: {
        slug: "بیمه-مسافرتی-چیست",
        title: "بیمهٔ مسافرتی: چه چیزی را پوشش می‌دهد؟",
        summary: "هزینهٔ درمان، تأخیر پرواز و گم شدن چمدان؛ آنچه پیش از خرید بیمه باید بدانید.",
        tags: ["بیمه", "سلامت"],
        body: `بیمهٔ مسافرتی برای ویزای شینگن الزامی است، اما در هر سفر خارجی به کار می‌آید.

## پوشش‌های معمول

- هزینه‌های درمان و بستری در بیمارستان
- بازگرداندن مسافر به کشور در شرایط اضطراری
- تأخیر طولانی پرواز و گم شدن بار

## پیش از خرید

1. سقف پوشش درمانی را بررسی کنید.
2. ببینید بیماری‌های قبلی پوشش داده می‌شود یا نه.
3. شمارهٔ تماس اضطراری بیمه را در تلفن ذخیره کنید.

بیمه‌نامه را می‌توانید همراه بلیت از پرواز بخرید.`,
      },
      en: {
        slug: "what-travel-insurance-covers",
        title: "Travel insurance: what does it cover?",
        summary: "Medical costs, flight delays and lost luggage: what to know before you buy a policy.",
        tags: ["Insurance", "Health"],
        body: `Travel insurance is compulsory for a Schengen visa, but it is useful on every trip abroad.

## Usual cover

- Medical and hospital costs
- Repatriation in an emergency
- Long flight delays and lost baggage

## Before you buy

1. Check the limit of the medical cover.
2. See whether existing conditions are covered.
3. Save the insurer’s emergency number in your phone.

You can buy the policy together with your ticket at Parvaz.`,
      },
      nl: {
        slug: "wat-dekt-een-reisverzekering",
        title: "Reisverzekering: wat dekt die eigenlijk?",
        summary:
          "Medische kosten, vertraagde vluchten en verloren bagage: wat u moet weten voordat u een polis afsluit.",
        tags: ["Verzekering", "Gezondheid"],
        body: `Een reisverzekering is verplicht voor een Schengenvisum, maar op elke buitenlandse reis nuttig.

## Gebruikelijke dekking

- Medische kosten en ziekenhuisopname
- Repatriëring in noodgevallen
- Lange vertraging van vluchten en verloren bagage

## Voordat u afsluit

1. Controleer het maximum van de medische dekking.
2. Kijk of bestaande aandoeningen gedekt zijn.
3. Sla het alarmnummer van de verzekeraar op in uw telefoon.

U kunt de polis samen met uw ticket bij Parvaz afsluiten.`,
      },
      fr: {
        slug: "que-couvre-l-assurance-voyage",
        title: "L’assurance voyage : que couvre-t-elle ?",
        summary: "Frais médicaux, vols retardés et bagages perdus : ce qu’il faut savoir avant de souscrire.",
        tags: ["Assurance", "Santé"],
        body: `L’assurance voyage est obligatoire pour le visa Schengen, mais elle est utile pour tout voyage à l’étranger.

## Garanties habituelles

- Frais médicaux et d’hospitalisation
- Rapatriement en cas d’urgence
- Longs retards de vol et bagages perdus

## Avant de souscrire

1. Vérifiez le plafond de la garantie médicale.
2. Regardez si les maladies préexistantes sont couvertes.
3. Enregistrez le numéro d’urgence de l’assureur dans votre téléphone.

Vous pouvez souscrire la police avec votre billet chez Parvaz.`,
      },
    },
  },
  {
    key: "night-train-mashhad",
    author: "kaveh",
    publishedAt: "2026-08-10T08:00:00Z",
    categories: ["domestic", "budget"],
    t: {
      fa: {
        slug: "قطار-شبانه-تهران-مشهد",
        title: "قطار شبانهٔ تهران–مشهد: راهنمای کامل",
        summary: "انواع کوپه، زمان سفر و اینکه چرا قطار گاهی بهتر از هواپیماست.",
        tags: ["قطار", "مشهد"],
        body: `سفر با قطار شبانه به مشهد یعنی شب را در کوپه می‌خوابید و صبح در مقصد هستید؛ بدون هزینهٔ یک شب هتل.

## انواع کوپه

- **چهارتخته:** مناسب خانواده‌ها
- **شش‌تخته:** ارزان‌ترین گزینه
- **قطارهای ویژه:** با شام و صبحانه

## زمان و قیمت

سفر حدود ده تا دوازده ساعت طول می‌کشد. در ایام زیارتی بلیت‌ها زود تمام می‌شوند؛ دست‌کم دو هفته قبل بخرید.

**نکته:** کارت ملی همهٔ مسافران را همراه داشته باشید؛ در قطار کنترل می‌شود.`,
      },
      en: {
        slug: "the-tehran-mashhad-night-train",
        title: "The Tehran–Mashhad night train: a complete guide",
        summary: "Compartment types, travel time and why the train is sometimes better than the plane.",
        tags: ["Train", "Mashhad"],
        body: `Taking the night train to Mashhad means you sleep in your compartment and wake up at your destination, saving a night in a hotel.

## Compartment types

- **Four-berth:** good for families
- **Six-berth:** the cheapest option
- **Premium trains:** with dinner and breakfast

## Time and price

The journey takes about ten to twelve hours. During pilgrimage seasons tickets sell out fast; buy at least two weeks ahead.

**Tip:** every passenger must carry their national ID card; it is checked on the train.`,
      },
      nl: {
        slug: "de-nachttrein-teheran-mashhad",
        title: "De nachttrein Teheran–Mashhad: een complete gids",
        summary: "Soorten coupés, reistijd en waarom de trein soms beter is dan het vliegtuig.",
        tags: ["Trein", "Mashhad"],
        body: `Met de nachttrein naar Mashhad slaapt u in uw coupé en wordt u wakker op uw bestemming: dat scheelt een hotelnacht.

## Soorten coupés

- **Vierpersoons:** handig voor gezinnen
- **Zespersoons:** de goedkoopste keuze
- **Luxetreinen:** met diner en ontbijt

## Tijd en prijs

De reis duurt ongeveer tien tot twaalf uur. In de pelgrimsperiodes zijn de kaartjes snel uitverkocht; boek minstens twee weken vooraf.

**Tip:** elke reiziger moet zijn nationale identiteitskaart bij zich hebben; die wordt in de trein gecontroleerd.`,
      },
      fr: {
        slug: "le-train-de-nuit-teheran-mashhad",
        title: "Le train de nuit Téhéran–Mechhed : le guide complet",
        summary: "Types de compartiments, durée du trajet et pourquoi le train vaut parfois mieux que l’avion.",
        tags: ["Train", "Mechhed"],
        body: `Prendre le train de nuit pour Mechhed, c’est dormir dans son compartiment et se réveiller à destination, en économisant une nuit d’hôtel.

## Types de compartiments

- **Quatre couchettes :** idéal pour les familles
- **Six couchettes :** l’option la moins chère
- **Trains premium :** avec dîner et petit-déjeuner

## Durée et prix

Le trajet dure environ dix à douze heures. En période de pèlerinage, les billets partent vite ; achetez-les au moins deux semaines à l’avance.

**Astuce :** chaque voyageur doit avoir sa carte d’identité nationale ; elle est contrôlée à bord.`,
      },
    },
  },
  {
    key: "dubai-stopover",
    author: "sara",
    publishedAt: "2026-09-03T08:00:00Z",
    categories: ["destinations", "budget"],
    t: {
      fa: {
        slug: "توقف-کوتاه-در-دبی",
        title: "از توقف کوتاه در دبی بیشترین استفاده را ببرید",
        summary: "اگر پرواز اتصالی شما چند ساعت در دبی توقف دارد، این برنامه را امتحان کنید.",
        tags: ["دبی", "ترانزیت"],
        body: `بسیاری از پروازهای خارجی از دبی می‌گذرند. توقف شش تا دوازده ساعته فرصت خوبی برای دیدن شهر است.

## پیش از خروج از فرودگاه

- بررسی کنید که برای ملیت شما ویزای ترانزیت لازم است یا نه.
- بار تحویلی معمولاً تا مقصد نهایی می‌رود؛ فقط بار دستی همراه شماست.

## برنامهٔ شش‌ساعته

1. مترو تا برج خلیفه و دبی‌مال (حدود ۳۰ دقیقه)
2. قدم زدن در محلهٔ تاریخی البستکیه
3. عبور از خور دبی با قایق سنتی آبرا

دست‌کم سه ساعت پیش از پرواز بعدی به فرودگاه برگردید.`,
      },
      en: {
        slug: "make-the-most-of-a-dubai-stopover",
        title: "Make the most of a stopover in Dubai",
        summary: "If your connecting flight stops in Dubai for a few hours, try this plan.",
        tags: ["Dubai", "Transit"],
        body: `Many international flights connect in Dubai. A stopover of six to twelve hours is a good chance to see the city.

## Before you leave the airport

- Check whether your nationality needs a transit visa.
- Checked baggage usually goes through to your final destination; only your cabin bag stays with you.

## A six-hour plan

1. Metro to the Burj Khalifa and Dubai Mall (about 30 minutes)
2. A walk in the historic Al Bastakiya quarter
3. Cross Dubai Creek on a traditional abra boat

Be back at the airport at least three hours before your next flight.`,
      },
      nl: {
        slug: "haal-alles-uit-een-tussenstop-in-dubai",
        title: "Haal alles uit een tussenstop in Dubai",
        summary: "Heeft uw aansluitende vlucht een paar uur overstap in Dubai? Probeer dan dit plan.",
        tags: ["Dubai", "Overstap"],
        body: `Veel internationale vluchten stappen over in Dubai. Een tussenstop van zes tot twaalf uur is een mooie kans om de stad te zien.

## Voordat u de luchthaven verlaat

- Controleer of u met uw nationaliteit een transitvisum nodig hebt.
- Ruimbagage gaat meestal door naar uw eindbestemming; alleen uw handbagage blijft bij u.

## Een plan van zes uur

1. Metro naar de Burj Khalifa en de Dubai Mall (ongeveer 30 minuten)
2. Een wandeling door de historische wijk Al Bastakiya
3. Steek de Dubai Creek over met een traditionele abra

Wees minstens drie uur voor uw volgende vlucht terug op de luchthaven.`,
      },
      fr: {
        slug: "profiter-d-une-escale-a-dubai",
        title: "Profiter au mieux d’une escale à Dubaï",
        summary: "Si votre vol de correspondance fait escale quelques heures à Dubaï, essayez ce programme.",
        tags: ["Dubaï", "Escale"],
        body: `De nombreux vols internationaux font escale à Dubaï. Une escale de six à douze heures est une belle occasion de voir la ville.

## Avant de quitter l’aéroport

- Vérifiez si votre nationalité exige un visa de transit.
- Les bagages en soute suivent en général jusqu’à la destination finale ; seul le bagage cabine reste avec vous.

## Un programme de six heures

1. Métro jusqu’à la Burj Khalifa et au Dubai Mall (environ 30 minutes)
2. Promenade dans le quartier historique d’Al Bastakiya
3. Traversée de la crique de Dubaï en abra traditionnelle

Soyez de retour à l’aéroport au moins trois heures avant votre vol suivant.`,
      },
    },
  },
  {
    key: "family-travel",
    author: "maryam",
    publishedAt: "2026-10-01T08:00:00Z",
    categories: ["tips"],
    t: {
      fa: {
        slug: "سفر-با-کودکان",
        title: "سفر هوایی با کودکان بدون استرس",
        summary: "بلیت نوزاد و کودک، انتخاب صندلی و سرگرمی در طول پرواز.",
        tags: ["خانواده", "کودکان"],
        body: `سفر با بچه‌ها با کمی برنامه‌ریزی بسیار آسان‌تر می‌شود.

## بلیت‌ها

- **نوزاد (زیر ۲ سال):** روی پای والدین می‌نشیند و معمولاً ۱۰ درصد نرخ بزرگسال را می‌پردازد.
- **کودک (۲ تا ۱۲ سال):** صندلی جداگانه با تخفیف.

## در فرودگاه و هواپیما

1. صندلی‌های کنار هم را هنگام خرید انتخاب کنید.
2. کالسکه را معمولاً می‌توانید تا در هواپیما ببرید.
3. برای برخاستن و فرود، شیشهٔ شیر یا خوراکی آماده داشته باشید تا فشار گوش کمتر شود.

اطلاعات همهٔ مسافران، حتی نوزاد، باید دقیقاً مطابق مدرک شناسایی باشد.`,
      },
      en: {
        slug: "flying-with-children-without-stress",
        title: "Flying with children without stress",
        summary: "Infant and child tickets, choosing seats and keeping children busy during the flight.",
        tags: ["Family", "Children"],
        body: `Travelling with children is much easier with a little planning.

## Tickets

- **Infant (under 2):** sits on a parent’s lap and usually pays 10 per cent of the adult fare.
- **Child (2 to 12):** their own seat at a reduced fare.

## At the airport and on board

1. Choose seats together when you book.
2. You can usually take the pushchair to the aircraft door.
3. Have a bottle or a snack ready for take-off and landing to ease ear pressure.

The details of every passenger, even an infant, must match their identity document exactly.`,
      },
      nl: {
        slug: "zonder-stress-vliegen-met-kinderen",
        title: "Zonder stress vliegen met kinderen",
        summary: "Tickets voor baby’s en kinderen, stoelen kiezen en kinderen bezighouden tijdens de vlucht.",
        tags: ["Gezin", "Kinderen"],
        body: `Reizen met kinderen is veel eenvoudiger met een beetje planning.

## Tickets

- **Baby (jonger dan 2):** zit op schoot bij een ouder en betaalt meestal 10 procent van het volwassenentarief.
- **Kind (2 tot 12):** een eigen stoel met korting.

## Op de luchthaven en aan boord

1. Kies bij het boeken stoelen naast elkaar.
2. De kinderwagen mag meestal mee tot aan de deur van het vliegtuig.
3. Houd bij opstijgen en landen een flesje of een hapje klaar tegen de druk op de oren.

De gegevens van elke passagier, ook van een baby, moeten precies overeenkomen met het identiteitsbewijs.`,
      },
      fr: {
        slug: "voyager-en-avion-avec-des-enfants-sans-stress",
        title: "Voyager en avion avec des enfants sans stress",
        summary: "Billets bébé et enfant, choix des sièges et occupations pendant le vol.",
        tags: ["Famille", "Enfants"],
        body: `Voyager avec des enfants devient bien plus simple avec un peu d’organisation.

## Les billets

- **Bébé (moins de 2 ans) :** voyage sur les genoux d’un parent et paie en général 10 % du tarif adulte.
- **Enfant (2 à 12 ans) :** un siège à lui, à tarif réduit.

## À l’aéroport et à bord

1. Choisissez des sièges côte à côte lors de la réservation.
2. La poussette peut en général aller jusqu’à la porte de l’avion.
3. Prévoyez un biberon ou un en-cas pour le décollage et l’atterrissage, contre la pression dans les oreilles.

Les informations de chaque passager, même d’un bébé, doivent correspondre exactement à sa pièce d’identité.`,
      },
    },
  },
];
