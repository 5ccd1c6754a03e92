import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/utils/format";
import { useRootData } from "~/utils/root-data";
import { primaryMenu, secondaryMenu } from "./menu";
import { useMenuDismissal } from "./menu-behaviour";
import { ScreenLink } from "./screen-link";
import { SkipLinks } from "./skip-links";
import { SettingsMenu } from "./switchers";

/** Cart and account: icons with their names on a phone (the names are read out), icon and name from sm up. */
function AccountLinks() {
  const { t } = useTranslation();
  const root = useRootData();
  const link =
    "flex items-center gap-1 rounded px-1 py-1 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-green-700 sm:px-2";
  return (
    <nav aria-label={t("nav.account")} className="flex items-center gap-1 sm:gap-2">
      <ScreenLink to="cart" className={link}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0 fill-none stroke-current stroke-2">
          <path d="M3 4h2l2.4 11h10.8L21 7H6.2M9 20a1 1 0 1 0 0-.01M18 20a1 1 0 1 0 0-.01" />
        </svg>
        <span className="sr-only sm:not-sr-only">{t("screen.cart")}</span>
        {root?.cartCount ? (
          <span className="rounded-full bg-green-700 px-1.5 text-xs text-white">
            <span aria-hidden="true">{formatNumber(root.cartCount, root.locale)}</span>
            {/* The number with its noun in the language's plural form ("1 item", "2 items"). */}
            <span className="sr-only"> {t("nav.cartItems", { count: root.cartCount })}</span>
          </span>
        ) : null}
      </ScreenLink>
      <ScreenLink to={root?.user ? "user" : "signIn"} className={link}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0 fill-none stroke-current stroke-2">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0" />
        </svg>
        <span className="sr-only sm:not-sr-only">
          {root?.user ? root.user.firstName || t("screen.user") : t("screen.signIn")}
        </span>
      </ScreenLink>
    </nav>
  );
}

function Logo() {
  const { t } = useTranslation();
  return (
    <ScreenLink
      to="home"
      className="me-auto flex items-center gap-1.5 text-lg font-bold text-green-800 sm:gap-2 sm:text-xl"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-current sm:h-7 sm:w-7">
        <path d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z" />
      </svg>
      {t("brand")}
    </ScreenLink>
  );
}

/**
 * Header with the whole menu; dropdowns, the settings and the mobile menu are <details>, so they work
 * without JavaScript. On a phone it is one row (logo, settings, cart, account, menu: issue 22 item 9);
 * on a wide screen the settings stand open in that row and the site menu takes a second row.
 */
export function Header() {
  const { t } = useTranslation();
  useMenuDismissal();
  return (
    <header className="relative border-b border-gray-200 bg-white">
      <SkipLinks />
      <div className="relative mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-1 px-4 py-2 sm:gap-x-3">
        <Logo />
        <SettingsMenu />
        <AccountLinks />
        <nav aria-label={t("nav.main")} className="hidden min-w-0 basis-full xl:block">
          <ul className="-ms-3 flex flex-wrap items-center gap-1">
            <li>
              <ScreenLink to="home" className="nav-link">
                {t("screen.home")}
              </ScreenLink>
            </li>
            {primaryMenu.map((item) =>
              item.children ? (
                <li key={item.screen} className="relative">
                  <details className="menu-dropdown" data-menu="">
                    <summary className="nav-link cursor-pointer">{t(`screen.${item.screen}`)}</summary>
                    <ul className="absolute start-0 z-30 mt-1 min-w-56 rounded-md border border-gray-200 bg-white p-1 shadow-lg">
                      {[item.screen, ...item.children].map((c) => (
                        <li key={c}>
                          <ScreenLink to={c} className="block rounded px-3 py-2 hover:bg-gray-100">
                            {t(`menu.${c}`)}
                          </ScreenLink>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item.screen}>
                  <ScreenLink to={item.screen} className="nav-link">
                    {t(`screen.${item.screen}`)}
                  </ScreenLink>
                </li>
              ),
            )}
            <li className="relative">
              <details className="menu-dropdown" data-menu="">
                <summary className="nav-link cursor-pointer">{t("nav.more")}</summary>
                <ul className="absolute end-0 z-30 mt-1 min-w-56 rounded-md border border-gray-200 bg-white p-1 shadow-lg">
                  {secondaryMenu.map((s) => (
                    <li key={s}>
                      <ScreenLink to={s} className="block rounded px-3 py-2 hover:bg-gray-100">
                        {t(`screen.${s}`)}
                      </ScreenLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          </ul>
        </nav>
        <details className="mobile-menu xl:hidden" data-menu="">
          <summary className="btn-secondary cursor-pointer list-none px-2 py-1.5 text-sm sm:px-3">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2 sm:hidden">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
            <span className="sr-only sm:not-sr-only">{t("nav.menu")}</span>
          </summary>
          <nav
            aria-label={t("nav.mobile")}
            className="absolute inset-x-0 z-30 mt-3 border-y border-gray-200 bg-white px-4 py-3 shadow-lg"
          >
            <ul className="grid gap-1 sm:grid-cols-2">
              <li>
                <ScreenLink to="home" className="block rounded px-3 py-2 hover:bg-gray-100">
                  {t("screen.home")}
                </ScreenLink>
              </li>
              {primaryMenu
                .flatMap((item) => [item.screen, ...(item.children ?? [])])
                .map((s) => (
                  <li key={s}>
                    <ScreenLink to={s} className="block rounded px-3 py-2 hover:bg-gray-100">
                      {t(`menu.${s}`)}
                    </ScreenLink>
                  </li>
                ))}
              {secondaryMenu.map((s) => (
                <li key={s}>
                  <ScreenLink to={s} className="block rounded px-3 py-2 hover:bg-gray-100">
                    {t(`screen.${s}`)}
                  </ScreenLink>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
