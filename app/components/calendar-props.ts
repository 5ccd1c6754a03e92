import type { CSSProperties } from "react";
import type { Locale } from "~/routing/screens";
import { formatDateText, parseDateText } from "~/utils/date-text";

/**
 * What the date fields' calendars share (calendar-jalali.tsx, calendar-gregorian.tsx), kept
 * apart so each calendar chunk carries only its own date library: react-day-picker's props
 * for one date between `min` and `max`, keyboard focus on the chosen day (or today) on opening,
 * month and year lists to jump far (a birth date), and the site's green.
 */
export interface CalendarProps {
  locale: Locale;
  /** The field's text, as typed (any digits; Jalali on Persian pages). */
  text: string | undefined;
  min?: string;
  max?: string;
  /** The chosen day, written the page's way (what the field shows). */
  onChoose: (text: string) => void;
}

/** A calendar day as a local Date (react-day-picker works in local time) and back. */
const toDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y, m - 1, d);
};
const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

export function dayPickerProps({ locale, text, min, max, onChoose }: CalendarProps) {
  const value = parseDateText(text);
  const selected = value ? toDate(value) : undefined;
  const start = toDate(min ?? "1900-01-01");
  const end = toDate(max ?? `${new Date().getFullYear() + 20}-12-31`);
  const today = new Date();
  const fallback = today < start ? start : today > end ? end : today;
  return {
    mode: "single" as const,
    required: false as const,
    selected,
    onSelect: (date: Date | undefined) => date && onChoose(formatDateText(toIso(date), locale)),
    defaultMonth: selected ?? fallback,
    startMonth: start,
    endMonth: end,
    disabled: [{ before: start }, { after: end }],
    captionLayout: "dropdown" as const,
    autoFocus: true,
    style: { "--rdp-accent-color": "#15803d", "--rdp-accent-background-color": "#dcfce7" } as CSSProperties,
  };
}
