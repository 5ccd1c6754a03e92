import { useTranslation } from "~/i18n/react";
import { intlLocale } from "~/i18n/config";
import { convertMoney, formatMoney, type Money } from "~/utils/money";
import { displayPrice } from "~/utils/vat";
import { useRootData } from "~/utils/root-data";

/**
 * Formats money in the visitor's currency, with VAT shown as chosen (prices are kept net of VAT).
 * `own`: in the money's own currency, unconverted — an order's amounts are what was charged.
 */
export function usePrice() {
  const root = useRootData();
  return (money: Money, options: { vat?: boolean; own?: boolean } = {}) => {
    if (!root) return "";
    const currencies = Object.fromEntries(root.currencies.map((c) => [c.code, c]));
    if (options.own) {
      const info = currencies[money.currency] ?? { code: money.currency, sign: money.currency, rate: 1, decimals: 2 };
      return formatMoney(money, info, intlLocale[root.locale]);
    }
    const target = currencies[root.currency.code] ?? root.currency;
    const applyVat = options.vat !== false;
    const source = currencies[money.currency];
    const net = source ? money : { ...money };
    const gross = applyVat ? displayPrice(net.amount, root.vat, root.vatPercent) : net.amount;
    const converted = convertMoney({ amount: gross, currency: money.currency }, currencies, target.code);
    return formatMoney(converted, target, intlLocale[root.locale]);
  };
}

export function Price({
  money,
  vat = true,
  own = false,
  className,
}: {
  money: Money;
  vat?: boolean;
  /** Show it in its own currency (an order's amounts), not converted to the visitor's. */
  own?: boolean;
  className?: string;
}) {
  const format = usePrice();
  const root = useRootData();
  const { t } = useTranslation();
  return (
    <span className={className}>
      <span dir="ltr" className="whitespace-nowrap">
        {format(money, { vat: own ? false : vat, own })}
      </span>
      {vat && !own && root ? (
        <span className="sr-only"> ({root.vat === "incl" ? t("vat.included") : t("vat.excluded")})</span>
      ) : null}
    </span>
  );
}
