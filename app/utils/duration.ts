import type { TOptions } from "~/i18n/translate";

/** A translator that knows the duration messages (the t of any namespace does: they are in "common"). */
type DurationT = (
  key: "common:duration.hours" | "common:duration.minutes" | "common:duration.hoursMinutes",
  options: TOptions & { count?: never },
) => string;

/**
 * A length of time as each language writes it, never with a zero part (decision 028): "12 h",
 * "12 h 5 min", "45 min" in English; "12 u", "12 u 5 min" in Dutch; "12 h", "12 h 5 min" in French
 * (with no-break spaces); "۱۲ ساعت", "۱۲ ساعت و ۵ دقیقه" in Persian. Flights, trains and their
 * documents all use it.
 */
export function durationText(totalMinutes: number, t: DurationT): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t("common:duration.minutes", { minutes: rest });
  if (rest === 0) return t("common:duration.hours", { hours });
  return t("common:duration.hoursMinutes", { hours, minutes: rest });
}
