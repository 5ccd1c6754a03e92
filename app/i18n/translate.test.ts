import { describe, expect, it } from "vitest";
import { makeT, translator } from "./translate";

const messages = {
  common: { a: { b: "Hello {{name}}" }, items_one: "{{count}} item", items_other: "{{count}} items", list: ["x", "y"] },
  pages: { title: "Guide" },
};

describe("translator", () => {
  const t = translator("en", messages);
  it("reads nested keys and interpolates", () => {
    expect(t("a.b", { name: "Sara" })).toBe("Hello Sara");
  });
  it("reads another namespace with ns:key", () => {
    expect(t("pages:title")).toBe("Guide");
    expect(translator("en", messages, "pages")("title")).toBe("Guide");
  });
  it("chooses plurals by count", () => {
    expect(t("items", { count: 1 })).toBe("1 item");
    expect(t("items", { count: 3 })).toBe("3 items");
  });
  it("returns objects only when asked", () => {
    expect(t("list", { returnObjects: true })).toEqual(["x", "y"]);
    expect(t("list")).toBe("list");
  });
  it("returns the key (or default) when missing", () => {
    expect(t("nope")).toBe("nope");
    expect(t("nope", { defaultValue: "Fallback" })).toBe("Fallback");
  });
  it("is typed with the keys of locales/en", () => {
    const typed = makeT("en", { common: { brand: "Parvaz" }, pages: {} }, "pages");
    expect(typed("common:brand")).toBe("Parvaz");
    // @ts-expect-error: no such key
    void (() => typed("common:no.such.key"));
  });
});
