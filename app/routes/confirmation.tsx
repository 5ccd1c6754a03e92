import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { viewerOf } from "~/domains/orders/access.server";
import { viewLine, orderSummary } from "~/domains/orders/lines";
import { orderDetails, orderForViewer } from "~/domains/orders/orders.server";
import printStyles from "./orders-print.css?url";
import { LineDescription, PriceSummary } from "~/components/orders/summary";
import { ScreenLink } from "~/components/screen-link";
import { pathFor, resources } from "~/routing/screens";
import { useTranslation } from "~/i18n/react";
import { getFixedT } from "~/i18n/i18next.server";
import { messagesFor } from "~/i18n/resources.server";
import { localeOf } from "~/utils/locale.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: printStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = await localeOf(request);
  const order = await orderForViewer(String(params.orderNumber ?? ""), await viewerOf(request));
  if (!order) throw new Response(null, { status: 404 });
  if (order.status === "pending_payment")
    throw redirect(`${pathFor("payment", locale)}?order=${encodeURIComponent(order.number)}`);
  const details = await orderDetails(order);
  const t = await getFixedT(locale, "orders");
  return {
    title: t("confirmation.title"),
    noindex: true,
    messages: messagesFor(locale, "orders"),
    print: new URL(request.url).searchParams.get("print") === "1",
    order: {
      number: order.number,
      status: order.status,
      buyer: order.buyer,
      billing: order.billing,
      sendTo: order.sendTo,
      summary: orderSummary(order),
      giftCardAmount: order.giftCardAmount,
      walletAmount: order.walletAmount,
      cardAmount: order.cardAmount,
    },
    lines: details.lines.map((l) => ({
      id: l.id,
      view: viewLine(l.kind, l.payload, l.quantity),
      tickets: details.tickets
        .filter((x) => x.orderLineId === l.id)
        .map((x) => ({ number: x.number, passenger: x.passengerName, segment: x.segmentLabel })),
    })),
    refunds: details.refunds.map((r) => ({ amount: r.amount, method: r.method })),
  };
}

export default function ConfirmationScreen() {
  const { order, lines, print } = useLoaderData<typeof loader>();
  const { t } = useTranslation("orders");
  useEffect(() => {
    if (print) window.print();
  }, [print]);
  const confirmed = order.status === "confirmed";
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      {confirmed ? (
        <div className="rounded-xl bg-green-50 p-6 ring-1 ring-green-200">
          <p className="text-lg font-semibold text-green-900">{t("confirmation.thankYou")}</p>
          <h1 className="mt-1 text-3xl font-bold">{t("confirmation.title")}</h1>
          <p className="mt-2">{t("confirmation.confirmed")}</p>
          <p className="mt-1 text-sm text-gray-700">{t("confirmation.emailSent", { email: order.buyer.email })}</p>
          {order.sendTo ? (
            <p className="mt-1 text-sm text-gray-700">
              {t("confirmation.sentTo", { name: order.sendTo.name, email: order.sendTo.email })}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="rounded-xl bg-gray-50 p-6 ring-1 ring-gray-200">
          <h1 className="text-3xl font-bold">{t("confirmation.title")}</h1>
          <p className="mt-2">{t(`status.${order.status}`)}</p>
        </div>
      )}
      <p className="mt-4">
        {t("order.number")}:{" "}
        <strong dir="ltr" data-testid="order-number">
          {order.number}
        </strong>
      </p>
      {confirmed ? (
        <div className="no-print mt-4 flex flex-wrap gap-3">
          <a
            href={resources.ticketPdf.path.replace(":orderNumber", encodeURIComponent(order.number))}
            className="btn-primary"
            download
          >
            {t("confirmation.downloadPdf")}
          </a>
          <a href="?print=1" className="btn-secondary" target="_blank" rel="noopener">
            {t("confirmation.print")}
          </a>
        </div>
      ) : null}
      {print ? <p className="no-print mt-2 text-sm text-gray-600">{t("confirmation.printHint")}</p> : null}

      <section aria-labelledby="travellers-title" className="mt-8">
        <h2 id="travellers-title" className="text-xl font-semibold">
          {t("confirmation.travellers")}
        </h2>
        {lines.map((l) => (
          <div key={l.id} className="mt-3 rounded-xl bg-white p-4 ring-1 ring-gray-200">
            <LineDescription view={l.view} />
            {l.tickets.length ? (
              <table className="mt-3 w-full text-sm">
                <caption className="sr-only">{t("confirmation.tickets")}</caption>
                <thead>
                  <tr className="text-start">
                    <th scope="col" className="text-start">
                      {t("confirmation.passenger")}
                    </th>
                    <th scope="col" className="text-start">
                      {t("confirmation.segment")}
                    </th>
                    <th scope="col" className="text-start">
                      {t("ticket.number")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {l.tickets.map((x) => (
                    <tr key={x.number}>
                      <td dir="auto">{x.passenger}</td>
                      <td dir="ltr" className="text-start">
                        {x.segment}
                      </td>
                      <td dir="ltr" className="text-start font-mono" data-testid="eticket">
                        {x.number}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </div>
        ))}
      </section>

      <section aria-labelledby="buyer-title" className="mt-8 grid gap-6 md:grid-cols-2">
        <div className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
          <h2 id="buyer-title" className="text-xl font-semibold">
            {t("confirmation.buyer")}
          </h2>
          <p className="mt-2" dir="auto">
            {order.buyer.firstName} {order.buyer.lastName}
          </p>
          <p dir="ltr" className="text-start">
            {order.buyer.email}
          </p>
          <p dir="ltr" className="text-start">
            {order.buyer.phone}
          </p>
          {order.billing ? (
            <p className="mt-2 text-sm text-gray-700" dir="auto">
              {[
                order.billing.address,
                order.billing.houseNumber,
                order.billing.street,
                order.billing.postCode,
                order.billing.city,
                order.billing.county,
                order.billing.province,
              ]
                .filter(Boolean)
                .join(", ")}
            </p>
          ) : null}
        </div>
        <div className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
          <h2 className="mb-3 text-xl font-semibold">{t("summary.title")}</h2>
          <PriceSummary
            summary={order.summary}
            paid={[
              { label: t("summary.giftCard"), amount: order.giftCardAmount },
              { label: t("summary.wallet"), amount: order.walletAmount },
              { label: t("summary.card"), amount: order.cardAmount },
            ]}
          />
        </div>
      </section>
      <p className="no-print mt-8 text-sm">
        <ScreenLink to="inquiry" className="underline">
          {t("confirmation.inquiryLink")}
        </ScreenLink>
      </p>
    </main>
  );
}
