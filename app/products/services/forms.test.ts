import { describe, expect, it } from "vitest";
import { donePercentSchema, itemSchema, settingsSchema } from "./forms";

const item = (fields: Record<string, string>) =>
  itemSchema.safeParse({
    intent: "item",
    name: "Guide",
    kind: "guide",
    unit: "day",
    volume: "2",
    coefficient: "1",
    currency: "EUR",
    value: "120.50",
    ...fields,
  });
const messages = (r: ReturnType<typeof item>) =>
  r.success ? [] : r.error.issues.map((i) => `${i.path}: ${i.message}`);

describe("the estimate item's schema (decision 800)", () => {
  it("takes major units and gives minor units of the item's currency", () => {
    expect(item({})).toMatchObject({ success: true, data: { value: 12050, volume: 2, coefficient: 1 } });
    expect(item({ currency: "IRR", value: "45000000" })).toMatchObject({ data: { value: 45_000_000 } });
  });

  it("reads Persian digits and decimal separators", () => {
    expect(item({ volume: "۱٫۵", coefficient: "۱,۲۵", value: "۹۰" })).toMatchObject({
      data: { volume: 1.5, coefficient: 1.25, value: 9000 },
    });
  });

  it("keeps volume and coefficient positive and bounded", () => {
    expect(messages(item({ volume: "0" }))).toEqual(["volume: services:errors.volume"]);
    expect(messages(item({ volume: "10000.01" }))).toEqual(["volume: services:errors.volume"]);
    expect(messages(item({ volume: "1.555" }))).toEqual(["volume: services:errors.volume"]);
    expect(messages(item({ volume: "-3" }))).toEqual(["volume: services:errors.volume"]);
    expect(messages(item({ coefficient: "0" }))).toEqual(["coefficient: services:errors.coefficient"]);
    expect(messages(item({ coefficient: "11" }))).toEqual(["coefficient: services:errors.coefficient"]);
    expect(item({ coefficient: "1.1234" }).success).toBe(true);
    expect(item({ volume: "10000" }).success).toBe(true);
  });

  it("takes a unit, a kind and a currency from the lists only", () => {
    expect(messages(item({ unit: "week" }))).toEqual(["unit: services:errors.unit"]);
    expect(messages(item({ kind: "yacht" }))).toEqual(["kind: services:errors.kind"]);
    expect(messages(item({ currency: "JPY" }))).toEqual(["currency: services:errors.currency"]);
  });

  it("refuses a value with more decimals than its currency has", () => {
    expect(messages(item({ currency: "IRR", value: "10.5" }))).toEqual(["value: services:errors.valueDecimals"]);
    expect(messages(item({ value: "abc" }))).toEqual(["value: services:errors.value"]);
    expect(messages(item({ name: "  " }))).toEqual(["name: services:errors.name"]);
  });
});

describe("the project's settings and the done percent", () => {
  it("bounds the persons and reads Persian digits", () => {
    const ok = settingsSchema.safeParse({
      intent: "settings",
      title: "Trip",
      persons: "۲۰",
      currency: "IRR",
      vat: "excl",
    });
    expect(ok).toMatchObject({ success: true, data: { persons: 20 } });
    expect(
      settingsSchema.safeParse({ intent: "settings", title: "Trip", persons: "0", currency: "EUR", vat: "incl" })
        .success,
    ).toBe(false);
    expect(
      settingsSchema.safeParse({ intent: "settings", title: "Trip", persons: "1001", currency: "EUR", vat: "incl" })
        .success,
    ).toBe(false);
  });
  it("keeps a done percent between 0 and 100", () => {
    expect(donePercentSchema.safeParse("100").success).toBe(true);
    expect(donePercentSchema.safeParse("101").success).toBe(false);
    expect(donePercentSchema.safeParse("-1").success).toBe(false);
    expect(donePercentSchema.safeParse("2.5").success).toBe(false);
  });
});
