import { Form } from "@remix-run/react";
import { labelClass } from "~/components/label-class";
import { ErrorList } from "~/components/error-list";
import { useHere } from "~/components/here";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { formatFullDate, formatMonth } from "~/utils/format";
import { useLocale, useRootData } from "~/utils/root-data";
import { PRICE_ALERT_FORM } from "~/products/flights/price-alert-form";
import { DROP_PERCENT, SEATS_THRESHOLD } from "~/products/flights/price-alerts";

/**
 * "Track prices" under the flight results and the price calendar (decision 108): follow this route
 * on the searched day or in its month (the calendar: its month). A signed-in user follows with one button; a guest gives an address, which gets a
 * link to confirm (double opt-in). Posts to the price alerts screen, which comes back here with a
 * message, or with the address's error and what was typed. Works without JavaScript.
 */
export function TrackPrices({
  from,
  to,
  depart,
  adults,
  monthOnly = false,
}: {
  from: string;
  to: string;
  depart: string;
  adults: number;
  /** The price calendar follows its month: no choice of day. */
  monthOnly?: boolean;
}) {
  const { t } = useTranslation("flights");
  const locale = useLocale();
  const root = useRootData();
  const here = useHere();
  const signedIn = root?.user?.email ?? null;
  const flashed = root?.flashedForm?.form === PRICE_ALERT_FORM ? root.flashedForm : null;
  const errors = flashed?.errors.email ?? [];
  return (
    <section aria-labelledby="track-prices" className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <h2 id="track-prices" className="text-lg font-semibold">
        {t("alerts.track")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {t("alerts.trackText", { percent: DROP_PERCENT, seats: SEATS_THRESHOLD })}
      </p>
      <Form method="post" action={pathFor("flightAlerts", locale)} className="mt-3 grid gap-3" preventScrollReset>
        <input type="hidden" name="intent" value="follow" />
        <input type="hidden" name="from" value={from} />
        <input type="hidden" name="to" value={to} />
        <input type="hidden" name="depart" value={depart} />
        <input type="hidden" name="adults" value={adults} />
        <input type="hidden" name="redirectTo" value={here} />
        {monthOnly ? (
          <>
            <input type="hidden" name="span" value="month" />
            <p>{t("alerts.spanMonth", { month: formatMonth(depart, locale) })}</p>
          </>
        ) : (
          <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
            <legend className={labelClass}>{t("alerts.span")}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="span" value="day" defaultChecked />
              {t("alerts.spanDay", { date: formatFullDate(depart, locale) })}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="span" value="month" />
              {t("alerts.spanMonth", { month: formatMonth(depart, locale) })}
            </label>
          </fieldset>
        )}
        {signedIn ? (
          <p className="text-sm text-gray-700">{t("alerts.signedIn", { email: signedIn })}</p>
        ) : (
          <div>
            <label htmlFor="alert-email" className={labelClass}>
              {t("alerts.email")}
            </label>
            <input
              id="alert-email"
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              dir="ltr"
              className="input max-w-md"
              defaultValue={flashed?.values.email ?? ""}
              key={flashed ? JSON.stringify(flashed) : "alert-email"}
              aria-invalid={errors.length ? true : undefined}
              aria-describedby={errors.length ? "alert-email-error" : undefined}
            />
            <ErrorList id="alert-email-error" errors={errors} />
          </div>
        )}
        <button className="btn-primary justify-self-start">{t("alerts.submit")}</button>
      </Form>
    </section>
  );
}
