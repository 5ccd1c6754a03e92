/**
 * The agency desk's screens in the one route table (issue 26, decision 111): each names the
 * permission it needs (`desk`), which the route guard checks before any loader or action runs.
 * The desk is noindex everywhere and never in a sitemap; to anyone without the permission it is 404.
 */
import { p, type Screen } from "~/routing/screen-table";

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
} as const satisfies Record<string, Screen>;
