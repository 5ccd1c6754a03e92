import { describe, expect, it } from "vitest";
import { locales, matchPath, pathFor, screenIds, screens, translatePath } from "./screens";

describe("route table", () => {
  it("gives every screen four distinct paths", () => {
    for (const id of screenIds) {
      const paths = locales.map((l) => pathFor(id, l, { slug: "x", orderNumber: "1", id: "1", key: "k" }));
      expect(new Set(paths).size, id).toBe(4);
    }
  });

  it("never gives two screens the same path in one language", () => {
    for (const l of locales) {
      const seen = new Map<string, string>();
      for (const id of screenIds) {
        const p = screens[id].paths[l];
        expect(seen.get(p), `${l}: ${id} vs ${seen.get(p)}`).toBeUndefined();
        seen.set(p, id);
      }
    }
  });

  it("has every English path of spec §2", () => {
    const expected: [keyof typeof screens, string][] = [
      ["home", "/en"],
      ["blogList", "/en/blogs"],
      ["blogArticle", "/en/blogs/:slug"],
      ["cart", "/en/cart"],
      ["checkout", "/en/checkout"],
      ["contact", "/en/contact"],
      ["faqList", "/en/frequently-asked-questions"],
      ["faqEntry", "/en/frequently-asked-questions/:slug"],
      ["payment", "/en/payment"],
      ["projects", "/en/projects"],
      ["qaList", "/en/question-and-answer"],
      ["qaEntry", "/en/question-and-answer/:slug"],
      ["services", "/en/services"],
      ["serviceDetail", "/en/services/:slug"],
      ["estimate", "/en/services/estimate"],
      ["estimateNew", "/en/services/estimate/new"],
      ["estimateProjects", "/en/services/estimate/projects"],
      ["estimateProject", "/en/services/estimate/projects/:slug"],
      ["team", "/en/team"],
      ["teamMember", "/en/team/:slug"],
      ["user", "/en/user"],
      ["userProfile", "/en/user/profile"],
    ];
    for (const [id, path] of expected) expect(`/en/${screens[id].paths.en}`.replace(/\/$/, "")).toBe(path);
  });

  it("has the Dutch and French examples of spec §2", () => {
    const nl = [
      "/nl/blog",
      "/nl/winkelwagen",
      "/nl/betaling",
      "/nl/projecten",
      "/nl/diensten",
      "/nl/diensten/schatting",
      "/nl/diensten/schatting/nieuw",
      "/nl/diensten/schatting/projecten",
      "/nl/veelgestelde-vragen",
      "/nl/gebruiker",
      "/nl/gebruiker/profiel",
    ];
    const fr = [
      "/fr/blogue",
      "/fr/panier",
      "/fr/paiement",
      "/fr/contactez-moi",
      "/fr/questions-frequemment-posees",
      "/fr/services/devis",
      "/fr/services/devis/nouvelle",
      "/fr/services/devis/projets",
      "/fr/equipe",
      "/fr/utilisatrice",
      "/fr/utilisatrice/profil",
    ];
    const all = new Set(screenIds.flatMap((id) => locales.map((l) => `/${l}/${screens[id].paths[l]}`)));
    for (const p of [...nl, ...fr]) expect(all.has(p), p).toBe(true);
  });

  it("puts checkout at /{lang}/checkout in all four languages", () => {
    expect(locales.map((l) => pathFor("checkout", l))).toEqual([
      "/fa/checkout",
      "/en/checkout",
      "/nl/checkout",
      "/fr/checkout",
    ]);
  });

  it("writes Persian paths in Persian words", () => {
    for (const id of screenIds) {
      const p = screens[id].paths.fa;
      if (p === "" || p === "checkout") continue;
      expect(p, id).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it("names real screens as breadcrumb parents", () => {
    for (const id of screenIds) {
      const parent = (screens[id] as { parent?: string }).parent;
      if (parent) expect(screenIds, `${id}.parent`).toContain(parent);
    }
  });

  it("percent-encodes Persian paths, and matches them back", () => {
    expect(pathFor("cart", "fa")).toBe(encodeURI("/fa/سبد-خرید"));
    expect(() => new Response(null, { status: 303, headers: { Location: pathFor("cart", "fa") } })).not.toThrow();
    expect(matchPath(pathFor("blogArticle", "fa", { slug: "سفر" }))).toMatchObject({
      screen: "blogArticle",
      params: { slug: "سفر" },
    });
  });

  it("fills and encodes parameters", () => {
    expect(pathFor("blogArticle", "en", { slug: "a b" })).toBe("/en/blogs/a%20b");
    // @ts-expect-error: the compiler already rejects a missing parameter; this checks the run-time error.
    expect(() => pathFor("blogArticle", "en")).toThrow();
  });

  it("matches paths, static segments before parameters", () => {
    expect(matchPath("/en/services/estimate")?.screen).toBe("estimate");
    expect(matchPath("/en/services/visa-help")).toMatchObject({
      screen: "serviceDetail",
      params: { slug: "visa-help" },
    });
    expect(matchPath(encodeURI("/fa/سبد-خرید"))?.screen).toBe("cart");
    expect(matchPath("/xx/cart")).toBeNull();
  });

  it("recognises another language's words behind a prefix", () => {
    expect(matchPath("/en/winkelwagen")).toMatchObject({ screen: "cart", locale: "en", wrongLanguage: "en" });
    expect(matchPath("/nl/nonsense")).toBeNull();
  });

  it("translates a path to the same screen in another language, keeping the query", () => {
    expect(translatePath("/en/cart?x=1", "nl")).toBe("/nl/winkelwagen?x=1");
    expect(translatePath("/fr/equipe/ali", "en")).toBe("/en/team/ali");
    expect(translatePath("/en/nowhere", "fr")).toBe("/fr");
  });
});
