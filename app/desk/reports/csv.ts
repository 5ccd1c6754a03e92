/**
 * CSV for the desk's reports (decision 116): RFC 4180 text (comma, CRLF, every text cell in double quotes,
 * quotes doubled) behind a UTF-8 byte-order mark, so a spreadsheet reads Persian as Persian rather than as
 * Latin-1. A text cell that a spreadsheet would run as a formula — one starting with =, +, -, @, a tab or a
 * carriage return — gets a leading apostrophe (OWASP's advice). Numbers are written as numbers, unquoted and
 * untouched, so "-12.50" stays a negative amount the sheet can add up: only cells built with `csvNumber`
 * from a number are written that way, never a text that happens to look like one.
 */

/** A number as the sheet should read it ("-12.50"), kept exact as text (no floating-point rounding). */
export interface CsvNumber {
  readonly number: string;
}

export type CsvValue = string | CsvNumber | null;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

export const CSV_BOM = "\uFEFF";

/** A whole number or a decimal written with ASCII digits and a point; anything else is refused. */
export function csvNumber(value: number | string): CsvNumber {
  const text = typeof value === "number" ? String(value) : value;
  if (!PLAIN_NUMBER.test(text)) throw new RangeError(`not a plain number: ${text}`);
  return { number: text };
}

/** An amount in minor units as major units with exactly `decimals` digits after the point ("-1250", 2 → "-12.50"). */
export function majorNumber(minor: number, decimals: number): CsvNumber {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole amount: ${minor}`);
  const digits = String(Math.abs(minor)).padStart(decimals + 1, "0");
  const whole = decimals ? digits.slice(0, -decimals) : digits;
  const text = decimals ? `${whole}.${digits.slice(-decimals)}` : whole;
  return csvNumber(minor < 0 ? `-${text}` : text);
}

export function csvCell(value: CsvValue): string {
  if (value === null) return "";
  if (typeof value !== "string") return csvNumber(value.number).number;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** The whole file: the byte-order mark, then one CRLF-terminated line per row. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
