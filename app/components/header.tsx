import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/utils/format";
import { useRootData } from "~/utils/root-data";
import { primaryMenu, secondaryMenu } from "./menu";
import { useMenuDismissal } from "./menu-behaviour";
import { ScreenLink } from "./screen-link";
import { CurrencySwitcher, LanguageSwitcher, VatSwitch } from "./switchers";

function AccountLinks() {
  const { t } = useTranslation();
  const root = useRootData();
  return (
    <nav aria-label={t("nav.account")} className="flex items-center gap-2">
      <ScreenLink to="cart" className="rounded px-2 py-1 hover:bg-gray-100">
        {t("screen.cart")}
        {root?.cartCount ? (
          <span className="ms-1 rounded-full bg-green-700 px-1.5 text-xs text-white">
            {formatNumber(root.cartCount, root.locale)}
            <span className="sr-only"> {t("nav.cartItems")}</span>
          </span>
        ) : null}
      </ScreenLink>
      {root?.user ? (
        <ScreenLink to="user" className="rounded px-2 py-1 hover:bg-gray-100">
          {root.user.firstName || t("screen.user")}
        </ScreenLink>
      ) : (
        <ScreenLink to="signIn" className="rounded px-2 py-1 hover:bg-gray-100">
          {t("screen.signIn")}
        </ScreenLink>
      )}
    </nav>
  );
}

function Logo() {
  const { t } = useTranslation();
  return (
    <ScreenLink to="home" className="flex items-center gap-2 text-xl font-bold text-green-800">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 fill-current">
        <path d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z" />
      </svg>
      {t("brand")}
    </ScreenLink>
  );
}

/** Header with the whole menu; dropdowns and the mobile menu are <details>, so they work without JavaScript. */
export function Header() {
  const { t } = useTranslation();
  useMenuDismissal();
  return (
    <header className="border-b border-gray-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("nav.skip")}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
        <div className="flex flex-wrap items-center gap-3">
          <LanguageSwitcher />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <CurrencySwitcher />
          <VatSwitch />
          <AccountLinks />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Logo />
        <nav aria-label={t("nav.main")} className="hidden min-w-0 xl:block">
          <ul className="flex flex-wrap items-center justify-end gap-1">
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
          <summary className="btn-secondary cursor-pointer list-none">{t("nav.menu")}</summary>
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
