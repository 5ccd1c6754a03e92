import { toCsv, type CsvValue } from "~/desk/reports/csv";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import type { Locale } from "~/routing/screens";
import { departurePage } from "./departures.server";

/**
 * A departure's rooming list as a CSV file (decision 707) through the reports' writer (decision 116): UTF-8 with
 * a byte-order mark, every text cell quoted, a cell a spreadsheet would run as a formula neutralised. One row per
 * traveller of a paid booking: hotel, room, order, names as on the passport, type, birth date (ISO, a date the
 * sheet reads), nationality and the document masked as the site shows documents. Null: no such departure.
 */
export async function roomingCsv(departureId: number, locale: Locale) {
  const found = await departurePage(departureId, locale);
  if (!found) return null;
  const t = await getFixedT(locale, "deskTours");
  const heads = [
    "hotel",
    "room",
    "order",
    "lastName",
    "firstName",
    "type",
    "birthDate",
    "nationality",
    "document",
  ] as const;
  const rows: CsvValue[][] = [
    heads.map((h) => t(`csv.${h}`)),
    ...found.rooming.flatMap((h) =>
      h.rooms.flatMap((r) =>
        r.travellers.map((x) => [
          h.hotel ?? t("departure.noHotel"),
          String(r.room),
          r.order,
          x.lastName,
          x.firstName,
          t(keyIn("deskTours:type", x.type || "adult")),
          x.birthDate,
          x.nationality,
          x.document,
        ]),
      ),
    ),
  ];
  return { text: toCsv(rows), name: `parvaz-rooming-${found.departure.departsOn}-${departureId}.csv` };
}
