import { describe, expect, it } from "vitest";
import { addDays, agencyToday } from "~/travel/clock";
import { formatDateText } from "~/utils/date-text";
import { serviceRequestSchema } from "./schema";

/** A request's travel dates are bounded: from today up to two years ahead (issue 21 item 3). */
describe("the service request's travel dates", () => {
  const today = agencyToday();
  const errors = (startDate: string) => {
    const r = serviceRequestSchema.safeParse({
      name: "Sara",
      email: "sara@example.com",
      destination: "Kish",
      travellers: "2",
      startDate,
    });
    return r.success ? undefined : r.error.issues.filter((i) => i.path[0] === "startDate").map((i) => i.message);
  };

  it("takes a date from today up to 730 days ahead, typed any way", () => {
    expect(errors(formatDateText(today, "en"))).toBeUndefined();
    expect(errors(formatDateText(addDays(today, 730), "fa"))).toBeUndefined();
  });

  it("answers a date in the past, too far ahead or extreme with the field's message", () => {
    for (const date of [addDays(today, -1), addDays(today, 731), "0001-01-01", "9999-12-31", "01/01/1300"])
      expect(errors(date), date).toEqual(["validation.travelDateRange"]);
    expect(errors("-99999999/01/01")).toEqual(["validation.date"]);
  });
});
