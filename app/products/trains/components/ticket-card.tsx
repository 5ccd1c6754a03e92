import type { TrainTicket } from "~/products/trains/ticket";
import { useTranslation } from "~/i18n/react";

/**
 * A train line's ticket as the confirmation page and its print view show it (the same
 * document as the PDF: trains/ticket.ts through e-ticket.server.ts).
 */
export function TrainTicketCard({ ticket }: { ticket: TrainTicket }) {
  const { t } = useTranslation("rail");
  const sep = t("ticket.separator");
  const row = (label: string, value: React.ReactNode, testId?: string) => (
    <div className="py-1 sm:grid sm:grid-cols-3 sm:gap-3">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="sm:col-span-2" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <div className="train-ticket" data-testid="train-ticket">
      <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{t("ticket.title")}</p>
      <h3 className="mt-1 text-xl font-bold" data-testid="train-number">
        {ticket.train}
        {sep}
        <bdi>{ticket.operator}</bdi>
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {(
          [
            ["departure", ticket.from, ticket.depart],
            ["arrival", ticket.to, ticket.arrive],
          ] as const
        ).map(([key, station, moment]) => (
          <div key={key} className="rounded-lg bg-gray-50 p-3">
            <p className="text-xs text-gray-600">{t(`ticket.${key}`)}</p>
            <p className="text-lg font-bold" data-testid={`train-${key}-station`}>
              {station}
            </p>
            <p className="text-sm" data-testid={`train-${key}-date`}>
              {moment.date}
            </p>
            <p className="font-semibold" data-testid={`train-${key}-time`}>
              {moment.time}
            </p>
          </div>
        ))}
      </div>
      <dl className="mt-3">
        {row(t("ticket.duration"), ticket.duration)}
        {row(t("ticket.wagon"), `${ticket.wagon}${sep}${ticket.wagonType}`, "train-wagon")}
        {ticket.compartment
          ? row(
              t("ticket.compartment"),
              [ticket.compartment, ticket.kind].filter(Boolean).join(sep),
              "train-compartment",
            )
          : null}
        {row(t("ticket.meal"), ticket.meal, "train-meal")}
      </dl>
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
      <div className="mt-3">
        <p className="font-semibold">{t("ladder.title")}</p>
        <ul className="list-disc ps-5 text-sm" data-testid="train-ladder">
          {ticket.ladder.map((words) => (
            <li key={words}>{words}</li>
          ))}
        </ul>
      </div>
      <p className="mt-2 text-xs text-gray-600">{t("ticket.tehranTime")}</p>
    </div>
  );
}
