import { DayPicker } from "react-day-picker";
import { DayPicker as JalaliDayPicker } from "react-day-picker/persian";
import { enGB, fr, nl } from "react-day-picker/locale";
import "react-day-picker/style.css";
import type { CSSProperties } from "react";
import type { Locale } from "~/routing/screens";

/**
 * The calendar of the date fields (date-input.tsx), loaded on demand: react-day-picker,
 * Jalali (Solar Hijri, Persian digits, weeks from Saturday) on Persian pages, Gregorian in
 * the page's language elsewhere. Keyboard: arrows move by day and week, Page Up/Down by
 * month, Home/End to the week's ends, Enter chooses; month and year lists to jump far.
 */
export interface CalendarProps {
  locale: Locale;
  /** The field's date (ISO), if it holds one. */
  value: string | null;
  min?: string;
  max?: string;
  onChoose: (iso: string) => void;
}

const dateFnsLocales = { en: enGB, nl, fr } as const;

/** A calendar day as a local Date (react-day-picker works in local time) and back. */
const toDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y, m - 1, d);
};
const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

export function Calendar({ locale, value, min, max, onChoose }: CalendarProps) {
  const selected = value ? toDate(value) : undefined;
  const start = toDate(min ?? "1900-01-01");
  const end = toDate(max ?? `${new Date().getFullYear() + 20}-12-31`);
  const today = new Date();
  const fallback = today < start ? start : today > end ? end : today;
  const props = {
    mode: "single" as const,
    required: false,
    selected,
    onSelect: (date: Date | undefined) => date && onChoose(toIso(date)),
    defaultMonth: selected ?? fallback,
    startMonth: start,
    endMonth: end,
    disabled: [{ before: start }, { after: end }],
    captionLayout: "dropdown" as const,
    autoFocus: true,
    style: { "--rdp-accent-color": "#15803d", "--rdp-accent-background-color": "#dcfce7" } as CSSProperties,
  };
  return locale === "fa" ? <JalaliDayPicker {...props} /> : <DayPicker {...props} locale={dateFnsLocales[locale]} />;
}
