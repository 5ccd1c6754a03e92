import { describe, expect, it } from "vitest";
import { getFixedT } from "~/i18n/i18next.server";
import { locales } from "~/routing/screens";
import { documentWordKeys } from "./document-words";
import { documentWord, documentWordsOf } from "./products";

/** Words that belong to flights only, per language: a voucher or a train ticket must not say them. */
const flightWords: Record<(typeof locales)[number], RegExp> = {
  en: /flight|airport|e-ticket/i,
  fa: /پرواز|فرودگاه|الکترونیکی/,
  nl: /vlucht|luchthaven|e-ticket|elektronisch/i,
  fr: /\bvols?\b|aéroport|électronique/i,
};

describe("document words (issue 22 item 5)", () => {
  it("an order speaks its product's words when every line shares them, else the neutral booking's", () => {
    expect(documentWordsOf(["flight", "flight"])).toBe("flights");
    expect(documentWordsOf(["hotel"])).toBe("hotels");
    expect(documentWordsOf(["train", "train"])).toBe("trains");
    expect(documentWordsOf(["flight", "hotel"])).toBe("booking");
    expect(documentWordsOf(["tour"])).toBe("tours");
    expect(documentWordsOf(["tour", "insurance"])).toBe("booking");
    expect(documentWordsOf(["insurance"])).toBe("booking");
    expect(documentWord(["hotel"], "timeNote")).toBe("hotels:documentWords.timeNote");
  });

  for (const locale of locales)
    it(`in ${locale}: a stay and a train say no flight, airport or e-ticket; each group has its own words`, async () => {
      const t = await getFixedT(locale, "orders");
      const words = (kinds: string[]) =>
        documentWordKeys.map((key) => t(documentWord(kinds, key), { number: "PZ1", name: "Sara" }));
      for (const kinds of [["hotel"], ["train"], ["flight", "hotel"]])
        for (const word of words(kinds)) expect(word, `${kinds.join("+")}: ${word}`).not.toMatch(flightWords[locale]);
      expect(words(["flight"]).join(" ")).toMatch(flightWords[locale]);
      // Real words, not keys, and each product's own.
      for (const word of [...words(["hotel"]), ...words(["train"])]) expect(word).not.toMatch(/^orders:|words\./);
      expect(t(documentWord(["hotel"], "timeNote"))).not.toBe(t(documentWord(["train"], "timeNote")));
      expect(t(documentWord(["hotel"], "amount"))).not.toBe(t(documentWord(["flight"], "amount")));
    });

  it("says the stay's and the train's words in English", async () => {
    const t = await getFixedT("en", "orders");
    expect(t(documentWord(["hotel"], "ready"))).toBe("Order confirmed. Your hotel voucher is ready.");
    expect(t(documentWord(["hotel"], "timeNote"))).toBe("Check-in and check-out times are the hotel's local time.");
    expect(t(documentWord(["hotel"], "amount"))).toBe("Room price");
    expect(t(documentWord(["train"], "segment"))).toBe("Journey");
    expect(t(documentWord(["train"], "ready"))).toBe("Order confirmed. Your train tickets are ready.");
  });
});
