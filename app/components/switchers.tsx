import { Form, useSubmit } from "@remix-run/react";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { locales, resources } from "~/routing/screens";
import { useRootData } from "~/utils/root-data";
import { useHere } from "./here";
import { closeMenuAround } from "./menu-behaviour";
import { useHydrated } from "remix-utils/use-hydrated";

export const nativeLanguageNames = { fa: "فارسی", en: "English", nl: "Nederlands", fr: "Français" } as const;
/** Each language's own short name, for the header's settings button. */
const nativeLanguageShort = { fa: "فا", en: "EN", nl: "NL", fr: "FR" } as const;

/**
 * Language, currency and VAT behind one button on phones and tablets (issue 22 item 9): a
 * <details> menu, so it opens without JavaScript, showing the current choice ("EN · € · incl. VAT");
 * each choice inside is still its own form post. On wide screens the choices stand in the header
 * row and the button is not shown (app/tailwind.css, details.settings-menu).
 */
export function SettingsMenu() {
  const { t } = useTranslation();
  const root = useRootData();
  if (!root) return null;
  const currency = root.currencies.find((c) => c.code === root.currency.code);
  const sign = currency?.displaySign ?? root.currency.code;
  return (
    <details className="settings-menu" data-menu="">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-lg border border-gray-300 px-1.5 py-1.5 sm:px-2 text-sm whitespace-nowrap hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="hidden h-4 w-4 shrink-0 fill-none stroke-current stroke-2 sm:block"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
        </svg>
        <span className="sr-only">{t("common:labelled", { label: t("switcher.settings") })} </span>
        <span lang={root.locale}>{nativeLanguageShort[root.locale]}</span>
        <span aria-hidden="true">·</span>
        <span>{sign}</span>
        <span aria-hidden="true">·</span>
        <span>{root.vat === "incl" ? t("vat.inclShort") : t("vat.exclShort")}</span>
      </summary>
      <div className="settings-panel absolute inset-x-0 z-30 mt-2 grid gap-4 border-y border-gray-200 bg-white px-4 py-4 text-sm shadow-lg sm:start-auto sm:end-4 sm:w-96 sm:rounded-lg sm:border-x xl:static xl:mt-0 xl:flex xl:w-auto xl:flex-wrap xl:items-center xl:gap-3 xl:border-0 xl:p-0 xl:shadow-none">
        <LanguageSwitcher />
        <CurrencySwitcher />
        <VatSwitch />
      </div>
    </details>
  );
}

/** Same screen in another language, keeping the query string; remembers the choice for 365 days. */
export function LanguageSwitcher({ id = "lang" }: { id?: string }) {
  const { t } = useTranslation();
  const root = useRootData();
  const here = useHere();
  return (
    <Form
      method="post"
      action={resources.setLocale.path}
      className="flex flex-wrap items-center gap-1"
      aria-labelledby={`${id}-label`}
    >
      <span id={`${id}-label`} className={id === "lang" ? "w-full text-gray-700 xl:sr-only" : "sr-only"}>
        {t("switcher.language")}
      </span>
      <input type="hidden" name="path" value={here} />
      {locales.map((l) => (
        <button
          key={l}
          name="lang"
          value={l}
          lang={l}
          aria-current={root?.locale === l ? "true" : undefined}
          className={`rounded px-2 py-1 text-sm ${root?.locale === l ? "bg-green-700 text-white" : "text-gray-700 hover:bg-gray-100"}`}
        >
          {nativeLanguageNames[l]}
        </button>
      ))}
    </Form>
  );
}

export function CurrencySwitcher({ id = "currency" }: { id?: string }) {
  const { t } = useTranslation();
  const root = useRootData();
  const here = useHere();
  const hydrated = useHydrated();
  const submit = useSubmit();
  if (!root) return null;
  return (
    <Form
      method="post"
      action={resources.setCurrency.path}
      className="flex min-w-0 flex-wrap items-center gap-1"
      preventScrollReset
    >
      <input type="hidden" name="redirectTo" value={here} />
      <label htmlFor={id} className="text-sm text-gray-700">
        {t("switcher.currency")}
      </label>
      <select
        id={id}
        name="currency"
        defaultValue={root.currency.code}
        key={root.currency.code}
        className="min-w-0 flex-1 rounded border border-gray-300 bg-white px-2 py-1 text-sm xl:w-40 xl:flex-none"
        onChange={(e) => {
          if (!hydrated) return;
          submit(e.currentTarget.form, { preventScrollReset: true });
          closeMenuAround(e.currentTarget);
        }}
      >
        {root.currencies.map((c) => (
          <option key={c.code} value={c.code}>
            {/* "€ EUR", "IRR" alone where the sign is the code; on Persian pages the rial is shown in toman and
                named so, "تومان" with no rial code or name beside it (decision 023, issue 23 item 12). */}
            {c.code === "IRR" && c.displaySign !== c.code
              ? t("common:toman")
              : `${c.displaySign === c.code ? c.code : `${c.displaySign} ${c.code}`} — ${t(keyIn("common:currency", c.code))}`}
          </option>
        ))}
      </select>
      <button className={hydrated ? "sr-only" : "btn-secondary px-2 py-1 text-sm"}>{t("action.apply")}</button>
    </Form>
  );
}

export function VatSwitch() {
  const { t } = useTranslation();
  const root = useRootData();
  const here = useHere();
  if (!root) return null;
  const next = root.vat === "incl" ? "excl" : "incl";
  return (
    <Form method="post" action={resources.setVat.path} preventScrollReset>
      <input type="hidden" name="redirectTo" value={here} />
      <input type="hidden" name="vat" value={next} />
      <button
        className="rounded px-2 py-1 text-sm text-gray-700 ring-1 ring-gray-300 hover:bg-gray-100 xl:ring-0"
        aria-pressed={root.vat === "incl"}
      >
        <span className="sr-only">{t("common:labelled", { label: t("switcher.vat") })} </span>
        {root.vat === "incl" ? t("vat.included") : t("vat.excluded")}
      </button>
    </Form>
  );
}
