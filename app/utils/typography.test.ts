import { frenchSpacing, frenchSpacingHtml, typeset } from "./typography";

const n = "\u202f";

describe("French spacing", () => {
  it("puts a narrow no-break space before ? ! ; : and inside « », for ordinary and no-break spaces", () => {
    expect(frenchSpacing("Puis-je réserver sans compte ? Oui ; c’est simple : essayez !")).toBe(
      `Puis-je réserver sans compte${n}? Oui${n}; c’est simple${n}: essayez${n}!`,
    );
    expect(frenchSpacing("choisissez « Mot de passe oublié »")).toBe(`choisissez «${n}Mot de passe oublié${n}»`);
    expect(frenchSpacing("Vraiment\u00a0?")).toBe(`Vraiment${n}?`);
    expect(frenchSpacing(`Déjà${n}?`)).toBe(`Déjà${n}?`);
  });

  it("leaves URLs, e-mail addresses and times whole, and mends a URL broken by a space", () => {
    expect(frenchSpacing("Voir https://parvaz.example/aide?x=1 : ou écrivez à aide@parvaz.example !")).toBe(
      `Voir https://parvaz.example/aide?x=1${n}: ou écrivez à aide@parvaz.example${n}!`,
    );
    expect(frenchSpacing(`commençant par https${n}://`)).toBe("commençant par https://");
    expect(frenchSpacing("Départ à 12:30 ; arrivée à 14:05.")).toBe(`Départ à 12:30${n}; arrivée à 14:05.`);
    expect(frenchSpacing("Bonjour!")).toBe("Bonjour!");
  });

  it("in HTML: text and alt/title, not tags, link targets or code", () => {
    expect(
      frenchSpacingHtml(
        '<p><strong>Bagages</strong> : 20 kg ? <a href="https://x.example/?a=1">lien</a> !</p><code>a ? b</code><img alt="Plage ?" src="https://x/y.jpg">',
      ),
    ).toBe(
      `<p><strong>Bagages</strong>${n}: 20 kg${n}? <a href="https://x.example/?a=1">lien</a>${n}!</p><code>a ? b</code><img alt="Plage${n}?" src="https://x/y.jpg">`,
    );
  });

  it("typesets French content only, and not its identifiers", () => {
    const item = { slug: "a-b", title: "Quoi ?", bodyHtml: "<p>Oui !</p>", tags: ["Quoi ?"], at: new Date(0) };
    expect(typeset(item, "fr")).toEqual({
      slug: "a-b",
      title: `Quoi${n}?`,
      bodyHtml: `<p>Oui${n}!</p>`,
      tags: ["Quoi ?"],
      at: new Date(0),
    });
    expect(typeset(item, "en")).toBe(item);
  });
});
