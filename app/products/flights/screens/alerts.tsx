import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { maskTarget } from "~/domains/accounts/http.server";
import { clientIp } from "~/domains/content/http.server";
import { getUser } from "~/domains/accounts/session.server";
import { getFixedT } from "~/i18n/i18next.server";
import { messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { isLocale, pathFor } from "~/routing/screens";
import { agencyToday } from "~/travel/clock";
import { safeRedirect } from "~/utils/safe-redirect";
import { parseWithZod } from "~/utils/submission.server";
import { redirectWithForm, redirectWithToast } from "~/utils/toast.server";
import { whereOf } from "~/products/flights/places";
import { PRICE_ALERT_FORM, priceAlertSchema } from "~/products/flights/price-alert-form";
import { CHECK_MINUTES, DROP_PERCENT, SEATS_THRESHOLD, monthPeriod, periodText } from "~/products/flights/price-alerts";
import { confirmAlert, followRoute, stopWithToken, unsubscribeTarget } from "~/products/flights/price-alerts.server";

/**
 * Flight price alerts' own screen (docs/decisions/108-price-alerts.md). GET `?confirm=…` confirms
 * a guest's alert; GET `?unsubscribe=…` asks once, with one button (a mail scanner that opens every
 * link stops nothing); a POST to that same URL stops the alert at once (RFC 8058 one-click, what a
 * mail client sends for `List-Unsubscribe-Post`). The results page's "Track prices" form posts here
 * too and goes back to the results with a message. No JavaScript needed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const t = await getFixedT(locale, "flights");
  const search = new URL(request.url).searchParams;
  const confirm = search.get("confirm");
  const unsubscribe = search.get("unsubscribe");
  const base = { title: t("alerts.title"), messages: messagesFor(locale, "flights"), noindex: true };
  if (confirm !== null) {
    const confirmed = (await confirmAlert(confirm)) === "confirmed";
    return data({ ...base, state: { kind: confirmed ? "confirmed" : "invalid" } as const }, confirmed ? 200 : 400);
  }
  if (unsubscribe !== null) {
    const row = await unsubscribeTarget(unsubscribe);
    if (!row) return data({ ...base, state: { kind: "invalid" } as const }, 400);
    const route = t("results.placePair", {
      from: whereOf(row.origin)?.city[locale] ?? row.origin,
      to: whereOf(row.destination)?.city[locale] ?? row.destination,
    });
    const stopped = row.status === "stopped" || row.status === "ended";
    return {
      ...base,
      state: {
        kind: stopped ? ("stopped" as const) : ("unsubscribe" as const),
        token: unsubscribe,
        route,
        dates: periodText(row.period, locale),
        email: maskTarget(row.email),
      },
    };
  }
  return { ...base, state: { kind: "info" } as const };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const formData = await request.formData();
  const oneClick = new URL(request.url).searchParams.get("unsubscribe");
  const token = formData.get("token") ?? oneClick;
  if (formData.get("intent") !== "follow") {
    if (typeof token !== "string" || !(await stopWithToken(token))) return data({ stopped: false }, { status: 400 });
    // A mail client's one click wants an answer, not a page to follow; the page's button gets the page and a message.
    if (formData.get("List-Unsubscribe") === "One-Click") return data({ stopped: true });
    return redirectWithToast(pathFor("flightAlerts", locale), { type: "success", message: "flights:alerts.stopped" });
  }
  const back = safeRedirect(formData.get("redirectTo"), pathFor("flightResults", locale));
  const submission = parseWithZod(formData, { schema: priceAlertSchema });
  const typed = { email: String(formData.get("email") ?? "") };
  const user = await getUser(request);
  const address = user?.status === "active" && user.email ? user.email : null;
  if (submission.status !== "success" || (!address && !submission.value.email)) {
    const reply = submission.status === "success" ? null : submission.reply();
    const emailErrors = reply?.error?.email ?? (address || typed.email ? null : [messageKey("validation.required")]);
    if (!emailErrors) return redirectWithToast(back, { type: "error", message: "flights:alerts.invalid" });
    return redirectWithForm(back, { form: PRICE_ALERT_FORM, values: typed, errors: { email: emailErrors } });
  }
  const v = submission.value;
  const today = agencyToday();
  if (v.depart < today) return redirectWithToast(back, { type: "error", message: "flights:alerts.invalid" });
  const pageLocale = isLocale(locale) ? locale : "en";
  const route = {
    origin: v.from,
    destination: v.to,
    period: v.span === "month" ? monthPeriod(v.depart, pageLocale) : v.depart,
    adults: v.adults,
  };
  const who = address && user ? { userId: user.id, email: address } : { email: v.email!, ip: clientIp(context) };
  const result = await followRoute(route, who, pageLocale);
  if (result.status === "limited")
    return redirectWithForm(
      back,
      { form: PRICE_ALERT_FORM, values: typed, errors: { email: [messageKey("spam.tooMany")] } },
      { headers: { "Retry-After": String(result.retryAfter) } },
    );
  return redirectWithToast(back, {
    type: "success",
    message: result.status === "following" ? "flights:alerts.following" : "flights:alerts.received",
  });
}

export default function PriceAlertsScreen() {
  const { state } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("flights");
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("alerts.title")}</h1>
      {done && "stopped" in done ? (
        <p className="mt-6 rounded-lg bg-green-50 p-4 text-lg text-green-900 ring-1 ring-green-200" role="status">
          {done.stopped ? t("alerts.stopped") : t("alerts.invalidLink")}
        </p>
      ) : state.kind === "confirmed" ? (
        <p className="mt-6 rounded-lg bg-green-50 p-4 text-lg text-green-900 ring-1 ring-green-200">
          {t("alerts.confirmed")}
        </p>
      ) : state.kind === "invalid" ? (
        <p className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
          {t("alerts.invalidLink")}
        </p>
      ) : state.kind === "stopped" ? (
        <p className="mt-6 rounded-lg bg-green-50 p-4 text-lg text-green-900 ring-1 ring-green-200">
          {t("alerts.alreadyStopped", { route: state.route, dates: state.dates })}
        </p>
      ) : state.kind === "unsubscribe" ? (
        <Form method="post" className="mt-6 grid gap-4 rounded-lg bg-white p-6 ring-1 ring-gray-200">
          <input type="hidden" name="token" value={state.token} />
          <p className="text-lg">
            {t("alerts.stopQuestion", { route: state.route, dates: state.dates, email: state.email })}
          </p>
          <button className="btn-primary justify-self-start" disabled={navigation.state === "submitting"}>
            {t("alerts.stop")}
          </button>
        </Form>
      ) : null}
      <p className="mt-6 text-gray-700">
        {t("alerts.about", { minutes: CHECK_MINUTES, percent: DROP_PERCENT, seats: SEATS_THRESHOLD })}
      </p>
    </main>
  );
}
