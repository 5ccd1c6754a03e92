import { describe, expect, expectTypeOf, it } from "vitest";
import { keyIn, messageKey, type KeysUnder, type MessageKey, type TextKey } from "./keys";
import { makeT } from "./translate";

/**
 * Type-level tests of the message keys (app/i18n/keys.gen.ts), checked by `tsc -p .`:
 * every `@ts-expect-error` line must be an error. The calls are wrapped in functions
 * that never run.
 */
describe("message keys (types)", () => {
  const t = makeT("en", {}, "content");
  const common = makeT("en", {});

  it("accepts only keys of locales/en", () => {
    const checks = [
      () => common("screen.cart"),
      () => common("content:blog.title"),
      () => t("blog.title"),
      () => t("common:screen.cart"),
      () => t("blog.count", { count: 2 }),
      () => t<{ legend: string }>("account:captcha", { returnObjects: true }),
      // @ts-expect-error: not a key
      () => common("screen.nowhere"),
      // @ts-expect-error: a key of "content", not of "common"
      () => common("blog.title"),
      // @ts-expect-error: unknown namespace
      () => t("travel:blog.title"),
      // @ts-expect-error: plural keys need a count
      () => t("blog.count"),
      // @ts-expect-error: plural keys are used without their suffix
      () => t("blog.count_one", { count: 1 }),
      // @ts-expect-error: an object is read with returnObjects
      () => t("blog"),
      // @ts-expect-error: a count goes with a plural key only, so its number reads in the language's plural form
      () => t("blog.title", { count: 2 }),
    ];
    expect(checks).toHaveLength(13);
  });

  it("checks keys built from template strings", () => {
    const screen = (s: "cart" | "checkout") => common(`screen.${s}`);
    // @ts-expect-error: "menu.cart" does not exist
    const menu = (s: "cart" | "flights") => common(`menu.${s}`);
    expect([screen, menu]).toHaveLength(2);
    expectTypeOf<KeysUnder<"categories", "content">>().toEqualTypeOf<
      "destinations" | "tips" | "visa" | "domestic" | "budget"
    >();
  });

  it("checks message keys outside the translator", () => {
    expect(messageKey("validation.required")).toBe("validation.required");
    // @ts-expect-error: not a key
    expect(() => messageKey("validation.nope")).not.toThrow();
    expect(keyIn("orders:brand", "visa")).toBe("orders:brand.visa");
    const brand: TextKey<"orders"> = keyIn("orders:brand", "visa");
    expect(brand).toBe("orders:brand.visa");
    // @ts-expect-error: no group "orders:brands"
    expect(() => keyIn("orders:brands", "visa")).not.toThrow();
    const toast: MessageKey = "verticals:request.sent";
    expect(toast).toBe("verticals:request.sent");
  });
});
