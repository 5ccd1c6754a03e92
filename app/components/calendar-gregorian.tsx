import { DayPicker } from "react-day-picker";
import { enGB, fr, nl } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { dayPickerProps, type CalendarProps } from "./calendar-props";

const locales = { en: enGB, nl, fr } as const;

/** The other languages' calendar (loaded on demand by DateInput): Gregorian, in the page's language. */
export function Calendar(props: CalendarProps) {
  return <DayPicker {...dayPickerProps(props)} locale={props.locale === "fa" ? enGB : locales[props.locale]} />;
}
