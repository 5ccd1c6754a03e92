/**
 * The quote as a PDF (decision 812), drawn with the site's PDF writer (decision 410: tagged, reading back as written,
 * Persian digits in Persian, French spacing): the agency, the project, its status and validity day (Jalali in
 * Persian), each item with its quantity, unit price and coefficient and its totals (net, VAT, with VAT), the totals
 * overall, per person and for the group, and the deposit when the desk set one. In the project's language or the
 * page's: the owner's page and the desk serve it (never under a guessable path: the project's random slug and its
 * owner, or the desk's permission).
 */
import PDFDocument from "pdfkit";
import { BRAND, MUTED, PAGE, printed, RULE, Writer } from "~/domains/orders/pdf-writer.server";
import { intlLocale } from "~/i18n/config";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import type { Locale } from "~/routing/screens";
import { agency } from "~/utils/agency";
import { getEnv } from "~/utils/env.server";
import { formatDigits, formatLongDate, formatNumber } from "~/utils/format";
import { formatMoney } from "~/utils/money";
import { currencyTable, projectItemsOf, totalsOf, type ProjectRow } from "./projects.server";
import { depositOf } from "./quote-rules";

export async function quotePdf(project: ProjectRow, locale: Locale): Promise<Buffer> {
  const t = await getFixedT(locale, ["deskServices", "services", "common"]);
  const [items, currencies] = await Promise.all([projectItemsOf(project.id), currencyTable()]);
  const totals = totalsOf(project, items, currencies);
  const currency = currencies[project.currency];
  const money = (amount: number) => formatMoney({ amount, currency: project.currency }, currency, intlLocale[locale]);
  const vatPercent = getEnv().VAT_PERCENT;
  const firm = project.firmTotal !== null && (project.status === "firm" || project.status === "completed");
  const title = printed(`${t("deskServices:pdf.title")} — ${project.title}`, locale);
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    pdfVersion: "1.7",
    tagged: true,
    subset: "PDF/UA" as PDFKit.Mixins.PDFSubsets,
    lang: locale,
    displayTitle: true,
    info: { Title: title, Author: agency.name },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const w = new Writer(doc, locale, locale === "fa");

  w.artifact(() => doc.rect(0, 0, PAGE.width, 70).fill(BRAND));
  w.line(agency.name, 0, w.width, 20, { size: 22, bold: true, color: "#ffffff" });
  w.line(
    firm ? t("deskServices:pdf.firmTitle") : t("deskServices:pdf.title"),
    0,
    w.width,
    26,
    { size: 14, color: "#ffffff", align: "end" },
    "H1",
  );
  w.y = 90;
  w.line(project.title, 0, w.width, w.y, { size: 16, bold: true });
  w.y += 26;
  const label = (key: string) => t("common:labelled", { label: key });
  const facts: [string, string][] = [
    [label(t("deskServices:pdf.status")), t(keyIn("services:status", project.status))],
    [label(t("deskServices:pdf.persons")), formatDigits(project.persons, locale)],
    [label(t("deskServices:pdf.currency")), project.currency],
    ...(project.validUntil
      ? [[label(t("deskServices:pdf.validUntil")), formatLongDate(project.validUntil, locale)] as [string, string]]
      : []),
  ];
  for (const [k, v] of facts) {
    w.line(k, 0, 150, w.y, { size: 9.5, color: MUTED });
    w.line(v, 155, w.width - 155, w.y - 1, { size: 10.5 });
    w.y += 17;
  }

  w.heading(t("deskServices:pdf.items"), BRAND);
  items.forEach((item, i) => {
    const line = totals.items[i];
    w.room(60);
    w.line(item.name, 0, w.width, w.y, { size: 11, bold: true });
    w.y += 16;
    const itemCurrency = currencies[item.currency];
    w.line(
      t("deskServices:pdf.itemLine", {
        volume: formatNumber(item.volume, locale),
        unit: t(keyIn("services:unit", item.unit)),
        value: formatMoney({ amount: item.value, currency: item.currency }, itemCurrency, intlLocale[locale]),
        coefficient: formatNumber(item.coefficient, locale),
      }),
      0,
      w.width,
      w.y,
      { size: 9.5, color: MUTED },
    );
    w.y += 15;
    w.line(
      t("deskServices:pdf.itemTotals", { net: money(line.net), vat: money(line.vat), gross: money(line.gross) }),
      0,
      w.width,
      w.y,
      { size: 10 },
    );
    w.y += 20;
  });

  w.heading(t("deskServices:pdf.totals"), BRAND);
  const rows: [string, string][] = [
    [t("deskServices:pdf.net"), money(totals.overall.net)],
    [t("deskServices:pdf.vat", { percent: formatDigits(vatPercent, locale) }), money(totals.overall.vat)],
    [t("deskServices:pdf.group"), money(totals.overall.gross)],
    [
      t("deskServices:pdf.perPerson", { persons: formatDigits(project.persons, locale) }),
      money(totals.perPerson.gross),
    ],
  ];
  if (firm) {
    const gross = project.firmTotal! + Math.round((project.firmTotal! * vatPercent) / 100);
    rows.push([t("deskServices:pdf.firmTotal"), money(gross)]);
    if (project.depositPercent && project.depositPercent < 100)
      rows.push([
        t("deskServices:pdf.deposit", { percent: formatDigits(project.depositPercent, locale) }),
        money(depositOf(gross, project.depositPercent)),
      ]);
  }
  for (const [k, v] of rows) {
    w.room(20);
    w.line(k, 0, w.width / 2, w.y, { size: 11 });
    w.line(v, 0, w.width, w.y, { size: 11, bold: true, align: "end" });
    w.y += 18;
  }

  w.room(60);
  w.y += 6;
  w.rule(RULE);
  w.y += 8;
  w.y = w.paragraph(firm ? t("deskServices:pdf.firmNote") : t("deskServices:pdf.estimateNote"), 0, w.width, w.y, {
    size: 8.5,
    color: MUTED,
  });
  for (const contact of [agency.supportPhone, agency.email]) {
    w.line(contact, 0, w.width, w.y, { size: 8.5, color: MUTED });
    w.y += w.lineHeight({ size: 8.5 });
  }
  w.finish();
  doc.end();
  return done;
}
