/**
 * Moderation for the agency's editors (decisions 302 and 304): lists the blog comments, Q&A
 * questions and Q&A answers waiting for moderation, or approves/rejects them by kind and id.
 * Runs against the configured database (DATABASE_URL, else PGlite under data/ — stop the
 * server first: PGlite is one process).
 *
 *   npx tsx scripts/moderate-comments.ts                        # list everything pending
 *   npx tsx scripts/moderate-comments.ts approve 12 13          # publish comments 12 and 13
 *   npx tsx scripts/moderate-comments.ts approve question 5     # publish a question
 *   npx tsx scripts/moderate-comments.ts reject answer 9 10     # never shown
 */
import { closeDatabase, getHandle } from "../app/db/client.server";
import {
  moderate,
  moderatedKinds,
  pendingContributions,
  type ModeratedKind,
} from "../app/domains/content/content.server";

const [command, ...rest] = process.argv.slice(2);
const kind: ModeratedKind = (moderatedKinds as readonly string[]).includes(rest[0])
  ? (rest.shift() as ModeratedKind)
  : "comment";
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

await getHandle();
try {
  if (!command) {
    const { comments, questions, answers } = await pendingContributions(100);
    if (!comments.length && !questions.length && !answers.length) console.log("Nothing is waiting for moderation.");
    for (const c of comments)
      console.log(
        `comment #${c.id} [${c.locale}] article ${c.articleId} · ${c.rating}★ · ${c.name} <${c.email}>\n    ${oneLine(c.body)}`,
      );
    for (const q of questions)
      console.log(
        `question #${q.id} [${q.locale}] ${q.authorName} <${q.authorEmail}>${q.userId ? ` (account ${q.userId})` : ""}\n    ${oneLine(q.title)}${q.body ? `\n    ${oneLine(q.body)}` : ""}`,
      );
    for (const a of answers)
      console.log(
        `answer #${a.id} [${a.locale}] to question #${a.threadId} “${oneLine(a.question ?? "")}” · ${a.authorName}${a.authorEmail ? ` <${a.authorEmail}>` : ""}${a.userId ? ` (account ${a.userId})` : ""}\n    ${oneLine(a.body)}`,
      );
  } else if ((command === "approve" || command === "reject") && rest.length) {
    for (const id of rest.map(Number)) {
      const done =
        Number.isSafeInteger(id) && (await moderate(kind, id, command === "approve" ? "approved" : "rejected"));
      console.log(`${kind} #${id}: ${done ? (command === "approve" ? "approved" : "rejected") : "not found"}`);
    }
  } else {
    console.error("Usage: moderate-comments.ts [approve|reject [comment|question|answer] <id> …]");
    process.exitCode = 1;
  }
} finally {
  await closeDatabase();
}
