import type { TeamSeed } from "./types";

export const team: TeamSeed[] = [
  {
    key: "sara",
    photo: "/images/team/sara.svg",
    email: "sara@parvaz.example",
    t: {
      fa: {
        slug: "سارا-احمدی",
        name: "سارا احمدی",
        role: "بنیان‌گذار و مدیرعامل",
        bio: "سارا بیش از پانزده سال در صنعت گردشگری کار کرده است؛ از باجهٔ فروش بلیت تا مدیریت یک آژانس بزرگ در تهران. او پرواز را ساخت تا سفر برای همه ساده، شفاف و مطمئن باشد. در وقت آزاد به کوه‌های البرز می‌رود و دربارهٔ سفرهای کم‌هزینه می‌نویسد.",
      },
      en: {
        slug: "sara-ahmadi",
        name: "Sara Ahmadi",
        role: "Founder and managing director",
        bio: "Sara has worked in travel for more than fifteen years, from the ticket counter to running a large agency in Tehran. She founded Parvaz to make travel simple, clear and safe for everyone. In her free time she hikes in the Alborz mountains and writes about travelling on a budget.",
      },
      nl: {
        slug: "sara-ahmadi",
        name: "Sara Ahmadi",
        role: "Oprichter en directeur",
        bio: "Sara werkt al meer dan vijftien jaar in de reiswereld, van de ticketbalie tot de leiding van een groot reisbureau in Teheran. Ze richtte Parvaz op om reizen voor iedereen eenvoudig, duidelijk en veilig te maken. In haar vrije tijd wandelt ze in het Alborzgebergte en schrijft ze over voordelig reizen.",
      },
      fr: {
        slug: "sara-ahmadi",
        name: "Sara Ahmadi",
        role: "Fondatrice et directrice générale",
        bio: "Sara travaille dans le voyage depuis plus de quinze ans, du guichet de billetterie à la direction d’une grande agence à Téhéran. Elle a fondé Parvaz pour rendre le voyage simple, clair et sûr pour tous. Pendant son temps libre, elle randonne dans les monts Alborz et écrit sur les voyages à petit budget.",
      },
    },
  },
  {
    key: "reza",
    photo: "/images/team/reza.svg",
    email: "reza@parvaz.example",
    t: {
      fa: {
        slug: "رضا-کریمی",
        name: "رضا کریمی",
        role: "سرپرست صدور بلیت",
        bio: "رضا قوانین نرخ‌های هواپیمایی را بهتر از هر کسی می‌شناسد. تیم او هر روز صدها بلیت داخلی و خارجی صادر، تغییر و استرداد می‌کند. او در بلاگ پرواز دربارهٔ جریمهٔ استرداد، بار مجاز و پروازهای چارتر می‌نویسد.",
      },
      en: {
        slug: "reza-karimi",
        name: "Reza Karimi",
        role: "Head of ticketing",
        bio: "Reza knows airline fare rules better than anyone. His team issues, changes and refunds hundreds of domestic and international tickets every day. On the Parvaz blog he writes about refund penalties, baggage allowances and charter flights.",
      },
      nl: {
        slug: "reza-karimi",
        name: "Reza Karimi",
        role: "Hoofd ticketing",
        bio: "Reza kent de tariefregels van luchtvaartmaatschappijen beter dan wie ook. Zijn team geeft elke dag honderden binnenlandse en internationale tickets uit, wijzigt ze en betaalt ze terug. Op de blog van Parvaz schrijft hij over annuleringskosten, bagageregels en chartervluchten.",
      },
      fr: {
        slug: "reza-karimi",
        name: "Reza Karimi",
        role: "Responsable de la billetterie",
        bio: "Reza connaît les règles tarifaires des compagnies aériennes mieux que personne. Son équipe émet, modifie et rembourse chaque jour des centaines de billets intérieurs et internationaux. Sur le blog de Parvaz, il écrit sur les pénalités d’annulation, les franchises de bagages et les vols charters.",
      },
    },
  },
  {
    key: "maryam",
    photo: "/images/team/maryam.svg",
    email: "maryam@parvaz.example",
    t: {
      fa: {
        slug: "مریم-حسینی",
        name: "مریم حسینی",
        role: "مدیر پشتیبانی مشتریان",
        bio: "مریم و همکارانش شبانه‌روز و در تمام روزهای سال پاسخگوی مسافران هستند. از پرواز تأخیری تا رزرو گم‌شدهٔ هتل، او می‌داند چطور مشکل را سریع حل کند. به فارسی، انگلیسی و هلندی صحبت می‌کند.",
      },
      en: {
        slug: "maryam-hosseini",
        name: "Maryam Hosseini",
        role: "Customer support manager",
        bio: "Maryam and her colleagues answer travellers day and night, every day of the year. From a delayed flight to a lost hotel booking, she knows how to solve the problem quickly. She speaks Persian, English and Dutch.",
      },
      nl: {
        slug: "maryam-hosseini",
        name: "Maryam Hosseini",
        role: "Manager klantenservice",
        bio: "Maryam en haar collega’s staan reizigers dag en nacht te woord, elke dag van het jaar. Van een vertraagde vlucht tot een zoekgeraakte hotelboeking: zij weet hoe u het probleem snel oplost. Ze spreekt Perzisch, Engels en Nederlands.",
      },
      fr: {
        slug: "maryam-hosseini",
        name: "Maryam Hosseini",
        role: "Responsable du service client",
        bio: "Maryam et ses collègues répondent aux voyageurs jour et nuit, tous les jours de l’année. D’un vol retardé à une réservation d’hôtel introuvable, elle sait résoudre le problème rapidement. Elle parle persan, anglais et néerlandais.",
      },
    },
  },
  {
    key: "ali",
    photo: "/images/team/ali.svg",
    email: "ali@parvaz.example",
    t: {
      fa: {
        slug: "علی-رستمی",
        name: "علی رستمی",
        role: "مشاور تور و ویزا",
        bio: "علی ده سال راهنمای تور بوده و بیش از چهل کشور را دیده است. امروز به مسافران کمک می‌کند مقصد مناسب را انتخاب کنند و مدارک ویزا را بی‌نقص آماده کنند. تخصص او ویزای شینگن و تورهای آسیای شرقی است.",
      },
      en: {
        slug: "ali-rostami",
        name: "Ali Rostami",
        role: "Tour and visa consultant",
        bio: "Ali was a tour guide for ten years and has visited more than forty countries. Today he helps travellers choose the right destination and prepare flawless visa documents. His speciality is the Schengen visa and tours in East Asia.",
      },
      nl: {
        slug: "ali-rostami",
        name: "Ali Rostami",
        role: "Adviseur rondreizen en visa",
        bio: "Ali was tien jaar reisleider en bezocht meer dan veertig landen. Nu helpt hij reizigers de juiste bestemming te kiezen en hun visumdocumenten foutloos voor te bereiden. Zijn specialiteit is het Schengenvisum en rondreizen in Oost-Azië.",
      },
      fr: {
        slug: "ali-rostami",
        name: "Ali Rostami",
        role: "Conseiller circuits et visas",
        bio: "Ali a été guide pendant dix ans et a visité plus de quarante pays. Aujourd’hui, il aide les voyageurs à choisir la bonne destination et à préparer des dossiers de visa sans faute. Sa spécialité : le visa Schengen et les circuits en Asie de l’Est.",
      },
    },
  },
  {
    key: "neda",
    photo: "/images/team/neda.svg",
    email: "neda@parvaz.example",
    t: {
      fa: {
        slug: "ندا-فراهانی",
        name: "ندا فراهانی",
        role: "سردبیر بلاگ",
        bio: "ندا روزنامه‌نگار سفر است و مطالب باشگاه مسافران پرواز را ویرایش می‌کند. او از شهرهای کویری ایران تا سواحل شمال را گشته و عاشق پیدا کردن غذاهای محلی است.",
      },
      en: {
        slug: "neda-farahani",
        name: "Neda Farahani",
        role: "Blog editor",
        bio: "Neda is a travel journalist and edits the Parvaz traveller club. She has travelled from Iran’s desert cities to the Caspian coast and loves finding local food wherever she goes.",
      },
      nl: {
        slug: "neda-farahani",
        name: "Neda Farahani",
        role: "Redacteur van de blog",
        bio: "Neda is reisjournalist en redigeert de reizigersclub van Parvaz. Ze reisde van de woestijnsteden van Iran tot de Kaspische kust en gaat overal op zoek naar lokaal eten.",
      },
      fr: {
        slug: "neda-farahani",
        name: "Neda Farahani",
        role: "Rédactrice en chef du blog",
        bio: "Neda est journaliste de voyage et dirige le club des voyageurs de Parvaz. Elle a parcouru l’Iran, des villes du désert à la côte caspienne, et adore dénicher la cuisine locale partout où elle va.",
      },
    },
  },
  {
    key: "kaveh",
    photo: "/images/team/kaveh.svg",
    email: "kaveh@parvaz.example",
    t: {
      fa: {
        slug: "کاوه-مرادی",
        name: "کاوه مرادی",
        role: "مدیر فنی",
        bio: "کاوه تیم فنی پرواز را هدایت می‌کند و مسئول سرعت و امنیت وب‌سایت است. هدف او این است که خرید بلیت حتی با اینترنت ضعیف و تلفن قدیمی هم در چند دقیقه انجام شود.",
      },
      en: {
        slug: "kaveh-moradi",
        name: "Kaveh Moradi",
        role: "Technical director",
        bio: "Kaveh leads the Parvaz technical team and is responsible for the speed and security of the website. His goal is that buying a ticket takes only a few minutes, even on a weak connection and an old phone.",
      },
      nl: {
        slug: "kaveh-moradi",
        name: "Kaveh Moradi",
        role: "Technisch directeur",
        bio: "Kaveh leidt het technische team van Parvaz en is verantwoordelijk voor de snelheid en veiligheid van de website. Zijn doel: een ticket kopen duurt maar een paar minuten, zelfs met een zwakke verbinding en een oude telefoon.",
      },
      fr: {
        slug: "kaveh-moradi",
        name: "Kaveh Moradi",
        role: "Directeur technique",
        bio: "Kaveh dirige l’équipe technique de Parvaz et veille à la rapidité et à la sécurité du site. Son objectif : qu’acheter un billet ne prenne que quelques minutes, même avec une connexion faible et un vieux téléphone.",
      },
    },
  },
];
