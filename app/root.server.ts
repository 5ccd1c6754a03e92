import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { getUser } from "~/domains/accounts/session.server";
import { countCartLines } from "~/domains/cart/cart.server";
import { dirOf } from "~/i18n/config";
import { matchPath } from "~/routing/screens";
import { messagesFor, toastMessages } from "~/i18n/resources.server";
import { agency } from "~/utils/agency";
import { consentCookie } from "~/utils/cookies.server";
import { resolveCurrency, vatMode } from "~/utils/currency.server";
import { getEnv, publicEnv } from "~/utils/env.server";
import { honeypotInputProps } from "~/utils/honeypot.server";
import { localeOf } from "~/utils/locale.server";
import { getFlash } from "~/utils/toast.server";

/**
 * The root loader's work. root.tsx imports its server code through this one module, so
 * the browser build gets a single empty stub for it instead of one shared chunk per
 * server module (each costs the home page a request and bytes; docs/decisions/007).
 */
export async function loadRoot({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = await localeOf(request);
  const ip = (context as { clientIp?: string }).clientIp ?? null;
  const [{ currency, currencies, headers }, vat, flash, consent, user, cartCount] = await Promise.all([
    resolveCurrency(request, ip),
    vatMode(request),
    getFlash(request),
    consentCookie.parse(request.headers.get("Cookie")),
    getUser(request),
    countCartLines(request),
  ]);
  for (const cookie of flash.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  const origin = getEnv().PUBLIC_ORIGIN ?? url.origin;
  return data(
    {
      locale,
      dir: dirOf(locale),
      // Screens get "common" from the :lang route; pages outside it (/lang, the 404 page) from here.
      // The flashed toast may use another namespace than "common": its one message comes along.
      messages: { ...(matchPath(url.pathname) ? {} : messagesFor(locale, "common")), ...toastMessages(locale, flash.toast?.message) },
      currency: { code: currency.code, sign: currency.sign, rate: currency.rate, decimals: currency.decimals },
      currencies: currencies.map((c) => ({ code: c.code, label: c.label, sign: c.sign, icon: c.icon, rate: c.rate, decimals: c.decimals })),
      vat,
      /** VAT_PERCENT: the one VAT rate, for <Price> in the browser. */
      vatPercent: getEnv().VAT_PERCENT,
      toast: flash.toast,
      flashedForm: flash.form,
      consent: typeof consent === "string" ? consent : null,
      user: user ? { id: user.id, firstName: user.firstName, email: user.email, phone: user.phone } : null,
      cartCount,
      licences: {
        civilAviation: getEnv().PARVAZ_CAO_LICENCE ?? agency.licences.civilAviation,
        culturalHeritage: getEnv().PARVAZ_CHO_LICENCE ?? agency.licences.culturalHeritage,
      },
      origin,
      honeypot: honeypotInputProps(),
      year: new Date().getFullYear(),
      env: publicEnv(),
    },
    { headers },
  );
}
