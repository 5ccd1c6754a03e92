import { countryName, countryOptions } from "./names";

describe("country names", () => {
  it("are in the reader's language", () => {
    expect(countryName("IR", "fa")).toBe("ایران");
    expect(countryName("NL", "nl")).toBe("Nederland");
    expect(countryName("nl", "fr")).toBe("Pays-Bas");
    expect(countryName("DE", "en")).toBe("Germany");
    expect(countryName("??", "en")).toBe("??");
  });

  it("are offered in the language's alphabetical order", () => {
    const fr = countryOptions("fr").map((o) => o.label);
    expect(fr.indexOf("Émirats arabes unis")).toBeLessThan(fr.indexOf("Espagne"));
    expect(countryOptions("fa").find((o) => o.value === "TR")?.label).toBe("ترکیه");
  });
});
