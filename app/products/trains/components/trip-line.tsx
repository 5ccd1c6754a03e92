import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import type { PresentedTrip } from "../present";

/** A train line's trip: train and operator, date, local times, wagon and places, compartment, meal (trains/present.ts). */
export function TrainTrip({ trip }: { trip: PresentedTrip }) {
  const { t } = useTranslation("trains");
  const sep = t("common:separator");
  return (
    <ul className="mt-1 text-sm text-gray-700" data-testid="train-trip">
      <li>
        {t("card.train", { number: trip.number, operator: trip.operator })}
        {sep}
        {trip.date}
      </li>
      <li>
        {t("line.times", { from: trip.from, departs: trip.departs, to: trip.to, arrives: trip.arrives })}
        {trip.arrivalDays ? ` ${t("card.nextDay", { count: trip.arrivalDays })}` : ""}
      </li>
      <li>
        {t(keyIn("trains:wagon", trip.wagonType))}
        {sep}
        {t("line.places", { wagon: trip.wagonNo, places: trip.places })}
        {trip.kind ? `${sep}${trip.whole ? t("line.whole") : t(keyIn("trains:kind", trip.kind))}` : ""}
        {trip.meal ? `${sep}${t(keyIn("trains:meal", trip.meal))}` : ""}
      </li>
    </ul>
  );
}
