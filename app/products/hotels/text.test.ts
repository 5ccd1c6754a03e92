import { describe, expect, it } from "vitest";
import { cityByCode, resolveCity } from "./cities";
import { normaliseSearchText } from "./text";

describe("search text", () => {
  it("finds Persian names typed on an Arabic keyboard, with or without spaces and half-spaces", () => {
    expect(normaliseSearchText("كيش")).toBe(normaliseSearchText("کیش"));
    expect(normaliseSearchText("سعادت‌آباد")).toBe(normaliseSearchText("سعادت آباد"));
    expect(normaliseSearchText("سعادت‌آباد")).toBe(normaliseSearchText("سعادتاباد"));
  });

  it("drops accents, case and punctuation in Latin letters, and reads Persian digits", () => {
    expect(normaliseSearchText("Hôtel Golestan")).toBe("hotelgolestan");
    expect(normaliseSearchText("Şişli")).toBe("sisli");
    expect(normaliseSearchText("Kadıköy")).toBe("kadikoy");
    expect(normaliseSearchText("King's Cross")).toBe("kingscross");
    expect(normaliseSearchText("Kärntner Straße")).toBe("karntnerstrasse");
    expect(normaliseSearchText("هتل شهرزاد ۲")).toBe(normaliseSearchText("هتل شهرزاد 2"));
  });

  it("resolves a city in any language, by code or by the beginning of its name", () => {
    expect(resolveCity("Téhéran")).toBe(cityByCode.tehran);
    expect(resolveCity("teheran")).toBe(cityByCode.tehran);
    expect(resolveCity("تهران")).toBe(cityByCode.tehran);
    expect(resolveCity("كيش")).toBe(cityByCode.kish);
    expect(resolveCity("Kish")).toBe(cityByCode.kish);
    expect(resolveCity("Istanboel")).toBe(cityByCode.istanbul);
    expect(resolveCity("ist")).toBe(cityByCode.istanbul);
    expect(resolveCity("Parijs")).toBe(cityByCode.paris);
    expect(resolveCity("یزد")).toBe(cityByCode.yazd);
    expect(resolveCity("yerevan")).toBe(cityByCode.yerevan);
    expect(resolveCity("Erevan")).toBe(cityByCode.yerevan);
    expect(resolveCity("Atlantis")).toBeNull();
    expect(resolveCity("")).toBeNull();
  });
});
