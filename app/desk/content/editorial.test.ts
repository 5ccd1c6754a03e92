import { describe, expect, it } from "vitest";
import {
  agencyAnswerSchema,
  faqParts,
  faqSchema,
  recordId,
  teamSchema,
  threadParts,
  threadSchema,
  writtenLanguages,
} from "./editorial";

/** Which languages a desk form publishes in (decision 117), and the forms' checks. */
describe("writtenLanguages", () => {
  it("counts a language only when something is written in it, and names the required parts left empty", () => {
    expect(writtenLanguages({}, faqParts)).toEqual({ written: [], missing: [] });
    expect(writtenLanguages({ faQuestion: "پرسش؟", faAnswer: "پاسخ.", enQuestion: "  " }, faqParts)).toEqual({
      written: ["fa"],
      missing: [],
    });
    expect(writtenLanguages({ enAnswer: "Only the answer", frQuestion: "Question ?" }, faqParts)).toEqual({
      written: ["en", "fr"],
      missing: ["enQuestion", "frAnswer"],
    });
  });

  it("lets a question keep an empty text, never an empty title", () => {
    expect(writtenLanguages({ nlTitle: "Een vraag" }, threadParts)).toEqual({ written: ["nl"], missing: [] });
    expect(writtenLanguages({ nlBody: "Alleen tekst" }, threadParts)).toEqual({
      written: ["nl"],
      missing: ["nlTitle"],
    });
  });
});

describe("the desk's FAQ, team and Q&A forms", () => {
  const issues = (result: { success: boolean; error?: { issues: { path: (string | number)[] }[] } }) =>
    result.success ? [] : result.error!.issues.map((i) => i.path.join("."));

  it("turns an FAQ form into its words per language, empty languages empty", () => {
    const result = faqSchema.safeParse({
      topic: "baggage",
      position: "۳",
      faQuestion: " بار اضافه؟ ",
      faAnswer: "بله.",
    });
    expect(result.success && result.data).toEqual({
      topic: "baggage",
      position: 3,
      texts: {
        fa: { question: "بار اضافه؟", answer: "بله." },
        en: { question: "", answer: "" },
        nl: { question: "", answer: "" },
        fr: { question: "", answer: "" },
      },
    });
  });

  it("refuses a form with no language, a half-written language, an unknown topic or a bad order", () => {
    expect(issues(faqSchema.safeParse({ topic: "booking", position: "1" }))).toEqual(["faQuestion"]);
    expect(issues(faqSchema.safeParse({ topic: "booking", position: "1", enQuestion: "Why?" }))).toEqual(["enAnswer"]);
    expect(issues(faqSchema.safeParse({ topic: "visas", position: "x", enQuestion: "Q", enAnswer: "A" }))).toEqual([
      "topic",
      "position",
    ]);
    expect(
      issues(teamSchema.safeParse({ email: "not an address", position: "0", enName: "A", enRole: "B", enBio: "C" })),
    ).toEqual(["email"]);
    expect(issues(threadSchema.safeParse({ id: "4", frBody: "Texte" }))).toEqual(["frTitle"]);
  });

  it("takes the agency's answer in one of the four languages, signed, not empty", () => {
    expect(agencyAnswerSchema.safeParse({ id: "2", answerLocale: "nl", authorId: "1", answer: " Ja. " }).data).toEqual({
      id: 2,
      answerLocale: "nl",
      authorId: 1,
      answer: "Ja.",
    });
    expect(issues(agencyAnswerSchema.safeParse({ id: "2", answerLocale: "de", authorId: "", answer: " " }))).toEqual([
      "answerLocale",
      "authorId",
      "answer",
    ]);
  });
});

describe("recordId", () => {
  it("reads a posted record number, and 0 for anything a database integer cannot be", () => {
    expect(["12", "999999999"].map(recordId)).toEqual([12, 999_999_999]);
    expect(["", "0", "-3", "1e3", "NaN", "12abc", "9999999999", null].map(recordId)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });
});
