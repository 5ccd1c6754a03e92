import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Staff } from "~/desk/staff.server";
import { createTestDatabase } from "../support/db";

/**
 * The desk's requests and moderation (issue 26, decision 113) on PGlite: every staff write is
 * audited in its own transaction (one entry per record changed, none when nothing changed), a
 * reply is kept, queued in the outbox in the customer's language and makes the item answered.
 */
describe("desk requests and moderation", () => {
  let drop: () => Promise<void>;
  let agentId: number;
  let editorId: number;
  const agent = () => ({ id: agentId, email: "agent@parvaz.example", role: "agent" as const });

  beforeAll(async () => {
    let handle;
    ({ drop, handle } = await createTestDatabase("pglite"));
    const { seed } = await import("~/db/seeds/0300_content");
    await seed(handle.db);
    const { ensureStaffAccount } = await import("~/desk/accounts.server");
    agentId = await ensureStaffAccount(handle.db, { email: "agent@parvaz.example", role: "agent", firstName: "Sara" });
    editorId = await ensureStaffAccount(handle.db, { email: "editor@parvaz.example", role: "editor" });
  }, 60_000);
  afterAll(async () => drop());

  const auditOf = async (entity: string, entityId: number) => {
    const { getDb } = await import("~/db/client.server");
    const { auditLog } = await import("~/db/schema");
    const db = await getDb();
    return db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));
  };

  it("queues a contact message as new, answers it by e-mail in the visitor's language, with one audit entry", async () => {
    const { sendContactMessage } = await import("~/domains/content/messages.server");
    const queue = await import("~/desk/requests/queue.server");
    const writes = await import("~/desk/requests/writes.server");
    const newBefore = await queue.countNew();
    const sent = await sendContactMessage(
      { name: "Reza", email: "reza@example.com", phone: "", message: "آیا پرواز تهران به استانبول بار اضافه دارد؟" },
      "fa",
      "203.0.113.9",
    );
    const ref = { kind: "contact" as const, refId: sent.id! };
    expect(await queue.countNew()).toBe(newBefore + 1);
    const [listed] = await queue.listQueue({ kind: "contact", status: "new" });
    expect(listed).toMatchObject({ refId: sent.id, name: "Reza", status: "new", assigneeId: null });

    // The staff member the desk guard would pass (only the name and id are read).
    const staff = { user: { id: agentId, firstName: "Sara" }, role: "agent", sessionId: "x" } as unknown as Staff;
    const replyId = await writes.reply(agent(), staff, ref, "بله، تا ۳۰ کیلوگرم.\n\nبا سپاس");
    expect(replyId).toBeGreaterThan(0);
    expect(await queue.countNew()).toBe(newBefore);
    const { getDb } = await import("~/db/client.server");
    expect((await queue.queueItem(await getDb(), ref))!.status).toBe("answered");
    const replies = await writes.repliesTo(ref);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ recipient: "reza@example.com", staffName: "Sara" });

    const { outbox } = await import("~/db/schema");
    const mails = await (await getDb()).select().from(outbox).where(eq(outbox.recipient, "reza@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("پیام شما");
    expect(mails[0].body).toContain("تا ۳۰ کیلوگرم");
    expect(mails[0].body).toContain("آیا پرواز تهران به استانبول");

    const entries = await auditOf("contact_message", sent.id!);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "request.reply", actorId: agentId, before: { status: "new" } });
  });

  it("assigns only to staff who take requests, and logs a change once", async () => {
    const { createServiceRequest } = await import("~/domains/requests/requests.server");
    const writes = await import("~/desk/requests/writes.server");
    const queue = await import("~/desk/requests/queue.server");
    const made = await createServiceRequest(
      "tours",
      { name: "Mina", email: "mina@example.com", destination: "Shiraz", travellers: 2, message: "Two nights" },
      "en",
      "203.0.113.10",
    );
    if (made.status !== "sent") throw new Error(made.status);
    const ref = { kind: "request" as const, refId: made.id };
    expect(await writes.assign(agent(), ref, editorId)).toBe(false);
    expect(await auditOf("service_request", made.id)).toHaveLength(0);
    expect(await writes.assign(agent(), ref, agentId)).toBe(true);
    expect(await writes.setStatus(agent(), ref, "progress")).toBe(true);
    expect(await writes.setStatus(agent(), ref, "progress")).toBe(true);
    const entries = await auditOf("service_request", made.id);
    expect(entries.map((e) => e.action).sort()).toEqual(["request.assign", "request.status"]);
    expect((await queue.listQueue({ assignee: agentId })).map((i) => i.refId)).toContain(made.id);
    expect((await queue.listQueue({ assignee: "none", kind: "request" })).map((i) => i.refId)).not.toContain(made.id);
    expect(await writes.setStatus(agent(), { kind: "job", refId: 999_999 }, "closed")).toBe(false);
    expect(await auditOf("job_application", 999_999)).toHaveLength(0);
  });

  it("moderates in bulk (one entry per contribution), edits, marks spam; approved comments appear on the article", async () => {
    const content = await import("~/domains/content/content.server");
    const { heldCount } = await import("~/domains/content/moderation.server");
    const moderation = await import("~/desk/moderation/moderation.server");
    const editor = { id: editorId, email: "editor@parvaz.example", role: "editor" as const };
    const article = (await content.getArticle("en", "a-weekend-in-isfahan"))!;
    const post = (body: string, ip: string) =>
      content.addComment(
        article.article.id,
        "en",
        { name: "Eve", email: `eve-${ip}@example.com`, rating: 4, body },
        { userId: null, ip },
      );
    const first = await post("A lovely weekend plan", "203.0.113.21");
    const second = await post("Very useful hotel tips", "203.0.113.22");
    const third = await post("Buy cheap watches here", "203.0.113.23");
    if (first.status !== "held" || second.status !== "held" || third.status !== "held") throw new Error("not held");
    const held = await heldCount();
    expect((await moderation.heldContributions()).map((c) => c.id)).toContain(`comment-${first.id}`);

    expect(
      await moderation.editContribution(editor, { kind: "comment", refId: first.id }, "A lovely weekend plan!"),
    ).toBe(true);
    const changed = await moderation.decide(
      editor,
      [
        { kind: "comment", refId: first.id },
        { kind: "comment", refId: second.id },
      ],
      "approve",
    );
    expect(changed).toBe(2);
    expect(await moderation.decide(editor, [{ kind: "comment", refId: third.id }], "spam")).toBe(1);
    expect(await heldCount()).toBe(held - 3);

    const bodies = (await content.getArticle("en", "a-weekend-in-isfahan"))!.comments.map((c) => c.body);
    expect(bodies).toEqual(expect.arrayContaining(["A lovely weekend plan!", "Very useful hotel tips"]));
    expect(bodies).not.toContain("Buy cheap watches here");

    expect((await auditOf("article_comment", first.id)).map((e) => e.action).sort()).toEqual([
      "moderation.approve",
      "moderation.edit",
    ]);
    expect(await auditOf("article_comment", second.id)).toHaveLength(1);
    expect(await auditOf("article_comment", third.id)).toMatchObject([
      { action: "moderation.spam", before: { status: "pending" }, after: { status: "spam" } },
    ]);
    // Approving again changes nothing and logs nothing.
    expect(await moderation.decide(editor, [{ kind: "comment", refId: second.id }], "approve")).toBe(0);
    expect(await auditOf("article_comment", second.id)).toHaveLength(1);
  });
});
