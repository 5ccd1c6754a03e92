import type { HotelVoucher } from "~/products/hotels/voucher";
import { DocumentCard, DocumentFact, DocumentFacts, DocumentList, DocumentMoments } from "~/components/document-card";
import { useTranslation } from "~/i18n/react";

/**
 * A hotel line's voucher as the confirmation page and its print view show it (the same
 * document as the PDF: hotels/voucher.ts through e-ticket.server.ts).
 */
export function HotelVoucherCard({ voucher }: { voucher: HotelVoucher }) {
  const { t } = useTranslation("hotels");
  /** A cell's column name, shown before its value where the table is stacked (phones). */
  const cellLabel = (label: string) => (
    <span className="text-gray-600 sm:hidden">{t("common:labelled", { label })} </span>
  );
  return (
    <DocumentCard
      className="voucher"
      testId="hotel-voucher"
      kind={t("voucher.title")}
      heading={<bdi>{voucher.property}</bdi>}
      headingTestId="voucher-property"
      note={t("voucher.hotelTime")}
    >
      {voucher.stars ? <p className="text-sm text-gray-700">{voucher.stars}</p> : null}
      <p className="text-sm">
        <bdi>{voucher.address}</bdi>
      </p>
      <p className="mt-2 text-sm text-gray-700">{t("voucher.intro")}</p>
      <DocumentMoments
        moments={(
          [
            ["checkIn", voucher.checkIn, "fromTime"],
            ["checkOut", voucher.checkOut, "untilTime"],
          ] as const
        ).map(([key, moment, time]) => ({
          key,
          label: t(`voucher.${key}`),
          children: (
            <>
              <p className="text-lg font-bold" data-testid={`voucher-${key}`}>
                {moment.date}
              </p>
              <p className="font-semibold">{t(`voucher.${time}`, { time: moment.time })}</p>
            </>
          ),
        }))}
      />
      <DocumentFacts>
        <DocumentFact label={t("voucher.stay")} testId="voucher-stay">
          {`${voucher.nights}${t("voucher.separator")}${voucher.rooms}`}
        </DocumentFact>
        <DocumentFact label={t("voucher.board")} testId="voucher-board">
          {voucher.board}
        </DocumentFact>
        {voucher.arrival ? <DocumentFact label={t("voucher.arrival")}>{voucher.arrival}</DocumentFact> : null}
        {voucher.requests ? (
          <DocumentFact label={t("voucher.requests")}>
            <bdi>{voucher.requests}</bdi>
          </DocumentFact>
        ) : null}
      </DocumentFacts>
      {/* Below the small breakpoint each room is a block whose cells carry their column's name: four columns
          with long words ("Bevestigingsnummer") and a 13-digit number do not fit a 390 px phone. */}
      <table className="mt-3 w-full text-sm max-sm:block">
        <caption className="text-start font-semibold max-sm:block">{t("voucher.guests")}</caption>
        <thead className="max-sm:sr-only">
          <tr>
            <th scope="col" className="text-start">
              {t("voucher.roomColumn")}
            </th>
            <th scope="col" className="text-start">
              {t("voucher.guest")}
            </th>
            <th scope="col" className="text-start">
              {t("voucher.party")}
            </th>
            <th scope="col" className="text-start">
              {t("voucher.confirmation")}
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {voucher.guests.map((g) => (
            <tr key={g.room} className="max-sm:block max-sm:border-t max-sm:border-gray-200 max-sm:py-1">
              <th scope="row" className="text-start font-normal max-sm:block max-sm:font-semibold">
                {g.room}
              </th>
              <td className="max-sm:block">
                {cellLabel(t("voucher.guest"))}
                <bdi>{g.name}</bdi>
              </td>
              <td className="max-sm:block">
                {cellLabel(t("voucher.party"))}
                {g.party}
              </td>
              <td className="max-sm:block">
                {cellLabel(t("voucher.confirmation"))}
                <bdi dir="ltr" className="font-mono" data-testid="voucher-confirmation">
                  {g.confirmation}
                </bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <DocumentList title={t("voucher.cancellation")} testId="voucher-cancellation" items={voucher.cancellation} />
      <div className="mt-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
        <p className="font-semibold">{t("voucher.atHotel")}</p>
        <p className="text-sm" data-testid="voucher-at-hotel">
          {voucher.atHotel}
        </p>
      </div>
    </DocumentCard>
  );
}
