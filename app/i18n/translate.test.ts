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
  it("writes interpolated numbers in the language's digits and separators (decision 019)", () => {
    const msgs = { common: { found_other: "{{count}} پرواز پیدا شد", page: "صفحه {{page}} از {{pages}}", v: "{{v}}" } };
    const fa = translator("fa", msgs);
    expect(fa("found", { count: 30 })).toBe("۳۰ پرواز پیدا شد");
    expect(fa("page", { page: 1, pages: 2 })).toBe("صفحه ۱ از ۲");
    expect(fa("v", { v: 45.65 })).toBe("۴۵٫۶۵");
    expect(translator("nl", msgs)("v", { v: 1234.5 })).toBe("1.234,5");
    expect(translator("fr", msgs)("v", { v: 45.65 })).toBe("45,65");
    expect(translator("en", msgs)("v", { v: 1234.5 })).toBe("1,234.5");
    // Strings (codes, names, dates already formatted) are left as they are.
    expect(fa("v", { v: "PZ12345678" })).toBe("PZ12345678");
  });
  it("is typed with the keys of locales/en", () => {
    const typed = makeT("en", { common: { brand: "Parvaz" }, pages: {} }, "pages");
    expect(typed("common:brand")).toBe("Parvaz");
    // @ts-expect-error: no such key
    void (() => typed("common:no.such.key"));
  });
});
