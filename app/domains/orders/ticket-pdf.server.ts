import fs from "node:fs";
import PDFDocument from "pdfkit";
import { getFixedT } from "~/i18n/i18next.server";
import { agency } from "~/utils/agency";
import { formatMoney } from "~/utils/money";
import type { Locale } from "~/routing/screens";
import { viewLine } from "./lines";
import type { orderDetails } from "./orders.server";

type Details = Awaited<ReturnType<typeof orderDetails>>;

const EUR = { code: "EUR", sign: "€", rate: 1, decimals: 2 };

/**
 * The e-ticket as a PDF (pdfkit). Latin-script labels in en/nl/fr; a Persian order's
 * ticket is printed in English, as airline tickets are (docs/decisions/403-ticket-pdf.md).
 */
export async function ticketPdf(details: Details, locale: Locale): Promise<Buffer> {
  const lang: Locale = locale === "fa" ? "en" : locale;
  const t = await getFixedT(lang, ["orders", "common"]);
  const doc = new PDFDocument({
    size: "A4",
    margin: 48,
    info: { Title: `${t("orders:pdf.title")} ${details.order.number}`, Author: "Parvaz" },
  });
  const font = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"].find((f) => fs.existsSync(f));
  if (font) doc.font(font);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const { order } = details;
  doc.fontSize(20).text(`Parvaz — ${t("orders:pdf.title")}`);
  doc.moveDown(0.5).fontSize(11);
  doc.text(`${t("orders:order.number")}: ${order.number}`);
  doc.text(`${t("orders:order.status")}: ${t(`orders:status.${order.status}`)}`);
  doc.text(`${t("orders:order.buyer")}: ${order.buyer.firstName} ${order.buyer.lastName} <${order.buyer.email}>`);
  if (order.confirmedAt)
    doc.text(`${t("orders:order.confirmedAt")}: ${order.confirmedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`);
  doc.moveDown();
  for (const line of details.lines) {
    const view = viewLine(line.kind, line.payload, line.quantity);
    doc.fontSize(13).text(view.title);
    if (view.subtitle) doc.fontSize(10).text(view.subtitle);
    doc.fontSize(10);
    for (const s of view.segments)
      doc.text(
        `${s.flightNumber ?? ""} ${s.from ?? ""} → ${s.to ?? ""} ${s.departsAt ? s.departsAt.replace("T", " ").slice(0, 16) : ""}`.trim(),
      );
    doc.moveDown(0.3);
    for (const ticket of details.tickets.filter((x) => x.orderLineId === line.id)) {
      doc
        .fontSize(11)
        .text(`${t("orders:ticket.number")} ${ticket.number} — ${ticket.passengerName} — ${ticket.segmentLabel}`);
    }
    doc.moveDown();
  }
  doc
    .fontSize(11)
    .text(`${t("orders:summary.total")}: ${formatMoney({ amount: order.total, currency: "EUR" }, EUR, "en-GB")}`);
  doc
    .moveDown(2)
    .fontSize(9)
    .fillColor("#555")
    .text(`${t("orders:pdf.footer")} ${agency.email} · ${agency.supportPhone}`);
  doc.end();
  return done;
}
