import { loadContextOf } from "../../tests/support/load-context";
import { describe, expect, it } from "vitest";
import { localeCookie } from "./cookies.server";
import { fromAcceptLanguage, localeFromPath } from "./locale.server";
import { formatDate } from "./format";
import { safeRedirect } from "./safe-redirect";

describe("locale detection", () => {
  it("reads Accept-Language with q-values", () => {
    expect(fromAcceptLanguage("nl-NL,nl;q=0.9,en;q=0.8")).toBe("nl");
    expect(fromAcceptLanguage("de-DE,fr;q=0.5,en;q=0.7")).toBe("en");
    expect(fromAcceptLanguage("fa-IR")).toBe("fa");
    expect(fromAcceptLanguage("de")).toBeNull();
    expect(fromAcceptLanguage(null)).toBeNull();
  });
  it("takes the URL prefix", () => {
    expect(localeFromPath("/fr/panier")).toBe("fr");
    expect(localeFromPath("/lang")).toBeNull();
  });
  it("prefers the URL prefix, then the cookie, then the header, then fa", async () => {
    expect(
      await localeOfRequest(new Request("http://x/nl/winkelwagen", { headers: { "Accept-Language": "fr" } })),
    ).toBe("nl");
    const cookie = await localeCookie.serialize("fr");
    expect(
      await localeOfRequest(new Request("http://x/", { headers: { Cookie: cookie, "Accept-Language": "nl" } })),
    ).toBe("fr");
    expect(await localeOfRequest(new Request("http://x/", { headers: { "Accept-Language": "nl" } }))).toBe("nl");
    expect(await localeOfRequest(new Request("http://x/"))).toBe("fa");
  });
});

describe("dates", () => {
  it("shows Jalali dates with Persian digits in fa", () => {
    expect(formatDate("2026-11-22", "fa")).toBe("۱۴۰۵/۰۹/۰۱");
  });
  it("shows DD/MM/YYYY in en", () => {
    expect(formatDate("2026-11-22", "en")).toBe("22/11/2026");
  });
});

describe("safe redirects", () => {
  it("keeps local paths", () => {
    expect(safeRedirect("/en/cart?x=1#y")).toBe("/en/cart?x=1#y");
  });
  it("refuses external and protocol URLs", () => {
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      null,
      "en/cart",
    ]) {
      expect(safeRedirect(bad as string, "/fa")).toBe("/fa");
    }
  });
});

/** The language the load context gives a request (localeOfParts, as the server calls it). */
async function localeOfRequest(request: Request) {
  return (await loadContextOf(request)).locale;
}
