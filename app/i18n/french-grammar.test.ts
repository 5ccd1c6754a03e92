import { createInstance } from "i18next";
import { frenchElision } from "./french-grammar";
import { grammarPlugin, i18nextOptions } from "./i18next.server";
import { loadResources } from "./resources.server";
import { translator } from "./translate";

describe("French elision and contraction before names", () => {
  it("elides de, que, jusque, le and la before a name beginning with a vowel", () => {
    expect(frenchElision("De Ispahan à Téhéran")).toBe("D’Ispahan à Téhéran");
    expect(frenchElision("Trains de Ahvaz à Ourmia")).toBe("Trains d’Ahvaz à Ourmia");
    expect(frenchElision("Vous répondez en tant que Anne.")).toBe("Vous répondez en tant qu’Anne.");
    expect(frenchElision("jusque Erevan, le Airbus")).toBe("jusqu’Erevan, l’Airbus");
    expect(frenchElision("Hôtels de Île-de-France")).toBe("Hôtels d’Île-de-France");
  });

  it("contracts à/de with the article of a name (Le Caire, Les Sables-d’Olonne)", () => {
    expect(frenchElision("Vols de Le Caire à Le Havre")).toBe("Vols du Caire au Havre");
    expect(frenchElision("De Les Sables à Les Ulis")).toBe("Des Sables aux Ulis");
    expect(frenchElision("Hôtels à La Haye")).toBe("Hôtels à La Haye");
  });

  it("leaves consonants, h, y, codes, figures and letters alone", () => {
    for (const text of [
      "Trains de Téhéran à Yazd",
      "de Hamadan",
      "de IATA",
      "de A à Z",
      "le A380",
      "de 11 €",
      "de ispahan",
    ])
      expect(frenchElision(text)).toBe(text);
  });

  it("is applied by both translators to French messages only", async () => {
    const resources = loadResources();
    const server = createInstance().use(grammarPlugin);
    await server.init({ ...i18nextOptions(), lng: "fr" });
    const names = { from: "Ispahan", to: "Téhéran" };
    expect(translator("fr", resources.fr, "trains")("popular.route", names)).toBe("D’Ispahan à Téhéran");
    expect(server.getFixedT("fr", "trains")("popular.route", names)).toBe("D’Ispahan à Téhéran");
    expect(translator("fr", resources.fr, "trains")("route.title", { from: "Ahvaz", to: "Kish" })).toBe(
      "Trains d’Ahvaz à Kish",
    );
    expect(translator("en", resources.en, "trains")("popular.route", { from: "Isfahan", to: "Tehran" })).toBe(
      "Isfahan – Tehran",
    );
  });
});
