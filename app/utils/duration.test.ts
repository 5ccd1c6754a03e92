import { loadResources } from "~/i18n/resources.server";
import { translator, type TFunction } from "~/i18n/translate";
import { locales, type Locale } from "~/routing/screens";
import { durationText } from "./duration";

const resources = loadResources();
const tOf = (locale: Locale) => translator(locale, resources[locale]) as TFunction;

describe("durationText", () => {
  it("never writes a zero part (issue 23: “12 h 0 min”, “۱۲ ساعت و ۰ دقیقه”)", () => {
    const expected: Record<Locale, [string, string, string, string]> = {
      en: ["12 h", "12 h 5 min", "45 min", "1 h 40 min"],
      nl: ["12 u", "12 u 5 min", "45 min", "1 u 40 min"],
      fr: ["12\u00a0h", "12\u00a0h\u00a05\u00a0min", "45\u00a0min", "1\u00a0h\u00a040\u00a0min"],
      fa: ["۱۲ ساعت", "۱۲ ساعت و ۵ دقیقه", "۴۵ دقیقه", "۱ ساعت و ۴۰ دقیقه"],
    };
    for (const locale of locales) {
      const t = tOf(locale);
      expect(
        [720, 725, 45, 100].map((m) => durationText(m, t)),
        locale,
      ).toEqual(expected[locale]);
      expect(durationText(720, t)).not.toMatch(/\b0\s*min|۰ دقیقه/);
    }
  });
});
