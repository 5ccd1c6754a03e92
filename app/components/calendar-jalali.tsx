import { DayPicker } from "react-day-picker/persian";
import "react-day-picker/style.css";
import { dayPickerProps, type CalendarProps } from "./calendar-props";

/**
 * The Persian pages' calendar (loaded on demand by DateInput): react-day-picker's Jalali
 * (Solar Hijri) calendar, Persian month names and digits, weeks from Saturday, right to left.
 */
export function Calendar(props: CalendarProps) {
  return <DayPicker {...dayPickerProps(props)} />;
}
