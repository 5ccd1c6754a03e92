import { useTranslation } from "~/i18n/react";
import { intlLocale } from "~/i18n/config";
import { convertMoney, formatMoney, type Money } from "~/utils/money";
import { displayPrice } from "~/utils/vat";
import { useRootData } from "~/utils/root-data";

/**
 * Formats money in the visitor's currency, with VAT shown as chosen (prices are kept net of
 * VAT); with `convert: false` in its own currency (a record of what was charged).
 */
export function usePrice() {
  const root = useRootData();
  return (money: Money, options: { vat?: boolean; convert?: boolean } = {}) => {
    if (!root) return "";
    const currencies = Object.fromEntries(root.currencies.map((c) => [c.code, c]));
    const own = options.convert === false ? currencies[money.currency] : undefined;
    const target = own ?? currencies[root.currency.code] ?? root.currency;
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
  convert = true,
  className,
}: {
  money: Money;
  vat?: boolean;
  convert?: boolean;
  className?: string;
}) {
  const format = usePrice();
  const root = useRootData();
  const { t } = useTranslation();
  return (
    <span className={className}>
      <span dir="ltr" className="whitespace-nowrap">
        {format(money, { vat, convert })}
      </span>
      {vat && root ? (
        <span className="sr-only"> ({root.vat === "incl" ? t("vat.included") : t("vat.excluded")})</span>
      ) : null}
    </span>
  );
}
