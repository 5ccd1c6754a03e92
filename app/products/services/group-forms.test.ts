import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { participantSchema } from "./group-forms";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries({ intent: "participant", currency: "EUR", ...fields })) data.set(k, v);
  return parseWithZod(data, { schema: participantSchema });
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
    const bad = form({ name: "", email: "not-an-address", share: "0" });
    expect(bad.status).toBe("error");
    expect(bad.error).toMatchObject({
      name: ["servicesPay:group.errors.name"],
      email: ["servicesPay:group.errors.email"],
    });
    expect(form({ name: "A".repeat(81), email: "a@example.com" }).error).toMatchObject({
      name: ["servicesPay:group.errors.nameMax"],
    });
    expect(form({ name: "Sara", email: "s@example.com", share: "0" }).error).toMatchObject({
      share: ["servicesPay:group.errors.share"],
    });
    expect(form({ name: "Sara", email: "s@example.com", share: "10.5", currency: "IRR" }).error).toMatchObject({
      share: ["servicesPay:group.errors.share"],
    });
    expect(form({ name: "Sara", email: "s@example.com", share: "abc" }).error).toMatchObject({
      share: ["servicesPay:group.errors.share"],
    });
  });
});
