import { Form, useSubmit } from "@remix-run/react";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { locales, resources } from "~/routing/screens";
import { useRootData } from "~/utils/root-data";
import { useHere } from "./here";
import { useHydrated } from "remix-utils/use-hydrated";

export const nativeLanguageNames = { fa: "فارسی", en: "English", nl: "Nederlands", fr: "Français" } as const;

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
      <span id={`${id}-label`} className="sr-only">
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
        className="w-40 max-w-full min-w-0 rounded border border-gray-300 bg-white px-2 py-1 text-sm"
        onChange={(e) => hydrated && submit(e.currentTarget.form, { preventScrollReset: true })}
      >
        {root.currencies.map((c) => (
          <option key={c.code} value={c.code}>
            {/* "€ EUR", "تومان IRR" on Persian pages, "IRR" alone where the sign is the code (decision 023). */}
            {c.displaySign === c.code ? c.code : `${c.displaySign} ${c.code}`} — {t(keyIn("common:currency", c.code))}
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
      <button className="rounded px-2 py-1 text-sm text-gray-700 hover:bg-gray-100" aria-pressed={root.vat === "incl"}>
        <span className="sr-only">{t("common:labelled", { label: t("switcher.vat") })} </span>
        {root.vat === "incl" ? t("vat.included") : t("vat.excluded")}
      </button>
    </Form>
  );
}
