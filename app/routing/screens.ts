/**
 * The one route table: screen id → module, layout and path per language.
 *
 * `remix.config.js` registers every screen once per language (route ids `en--cart`,
 * `nl--cart` …). Links are always made from screen ids with `pathFor` / `<ScreenLink>`.
 * A screen whose `file` is `null` is planned (its path is reserved and tested) but its
 * module has not been built yet; it is not registered and answers 404 until it is.
 *
 * Paths are written without the language prefix; `:name` marks a parameter.
 */
import { PHOTO_MAX_BYTES } from "~/domains/accounts/identity-rules";
import { DOCUMENT_UPLOAD_BODY_BYTES } from "~/domains/traveller-documents/kinds";

import { deskScreens } from "~/desk/routes";
import { productResources, productScreens } from "~/products";
import { locales, p, same, type Locale, type Screen } from "./screen-table";

export { defaultLocale, locales, rtlLocales, type Locale, type Screen } from "./screen-table";

export const screens = {
  // ── Shell ────────────────────────────────────────────────────────────────
  home: { file: "routes/home.tsx", layout: "nobreadcrumb", paths: same("") },
  language: { file: "routes/language.tsx", layout: "language", paths: p("زبان", "language", "taal", "langue") },
  about: {
    file: "routes/pages.$page.tsx",
    layout: "default",
    paths: p("درباره-ما", "about-us", "over-ons", "a-propos"),
  },
  help: { file: "routes/pages.$page.tsx", layout: "default", paths: p("راهنما", "help", "hulp", "aide") },
  offers: {
    file: "routes/offers.tsx",
    layout: "default",
    paths: p("پیشنهادهای-ویژه", "offers", "aanbiedingen", "offres"),
  },
  jobs: { file: "routes/jobs.tsx", layout: "default", paths: p("فرصت-های-شغلی", "jobs", "vacatures", "emplois") },
  rules: { file: "routes/pages.$page.tsx", layout: "default", paths: p("قوانین", "rules", "voorwaarden", "regles") },
  purchaseGuide: {
    file: "routes/pages.$page.tsx",
    layout: "default",
    paths: p("راهنمای-خرید", "purchase-guide", "koopgids", "guide-d-achat"),
  },
  refundGuide: {
    file: "routes/pages.$page.tsx",
    layout: "default",
    paths: p("راهنمای-استرداد", "refund-guide", "terugbetalingsgids", "guide-de-remboursement"),
  },
  credits: {
    file: "routes/pages.$page.tsx",
    layout: "default",
    parent: "about",
    paths: p("منابع", "credits", "bronnen", "sources"),
  },

  // ── Products (app/products/index.ts: each product's screens, then those sold on request) ──
  ...productScreens,
  ...deskScreens,

  // ── Cart, checkout, payment, orders ──────────────────────────────────────
  cart: {
    file: "routes/cart.tsx",
    layout: "default",
    noindex: true,
    paths: p("سبد-خرید", "cart", "winkelwagen", "panier"),
  },
  checkout: { file: "routes/checkout.tsx", layout: "nobreadcrumb", noindex: true, paths: same("checkout") },
  payment: {
    file: "routes/payment.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    paths: p("پرداخت", "payment", "betaling", "paiement"),
  },
  confirmation: {
    file: "routes/confirmation.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    // Travellers' documents (decision 412): a passport scan or photo of at most 5 MB, and the form's fields.
    upload: { maxBytes: DOCUMENT_UPLOAD_BODY_BYTES },
    paths: p("رزرو/:orderNumber", "booking/:orderNumber", "boeking/:orderNumber", "reservation/:orderNumber"),
  },
  inquiry: {
    file: "routes/inquiry.tsx",
    layout: "default",
    paths: p("استعلام", "inquiry", "boeking-opzoeken", "consultation"),
  },

  // ── Accounts ─────────────────────────────────────────────────────────────
  signIn: {
    file: "routes/account/sign-in.tsx",
    layout: "default",
    guard: "guest",
    noindex: true,
    paths: p("ورود", "sign-in", "inloggen", "connexion"),
  },
  signUp: {
    file: "routes/account/sign-up.tsx",
    layout: "default",
    guard: "guest",
    noindex: true,
    paths: p("ثبت-نام", "sign-up", "registreren", "inscription"),
  },
  verify: {
    file: "routes/account/verify.tsx",
    layout: "default",
    noindex: true,
    parent: "signUp",
    paths: p("ثبت-نام/تایید", "sign-up/verify", "registreren/bevestigen", "inscription/verifier"),
  },
  passwordForgot: {
    file: "routes/account/password-forgot.tsx",
    layout: "default",
    noindex: true,
    parent: "signIn",
    paths: p("رمز-عبور/فراموشی", "password/forgot", "wachtwoord/vergeten", "mot-de-passe/oublie"),
  },
  passwordReset: {
    file: "routes/account/password-reset.tsx",
    layout: "default",
    noindex: true,
    parent: "signIn",
    paths: p("رمز-عبور/بازنشانی", "password/reset", "wachtwoord/herstellen", "mot-de-passe/reinitialiser"),
  },
  signOut: {
    file: "routes/account/sign-out.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    paths: p("خروج", "sign-out", "uitloggen", "deconnexion"),
  },
  user: {
    file: "routes/account/user.tsx",
    layout: "default",
    guard: "auth",
    noindex: true,
    paths: p("کاربر", "user", "gebruiker", "utilisatrice"),
  },
  userProfile: {
    file: "routes/account/user.tsx",
    layout: "default",
    guard: "auth",
    noindex: true,
    parent: "user",
    paths: p("کاربر/پروفایل", "user/profile", "gebruiker/profiel", "utilisatrice/profil"),
  },
  userBooked: {
    file: "routes/user-booked.tsx",
    layout: "default",
    guard: "auth",
    noindex: true,
    parent: "user",
    paths: p("کاربر/رزروها", "user/booked", "gebruiker/boekingen", "utilisatrice/reservations"),
  },
  userReport: {
    file: "routes/user-report.tsx",
    layout: "default",
    guard: "auth",
    noindex: true,
    parent: "user",
    paths: p("کاربر/گزارش", "user/report", "gebruiker/rapport", "utilisatrice/rapport"),
  },
  userSettings: {
    file: "routes/account/user.tsx",
    layout: "default",
    guard: "auth",
    noindex: true,
    parent: "user",
    paths: p("کاربر/تنظیمات", "user/settings", "gebruiker/instellingen", "utilisatrice/parametres"),
  },
  accountEdit: {
    file: "routes/account/edit.tsx",
    layout: "default",
    guard: "auth",
    noindex: true,
    // The profile photo and the rest of the form.
    upload: { maxBytes: PHOTO_MAX_BYTES + 64 * 1024 },
    parent: "user",
    paths: p("کاربر/حساب/ویرایش", "user/account/edit", "gebruiker/account/bewerken", "utilisatrice/compte/modifier"),
  },
  accountSettings: {
    file: "routes/account/settings.tsx",
    layout: "default",
    guard: "auth",
    noindex: true,
    parent: "user",
    paths: p(
      "کاربر/حساب/تنظیمات",
      "user/account/settings",
      "gebruiker/account/instellingen",
      "utilisatrice/compte/parametres",
    ),
  },
  accountPassword: {
    file: "routes/account/password.tsx",
    layout: "default",
    guard: "auth",
    noindex: true,
    parent: "user",
    paths: p(
      "کاربر/حساب/رمز-عبور",
      "user/account/password",
      "gebruiker/account/wachtwoord",
      "utilisatrice/compte/mot-de-passe",
    ),
  },
  accountEmail: {
    file: "routes/account/email.tsx",
    layout: "default",
    guard: "auth",
    noindex: true,
    parent: "user",
    paths: p("کاربر/حساب/ایمیل", "user/account/email", "gebruiker/account/e-mail", "utilisatrice/compte/courriel"),
  },
  accountFinancial: {
    file: "routes/account-financial.tsx",
    layout: "default",
    guard: "auth",
    noindex: true,
    parent: "user",
    paths: p(
      "کاربر/حساب/مالی",
      "user/account/financial",
      "gebruiker/account/financieel",
      "utilisatrice/compte/finances",
    ),
  },
  accountPassengers: {
    file: "routes/account/passengers.tsx",
    layout: "default",
    guard: "auth",
    noindex: true,
    parent: "user",
    paths: p(
      "کاربر/حساب/مسافران",
      "user/account/passengers",
      "gebruiker/account/passagiers",
      "utilisatrice/compte/passagers",
    ),
  },

  // ── Content ──────────────────────────────────────────────────────────────
  blogList: { file: "routes/blog.tsx", layout: "default", paths: p("بلاگ", "blogs", "blog", "blogue") },
  blogArticle: {
    file: "routes/blog.$slug.tsx",
    layout: "default",
    parent: "blogList",
    paths: p("بلاگ/:slug", "blogs/:slug", "blog/:slug", "blogue/:slug"),
  },
  faqList: {
    file: "routes/faq.tsx",
    layout: "default",
    paths: p("سوالات-متداول", "frequently-asked-questions", "veelgestelde-vragen", "questions-frequemment-posees"),
  },
  faqEntry: {
    file: "routes/faq.$slug.tsx",
    layout: "default",
    parent: "faqList",
    paths: p(
      "سوالات-متداول/:slug",
      "frequently-asked-questions/:slug",
      "veelgestelde-vragen/:slug",
      "questions-frequemment-posees/:slug",
    ),
  },
  qaList: {
    file: "routes/qa.tsx",
    layout: "default",
    paths: p("پرسش-و-پاسخ", "question-and-answer", "vraag-en-antwoord", "questions-et-reponses"),
  },
  qaEntry: {
    file: "routes/qa.$slug.tsx",
    layout: "default",
    parent: "qaList",
    paths: p(
      "پرسش-و-پاسخ/:slug",
      "question-and-answer/:slug",
      "vraag-en-antwoord/:slug",
      "questions-et-reponses/:slug",
    ),
  },
  team: { file: "routes/team.tsx", layout: "default", paths: p("تیم", "team", "team", "equipe") },
  /** The demonstration's mailbox: every e-mail and SMS the site sent (demo and development only; 404 in production). */
  mailbox: {
    file: "routes/mailbox.tsx",
    layout: "default",
    noindex: true,
    paths: p("صندوق-پیام-نمایشی", "demo-mailbox", "demo-postvak", "boite-de-demonstration"),
  },
  teamMember: {
    file: "routes/team.$slug.tsx",
    layout: "default",
    parent: "team",
    paths: p("تیم/:slug", "team/:slug", "team/:slug", "equipe/:slug"),
  },
  contact: {
    file: "routes/contact.tsx",
    layout: "default",
    paths: p("تماس-با-ما", "contact", "contact", "contactez-moi"),
  },
  /** Where the newsletter's e-mailed links land: confirm a subscription, or unsubscribe (decision 305). */
  newsletter: {
    file: "routes/newsletter.tsx",
    layout: "default",
    noindex: true,
    paths: p("خبرنامه", "newsletter", "nieuwsbrief", "lettre-d-information"),
  },
} as const satisfies Record<string, Screen>;

export type ScreenId = keyof typeof screens;

/** A screen's definition, widened to the Screen interface (optional fields readable). */
export function screenOf(id: ScreenId): Screen {
  return screens[id];
}
export const screenIds = Object.keys(screens) as ScreenId[];

/**
 * Resource routes (no screen, no layout): registered once, outside the language tree.
 * Forms post here with a `redirectTo` back to the screen they came from.
 */
export const resources = {
  setLocale: { file: "routes/resources/locale.tsx", path: "/_/locale" },
  setCurrency: { file: "routes/resources/currency.tsx", path: "/_/currency" },
  setVat: { file: "routes/resources/vat.tsx", path: "/_/vat" },
  cookieConsent: { file: "routes/resources/consent.tsx", path: "/_/consent" },
  newsletter: { file: "routes/resources/newsletter.tsx", path: "/_/newsletter" },
  outbox: { file: "routes/resources/outbox.tsx", path: "/_/outbox" },
  /** Test-only (PARVAZ_E2E=1, set by tests/e2e/server.ts): sign a test user in without the forms. */
  e2eLogin: { file: "routes/resources/e2e-login.tsx", path: "/_/e2e/login" },
  /** Test-only (PARVAZ_E2E=1): a paid guest order whose line asks travellers' documents (decision 412). */
  e2eDocumentsOrder: { file: "routes/resources/e2e-documents-order.tsx", path: "/_/e2e/documents-order" },
  /** The sandbox payment provider's hosted card page (docs/decisions/402-payment-provider.md). */
  sandboxPay: { file: "routes/resources/sandbox-pay.tsx", path: "/_/pay/sandbox/:paymentId" },
  /** Where a payment provider returns the buyer, with a signed result. */
  paymentCallback: { file: "routes/resources/payment-callback.tsx", path: "/_/pay/callback" },
  /** The e-ticket PDF of an order the visitor may see. */
  ticketPdf: { file: "routes/resources/ticket-pdf.tsx", path: "/_/ticket/:orderNumber" },
  /** The image puzzle's spoken digits (decision 205). */
  captchaAudio: { file: "routes/resources/captcha-audio.tsx", path: "/_/captcha/:id/audio" },
  /** Test-only (PARVAZ_E2E=1): the answer of a live image puzzle. */
  e2eCaptcha: { file: "routes/resources/e2e-captcha.tsx", path: "/_/e2e/captcha/:id" },
  /** A picture uploaded on the desk, at one width the site serves: `/_/content-image/12/1200.webp` (decision 115). */
  /** A traveller's document for the order's viewers (decision 412); the desk's own screen is deskTravellerDocument. */
  travellerDocument: { file: "routes/resources/traveller-document.tsx", path: "/_/traveller-document/:id" },
  contentImage: { file: "routes/resources/content-image.tsx", path: "/_/content-image/:id/:file" },
  ...productResources,
  // Discovery (issue 6): sitemap index, the language-neutral sitemap, one per language, robots, manifest.
  ...Object.fromEntries(
    ["sitemap", "index-sitemap", "sitemap-fa", "sitemap-en", "sitemap-nl", "sitemap-fr"].map((name) => [
      name,
      { file: "routes/resources/sitemap.tsx", path: `/${name}.xml` },
    ]),
  ),
  robots: { file: "routes/resources/robots.tsx", path: "/robots.txt" },
  manifest: { file: "routes/resources/manifest.tsx", path: "/manifest.webmanifest" },
} as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/**
 * The screens' Remix routes under the `:lang` parent: one route per distinct path of a
 * screen, shared by the languages that write it the same way (`hotels` serves en, nl and
 * fr). The route id names the screen and those languages: `hotels--en-nl-fr`.
 */
export function screenRoutes(screen: ScreenId): { id: string; path: string; locales: Locale[] }[] {
  const bySegment = new Map<string, Locale[]>();
  for (const locale of locales) {
    const segment = screens[screen].paths[locale];
    bySegment.set(segment, [...(bySegment.get(segment) ?? []), locale]);
  }
  return [...bySegment].map(([path, langs]) => ({ id: `${screen}--${langs.join("-")}`, path, locales: langs }));
}

/** The screen of a Remix route id such as `hotels--en-nl-fr` (the language comes from the `:lang` param), or null. */
export function parseRouteId(id: string): { screen: ScreenId; locales: Locale[] } | null {
  const [screen, langs] = id.split("--");
  if (!screen || !langs || !(screen in screens)) return null;
  const list = langs.split("-");
  if (!list.every(isLocale)) return null;
  return { screen: screen as ScreenId, locales: list };
}

/** The Remix path pattern of a screen in one language, e.g. `/nl/diensten/:slug`. */
export function pattern(screen: ScreenId, locale: Locale): string {
  const segment = screens[screen].paths[locale];
  return segment ? `/${locale}/${segment}` : `/${locale}`;
}

export type Params = Record<string, string | number | undefined>;

/** The `:name` parameters of a path pattern: ParamNames<"blogs/:slug"> is "slug". */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
/** The parameter names of a screen, from its paths in every language. */
export type ParamName<S extends ScreenId> = ParamNames<(typeof screens)[S]["paths"][Locale]>;
/** The parameters a screen's path needs: ParamsOf<"confirmation"> is { orderNumber: string | number }. */
export type ParamsOf<S extends ScreenId> = { [Name in ParamName<S>]: string | number };
/**
 * The params argument of pathFor for screen S: required with exactly the screen's
 * parameters, optional (and empty) for a screen without any. A screen known only at run
 * time (any ScreenId, e.g. from matchPath) takes loose Params, checked when the path is built.
 */
export type ParamsArg<S extends ScreenId> = ScreenId extends S
  ? [params?: Params]
  : [ParamName<S>] extends [never]
    ? [params?: Record<string, never>]
    : [params: ParamsOf<S>];

/**
 * The URL path of a screen in a language, with its parameters filled in, percent-encoded
 * as it travels on the wire (/fa/%D8%B3%D8%A8%D8%AF-… for /fa/سبد-…): safe in a Location
 * header, a link, a sitemap or an e-mail. `matchPath` decodes it again.
 */
export function pathFor<S extends ScreenId>(screen: S, locale: Locale, ...[params = {}]: ParamsArg<S>): string {
  const values: Params = params;
  const path = pattern(screen, locale)
    .split("/")
    .map((part) => {
      if (!part.startsWith(":")) return encodeURIComponent(part);
      const value = values[part.slice(1)];
      if (value === undefined || value === "") throw new Error(`pathFor(${screen}): missing parameter ${part}`);
      return encodeURIComponent(String(value));
    })
    .join("/");
  return path;
}

interface CompiledPattern {
  screen: ScreenId;
  locale: Locale;
  regex: RegExp;
  names: string[];
  staticLength: number;
}

/**
 * Every screen's pattern per language as a regular expression, made on the first match (only the server matches
 * paths, so a browser never builds these ~400 expressions, and its bundle does not carry the code).
 */
let compiledPatterns: CompiledPattern[] | null = null;
const compiled = (): CompiledPattern[] => (compiledPatterns ??= compilePatterns());
const compilePatterns = (): CompiledPattern[] =>
  screenIds.flatMap((screen) =>
    locales.map((locale) => {
      const names: string[] = [];
      const source = pattern(screen, locale)
        .split("/")
        .map((part) => {
          if (part.startsWith(":")) {
            names.push(part.slice(1));
            return "([^/]+)";
          }
          return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        })
        .join("/");
      const staticLength = pattern(screen, locale)
        .split("/")
        .filter((s) => s && !s.startsWith(":")).length;
      return { screen, locale, regex: new RegExp(`^${source}/?$`), names, staticLength };
    }),
  );

function safeDecode(pathname: string) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Which screen a path shows: the exact match in its own language first (static
 * segments beat parameters, as in Remix), else `wrongLanguage` when the words belong
 * to another language's path under this prefix (/en/winkelwagen → /en/cart).
 */
/** The screen a request goes to: a form sent with JavaScript posts to the screen's path + ".data" (single fetch). */
export function matchRequestPath(pathname: string) {
  return matchPath(pathname.replace(/\.data$/, ""));
}

export function matchPath(
  pathname: string,
): { screen: ScreenId; locale: Locale; params: Record<string, string>; wrongLanguage?: Locale } | null {
  const decoded = safeDecode(pathname);
  const prefix = decoded.split("/")[1];
  const candidates: { c: CompiledPattern; m: RegExpMatchArray }[] = [];
  for (const c of compiled()) {
    if (c.locale !== prefix) continue;
    const m = decoded.match(c.regex);
    if (m) candidates.push({ c, m });
  }
  if (candidates.length === 0 && isLocale(prefix)) {
    // Another language's words behind this prefix: /en/winkelwagen.
    const rest = decoded.slice(prefix.length + 1);
    for (const other of locales) {
      if (other === prefix) continue;
      for (const c of compiled()) {
        if (c.locale !== other) continue;
        const m = `/${other}${rest}`.match(c.regex);
        if (m) candidates.push({ c: { ...c, locale: prefix }, m });
      }
    }
    if (candidates.length) {
      candidates.sort((a, b) => b.c.staticLength - a.c.staticLength);
      const { c, m } = candidates[0];
      return { screen: c.screen, locale: prefix, params: toParams(c.names, m), wrongLanguage: prefix };
    }
    return null;
  }
  if (!candidates.length) return null;
  candidates.sort((a, b) => b.c.staticLength - a.c.staticLength);
  const { c, m } = candidates[0];
  return { screen: c.screen, locale: c.locale, params: toParams(c.names, m) };
}

function toParams(names: string[], m: RegExpMatchArray) {
  return Object.fromEntries(names.map((n, i) => [n, m[i + 1]]));
}

/** The same page in another language, keeping parameters and the query string. */
export function translatePath(pathAndQuery: string, target: Locale): string {
  const url = new URL(pathAndQuery, "http://x");
  const found = matchPath(url.pathname);
  if (!found) return pathFor("home", target);
  return pathFor(found.screen, target, found.params) + url.search;
}
