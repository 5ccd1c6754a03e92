import { DocumentCard, DocumentFact, DocumentFacts, DocumentList, DocumentMoments } from "~/components/document-card";
import { useTranslation } from "~/i18n/react";
import type { TourVoucher } from "~/products/tours/voucher";
import { agency } from "~/utils/agency";

/**
 * A tour line's voucher as the confirmation page and its print view show it (the same document as the PDF:
 * tours/voucher.ts through documents.server.ts). Every value comes already in the order's language.
 */
export function TourVoucherCard({ voucher }: { voucher: TourVoucher }) {
  const { t } = useTranslation("tours");
  const sep = t("voucher.separator");
  return (
    <DocumentCard
      className="voucher"
      testId="tour-voucher"
      kind={t("voucher.title")}
      heading={<bdi>{voucher.title}</bdi>}
      headingTestId="voucher-tour"
      note={t("voucher.localTimes")}
    >
      {voucher.number ? (
        <p className="text-sm">
          {t("voucher.number")}{" "}
          <bdi dir="ltr" className="font-mono font-semibold" data-testid="voucher-number">
            {voucher.number}
          </bdi>
        </p>
      ) : null}
      <p className="mt-2 text-sm text-gray-700">{t("voucher.intro")}</p>
      <DocumentMoments
        moments={voucher.legs.map((leg, i) => ({
          key: i === 0 ? "outbound" : "inbound",
          label: `${leg.direction}${sep}${i === 0 ? voucher.departs : (voucher.returns ?? voucher.departs)}`,
          children: (
            <>
              <p className="text-lg font-bold" data-testid={`voucher-${i === 0 ? "outbound" : "inbound"}`}>
                {leg.service ? <bdi>{leg.service}</bdi> : null}
                {leg.service ? sep : null}
                {leg.route}
              </p>
              <p className="text-sm">{t("voucher.leaves", { at: leg.departs })}</p>
              <p className="text-sm">{t("voucher.arrives", { at: leg.arrives })}</p>
            </>
          ),
        }))}
      />
      <DocumentFacts>
        <DocumentFact label={t("voucher.length")} testId="voucher-length">
          {voucher.length}
        </DocumentFact>
        {voucher.hotel ? (
          <DocumentFact label={t("voucher.hotel")} testId="voucher-hotel">
            <bdi>{voucher.hotel.name}</bdi>
            {voucher.hotel.stars ? `${sep}${voucher.hotel.stars}` : null}
          </DocumentFact>
        ) : null}
        {voucher.hotel?.board ? <DocumentFact label={t("voucher.board")}>{voucher.hotel.board}</DocumentFact> : null}
      </DocumentFacts>
      <table className="mt-3 w-full text-sm" data-testid="voucher-rooming">
        <caption className="text-start font-semibold">{t("voucher.rooming")}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t("voucher.roomColumn")}</th>
            <th scope="col">{t("voucher.traveller")}</th>
            <th scope="col">{t("voucher.type")}</th>
          </tr>
        </thead>
        {voucher.rooms.map((room) => (
          <tbody key={room.label} className="border-t border-gray-200">
            {room.travellers.map((p, i) => (
              <tr key={`${p.name}-${i}`}>
                {i === 0 ? (
                  <th
                    scope="rowgroup"
                    rowSpan={room.travellers.length}
                    className="text-start align-top font-normal text-gray-600"
                  >
                    {room.label}
                  </th>
                ) : null}
                <td className="font-semibold">
                  <bdi>{p.name}</bdi>
                </td>
                <td>{p.type}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {voucher.due ? (
        <div className="mt-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
          <p className="font-semibold">{t("voucher.due")}</p>
          <p className="text-sm" data-testid="voucher-due">
            {voucher.due}
          </p>
        </div>
      ) : null}
      {voucher.itinerary.length ? (
        <div className="mt-3">
          <p className="font-semibold">{t("voucher.itinerary")}</p>
          <ol className="text-sm" data-testid="voucher-itinerary">
            {voucher.itinerary.map((d) => (
              <li key={d.day} className="mt-1">
                <p className="font-semibold">{`${d.day}${sep}${d.title}`}</p>
                <p>{d.text}</p>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {voucher.gone ? <p className="mt-3 text-sm text-gray-700">{voucher.gone}</p> : null}
      {voucher.included.length ? (
        <DocumentList title={t("voucher.included")} testId="voucher-included" items={voucher.included} />
      ) : null}
      {voucher.documents.length ? (
        <DocumentList title={t("voucher.documents")} testId="voucher-documents" items={voucher.documents} />
      ) : null}
      {voucher.visa ? (
        <div className="mt-3">
          <p className="font-semibold">{t("voucher.visa")}</p>
          <p className="text-sm">{voucher.visa}</p>
        </div>
      ) : null}
      <div className="mt-3 rounded-lg bg-gray-50 p-3">
        <p className="font-semibold">{t("voucher.emergency")}</p>
        <p className="text-sm">{t("voucher.emergencyText")}</p>
        <p className="font-semibold">
          <a href={agency.supportPhoneHref} dir="ltr" data-testid="voucher-emergency">
            {voucher.emergency}
          </a>
        </p>
      </div>
    </DocumentCard>
  );
}
