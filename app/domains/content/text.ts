/**
 * Pure text rules of the content domain (unit-tested in text.test.ts): word counts for
 * the "min 3 words" rule, reading time, slugs in any script (searching uses app/utils/search-text.ts).
 */

/** Words in a text, in any script (Persian, Latin …); punctuation and digits alone are not words. */
export function countWords(text: string): number {
  return (text.match(/[\p{L}\p{M}\p{N}]+(?:['’\u200c-][\p{L}\p{M}\p{N}]+)*/gu) ?? []).filter((w) => /\p{L}/u.test(w))
    .length;
}

/** Reading time in whole minutes at 200 words a minute (at least 1). */
export function readingMinutes(markdown: string, wordsPerMinute = 200): number {
  const text = markdown.replace(/```[\s\S]*?```/g, " ").replace(/[#>*_`[\]()!-]/g, " ");
  return Math.max(1, Math.round(countWords(text) / wordsPerMinute) || 1);
}

/**
 * A URL slug that keeps the language's own letters: lower case, words joined by "-",
 * Persian zero-width non-joiners and punctuation removed. "Visa for Schengen?" → "visa-for-schengen".
 */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u200c\u200f\u200e]/g, "-")
    .normalize("NFD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, maxLength).replace(/-+$/, "") || "item";
}

/** The average of star ratings, to one decimal, or null without ratings. */
export function averageRating(ratings: number[]): number | null {
  if (!ratings.length) return null;
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
}

/** Page numbers for a list: total pages, the page clamped into range, and the slice bounds. */
export function paginate(total: number, page: number, perPage: number) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pages);
  return { pages, page: current, offset: (current - 1) * perPage, limit: perPage };
}

/**
 * Related articles: the others ranked by shared categories (2 points) and tags (1 point),
 * newest first among equals.
 */
export function relatedArticles<
  T extends { id: number; categories: string[]; tags: string[]; publishedAt: Date | string },
>(article: T, others: T[], limit = 3): T[] {
  const score = (o: T) =>
    o.categories.filter((c) => article.categories.includes(c)).length * 2 +
    o.tags.filter((t) => article.tags.includes(t)).length;
  return others
    .filter((o) => o.id !== article.id)
    .map((o) => ({ o, s: score(o) }))
    .sort((a, b) => b.s - a.s || new Date(b.o.publishedAt).getTime() - new Date(a.o.publishedAt).getTime())
    .slice(0, limit)
    .map((x) => x.o);
}
