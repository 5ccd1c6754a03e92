import { LineDescription } from "~/components/orders/summary";
import { ScreenLink } from "~/components/screen-link";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import type { OrderScreen } from "../order-page.server";
import { Section, Table, useWhen } from "./table";

/** The desk's order page, read-only parts: summary, lines and travellers, payments, refunds, documents, e-mails, history. */
export function OrderParts({ page }: { page: OrderScreen }) {
  const { t } = useTranslation("deskOrders");
  const when = useWhen();
  const { order } = page;
  const timestamps = [
    { label: t("order.created"), at: order.createdAt },
    ...(order.confirmedAt ? [{ label: t("order.confirmed"), at: order.confirmedAt }] : []),
    ...(order.cancelledAt ? [{ label: t("order.cancelledAt"), at: order.cancelledAt }] : []),
  ];
  return (
    <>
      <Section id="order-summary" title={t("order.summary")}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t("columns.status")}</dt>
          <dd data-testid="order-status">{t(keyIn("orders:status", order.status))}</dd>
          <dt className="font-semibold">{t("order.buyer")}</dt>
          <dd>
            {order.buyer.firstName} {order.buyer.lastName} · <bdi dir="ltr">{order.buyer.email}</bdi> ·{" "}
            <bdi dir="ltr">{order.buyer.phone}</bdi>
            <br />
            {order.userId ? (
              <ScreenLink to="deskCustomer" params={{ id: String(order.userId) }} className="text-green-800 underline">
                {t("order.customer")}
              </ScreenLink>
            ) : (
              t("order.guest")
            )}
          </dd>
          <dt className="font-semibold">{t("order.total")}</dt>
          <dd>
            <bdi>{order.total}</bdi>
          </dd>
        </dl>
      </Section>
      <Section id="order-lines" title={t("order.lines")}>
        <div className="grid gap-3">
          {page.lines.map((line, i) => (
            <LineDescription key={i} line={line} />
          ))}
        </div>
      </Section>
      <Section id="order-travellers" title={t("order.travellers")}>
        <Table
          caption={t("order.travellers")}
          heads={[t("order.travellers"), t("order.documents")]}
          rows={page.tickets}
          empty={t("order.nothing")}
          row={(x) => [x.passenger, <bdi key="n">{t("order.ticket", { number: x.number })}</bdi>]}
        />
      </Section>
      {page.travellerDocuments.length ? (
        <Section id="order-traveller-documents" title={t("documents.title")}>
          <ul className="grid gap-2 text-sm">
            {page.travellerDocuments.flatMap((line) =>
              line.travellers.flatMap((traveller) =>
                traveller.documents.map((d) => (
                  <li key={`${line.lineId}-${traveller.index}-${d.kind}`}>
                    <bdi>{traveller.name}</bdi> · {t(`orders:documents.kinds.${d.kind}`)} ·{" "}
                    {d.uploaded ? (
                      <>
                        {t("documents.uploadedOn", { file: d.uploaded.fileName, date: d.uploaded.date })}{" "}
                        <a
                          href={d.uploaded.href}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-green-800 underline"
                          aria-label={t("documents.viewNamed", {
                            kind: t(`orders:documents.kinds.${d.kind}`),
                            name: traveller.name,
                          })}
                        >
                          {t("documents.view")}
                        </a>
                      </>
                    ) : (
                      <span className="text-red-800">{t("documents.missing")}</span>
                    )}
                  </li>
                )),
              ),
            )}
          </ul>
        </Section>
      ) : null}
      <Section id="order-payments" title={t("order.payments")}>
        <Table
          caption={t("order.payments")}
          heads={[
            t("payment.date"),
            t("payment.method"),
            t("payment.amount"),
            t("payment.refunded"),
            t("payment.status"),
          ]}
          rows={page.payments}
          empty={t("order.nothing")}
          row={(p) => [
            when(p.at),
            p.last4 ? t("payment.card", { last4: p.last4 }) : t("method.card"),
            <bdi key="a">{p.amount}</bdi>,
            <bdi key="r">{p.refunded}</bdi>,
            t(keyIn("deskOrders:paymentStatus", p.status)),
          ]}
        />
        {order.wallet || order.giftCard ? (
          <p className="mt-2 text-sm">
            {order.wallet ? `${t("payment.wallet")} ${order.wallet}` : null}
            {order.wallet && order.giftCard ? " · " : null}
            {order.giftCard ? `${t("payment.giftCard")} ${order.giftCard}` : null}
          </p>
        ) : null}
      </Section>
      <Section id="order-refunds" title={t("order.refunds")}>
        <Table
          caption={t("order.refunds")}
          heads={["date", "method", "amount", "reason", "status", "by"].map((c) =>
            t(keyIn("deskOrders:refundColumns", c)),
          )}
          rows={page.refunds}
          empty={t("order.nothing")}
          row={(r) => [
            when(r.at),
            t(keyIn("deskOrders:method", r.method)),
            <bdi key="a" data-testid="refund-amount">
              {r.amount}
            </bdi>,
            "text" in r.reason ? r.reason.text : t(r.reason.key),
            t(keyIn("deskOrders:refundStatus", r.status)),
            r.by ? <bdi dir="ltr">{r.by}</bdi> : t("site"),
          ]}
        />
      </Section>
      <Section id="order-documents" title={t("order.documents")}>
        {page.documents ? (
          <a href={page.documents} className="text-green-800 underline">
            {t("order.openDocuments")}
          </a>
        ) : (
          <p className="text-sm text-gray-700">{t("order.nothing")}</p>
        )}
      </Section>
      <Section id="order-mails" title={t("order.mails")}>
        <Table
          caption={t("order.mails")}
          heads={["date", "to", "subject", "status"].map((c) => t(keyIn("deskOrders:mailColumns", c)))}
          rows={page.mails}
          empty={t("order.nothing")}
          row={(m) => [
            when(m.createdAt),
            <bdi key="to" dir="ltr">
              {m.recipient}
            </bdi>,
            m.subject,
            t(keyIn("deskOrders:mailStatus", m.status)),
          ]}
        />
      </Section>
      <Section id="order-history" title={t("order.history")}>
        <ol className="grid gap-1 text-sm">
          {timestamps.map((s) => (
            <li key={s.label}>
              {when(s.at)} · {s.label}
            </li>
          ))}
          {page.history.map((h) => (
            <li key={h.id}>
              {when(h.at)} · {t(keyIn("deskOrders:action", h.action))} · {t("order.by", { email: h.by })}
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
