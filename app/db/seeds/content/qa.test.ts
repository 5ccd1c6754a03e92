import { qa } from "./qa";

/** Persian pages name every seeded asker and answerer in Persian script (issue 12). */
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
