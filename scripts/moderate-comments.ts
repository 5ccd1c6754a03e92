/**
 * Comment moderation for the agency's editors (decision 302): lists the comments waiting
 * for moderation, or approves/rejects them by id. Runs against the configured database
 * (DATABASE_URL, else PGlite under data/ — stop the server first: PGlite is one process).
 *
 *   npx tsx scripts/moderate-comments.ts                 # list pending comments
 *   npx tsx scripts/moderate-comments.ts approve 12 13   # publish
 *   npx tsx scripts/moderate-comments.ts reject 14       # never shown
 */
import { closeDatabase, getHandle } from "../app/db/client.server";
import { moderateComment, pendingComments } from "../app/domains/content/content.server";

const [command, ...ids] = process.argv.slice(2);
await getHandle();
try {
  if (!command) {
    const pending = await pendingComments(100);
    if (!pending.length) console.log("No comments are waiting for moderation.");
    for (const c of pending)
      console.log(
        `#${c.id} [${c.locale}] article ${c.articleId} · ${c.rating}★ · ${c.name} <${c.email}>\n    ${c.body.replace(/\n/g, " ")}`,
      );
  } else if (command === "approve" || command === "reject") {
    for (const id of ids.map(Number)) {
      const done = await moderateComment(id, command === "approve" ? "approved" : "rejected");
      console.log(`#${id}: ${done ? (command === "approve" ? "approved" : "rejected") : "not found"}`);
    }
  } else {
    console.error("Usage: moderate-comments.ts [approve|reject <id> …]");
    process.exitCode = 1;
  }
} finally {
  await closeDatabase();
}
