import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { removeLine, setQuantity } from "~/domains/cart/lines.server";
import { documentWord, lineMessages, productOf } from "~/domains/booking/products";
import { viewLine } from "~/domains/orders/lines";
import { agencyMoment, presentLine } from "~/domains/orders/present";
import { summarize } from "~/domains/orders/rules";
import { resolveCurrency } from "~/utils/currency.server";
import { clientIp } from "~/domains/content/http.server";
import { linesCharged, vatPercent } from "~/domains/orders/quote.server";
import { LineDescription, PriceSummary } from "~/components/orders/summary";
import { ChargePrice } from "~/components/price";
import { ScreenLink } from "~/components/screen-link";
import { pathFor } from "~/routing/screens";
import { useTranslation } from "~/i18n/react";
import { findCart, listLines } from "~/domains/cart/cart.server";
import { getFixedT } from "~/i18n/i18next.server";
import { messagesFor } from "~/i18n/resources.server";
import { redirectWithToast } from "~/utils/toast.server";
import { formatNumber } from "~/utils/format";
import { useLocale } from "~/utils/root-data";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const t = await getFixedT(locale, "orders");
  const cart = await findCart(request);
  const rows = cart ? await listLines(cart.id) : [];
  const now = new Date();
  // Priced as the order will be (decision 025): each line in the customer's currency, converted once, with its
  // VAT; the summary is summed from those same lines, so the lines add up to the total and the total is charged.
  const { currency } = await resolveCurrency(request, clientIp(context));
  const charged = await linesCharged(rows, currency);
  const valid = charged.filter((c) => c.line.expiresAt > now).map((c) => c.line);
  return {
    title: t("cart.title"),
    noindex: true,
    messages: {
      ...messagesFor(locale, "orders"),
      ...lineMessages(locale),
    },
    currency: currency.code,
    lines: charged.map(({ line: l, charge }) => ({
      id: l.id,
      kind: l.kind,
      line: presentLine(viewLine(l.kind, l.payload, l.quantity), locale),
      charge,
      quantity: l.quantity,
      perUnit: productOf(l.kind).perUnit,
      heldUntil: agencyMoment(l.expiresAt, locale),
      expired: l.expiresAt <= now,
    })),
    summary: valid.length ? summarize(valid, 0, vatPercent()) : null,
    // The summary's first row in the basket's own words ("Room price" for a stay, "Fare" for a train).
    amountLabel: t(
      documentWord(
        valid.map((l) => l.kind),
        "amount",
      ),
    ),
  };
}

const lineAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("remove"), lineId: z.coerce.number().int().positive() }),
  z.object({
    intent: z.literal("quantity"),
    lineId: z.coerce.number().int().positive(),
    quantity: z.coerce.number().int().min(1).max(9),
  }),
]);

/** Each button is its own small form (Hydrogen's cart): remove a line, change a quantity. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const back = pathFor("cart", locale);
  const parsed = lineAction.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return redirectWithToast(back, { type: "error", message: "orders:cart.invalid" });
  const cart = await findCart(request);
  if (!cart) return redirectWithToast(back, { type: "error", message: "orders:cart.lineGone" });
  if (parsed.data.intent === "remove") {
    const ok = await removeLine(cart.id, parsed.data.lineId);
    return redirectWithToast(
      back,
      ok ? { type: "success", message: "orders:cart.removed" } : { type: "error", message: "orders:cart.lineGone" },
    );
  }
  const changed = await setQuantity(cart.id, parsed.data.lineId, parsed.data.quantity);
  if (changed === "fixed") return redirectWithToast(back, { type: "error", message: "orders:cart.quantityFixed" });
  return changed === "updated"
    ? redirectWithToast(back, { type: "success", message: "orders:cart.updated" })
    : data(null, { status: 404 });
}

export default function CartScreen() {
  const { lines, summary, currency, amountLabel } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("cart.title")}</h1>
      {lines.length === 0 ? (
        <div className="mt-6 rounded-xl bg-white p-6 ring-1 ring-gray-200">
          <p>{t("cart.empty")}</p>
          <ScreenLink to="home" className="btn-primary mt-4 inline-block">
            {t("cart.continue")}
          </ScreenLink>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <ul className="grid gap-4" aria-label={t("cart.linesLabel")}>
            {lines.map((line) => (
              <li key={line.id} className="rounded-xl bg-white p-4 ring-1 ring-gray-200" data-testid="cart-line">
                <div className="flex flex-wrap items-start justify-between gap-4">
                  <LineDescription line={line.line} />
                  <p className="text-lg font-semibold" data-testid="line-price">
                    <ChargePrice charge={line.charge} currency={currency} />
                  </p>
                </div>
                <p className={`mt-2 text-sm ${line.expired ? "font-semibold text-red-700" : "text-gray-600"}`}>
                  {line.expired
                    ? t("cart.expired")
                    : t("cart.heldUntil", {
                        date: line.heldUntil.date,
                        time: t("time.at", { time: line.heldUntil.time, place: line.heldUntil.place }),
                      })}
                </p>
                <div className="mt-3 flex flex-wrap items-end gap-3">
                  {line.perUnit && !line.expired ? <QuantityForm lineId={line.id} quantity={line.quantity} /> : null}
                  <RemoveForm lineId={line.id} title={line.line.title} />
                </div>
              </li>
            ))}
          </ul>
          <aside aria-labelledby="cart-summary" className="h-fit rounded-xl bg-white p-4 ring-1 ring-gray-200">
            <h2 id="cart-summary" className="mb-3 text-lg font-semibold">
              {t("summary.title")}
            </h2>
            {summary ? (
              <>
                <PriceSummary summary={summary} currency={currency} amountLabel={amountLabel} />
                <ScreenLink to="checkout" className="btn-primary mt-4 block text-center">
                  {t("cart.checkout")}
                </ScreenLink>
              </>
            ) : (
              <p className="text-sm">{t("cart.allExpired")}</p>
            )}
          </aside>
        </div>
      )}
    </main>
  );
}

function RemoveForm({ lineId, title }: { lineId: number; title: string }) {
  const fetcher = useFetcher();
  const { t } = useTranslation("orders");
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="lineId" value={lineId} />
      <button
        className="btn-secondary"
        aria-label={t("cart.removeLine", { title })}
        disabled={fetcher.state !== "idle"}
      >
        {t("cart.remove")}
      </button>
    </fetcher.Form>
  );
}

function QuantityForm({ lineId, quantity }: { lineId: number; quantity: number }) {
  const fetcher = useFetcher();
  const { t } = useTranslation("orders");
  const locale = useLocale();
  const id = `qty-${lineId}`;
  return (
    <fetcher.Form method="post" className="flex items-end gap-2">
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="lineId" value={lineId} />
      <div>
        <label htmlFor={id} className="mb-1 block text-sm">
          {t("cart.quantity")}
        </label>
        <select id={id} name="quantity" defaultValue={quantity} className="input w-20">
          {Array.from({ length: 9 }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {formatNumber(n, locale)}
            </option>
          ))}
        </select>
      </div>
      <button className="btn-secondary" disabled={fetcher.state !== "idle"}>
        {t("cart.update")}
      </button>
    </fetcher.Form>
  );
}
