import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteError,
} from "@remix-run/react";
import { useContext, useEffect, type ReactNode } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router-dom";
import { useTranslation } from "~/i18n/react";
import { CookieNoticeLater, ErrorPageLater } from "~/components/deferred";
import { LoadingBar } from "~/components/loading-bar";
import { PwaStatus } from "~/components/pwa-status";
import { Toasts } from "~/components/toasts";
import { dirOf } from "~/i18n/config";
import { I18nProvider } from "~/i18n/react";
import type { Messages } from "~/i18n/translate";
import { locales, pathFor, screenOf, type Locale } from "~/routing/screens";
import stylesheet from "~/tailwind.css?url";
import persianFont from "@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2?url";
import { useNonce } from "~/utils/nonce";
import { useLocale, useRootData } from "~/utils/root-data";
import { rootLoader } from "./root.server";
import { useScreenMatch } from "~/routing/screen-match";
import { formatNumber } from "~/utils/format";
import { formErrorCount } from "~/utils/form-errors";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The preferences, session and messages every page needs (root.server.ts). */
export const loader = (args: LoaderFunctionArgs) => rootLoader(args);

/** Messages and preferences change with the language prefix or after a form post. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (currentUrl.pathname.split("/")[1] !== nextUrl.pathname.split("/")[1]) return true;
  return defaultShouldRevalidate;
};

type PageData = {
  title?: string;
  description?: string;
  /** The page in each language where its slug differs per language; exactly these become hreflang links. */
  alternates?: Partial<Record<Locale, string>>;
  noindex?: boolean;
  /** Absolute URL of the page's share image (Open Graph / Twitter). */
  image?: string;
  /** Open Graph type ("article" for blog posts; default "website"). */
  ogType?: string;
} | null;

function HeadTags() {
  const root = useRootData();
  const { t } = useTranslation();
  const match = useScreenMatch();
  const matches = useMatches();
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  if (!root) return null;
  const page = (match?.data ?? null) as PageData;
  const screenTitle = match ? t(`screen.${match.screen}`) : null;
  const isError = matches.some((m) => m.id === "splat");
  const errors = formErrorCount(routerState?.actionData);
  const titlePrefix = errors
    ? `${t("form.titleErrors", { count: errors, number: formatNumber(errors, root.locale) })} `
    : "";
  const title =
    titlePrefix +
    (isError
      ? `${t("error.notFoundTitle")} | ${t("brand")}`
      : page?.title
        ? `${page.title} | ${t("brand")}`
        : screenTitle && match?.screen !== "home"
          ? `${screenTitle} | ${t("brand")}`
          : `${t("brand")} — ${t("tagline")}`);
  const description = page?.description ?? t("meta.description");
  const alternates: Partial<Record<Locale, string>> = {};
  if (match && !isError && page?.alternates) {
    Object.assign(alternates, page.alternates);
  } else if (match && !isError) {
    for (const l of locales) {
      try {
        alternates[l] = page?.alternates?.[l] ?? pathFor(match.screen, l, match.params);
      } catch {
        // A screen whose parameters do not exist in another language has no alternate there.
      }
    }
  }
  const noindex = isError || !match || page?.noindex || screenOf(match.screen).noindex;
  const canonical = match && alternates[match.locale] ? `${root.origin}${alternates[match.locale]}` : null;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {Object.entries(alternates).map(([l, href]) => (
        <link key={l} rel="alternate" hrefLang={l} href={`${root.origin}${href}`} />
      ))}
      {alternates.fa ? <link rel="alternate" hrefLang="x-default" href={`${root.origin}${alternates.fa}`} /> : null}
      <meta property="og:site_name" content={t("brand")} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={{ fa: "fa_IR", en: "en_GB", nl: "nl_NL", fr: "fr_FR" }[root.locale]} />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      <meta property="og:type" content={page?.ogType ?? "website"} />
      <meta property="og:image" content={page?.image ?? `${root.origin}/icons/icon-512.png`} />
      <meta name="twitter:card" content={page?.image ? "summary_large_image" : "summary"} />
      {/* The Persian typeface's Arabic-script file (the one every Persian page needs), requested with the stylesheet. */}
      {root.locale === "fa" ? (
        <link rel="preload" href={persianFont} as="font" type="font/woff2" crossOrigin="anonymous" />
      ) : null}
      <link rel="manifest" href={`/manifest.webmanifest?lang=${root.locale}`} />
      <link rel="apple-touch-icon" href="/icons/icon-192.png" />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  const matches = useMatches();
  // "common" from the root, each route's own namespaces from its loader data.
  const messages = Object.assign(
    {},
    ...matches.map((m) => (m.data as { messages?: Messages } | undefined)?.messages ?? {}),
  ) as Messages;
  useEffect(() => {
    // Marks the page as enhanced (used by styles and by the e2e tests' JS run).
    document.documentElement.dataset.hydrated = "1";
  }, []);
  const locale = useLocale();
  return (
    <I18nProvider locale={locale} messages={messages}>
      <html lang={locale} dir={dirOf(locale)} suppressHydrationWarning>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#15803d" />
          <Meta />
          <HeadTags />
          <Links />
        </head>
        <body className="min-h-screen bg-gray-50 text-gray-900 antialiased">
          <LoadingBar />
          {/* First in the page and in its flow, so they never cover what has focus (decision 028). */}
          {root && !root.consent ? <CookieNoticeLater /> : null}
          {root ? <Toasts toast={root.toast} /> : null}
          {children}
          {/* The service worker, newer builds, reload notices (decision 008). */}
          <PwaStatus />
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </body>
      </html>
    </I18nProvider>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPageLater status={status} error={error} />;
}
