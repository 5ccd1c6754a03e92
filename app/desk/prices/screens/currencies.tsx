import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { labelClass } from "~/components/label-class";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { vatPercent } from "~/domains/orders/quote.server";
import { redirectWithToast } from "~/utils/toast.server";
import { DeskPage } from "../../components/desk-page";
import { actorOf, deskPage, staffOf } from "../../frame.server";
import { currencyList, saveCurrency } from "../prices.server";
import { currencySchema } from "../schemas";

/**
 * Currency rates and which currencies are offered (finance, administrator; decision 114): one form per
 * currency (units per 1 EUR, offered or not). The base currency, EUR, stays 1 and offered. Visitors see
 * a new rate within a minute (the currency list is cached that long per server process); an order
 * keeps the rate it was placed with. The VAT rate is shown with where it is set.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  return {
    ...deskPage(locale, staff, t("screen.deskCurrencies"), "deskPrices"),
    currencies: (await currencyList()).map((c) => ({
      code: c.code,
      label: c.label,
      rate: String(c.rate),
      active: c.active,
    })),
    vat: vatPercent(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const actor = actorOf(staffOf(context));
  const parsed = currencySchema.safeParse(Object.fromEntries(await request.formData()));
  const here = pathFor("deskCurrencies", locale);
  if (!parsed.success) return redirectWithToast(here, { type: "error", message: "deskPrices:validation.rateFormat" });
  const outcome = await saveCurrency(actor, parsed.data);
  return redirectWithToast(here, {
    type: outcome === "saved" ? "success" : "error",
    message:
      outcome === "saved"
        ? "deskPrices:currencies.saved"
        : outcome === "base"
          ? "deskPrices:currencies.base"
          : "deskPrices:validation.currency",
  });
}

export default function DeskCurrencies() {
  const { title, frame, currencies, vat } = useLoaderData<typeof loader>();
  const { t } = useTranslation("deskPrices");
  return (
    <DeskPage current="deskCurrencies" frame={frame} title={title}>
      <p className="max-w-2xl text-gray-700">{t("currencies.intro")}</p>
      <ul className="mt-6 grid max-w-3xl gap-4">
        {currencies.map((c) => (
          <li key={c.code} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
            <Form method="post" className="flex flex-wrap items-end gap-4">
              <input type="hidden" name="intent" value="save" />
              <input type="hidden" name="code" value={c.code} />
              <p className="min-w-32 font-semibold">
                <span dir="ltr">{c.code}</span> · {c.label}
              </p>
              <div>
                <label htmlFor={`rate-${c.code}`} className={labelClass}>
                  {t("currencies.rate", { code: c.code })}
                </label>
                <input
                  id={`rate-${c.code}`}
                  name="rate"
                  defaultValue={c.rate}
                  inputMode="decimal"
                  dir="ltr"
                  required
                  className="input"
                  readOnly={c.code === "EUR"}
                />
              </div>
              <div className="flex items-center gap-2">
                <input
                  id={`active-${c.code}`}
                  name="active"
                  type="checkbox"
                  value="on"
                  defaultChecked={c.active}
                  disabled={c.code === "EUR"}
                  className="h-5 w-5"
                />
                <label htmlFor={`active-${c.code}`}>{t("currencies.active")}</label>
                {c.code === "EUR" ? <input type="hidden" name="active" value="on" /> : null}
              </div>
              <button className="btn-secondary" aria-label={t("currencies.saveNamed", { code: c.code })}>
                {t("currencies.save")}
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-2xl text-gray-700">{t("currencies.vat", { percent: vat })}</p>
    </DeskPage>
  );
}
