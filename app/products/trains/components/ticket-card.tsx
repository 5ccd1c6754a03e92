import type { TrainTicket } from "~/products/trains/ticket";
import { DocumentCard, DocumentFact, DocumentFacts, DocumentList, DocumentMoments } from "~/components/document-card";
import { useTranslation } from "~/i18n/react";

/**
 * A train line's ticket as the confirmation page and its print view show it (the same
 * document as the PDF: trains/ticket.ts through e-ticket.server.ts).
 */
export function TrainTicketCard({ ticket }: { ticket: TrainTicket }) {
  const { t } = useTranslation("trains");
  const sep = t("ticket.separator");
  return (
    <DocumentCard
      className="train-ticket"
      testId="train-ticket"
      kind={t("ticket.title")}
      heading={
        <>
          {ticket.train}
          {sep}
          <bdi>{ticket.operator}</bdi>
        </>
      }
      headingTestId="train-number"
      note={t("ticket.tehranTime")}
    >
      <DocumentMoments
        moments={(
          [
            ["departure", ticket.from, ticket.depart],
            ["arrival", ticket.to, ticket.arrive],
          ] as const
        ).map(([key, station, moment]) => ({
          key,
          label: t(`ticket.${key}`),
          children: (
            <>
              <p className="text-lg font-bold" data-testid={`train-${key}-station`}>
                {station}
              </p>
              <p className="text-sm" data-testid={`train-${key}-date`}>
                {moment.date}
              </p>
              <p className="font-semibold" data-testid={`train-${key}-time`}>
                {moment.time}
              </p>
            </>
          ),
        }))}
      />
      <DocumentFacts>
        <DocumentFact label={t("ticket.duration")}>{ticket.duration}</DocumentFact>
        <DocumentFact label={t("ticket.wagon")} testId="train-wagon">
          {`${ticket.wagon}${sep}${ticket.wagonType}`}
        </DocumentFact>
        {ticket.compartment ? (
          <DocumentFact label={t("ticket.compartment")} testId="train-compartment">
            {[ticket.compartment, ticket.kind].filter(Boolean).join(sep)}
          </DocumentFact>
        ) : null}
        <DocumentFact label={t("ticket.meal")} testId="train-meal">
          {ticket.meal}
        </DocumentFact>
      </DocumentFacts>
      {ticket.whole ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-200" data-testid="train-whole">
          {ticket.whole}
          {ticket.emptyBerths ? <span className="block">{ticket.emptyBerths}</span> : null}
        </p>
      ) : null}
      <table className="mt-3 w-full text-sm">
        <caption className="text-start font-semibold">{t("ticket.passengers")}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-start">
              {t("ticket.passenger")}
            </th>
            <th scope="col" className="text-start">
              {t("ticket.place")}
            </th>
            <th scope="col" className="text-start">
              {t("ticket.document")}
            </th>
          </tr>
        </thead>
        <tbody>
          {ticket.passengers.map((p) => (
            <tr key={`${p.name}-${p.place}`}>
              <th scope="row" className="text-start font-normal">
                <bdi>{p.name}</bdi> <span className="text-gray-600">{p.type}</span>
              </th>
              <td className="font-semibold" data-testid="train-place">
                {p.place}
              </td>
              <td>
                <bdi>{p.document}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <DocumentList title={t("ladder.title")} testId="train-ladder" items={ticket.ladder} />
    </DocumentCard>
  );
}
