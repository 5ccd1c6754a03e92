import type { LoaderFunctionArgs } from "@remix-run/node";
import { viewerOf } from "~/domains/orders/access.server";
import { orderDetails, orderForViewer } from "~/domains/orders/order-read.server";
import { loadETicket } from "~/domains/orders/e-ticket.server";
import { ticketPdf } from "~/domains/orders/ticket-pdf.server";
import { isLocale } from "~/routing/screens";
import { ticketHeaders } from "~/pwa/ticket-owner.server";

/**
 * The e-ticket PDF of a confirmed order the visitor may see (their own, or placed in this browser); a cancelled
 * order's PDF is the same document marked "Cancelled" across every page, its tickets void.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const order = await orderForViewer(String(params.orderNumber ?? ""), await viewerOf(request));
  if (!order || (order.status !== "confirmed" && order.status !== "cancelled"))
    throw new Response(null, { status: 404 });
  const locale = isLocale(order.locale) ? order.locale : "fa";
  const document = await loadETicket(await orderDetails(order), locale);
  const pdf = await ticketPdf(document);
  const name = document.fileName;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="parvaz-${name}-${order.number}.pdf"`,
      "Cache-Control": "private, no-store",
      // Kept by the service worker in this owner's ticket cache for offline use (decision 107).
      ...(await ticketHeaders(request, order.number)),
    },
  });
}
