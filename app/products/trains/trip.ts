/** A train on a date (pure): its departure and arrival instants and local times, on the agency's (Tehran) clock. */
import { AGENCY_TIME_ZONE, agencyToday, daysBetween } from "~/travel/clock";
import { zonedInstant } from "~/travel/clock";
import type { Train } from "./catalog";

const local = new Intl.DateTimeFormat("en-GB", {
  timeZone: AGENCY_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export function tripTimes(train: Pick<Train, "departs" | "minutes">, date: string) {
  const departsAt = zonedInstant(date, train.departs, AGENCY_TIME_ZONE);
  const arrivesAt = new Date(departsAt.getTime() + train.minutes * 60_000);
  return {
    departsAt,
    arrivesAt,
    departs: train.departs,
    arrives: local.format(arrivesAt),
    arrivalDays: daysBetween(date, agencyToday(arrivesAt)),
  };
}
