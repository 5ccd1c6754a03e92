import { useTranslation } from "~/i18n/react";
import { dirOf, intlLocale } from "~/i18n/config";
import { formatMoney, type CurrencyInfo, type Money } from "~/utils/money";
import { priceShown, shownAmount, type Charge } from "~/domains/orders/currency";
import { useRootData } from "~/utils/root-data";

/**
 * Formats money in the visitor's currency, with VAT shown as chosen (prices are kept net of VAT).
 * A product's net price goes through the one price rule (`chargeOf`, decision 025): converted
 * once into the visitor's currency, VAT on the converted net — what an order for the same
 * choice charges. `vat: false` shows the converted net (a part of a summary that has its own
 * VAT row). `per`: the shown amount divided by it (a price per night of a stay's total).
 * `own`: in the money's own currency, unconverted — an order's amounts are what was charged.
 */
export function usePrice() {
  const root = useRootData();
  return (money: Money, options: { vat?: boolean; own?: boolean; per?: number } = {}) => {
    if (!root) return "";
    const currencies: Record<string, CurrencyInfo> = Object.fromEntries(root.currencies.map((c) => [c.code, c]));
    const locale = intlLocale[root.locale];
    if (options.own) {
      const info = currencies[money.currency] ?? { code: money.currency, sign: money.currency, rate: 1, decimals: 2 };
      return formatMoney(money, info, locale);
    }
    const target = currencies[root.currency.code] ?? root.currency;
    const amount = priceShown(money, { ...root, currencies: root.currencies }, { vat: options.vat });
    if (amount === null) return "";
    const per = options.per && options.per > 1 ? Math.round(amount / options.per) : amount;
    return formatMoney({ amount: per, currency: target.code }, target, locale);
  };
}

/**
 * A price as one isolated phrase in the page's direction (issue 23 item 6): on a Persian page
 * "۲٬۵۰۸٬۰۰۰ تومان" reads number, then unit — the digits keep their left-to-right order inside
 * the right-to-left phrase. (A left-to-right phrase put the unit first: "تومان ۲٬۵۰۸٬۰۰۰".)
 */
function Amount({ children }: { children: string }) {
  const root = useRootData();
  return (
    <bdi dir={root ? dirOf(root.locale) : undefined} className="whitespace-nowrap">
      {children}
    </bdi>
  );
}

function VatNote() {
  const root = useRootData();
  const { t } = useTranslation();
  if (!root) return null;
  return <span className="sr-only"> ({root.vat === "incl" ? t("vat.included") : t("vat.excluded")})</span>;
}

export function Price({
  money,
  vat = true,
  own = false,
  per,
  className,
}: {
  money: Money;
  vat?: boolean;
  /** Show it in its own currency (an order's amounts), not converted to the visitor's. */
  own?: boolean;
  /** Divide the shown amount by this (per night of a stay). */
  per?: number;
  className?: string;
}) {
  const format = usePrice();
  return (
    <span className={className}>
      <Amount>{format(money, { vat: own ? false : vat, own, per })}</Amount>
      {vat && !own ? <VatNote /> : null}
    </span>
  );
}

/**
 * A line already priced in the order's currency (its charge: net, VAT, gross), shown as the
 * visitor's VAT switch says: with VAT, what is paid for it; without, its net.
 */
export function ChargePrice({
  charge,
  currency,
  className,
}: {
  charge: Pick<Charge, "net" | "gross">;
  currency: string;
  className?: string;
}) {
  const root = useRootData();
  const format = usePrice();
  if (!root) return null;
  return (
    <span className={className}>
      <Amount>{format({ amount: shownAmount(charge, root.vat), currency }, { own: true })}</Amount>
      <VatNote />
    </span>
  );
}
