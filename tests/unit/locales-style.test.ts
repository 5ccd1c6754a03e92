import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { specLikePhrasing, withoutSpecMessages } from "../support/spec-messages";

/**
 * Dutch and French that read like a local wrote them (issue 12):
 * - French: a no-break space (U+00A0 or the narrow U+202F) before « : ; ? ! » and inside « guillemets »,
 *   and one apostrophe, the typographic ’.
 * - Dutch: one register, the formal "u" (no je, jij, jou, jouw, jullie, jezelf).
 * - Dutch and French start with a capital where English does, and where the spec's English starts
 *   lower-case in a message shown on its own (listed below).
 * - Persian: the spelling "شنگن", and no Latin letters in the card expiry hint.
 * Hard-coded colons after a message in JSX are checked too: they belong in the messages (common:labelled).
 */
const dir = path.join(process.cwd(), "locales");
const namespaces = fs
  .readdirSync(path.join(dir, "en"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.replace(/\.json$/, ""));

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return { [prefix]: value };
  if (Array.isArray(value)) return Object.assign({}, ...value.map((v, i) => flatten(v, `${prefix}[${i}]`)));
  if (value && typeof value === "object")
    return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
  return {};
}
/** Every message of a language by "namespace:key". */
const byKey = (l: string): Record<string, string> =>
  Object.fromEntries(
    namespaces.flatMap((ns) =>
      Object.entries(flatten(JSON.parse(fs.readFileSync(path.join(dir, l, `${ns}.json`), "utf8")))).map(([k, v]) => [
        `${ns}:${k}`,
        v,
      ]),
    ),
  );

const en = byKey("en");
const fr = byKey("fr");
const nl = byKey("nl");
const fa = byKey("fa");

/** Text without {{placeholders}} (a placeholder may hold a number or a time with a colon). */
const words = (text: string) => text.replace(/\{\{[^}]*\}\}/g, "x");

/** Messages of the spec whose English starts lower-case but which are shown on their own (toasts, field errors). */
const standalone = [
  "account:email.changed",
  "common:account.passwordChanged",
  "content:validation.minWords",
  "flights:errors.departRequired",
  "flights:errors.returnRequired",
  "flights:errors.returnBeforeDepart",
  "flights:errors.minPassenger",
  "flights:errors.alreadyChosen",
  "flights:errors.noPassenger",
  "flights:errors.capacity",
];

/** The letter a message starts with (after opening quotes), or "" when it starts with a number or a placeholder. */
const firstLetter = (text: string) => text.replace(/^[\s«“"(¡¿\u00a0\u202f]+/, "").match(/^\p{L}/u)?.[0] ?? "";
const startsUpper = (text: string) => {
  const letter = firstLetter(text);
  return letter !== "" && letter === letter.toUpperCase() && letter !== letter.toLowerCase();
};

describe("French typography", () => {
  it("puts a no-break space before : ; ? ! and inside guillemets", () => {
    const bad = Object.entries(fr).filter(([, v]) => {
      // A URL is written whole, even the bare scheme "https://" (issue 23).
      const text = words(v).replace(/\bhttps?:\/\/\S*/g, "");
      for (const m of text.matchAll(/[:;?!]/g)) {
        const before = text[m.index - 1] ?? "";
        if (m.index === 0 || "\u00a0\u202f:;?!".includes(before)) continue;
        return true;
      }
      return /«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/.test(text);
    });
    expect(bad.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  it("never puts a space inside a URL (issue 23: “https ://”)", () => {
    const bad = Object.entries({ ...fr, ...nl, ...en, ...fa }).filter(([, v]) =>
      /\b(?:https?|ftp|mailto)[\s\u00a0\u202f]+:|\bhttps?:[\s\u00a0\u202f]+\/\//.test(v),
    );
    expect(bad.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  it("uses one apostrophe, the typographic ’", () => {
    const bad = Object.entries(fr).filter(([, v]) => v.includes("'"));
    expect(bad.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });
});

describe("Dutch register", () => {
  it('addresses the reader as "u" everywhere', () => {
    const bad = Object.entries(nl).filter(([, v]) => /\b(je|jij|jou|jouw|jullie|jezelf|jouwe)\b/i.test(v));
    expect(bad.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  it('gives ages as Dutch does ("jonger dan 2"), not as English ("onder 2", issue 23)', () => {
    expect(Object.entries(nl).filter(([, v]) => /\bonder (?:de )?\d/.test(v))).toEqual([]);
  });

  it('does not say "again" twice', () => {
    expect(Object.values(nl).filter((v) => /opnieuw vernieuwen/i.test(v))).toEqual([]);
  });
});

describe("capitals", () => {
  it("Dutch and French messages start upper-case where English does", () => {
    const bad: string[] = [];
    for (const [k, v] of Object.entries(en)) {
      if (!startsUpper(v)) continue;
      for (const [l, other] of [
        ["nl", nl],
        ["fr", fr],
      ] as const) {
        const translated = other[k] ?? other[k.replace(/_other$/, "_many")];
        if (translated !== undefined && firstLetter(translated) && !startsUpper(translated))
          bad.push(`${l} ${k}: ${translated}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("the spec's lower-case messages shown on their own start upper-case in Dutch and French", () => {
    for (const k of standalone) {
      expect(en[k], k).toBeDefined();
      // A message may start with a number ("3 mots minimum"), never with a lower-case letter.
      expect(firstLetter(nl[k]) === "" || startsUpper(nl[k]), `nl ${k}: ${nl[k]}`).toBe(true);
      expect(firstLetter(fr[k]) === "" || startsUpper(fr[k]), `fr ${k}: ${fr[k]}`).toBe(true);
    }
  });
});

describe("English wording (issue 23, item 13)", () => {
  it("uses the spec's phrasings (!!!, “has been expired”, “insert a valid” …) only in the spec's own messages", () => {
    const bad = Object.entries(en).filter(([, v]) => specLikePhrasing.test(withoutSpecMessages(v)));
    expect(bad.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  it("keeps the spec's messages word for word where it shows them", () => {
    expect(en["flights:errors.passportExpired"]).toBe("Your passport has been expired!!!");
    expect(en["common:validation.email"]).toBe("Please insert a valid email");
    expect(en["common:account.passwordChanged"]).toBe("your password changed successfully");
    expect(en["orders:cart.added"]).toBe("It is added to your basket");
  });

  it("Dutch and French translate them as their writers would: no “!!!”, no “...”", () => {
    const bad = Object.entries({
      ...Object.fromEntries(Object.entries(nl).map(([k, v]) => [`nl ${k}`, v])),
      ...Object.fromEntries(Object.entries(fr).map(([k, v]) => [`fr ${k}`, v])),
    }).filter(([, v]) => /!{2,}|(?<!\.)\.{3}(?!\.)/.test(v));
    expect(bad.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });
});

describe("the cart's word (issue 23)", () => {
  it("is one word per language: basket, winkelwagen, panier", () => {
    const words: Record<string, [Record<string, string>, RegExp, string]> = {
      en: [en, /\b(?:cart|basket|trolley)s?\b/gi, "basket"],
      nl: [nl, /\b(?:winkelwagen(?:tje)?|winkelmand(?:je)?|mandje|winkelkar(?:retje)?)s?\b/gi, "winkelwagen"],
      fr: [fr, /\b(?:panier|caddie|chariot)s?\b/gi, "panier"],
    };
    for (const [l, [messages, re, word]] of Object.entries(words)) {
      const used = new Set(
        Object.values(messages).flatMap((v) => [...v.matchAll(re)].map((m) => m[0].toLowerCase().replace(/s$/, ""))),
      );
      expect([...used], l).toEqual([word]);
    }
  });
});

describe("Persian spelling", () => {
  it('writes "شنگن" and the card expiry hint in Persian letters', () => {
    expect(Object.entries(fa).filter(([, v]) => v.includes("شینگن"))).toEqual([]);
    expect(fa["orders:card.expiryHint"]).not.toMatch(/[A-Za-z]/);
  });
});

describe("punctuation in code", () => {
  it("no colon is hard-coded after a message in JSX (it belongs in the message)", () => {
    const files = fs.readdirSync(path.join(process.cwd(), "app"), { recursive: true, encoding: "utf8" });
    const bad: string[] = [];
    for (const file of files.filter((f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx"))) {
      const source = fs.readFileSync(path.join(process.cwd(), "app", file), "utf8");
      source.split("\n").forEach((line, i) => {
        // {t("…")}: … or {label}: <…  or `${t("…")}: …`
        if (/\bt\([^)]*\)\}\s*:|\{[\w.?]+\}:\s*[<{]|\$\{t\([^)]*\)\}:/.test(line))
          bad.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(bad).toEqual([]);
  });
});
