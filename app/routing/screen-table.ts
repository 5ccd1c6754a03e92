/**
 * The route table's vocabulary (decision 014): the languages, a screen's shape and the helper
 * that writes its paths. Apart from the table (screens.ts) so that the products can write their
 * own entries (app/products/<name>/routes.ts, decision 030) without importing the table they
 * are part of.
 */
import type { DeskAccess } from "~/desk/permissions";

export const locales = ["fa", "en", "nl", "fr"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "fa";
export const rtlLocales: readonly Locale[] = ["fa"];

export type Layout = "default" | "language" | "nobreadcrumb";

export interface Screen {
  /** Route module under app/, or null while the screen is planned for a later issue. */
  file: string | null;
  layout: Layout;
  /** The screen one level up, for the breadcrumb (a screen id; checked by the table's test). */
  parent?: string;
  /** Requires a signed-in user ("auth") or a visitor ("guest"). */
  guard?: "auth" | "guest";
  /**
   * A screen of the agency desk (decision 111): the permission its loader needs and, per intent, its
   * action. Visitors, accounts without a role and staff without the permission get 404; staff without
   * a desk session are sent to the second factor first.
   */
  desk?: DeskAccess;
  /** Excluded from sitemaps (private or transactional screens). */
  noindex?: boolean;
  /** The screen's form takes files (multipart), up to this many bytes in all; no other screen accepts multipart. */
  upload?: { maxBytes: number };
  paths: Record<Locale, string>;
}

/** Paths per language, kept as literal types so the parameters of a screen are known to the compiler (ParamsOf). */
export const p = <const Fa extends string, const En extends string, const Nl extends string, const Fr extends string>(
  fa: Fa,
  en: En,
  nl: Nl,
  fr: Fr,
) => ({ fa, en, nl, fr });
/** Same segment in every language (the language prefix still tells them apart). */
export const same = <const S extends string>(segment: S) => p(segment, segment, segment, segment);
