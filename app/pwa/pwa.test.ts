import { describe, expect, it } from "vitest";
import { buildIdFromManifest, buildMeta } from "~/pwa/build-meta";
import { RELOAD_GUARD_MS, reloadGuard } from "~/pwa/chunk-reload";
import { fieldIsDirty } from "~/pwa/forms";

describe("chunk reload guard (spec §8: at most once per 10 s per path)", () => {
  const t0 = 1_700_000_000_000;

  it("allows the first reload of a path and remembers it", () => {
    expect(reloadGuard({}, "/en/flights", t0)).toEqual({ "/en/flights": t0 });
  });

  it("refuses a second reload of the same path within 10 s", () => {
    const log = reloadGuard({}, "/en/flights", t0)!;
    expect(reloadGuard(log, "/en/flights", t0 + 1)).toBeNull();
    expect(reloadGuard(log, "/en/flights", t0 + RELOAD_GUARD_MS - 1)).toBeNull();
  });

  it("allows it again once 10 s have passed", () => {
    const log = { "/en/flights": t0 };
    expect(reloadGuard(log, "/en/flights", t0 + RELOAD_GUARD_MS)).toEqual({ "/en/flights": t0 + RELOAD_GUARD_MS });
  });

  it("counts each path on its own and forgets entries older than 10 s", () => {
    const log = { "/en/flights": t0, "/en/cart": t0 - RELOAD_GUARD_MS - 1 };
    expect(reloadGuard(log, "/en/hotels", t0 + 5)).toEqual({ "/en/hotels": t0 + 5, "/en/flights": t0 });
  });

  it("does not trust a timestamp from the future (clock changed)", () => {
    expect(reloadGuard({ "/en": t0 + 60_000 }, "/en", t0)).toEqual({ "/en": t0 });
  });
});

describe("unsaved form input", () => {
  it("sees typed text that differs from the default", () => {
    expect(fieldIsDirty({ name: "q", type: "text", value: "Shiraz", defaultValue: "" })).toBe(true);
    expect(fieldIsDirty({ name: "q", type: "text", value: "Shiraz", defaultValue: "Shiraz" })).toBe(false);
    expect(fieldIsDirty({ name: "message", type: "textarea", value: "", defaultValue: "Hello" })).toBe(true);
  });

  it("sees changed checkboxes, radios and selects", () => {
    expect(fieldIsDirty({ name: "ok", type: "checkbox", checked: true, defaultChecked: false })).toBe(true);
    expect(fieldIsDirty({ name: "ok", type: "radio", checked: false, defaultChecked: false })).toBe(false);
    const options = [
      { selected: false, defaultSelected: true },
      { selected: true, defaultSelected: false },
    ];
    expect(fieldIsDirty({ name: "cabin", type: "select-one", options })).toBe(true);
    expect(
      fieldIsDirty({ name: "cabin", type: "select-one", options: [{ selected: true, defaultSelected: true }] }),
    ).toBe(false);
  });

  it("ignores hidden fields, buttons, files and nameless controls", () => {
    expect(fieldIsDirty({ name: "redirectTo", type: "hidden", value: "/en", defaultValue: "/fa" })).toBe(false);
    expect(fieldIsDirty({ name: "intent", type: "submit", value: "a", defaultValue: "b" })).toBe(false);
    expect(fieldIsDirty({ name: "doc", type: "file", value: "C:\\fakepath\\a.pdf", defaultValue: "" })).toBe(false);
    expect(fieldIsDirty({ type: "text", value: "typed", defaultValue: "" })).toBe(false);
  });
});

describe("build descriptors (spec §7)", () => {
  it("reads the build id from Remix's browser manifest", () => {
    expect(
      buildIdFromManifest(
        'window.__remixManifest={"entry":{},"routes":{},"version":"9daca19c","url":"/assets/manifest-9daca19c.js"};',
      ),
    ).toBe("9daca19c");
    expect(buildIdFromManifest("export {};")).toBeNull();
  });

  it("describes the route rules as a matcher, and the prerendered pages", () => {
    const meta = buildMeta("abc", 1, ["/offline.html"]);
    expect(Object.keys(meta)).toEqual(["id", "timestamp", "matcher", "prerendered"]);
    expect(meta.prerendered).toEqual(["/offline.html"]);
    expect(meta.matcher.static["/en/cart"]).toEqual({ screen: "cart", locale: "en", robots: "noindex" });
    expect(meta.matcher.static["/nl/gebruiker"]).toEqual({
      screen: "user",
      locale: "nl",
      robots: "noindex",
      guard: "auth",
    });
    expect(meta.matcher.static[`/fa/${encodeURIComponent("سبد-خرید")}`]).toMatchObject({
      screen: "cart",
      locale: "fa",
    });
    expect(meta.matcher.dynamic["/en/blogs/:slug"]).toEqual({ screen: "blogArticle", locale: "en" });
    expect(meta.matcher.wildcard["/builds"].headers).toEqual({ "cache-control": "no-cache" });
    // Every screen has its module now (the services were the last planned ones, issue 28).
    expect(meta.matcher.static["/en/services"]).toEqual({ screen: "services", locale: "en" });
  });
});
