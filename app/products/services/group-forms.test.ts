import { parseWithZod } from "~/utils/submission.server";
import { describe, expect, it } from "vitest";
import { participantSchema } from "./group-forms";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries({ intent: "participant", currency: "EUR", ...fields })) data.set(k, v);
  return parseWithZod(data, { schema: participantSchema });
};

const errors = (fields: Record<string, string>) => {
  const submission = form(fields);
  return submission.status === "error" ? submission.error : null;
};

describe("the participant form", () => {
  it("reads a share in major units into minor units, Persian digits too, and an empty share as the default", () => {
    expect(form({ name: "Sara", email: "sara@example.com", share: "۱۲۰٫۵" })).toMatchObject({
      status: "success",
      value: { name: "Sara", email: "sara@example.com", share: 12050 },
    });
    expect(form({ name: "Sara", email: "sara@example.com", share: "" })).toMatchObject({ value: { share: null } });
    expect(form({ name: "Reza", email: "r@example.com", share: "1500", currency: "IRR" })).toMatchObject({
      value: { share: 1500 },
    });
  });

  it("says what is wrong beside each field", () => {
    expect(errors({ name: "", email: "not-an-address", share: "0" })).toMatchObject({
      name: ["servicesPay:group.errors.name"],
      email: ["servicesPay:group.errors.email"],
    });
    expect(errors({ name: "A".repeat(81), email: "a@example.com" })).toMatchObject({
      name: ["servicesPay:group.errors.nameMax"],
    });
    expect(errors({ name: "Sara", email: "s@example.com", share: "0" })).toMatchObject({
      share: ["servicesPay:group.errors.share"],
    });
    expect(errors({ name: "Sara", email: "s@example.com", share: "10.5", currency: "IRR" })).toMatchObject({
      share: ["servicesPay:group.errors.share"],
    });
    expect(errors({ name: "Sara", email: "s@example.com", share: "abc" })).toMatchObject({
      share: ["servicesPay:group.errors.share"],
    });
  });
});
