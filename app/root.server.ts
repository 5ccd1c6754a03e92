/**
 * The root loader's work (app/root.tsx): apart from the root module so that the hooks that read
 * its data (utils/root-data.ts) take its type from here, not from the component tree.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { getUser } from "~/domains/accounts/session.server";
import { countCartLines } from "~/domains/cart/cart.server";
import { messagesFor, toastMessages } from "~/i18n/resources.server";
import { agency } from "~/utils/agency";
import { consentCookie } from "~/utils/cookies.server";
import { resolveCurrency, vatMode } from "~/utils/currency.server";
import { demoMailbox, getEnv, publicEnv, publicOrigin } from "~/utils/env.server";
import { toJalali } from "~/utils/jalali";
import { getFlash } from "~/utils/toast.server";
import { dirOf, intlLocale } from "~/i18n/config";
import { currencyDisplay } from "~/utils/money";
/** The preferences, session and messages every page needs (the screens get "common" from the :lang route). */
export async function rootLoader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
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
  const origin = publicOrigin();
  return data(
    {
      locale,
      dir: dirOf(locale),
      // Screens get "common" from the :lang route; pages outside it (/lang, the 404 page) from here.
      // The flashed toast may use another namespace than "common": its one message comes along.
      messages: {
        ...(context.screen ? {} : messagesFor(locale, "common")),
        ...toastMessages(locale, flash.toast?.message),
      },
      currency: { code: currency.code, sign: currency.sign, rate: currency.rate, decimals: currency.decimals },
      currencies: currencies.map((c) => ({
        code: c.code,
        label: c.label,
        sign: c.sign,
        /** How the page writes it (IRR in toman on Persian pages, decision 023). */
        displaySign: currencyDisplay(c, intlLocale[locale]).sign,
        icon: c.icon,
        rate: c.rate,
        decimals: c.decimals,
      })),
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
      year: new Date().getFullYear(),
      /** The Solar Hijri year, for the Persian footer's copyright. */
      jalaliYear: toJalali(new Date().toISOString().slice(0, 10)).jy,
      /** A demonstration: the footer links the demo mailbox. */
      demo: demoMailbox(),
      env: publicEnv(),
    },
    { headers },
  );
}
