import { describe, expect, expectTypeOf, it } from "vitest";
import { pathFor, type ParamName, type ParamNames, type ParamsOf, type ScreenId } from "./screens";

/**
 * Type-level tests of pathFor's parameters, checked by `tsc -p .` (every
 * `@ts-expect-error` line must be an error, or tsc fails). The calls are wrapped in
 * functions that never run: only their types matter here.
 */
describe("screen params (types)", () => {
  it("derives parameter names from the path patterns", () => {
    expectTypeOf<ParamNames<"blogs/:slug">>().toEqualTypeOf<"slug">();
    expectTypeOf<ParamNames<"a/:x/b/:y">>().toEqualTypeOf<"x" | "y">();
    expectTypeOf<ParamNames<"cart">>().toEqualTypeOf<never>();
    expectTypeOf<ParamName<"confirmation">>().toEqualTypeOf<"orderNumber">();
    expectTypeOf<ParamName<"estimateProject">>().toEqualTypeOf<"slug">();
    expectTypeOf<ParamName<"cart">>().toEqualTypeOf<never>();
    expectTypeOf<ParamsOf<"blogArticle">>().toEqualTypeOf<{ slug: string | number }>();
  });

  it("requires exactly the parameters a screen needs", () => {
    const checks = [
      () => pathFor("cart", "en"),
      () => pathFor("cart", "en", {}),
      () => pathFor("confirmation", "en", { orderNumber: "PZ-1" }),
      () => pathFor("blogArticle", "fa", { slug: 7 }),
      // @ts-expect-error: orderNumber is missing
      () => pathFor("confirmation", "en", {}),
      // @ts-expect-error: params are required
      () => pathFor("confirmation", "en"),
      // @ts-expect-error: the parameter is called slug
      () => pathFor("blogArticle", "en", { id: "x" }),
      // @ts-expect-error: cart has no parameters
      () => pathFor("cart", "en", { slug: "x" }),
      // @ts-expect-error: no such screen
      () => pathFor("basket", "en"),
    ];
    expect(checks).toHaveLength(9);
  });

  it("takes loose params for a screen known only at run time", () => {
    const any = (id: ScreenId, params: Record<string, string>) => pathFor(id, "en", params);
    expect(any("cart", {})).toBe("/en/cart");
  });
});
