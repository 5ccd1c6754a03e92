import { describe, expect, it } from "vitest";
import { averageRating, countWords, paginate, readingMinutes, relatedArticles, slugify } from "./text";
import { commentSchema, contactSchema } from "./schema";
import { renderMarkdown } from "./markdown.server";

describe("countWords (the “min 3 words” rule)", () => {
  it("counts words in Latin and Persian script", () => {
    expect(countWords("Great trip report")).toBe(3);
    expect(countWords("  great   trip ")).toBe(2);
    expect(countWords("خیلی مفید بود")).toBe(3);
    expect(countWords("می‌خواهم بروم")).toBe(2); // the zero-width non-joiner joins one word
    expect(countWords("l’hôtel était parfait")).toBe(3);
    expect(countWords("!!! 123 ...")).toBe(0);
  });
});

describe("readingMinutes", () => {
  it("is words / 200, at least one minute", () => {
    expect(readingMinutes("short")).toBe(1);
    expect(readingMinutes(Array(1000).fill("word").join(" "))).toBe(5);
  });
});

describe("slugify", () => {
  it("keeps the language's letters and drops punctuation", () => {
    expect(slugify("Is breakfast included?")).toBe("is-breakfast-included");
    expect(slugify("Où acheter un bagage ?")).toBe("ou-acheter-un-bagage");
    expect(slugify("آیا نوزاد صندلی دارد؟")).toBe("آیا-نوزاد-صندلی-دارد");
    expect(slugify("می‌خواهم")).toBe("می-خواهم");
    expect(slugify("???")).toBe("item");
  });
});

describe("paginate and ratings", () => {
  it("clamps the page into range", () => {
    expect(paginate(13, 9, 6)).toEqual({ pages: 3, page: 3, offset: 12, limit: 6 });
    expect(paginate(0, 1, 6)).toEqual({ pages: 1, page: 1, offset: 0, limit: 6 });
    expect(paginate(13, Number.NaN, 6).page).toBe(1);
  });
  it("averages to one decimal", () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([])).toBeNull();
  });
});

describe("relatedArticles", () => {
  it("ranks shared categories over shared tags, then by date", () => {
    const a = { id: 1, categories: ["tips"], tags: ["visa"], publishedAt: "2026-01-01" };
    const others = [
      a,
      { id: 2, categories: [], tags: ["visa"], publishedAt: "2026-02-01" },
      { id: 3, categories: ["tips"], tags: [], publishedAt: "2026-01-05" },
      { id: 4, categories: [], tags: [], publishedAt: "2026-03-01" },
      { id: 5, categories: ["tips"], tags: [], publishedAt: "2026-01-10" },
    ];
    expect(relatedArticles(a, others).map((o) => o.id)).toEqual([5, 3, 2]);
  });
});

describe("form rules", () => {
  it("asks for a rating and three words in a comment", () => {
    const r = commentSchema.safeParse({ name: "Eve", email: "eve@example.com", body: "Nice" });
    expect(r.success).toBe(false);
    const messages = r.success ? [] : r.error.issues.map((i) => `${i.path[0]}:${i.message}`);
    expect(messages).toEqual(["rating:content:validation.rate", "body:content:validation.minWords"]);
    expect(
      commentSchema.safeParse({ name: "Eve", email: "eve@example.com", rating: "4", body: "Very nice article" })
        .success,
    ).toBe(true);
    expect(
      commentSchema.safeParse({ name: "Eve", email: "eve@example.com", rating: "6", body: "Very nice article" })
        .success,
    ).toBe(false);
  });
  it("names the contact form's required fields with one message", () => {
    const r = contactSchema.safeParse({ name: "Ann" });
    expect(r.success ? [] : r.error.issues.map((i) => `${i.path.join(".") || "form"}:${i.message}`)).toEqual([
      "form:content:contact.required",
      "email:validation.required",
      "message:validation.required",
    ]);
    const ok = contactSchema.safeParse({ name: "Ann", email: "ANN@Example.com", message: "Hi" });
    expect(ok.success && ok.data.email).toBe("ann@example.com");
  });
});

describe("renderMarkdown", () => {
  it("turns Markdown into safe HTML", () => {
    const html = renderMarkdown(
      "## Title\n\n**bold** <script>alert(1)</script> [x](javascript:alert(1)) [ok](https://example.com)",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("javascript:");
    expect(html).toContain('href="https://example.com" rel="noopener noreferrer"');
  });
});
