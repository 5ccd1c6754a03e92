import { BidiList } from "~/components/bidi-list";
import { Price } from "~/components/price";
import type { PresentedLine } from "~/domains/orders/present";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { formatDigits } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import type { PresentedStay } from "../present";

/** A hotel line's stay: dates and nights, rooms and guests, meals, the hotel's times, what is due at the hotel; then its guests. */
export function HotelStay({ stay, line }: { stay: PresentedStay; line: PresentedLine }) {
  const { t } = useTranslation("hotels");
  const locale = useLocale();
  const sep = t("common:separator");
  return (
    <>
      <ul className="mt-1 text-sm text-gray-700" data-testid="hotel-stay">
        <li>
          {t("line.stay", {
            checkIn: stay.checkIn,
            checkOut: stay.checkOut,
            nights: t("stay.nights", { count: stay.nights }),
          })}
        </li>
        {stay.checkInTime ? (
          <li>
            {t("line.checkInAt", {
              time: formatDigits(stay.checkInTime, locale),
              time2: formatDigits(stay.checkOutTime ?? "", locale),
            })}
          </li>
        ) : null}
        <li>
          {t("stay.rooms", { count: stay.rooms })}
          {sep}
          {t("stay.adults", { count: stay.adults })}
          {stay.children ? `${sep}${t("stay.children", { count: stay.children })}` : ""}
          {stay.board ? `${sep}${t(keyIn("hotels:board", stay.board))}` : ""}
        </li>
        {stay.arrivalTime ? (
          <li>
            {t("common:labelled", { label: t("line.arrival") })} {stay.arrivalTime}
          </li>
        ) : null}
        {stay.specialRequests ? (
          <li>
            {t("common:labelled", { label: t("line.requests") })} {stay.specialRequests}
          </li>
        ) : null}
        {stay.cityTax ? (
          <li>
            {t("common:labelled", { label: t("property.cityTax") })} <Price money={stay.cityTax} vat={false} own />
          </li>
        ) : null}
      </ul>
      {line.passengers.length ? (
        <p className="mt-1 text-sm text-gray-700">
          {t("common:labelled", { label: t("line.guests") })}{" "}
          <BidiList items={line.passengers.map((p) => `${p.firstName} ${p.lastName}`)} locale={locale} />
        </p>
      ) : null}
    </>
  );
}
