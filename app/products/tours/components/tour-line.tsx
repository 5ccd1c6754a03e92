import { BidiList } from "~/components/bidi-list";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { useLocale } from "~/utils/root-data";
import type { PresentedTour } from "../present";

/** A tour line: its dates, hotel and board, and each room with its people by name. */
export function TourLine({ tour }: { tour: PresentedTour }) {
  const { t } = useTranslation("tours");
  const locale = useLocale();
  const sep = t("common:separator");
  return (
    <ul className="mt-1 grid gap-0.5 text-sm text-gray-700" data-testid="tour-line">
      <li>{tour.kind === "day" ? tour.departsOn : t("line.dates", { from: tour.departsOn, to: tour.returnsOn })}</li>
      {tour.hotel ? (
        <li>
          {tour.hotel}
          {tour.stars ? `${sep}${t("stars", { count: tour.stars })}` : ""}
          {tour.board ? `${sep}${t(keyIn("tours:board", tour.board))}` : ""}
        </li>
      ) : null}
      {tour.rooms.map((room, i) => (
        <li key={i}>
          {tour.kind === "day" ? null : <>{t("line.room", { number: i + 1 })} </>}
          {t("line.adults", { count: room.adults })}
          {room.children ? `${sep}${t("line.children", { count: room.children })}` : ""}
          {room.infants ? `${sep}${t("line.infants", { count: room.infants })}` : ""}
          {room.names.length ? (
            <>
              {": "}
              <BidiList items={room.names} locale={locale} />
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
