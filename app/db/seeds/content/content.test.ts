import { articlesPart1 } from "./articles-1";
import { articlesPart2 } from "./articles-2";
import { articlesPart3 } from "./articles-3";
import { faq } from "./faq";
import { qa } from "./qa";
import { team } from "./team";

/**
 * The seeded content reads like a local wrote it (issue 12): Persian pages name every asker
 * and answerer in Persian script; Dutch addresses the reader as "u", the register of the
 * messages (tests/unit/locales-style.test.ts).
 */
const persianScript = /^[\u0600-\u06FF\u200c\s]+$/;

describe("seeded questions and answers", () => {
  it("name their authors in Persian script on Persian pages, in Latin letters elsewhere", () => {
    for (const thread of qa) {
      expect(thread.authorFa, thread.key).toMatch(persianScript);
      expect(thread.author, thread.key).toMatch(/^[A-Za-z\s]+$/);
      for (const answer of thread.t.fa.answers) expect(answer.author, thread.key).toMatch(persianScript);
      for (const l of ["en", "nl", "fr"] as const)
        for (const answer of thread.t[l].answers) expect(answer.author, `${thread.key} ${l}`).toMatch(/^[A-Za-z\s]+$/);
    }
  });
});

describe("seeded Dutch content", () => {
  it('addresses the reader as "u", never je, jij, jouw or jullie', () => {
    const informal = /\b(je|jij|jou|jouw|jullie|jezelf)\b/i;
    const texts = [
      ...[...articlesPart1, ...articlesPart2, ...articlesPart3].flatMap((a) => [
        a.t.nl.slug,
        a.t.nl.title,
        a.t.nl.summary,
        a.t.nl.body,
      ]),
      ...faq.flatMap((f) => [f.t.nl.slug, f.t.nl.q, f.t.nl.a]),
      ...qa.flatMap((q) => [q.t.nl.slug, q.t.nl.title, q.t.nl.body, ...q.t.nl.answers.map((a) => a.body)]),
      ...team.map((m) => m.t.nl.bio),
    ];
    expect(texts.filter((text) => informal.test(text))).toEqual([]);
  });
});
