/**
 * Plain values of the content domain's forms, without zod, so screens can import them
 * without pulling the schemas (and zod) into the page's first load (decision 016).
 * schema.ts re-exports them.
 */

/** The fewest words a comment or a question title must have. */
export const MIN_COMMENT_WORDS = 3;

/** The FAQ's topics, in the order the FAQ page shows them (the desk's topic select, decision 117). */
export const faqTopics = ["booking", "payment", "changes", "baggage", "documents", "account"] as const;

/** The job application form's choice that names no offer (the offers themselves come from the database). */
export const OPEN_APPLICATION = "open";
