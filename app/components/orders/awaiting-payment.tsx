import { useTranslation } from "~/i18n/react";
import type { AwaitingView } from "~/domains/orders/awaiting";
import { Price } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { durationText } from "~/utils/duration";

/**
 * The bare payment screen (decision 413): the visitor's orders awaiting payment, each with its number, what it is,
 * the amount in its own currency, the time left (a hold) or the day due (a balance) and a link that pays it; or a
 * clear page when nothing is awaiting payment. Plain links: the same without JavaScript.
 */
export function AwaitingPayment({ orders, cartLines }: { orders: AwaitingView[]; cartLines: number }) {
  const { t } = useTranslation("orders");
  if (!orders.length)
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-3xl font-bold">{t("awaiting.none")}</h1>
        <div className="mt-6 rounded-xl bg-white p-6 ring-1 ring-gray-200">
          <p>{t("awaiting.noneText")}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            {cartLines > 0 ? (
              <ScreenLink to="cart" className="btn-primary inline-block">
                {t("awaiting.toCart")}
              </ScreenLink>
            ) : null}
            <ScreenLink to="home" className={cartLines > 0 ? "inline-block self-center underline" : "btn-primary"}>
              {t("cart.continue")}
            </ScreenLink>
          </div>
        </div>
      </main>
    );
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("awaiting.title")}</h1>
      <p className="mt-2 text-gray-700">{t("awaiting.intro")}</p>
      <ul className="mt-6 grid gap-4">
        {orders.map((o) => {
          const heading = `awaiting-${o.number}`;
          return (
            <li key={o.number} className="rounded-xl bg-white p-4 ring-1 ring-gray-200" data-testid="awaiting-order">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={heading} className="text-lg font-semibold">
                  {t("order.number")} <bdi dir="ltr">{o.number}</bdi>
                </h2>
                <span className="rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-950">
                  {o.kind === "payment" ? t("status.pending_payment") : t("awaiting.balanceKind")}
                </span>
              </div>
              <ul className="mt-2 grid gap-1">
                {o.lines.map((l, i) => (
                  <li key={i}>
                    <span className="font-medium">{l.title}</span>
                    {l.subtitle ? <span className="block text-sm text-gray-600">{l.subtitle}</span> : null}
                  </li>
                ))}
              </ul>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt>{o.kind === "payment" ? t("awaiting.amount") : t("balance.due")}</dt>
                <dd className="font-semibold" data-testid="awaiting-amount">
                  <Price money={{ amount: o.due, currency: o.currency }} own />
                </dd>
                {o.hold ? (
                  <>
                    <dt>{t("awaiting.timeLeft")}</dt>
                    <dd data-testid="awaiting-left">
                      {t("awaiting.left", {
                        left: durationText(o.hold.minutesLeft, t),
                        time: t("time.at", { time: o.hold.until.time, place: o.hold.until.place }),
                      })}
                    </dd>
                  </>
                ) : null}
                {o.dueOn ? (
                  <>
                    <dt>{t("awaiting.dueBy")}</dt>
                    <dd>{o.dueOn}</dd>
                  </>
                ) : null}
              </dl>
              {o.kind === "payment" ? (
                <ScreenLink
                  to="payment"
                  search={`?order=${encodeURIComponent(o.number)}`}
                  className="btn-primary mt-4 inline-block"
                  aria-describedby={heading}
                >
                  {t("payment.pay")}
                </ScreenLink>
              ) : (
                <ScreenLink
                  to="confirmation"
                  params={{ orderNumber: o.number }}
                  className="btn-primary mt-4 inline-block"
                  aria-describedby={heading}
                >
                  {t("awaiting.payBalance")}
                </ScreenLink>
              )}
            </li>
          );
        })}
      </ul>
    </main>
  );
}
