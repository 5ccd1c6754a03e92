import { useTranslation } from "~/i18n/react";
import { Price } from "~/components/price";
import { useBreakdown } from "~/components/price-breakdown";

/**
 * A stay's price rows inside a `<dl>` of two columns: the rooms, the property's taxes, the VAT
 * when prices are shown with it, and the total the cart will charge (the rows add up to it).
 */
export function StayPriceRows({ price }: { price: { roomsTotal: number; taxes: number; currency: string } }) {
  const { t } = useTranslation("hotels");
  const { t: tc } = useTranslation();
  const shown = useBreakdown([price.roomsTotal, price.taxes], price.currency);
  if (!shown) return null;
  const money = (amount: number) => ({ amount, currency: shown.currency });
  return (
    <>
      <dt>{t("property.roomsPrice")}</dt>
      <dd>
        <Price money={money(shown.parts[0])} own />
      </dd>
      <dt>{t("property.taxes")}</dt>
      <dd>
        <Price money={money(shown.parts[1])} own />
      </dd>
      {shown.vat !== null ? (
        <>
          <dt>{tc("switcher.vat")}</dt>
          <dd data-testid="price-vat">
            <Price money={money(shown.vat)} own />
          </dd>
        </>
      ) : null}
      <dt className="border-t border-gray-200 pt-1 font-semibold">{t("results.total")}</dt>
      <dd className="border-t border-gray-200 pt-1 font-semibold" data-testid="hotel-total">
        <Price money={money(shown.total)} own />
      </dd>
    </>
  );
}
