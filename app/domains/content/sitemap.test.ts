import { describe, expect, it } from "vitest";
import { indexUrls, languageUrls, robotsTxt, sitemapIndexXml, staticScreens, urlsetXml } from "./sitemap";

describe("sitemaps", () => {
  it("lists built, indexable screens without parameters only", () => {
    const screens = staticScreens();
    expect(screens).toEqual(
      expect.arrayContaining(["home", "blogList", "faqList", "qaList", "team", "contact", "jobs"]),
    );
    expect(screens).not.toContain("blogArticle"); // has a parameter: listed per slug instead
    for (const hidden of ["cart", "checkout", "signIn", "user"]) expect(screens).not.toContain(hidden);
  });

  it("lists a content page in the languages it exists in, with alternates only there", () => {
    const urls = languageUrls("en", [
      { kind: "qaEntry", slugs: { en: "only-english" }, lastmod: new Date("2026-01-02T00:00:00Z") },
      { kind: "blogArticle", slugs: { fa: "سفر", en: "trip", nl: "reis", fr: "voyage" }, lastmod: null },
      { kind: "faqEntry", slugs: { nl: "alleen-nl" }, lastmod: null },
    ]);
    const qa = urls.find((u) => u.path === "/en/question-and-answer/only-english")!;
    expect(qa.alternates).toEqual({ en: "/en/question-and-answer/only-english" });
    expect(urls.find((u) => u.path === "/en/blogs/trip")!.alternates.fa).toBe(encodeURI("/fa/بلاگ/سفر"));
    expect(urls.some((u) => u.path.includes("alleen-nl"))).toBe(false);
  });

  it("writes valid, escaped XML with percent-encoded Persian paths and x-default", () => {
    const xml = urlsetXml("https://parvaz.example", [
      { path: "/fa/بلاگ/سفر", alternates: { fa: "/fa/بلاگ/سفر", en: "/en/blogs/a&b" } },
    ]);
    expect(xml).toContain("<loc>https://parvaz.example/fa/%D8%A8%D9%84%D8%A7%DA%AF/%D8%B3%D9%81%D8%B1</loc>");
    expect(xml).toContain('hreflang="en" href="https://parvaz.example/en/blogs/a%26b"');
    expect(xml).toContain(
      'hreflang="x-default" href="https://parvaz.example/fa/%D8%A8%D9%84%D8%A7%DA%AF/%D8%B3%D9%81%D8%B1"',
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });

  it("indexes the language-neutral sitemap and one sitemap per language; robots points at the index", () => {
    const index = sitemapIndexXml("https://parvaz.example", new Date("2026-01-01T00:00:00Z"));
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://parvaz.example/index-sitemap.xml",
      "https://parvaz.example/sitemap-fa.xml",
      "https://parvaz.example/sitemap-en.xml",
      "https://parvaz.example/sitemap-nl.xml",
      "https://parvaz.example/sitemap-fr.xml",
    ]);
    expect(indexUrls().map((u) => u.path)).toEqual(["/lang", "/fa", "/en", "/nl", "/fr"]);
    expect(robotsTxt("https://parvaz.example")).toContain("Sitemap: https://parvaz.example/sitemap.xml");
  });

  it("lists a guide page only in the languages it is published in (decision 118)", () => {
    const shownIn = { refundGuide: ["fa", "en"] as const };
    const en = languageUrls("en", [], shownIn).find((u) => u.path === "/en/refund-guide");
    expect(Object.keys(en!.alternates)).toEqual(["fa", "en"]);
    expect(languageUrls("nl", [], shownIn).some((u) => u.path === "/nl/terugbetalingsgids")).toBe(false);
    expect(languageUrls("nl", [], shownIn).some((u) => u.path === "/nl/koopgids")).toBe(true);
  });
});
