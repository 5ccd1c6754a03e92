import { dirOf } from "~/i18n/config";
import type { TFunction } from "~/i18n/translate";
import type { Locale } from "~/routing/screens";
import { agency } from "~/utils/agency";

/**
 * The one layout of the e-mails a customer receives (decision 021): an HTML part and a text
 * part made from the same blocks, in the customer's language and direction. The HTML is small
 * and inline-styled (mail clients drop <style> and external sheets), table-based where clients
 * need it, with no image and no external resource; Persian is right-to-left (`dir="rtl"` and
 * `lang` on the document and the card) with left-to-right values (codes, e-mail addresses,
 * phone numbers, URLs) kept whole in their own direction.
 */
export type MailBlock =
  | { kind: "title"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  /** A one-time code, large and left-to-right. */
  | { kind: "code"; text: string }
  | { kind: "button"; text: string; href: string }
  /** Label/value rows (the booking's details). */
  | { kind: "rows"; rows: { label: string; value: string; ltr?: boolean }[] }
  | { kind: "note"; text: string };

export interface MailDocument {
  locale: Locale;
  subject: string;
  /** The line mail clients show after the subject in a list (hidden in the message itself). */
  preview?: string;
  blocks: MailBlock[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type T = TFunction<"common">;

/**
 * Unicode isolates that documents put around values: U+2066 … U+2069 a left-to-right value
 * (codes, numbers, addresses), U+2068 … U+2069 text in its own direction (a name as typed).
 */
const ISOLATED = /([\u2066\u2068])([^\u2066-\u2069]*)\u2069/g;

/** A value in its own direction (a name as the customer typed it), kept whole inside text of the other direction. */
export const ownDirection = (value: string) => `\u2068${value}\u2069`;

function escapeHtml(value: string) {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Text as HTML: escaped, isolated values as left-to-right spans, line breaks kept. */
function html(value: string) {
  return escapeHtml(value)
    .replace(
      ISOLATED,
      (_, mark: string, inner: string) => `<span dir="${mark === "\u2066" ? "ltr" : "auto"}">${inner}</span>`,
    )
    .replace(/\n/g, "<br>");
}

const COLORS = { brand: "#15803d", text: "#111827", muted: "#4b5563", line: "#e5e7eb", page: "#f3f4f6" };

/** Fonts every mail client has: Tahoma draws Persian well on Windows, phones fall back to their system font. */
const FONTS: Record<Locale, string> = {
  fa: "Tahoma,'Segoe UI',Arial,sans-serif",
  en: "Arial,Helvetica,sans-serif",
  nl: "Arial,Helvetica,sans-serif",
  fr: "Arial,Helvetica,sans-serif",
};

function htmlBlock(block: MailBlock, start: "left" | "right"): string {
  switch (block.kind) {
    case "title":
      return `<h1 style="margin:0 0 16px;font-size:21px;line-height:1.4">${html(block.text)}</h1>`;
    case "heading":
      return `<h2 style="margin:24px 0 8px;font-size:17px;line-height:1.4">${html(block.text)}</h2>`;
    case "paragraph":
      return `<p style="margin:0 0 16px">${html(block.text)}</p>`;
    case "note":
      return `<p style="margin:0 0 16px;font-size:13px;color:${COLORS.muted}">${html(block.text)}</p>`;
    case "code":
      return `<p dir="ltr" style="margin:8px 0 20px;text-align:center;font-size:30px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace">${html(block.text)}</p>`;
    case "button":
      return `<p style="margin:8px 0 20px"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:${COLORS.brand};color:#ffffff;text-decoration:none;font-weight:bold;padding:11px 20px;border-radius:6px">${html(block.text)}</a></p>`;
    case "rows":
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(
          (r) =>
            `<tr><th scope="row" style="text-align:${start};vertical-align:top;font-weight:normal;color:${COLORS.muted};padding:7px 0;padding-${start === "left" ? "right" : "left"}:12px;border-bottom:1px solid ${COLORS.line};width:38%">${html(r.label)}</th><td style="vertical-align:top;padding:7px 0;border-bottom:1px solid ${COLORS.line}"${r.ltr ? ' dir="ltr"' : ""}>${r.ltr ? `<span dir="ltr">${html(r.value)}</span>` : html(r.value)}</td></tr>`,
        )
        .join("")}</table>`;
  }
}

function textBlock(block: MailBlock, t: T): string {
  switch (block.kind) {
    case "title":
    case "heading":
    case "paragraph":
    case "note":
    case "code":
      return block.text;
    case "button":
      return `${t("common:labelled", { label: block.text })}\n${block.href}`;
    case "rows":
      return block.rows.map((r) => `${t("common:labelled", { label: r.label })} ${r.value}`).join("\n");
  }
}

/** The footer: who sends it and how to reach the agency, in the customer's language. */
function footer(t: T) {
  return t("common:mailFooter", {
    brand: t("common:brand"),
    phone: `\u2066${agency.supportPhone}\u2069`,
    email: `\u2066${agency.email}\u2069`,
  });
}

/** A letter: the subject as its title, then paragraphs (a message whose blank lines part them). */
export function letter(locale: Locale, subject: string, body: string): MailDocument {
  const paragraphs = body.split(/\n{2,}/).map((text) => ({ kind: "paragraph" as const, text }));
  return { locale, subject, preview: paragraphs[0]?.text, blocks: [{ kind: "title", text: subject }, ...paragraphs] };
}

/** Renders a document to the HTML and text parts of one e-mail; `t` is the customer's language ("common" messages). */
export function renderMail(doc: MailDocument, t: T): RenderedMail {
  const dir = dirOf(doc.locale);
  const start = dir === "rtl" ? "right" : "left";
  const body = doc.blocks.map((b) => htmlBlock(b, start)).join("");
  const preview = doc.preview
    ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${html(doc.preview)}</div>`
    : "";
  const page = [
    `<!doctype html><html lang="${doc.locale}" dir="${dir}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light">`,
    `<title>${html(doc.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLORS.page}">${preview}`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page}"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" lang="${doc.locale}" style="max-width:600px;background:#ffffff;border-radius:8px;font-family:${FONTS[doc.locale]};font-size:15px;line-height:1.7;color:${COLORS.text};text-align:${start}">`,
    `<tr><td style="background:${COLORS.brand};color:#ffffff;padding:14px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${html(t("common:brand"))}</td></tr>`,
    `<tr><td style="padding:24px">${body}</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid ${COLORS.line};font-size:12px;color:${COLORS.muted}">${html(footer(t))}</td></tr>`,
    `</table></td></tr></table></body></html>`,
  ].join("");
  // The text part keeps the isolates around left-to-right values only where the text runs right to left.
  const text = [...doc.blocks.map((b) => textBlock(b, t)), "--", footer(t)]
    .join("\n\n")
    .replace(dir === "rtl" ? /(?!)/g : /[\u2066\u2068\u2069]/g, "");
  return { subject: doc.subject, text, html: page };
}
