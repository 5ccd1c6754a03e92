import { describe, expect, it } from "vitest";
import { suggestPlaces } from "./place-suggestions";
import { searchFormData, suggestionPlaces } from "./search-form.server";

const codes = (typed: string, locale: "fa" | "en" | "nl" | "fr" = "en", scope: "all" | "domestic" = "all") =>
  suggestPlaces(suggestionPlaces(scope, locale), typed).map((p) => p.code);

describe("place autocomplete: matching and ranking", () => {
  it("finds a city with several airports first, then its airports under it", () => {
    expect(codes("Tehran")).toEqual(["tehran", "THR", "IKA"]);
    expect(codes("teheran")).toEqual(["tehran", "THR", "IKA"]);
    expect(codes("Téhéran", "fr")).toEqual(["tehran", "THR", "IKA"]);
    expect(codes("teh")).toEqual(["tehran", "THR", "IKA"]);
  });

  it("matches Persian through the site's one normalisation (Arabic letters, zero-width non-joiner, diacritics)", () => {
    expect(codes("تهران", "fa")).toEqual(["tehran", "THR", "IKA"]);
    // Arabic kaf and yeh, as an Arabic keyboard types them.
    expect(codes("كيش", "fa")).toEqual(["KIH"]);
    expect(codes("شيراز", "fa")).toEqual(["SYZ"]);
    // Written with and without the zero-width non-joiner or a space.
    expect(codes("بندر\u200cعباس", "fa")).toEqual(["BND"]);
    expect(codes("بندر عباس", "fa")).toEqual(["BND"]);
    // A Persian page finds a place typed in Latin letters too.
    expect(codes("Istanbul", "fa")).toEqual(["istanbul", "IST", "SAW"]);
  });

  it("finds an airport by its code first, and by its name in any language", () => {
    expect(codes("IKA")).toEqual(["IKA"]);
    expect(codes("ika")).toEqual(["IKA"]);
    expect(codes("IST")[0]).toBe("IST");
    expect(codes("Imam")).toEqual(["IKA"]);
    expect(codes("امام", "en")).toEqual(["IKA"]);
    expect(codes("Mehrabad", "nl")).toEqual(["THR"]);
    expect(codes("Sabiha")).toEqual(["SAW"]);
    expect(codes("Schiphol")).toEqual(["AMS"]);
  });

  it("finds other spellings, words in any order and a label taken from the list", () => {
    expect(codes("Istanboel")).toEqual(["istanbul", "IST", "SAW"]);
    expect(codes("khomeini imam")).toEqual(["IKA"]);
    expect(codes("Tehran (all airports)")).toEqual(["tehran"]);
    expect(codes("Tehran (IKA) – Imam Khomeini Airport")).toEqual(["IKA"]);
  });

  it("shows the names in the page's language and keeps the list short", () => {
    const fa = suggestPlaces(suggestionPlaces("all", "fa"), "tehran").map((p) => p.label);
    expect(fa).toEqual(["تهران (همه فرودگاه‌ها)", "تهران (THR) – فرودگاه مهرآباد", "تهران (IKA) – فرودگاه امام خمینی"]);
    expect(suggestPlaces(suggestionPlaces("all", "en"), "a")).toHaveLength(8);
    expect(suggestPlaces(suggestionPlaces("all", "en"), "a", 3)).toHaveLength(3);
    expect(codes("zzz")).toEqual([]);
  });

  it("gives the first places for an empty query (the list opened with the arrow key), cities first", () => {
    expect(codes("").slice(0, 3)).toEqual(["tehran", "istanbul", "dubai"]);
    expect(codes("", "en", "domestic")[0]).toBe("tehran");
  });

  it("offers only a domestic page's airports there", () => {
    expect(codes("Istanbul", "en", "domestic")).toEqual([]);
  });

  it("sends the browser a small list", () => {
    const data = searchFormData("fa", "all", new URLSearchParams(), "2026-11-22");
    expect(JSON.stringify(data.places).length).toBeLessThan(8000);
  });
});

describe("search form data: the swap button without JavaScript", () => {
  it("sends the form to its landing page, which shows it with From and To swapped", () => {
    const swapped = searchFormData(
      "en",
      "all",
      new URLSearchParams("from=tehran&to=IST&depart=01/12/2026&adults=2&swap=1"),
      "2026-11-22",
    );
    expect(swapped.swapAction).toBe("/en/flights");
    expect(swapped.values).toMatchObject({
      from: "Istanbul (IST) – Istanbul Airport",
      to: "Tehran (all airports)",
      depart: "01/12/2026",
      adults: "2",
    });
    expect(searchFormData("fa", "domestic", new URLSearchParams(), "2026-11-22").swapAction).toBe(
      encodeURI("/fa/پرواز/داخلی"),
    );
  });
});
