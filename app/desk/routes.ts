/**
 * The agency desk's screens in the one route table (issue 26, decision 111): each names the
 * permission it needs (`desk`), which the route guard checks before any loader or action runs.
 * The desk is noindex everywhere and never in a sitemap; to anyone without the permission it is 404.
 */
import { p, type Screen } from "~/routing/screen-table";

/**
 * An article's or a special offer's picture (at most 1 MB, content/images.server.ts) and the form's other fields: no more than
 * the account photo's, so Node's whole-request limit (request-body.server.ts) does not grow.
 */
const ARTICLE_UPLOAD_BYTES = 1024 * 1024 + 64 * 1024;

export const deskScreens = {
  desk: {
    file: "desk/screens/home.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "desk" },
    paths: p("میز", "desk", "balie", "guichet"),
  },
  /** The second factor (TOTP, a recovery code, or a code by e-mail): the one desk screen before a desk session. */
  deskVerify: {
    file: "desk/screens/verify.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "desk", act: "desk", factor: false },
    paths: p("میز/تایید", "desk/verify", "balie/verificatie", "guichet/verification"),
  },
  /** One's own second factor: enrol TOTP, recovery codes, sign out of the desk everywhere. */
  deskSecurity: {
    file: "desk/screens/security.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "desk", act: "desk" },
    paths: p("میز/امنیت", "desk/security", "balie/beveiliging", "guichet/securite"),
  },
  /** The administrator's one-time sign-in link (`npm run desk:admin`); 404 once used or expired. */
  deskLink: {
    file: "desk/screens/link.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    paths: p("میز/پیوند-ورود", "desk/sign-in-link", "balie/inloglink", "guichet/lien-de-connexion"),
  },
  deskStaff: {
    file: "desk/screens/staff.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "staff", act: "staff" },
    paths: p("میز/کارکنان", "desk/staff", "balie/medewerkers", "guichet/personnel"),
  },
  deskAudit: {
    file: "desk/screens/audit.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "audit" },
    paths: p("میز/رویدادها", "desk/audit-log", "balie/auditlog", "guichet/journal-d-audit"),
  },
  // ── Areas (issue 26) ──────────────────────────────────────────────────────
  deskOrders: {
    file: "desk/orders/screens/orders.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "orders.read" },
    paths: p("میز/سفارش‌ها", "desk/orders", "balie/boekingen", "guichet/commandes"),
  },
  deskOrder: {
    file: "desk/orders/screens/order.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: {
      view: "orders.read",
      act: { note: "orders.note", cancel: "orders.cancel", resend: "orders.resend", refund: "orders.refund" },
    },
    paths: p(
      "میز/سفارش‌ها/:orderNumber",
      "desk/orders/:orderNumber",
      "balie/boekingen/:orderNumber",
      "guichet/commandes/:orderNumber",
    ),
  },
  /** A traveller's document of the order (decision 412), served to staff who may read orders. */
  deskTravellerDocument: {
    file: "desk/orders/screens/traveller-document.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "orders.read" },
    paths: p(
      "میز/سفارش‌ها/:orderNumber/مدارک/:id",
      "desk/orders/:orderNumber/documents/:id",
      "balie/boekingen/:orderNumber/documenten/:id",
      "guichet/commandes/:orderNumber/documents/:id",
    ),
  },
  deskCustomers: {
    file: "desk/customers/screens/customers.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "customers.read" },
    paths: p("میز/مشتریان", "desk/customers", "balie/klanten", "guichet/clients"),
  },
  deskCustomer: {
    file: "desk/customers/screens/customer.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: {
      view: "customers.read",
      act: {
        suspend: "customers.manage",
        reinstate: "customers.manage",
        forcePassword: "customers.manage",
        wallet: "customers.wallet",
      },
    },
    paths: p("میز/مشتریان/:id", "desk/customers/:id", "balie/klanten/:id", "guichet/clients/:id"),
  },
  /** Requests and messages: desk requests, contact messages and job applications as one queue (decision 113). */
  deskRequests: {
    file: "desk/requests/screens/requests.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "requests" },
    paths: p("میز/درخواست‌ها", "desk/requests", "balie/verzoeken", "guichet/demandes"),
  },
  /** One item and its thread; `:id` names the kind and number: request-5, contact-12, job-3. */
  deskRequest: {
    file: "desk/requests/screens/request.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "requests", act: { reply: "requests", status: "requests", assign: "requests" } },
    paths: p("میز/درخواست‌ها/:id", "desk/requests/:id", "balie/verzoeken/:id", "guichet/demandes/:id"),
  },
  /** Held comments, questions and answers: approve, reject, edit, spam, one at a time or in bulk. */
  deskModeration: {
    file: "desk/moderation/screens/moderation.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: {
      view: "moderation",
      act: { approve: "moderation", reject: "moderation", spam: "moderation", edit: "moderation" },
    },
    paths: p("میز/بازبینی", "desk/moderation", "balie/moderatie", "guichet/moderation"),
  },
  /** The blog (decision 115): articles, their text per language, a picture, publish and unpublish; `?edit=<id>`. */
  deskArticles: {
    file: "desk/content/screens/articles.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: {
      view: "content",
      act: { save: "content", preview: "content", publish: "content", unpublish: "content", picture: "content" },
    },
    upload: { maxBytes: ARTICLE_UPLOAD_BYTES },
    paths: p("میز/مقاله‌ها", "desk/articles", "balie/artikelen", "guichet/articles"),
  },
  deskDiscounts: {
    file: "desk/prices/screens/discounts.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "prices", act: { save: "prices", activate: "prices", deactivate: "prices" } },
    paths: p("میز/کدهای-تخفیف", "desk/discount-codes", "balie/kortingscodes", "guichet/codes-promo"),
  },
  deskGiftCards: {
    file: "desk/prices/screens/gift-cards.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "prices", act: { issue: "prices", void: "prices" } },
    paths: p("میز/کارت‌های-هدیه", "desk/gift-cards", "balie/cadeaukaarten", "guichet/cartes-cadeaux"),
  },
  deskCurrencies: {
    file: "desk/prices/screens/currencies.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "prices", act: { save: "prices" } },
    paths: p("میز/ارزها", "desk/currencies", "balie/valuta", "guichet/devises"),
  },
  deskInventory: {
    file: "desk/screens/inventory.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "inventory" },
    paths: p("میز/موجودی", "desk/inventory", "balie/voorraad", "guichet/disponibilites"),
  },
  /** Sales, refunds, discounts and balances over days (decision 116): tables, a chart, CSV files. */
  deskReports: {
    file: "desk/reports/screens/reports.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "reports" },
    paths: p("میز/گزارش‌ها", "desk/reports", "balie/rapporten", "guichet/rapports"),
  },
  /**
   * One report as a CSV file (`?report=sales&from=…&to=…&currency=…`): a route without a page, so the file is
   * the answer to a document request too; without a report named it goes back to the reports screen.
   */
  deskReportsExport: {
    file: "desk/reports/screens/export.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "reports" },
    paths: p("میز/گزارش‌ها/خروجی", "desk/reports/export", "balie/rapporten/export", "guichet/rapports/export"),
  },
  // ── Content: FAQ, Q&A, team (decision 117) ───────────────────────────────
  /** The FAQ by topic: question and answer per language, topic, order, publish and unpublish; `?edit=<id>`. */
  deskFaq: {
    file: "desk/content/screens/faq.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "content", act: { save: "content", publish: "content", unpublish: "content" } },
    paths: p("میز/پرسش‌های-متداول", "desk/faq", "balie/veelgestelde-vragen", "guichet/faq"),
  },
  /** The agency's side of the Q&A: a question's words per language, the agency's answer; `?edit=<id>`. */
  deskQa: {
    file: "desk/content/screens/qa.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "content", act: { save: "content", answer: "content" } },
    paths: p("میز/پرسش-و-پاسخ", "desk/questions", "balie/vragen", "guichet/questions"),
  },
  /** The team: name, role and biography per language, a photo, order, publish and unpublish; `?edit=<id>`. */
  deskTeam: {
    file: "desk/content/screens/team.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: {
      view: "content",
      act: { save: "content", publish: "content", unpublish: "content", photo: "content" },
    },
    upload: { maxBytes: ARTICLE_UPLOAD_BYTES },
    paths: p("میز/تیم", "desk/team", "balie/team", "guichet/equipe"),
  },
  // ── Job offers, guide pages, special offers (decision 118) ───────────────
  /** Job offers: text per language, order, closing day, publish and unpublish; `?edit=<id>`. */
  deskJobOffers: {
    file: "desk/pages/screens/job-offers.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "content", act: { save: "content", preview: "content", publish: "content", unpublish: "content" } },
    paths: p("میز/فرصت‌های-شغلی", "desk/job-offers", "balie/vacatures", "guichet/offres-d-emploi"),
  },
  /** The purchase and refund guides: text per language, published per language; `?edit=<screen>`. */
  deskGuides: {
    file: "desk/pages/screens/guides.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: { view: "content", act: { save: "content", preview: "content" } },
    paths: p("میز/راهنماها", "desk/guides", "balie/gidsen", "guichet/guides"),
  },
  /** Special offers: a product's or the travel desk's, text per language, window, picture, publish; `?edit=<id>`. */
  deskSpecialOffers: {
    file: "desk/pages/screens/special-offers.tsx",
    layout: "nobreadcrumb",
    noindex: true,
    desk: {
      view: "content",
      act: { save: "content", publish: "content", unpublish: "content", picture: "content" },
    },
    upload: { maxBytes: ARTICLE_UPLOAD_BYTES },
    paths: p("میز/پیشنهادهای-ویژه", "desk/special-offers", "balie/aanbiedingen", "guichet/offres-speciales"),
  },
} as const satisfies Record<string, Screen>;
