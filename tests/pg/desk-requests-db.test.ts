import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Staff } from "~/desk/staff.server";
import { createTestDatabase } from "../support/db";

/**
 * The desk's queue under concurrency on PostgreSQL (decision 113): agents acting at once on an
 * item nobody has touched yet create its state row once (no unique violation, nothing lost),
 * every reply is kept, e-mailed and audited, and every change has its own audit entry.
 */
describe("desk requests under concurrency on postgres", () => {
  let drop: () => Promise<void>;
  let agentIds: number[];

  beforeAll(async () => {
    let handle;
    ({ drop, handle } = await createTestDatabase("postgres"));
    const { ensureStaffAccount } = await import("~/desk/accounts.server");
    agentIds = [];
    for (const n of [1, 2, 3])
      agentIds.push(await ensureStaffAccount(handle.db, { email: `agent${n}@parvaz.example`, role: "agent" }));
  }, 60_000);
  afterAll(async () => drop());

  it("replies, status changes and assignments at once on a new item: one state row, every write kept and audited", async () => {
    const { sendContactMessage } = await import("~/domains/content/messages.server");
    const writes = await import("~/desk/requests/writes.server");
    const { getDb } = await import("~/db/client.server");
    const { auditLog, deskRequestStates, outbox } = await import("~/db/schema");
    const sent = await sendContactMessage(
      { name: "Lea", email: "lea@example.com", phone: "", message: "Do you sell tickets for the Kish ferry?" },
      "en",
      "203.0.113.70",
    );
    const ref = { kind: "contact" as const, refId: sent.id! };
    const actors = agentIds.map((id, n) => ({ id, email: `agent${n + 1}@parvaz.example`, role: "agent" as const }));
    const staffOf = (id: number) => ({ user: { id, firstName: `Agent ${id}` }, role: "agent" }) as unknown as Staff;
    const results = await Promise.all([
      writes.reply(actors[0], staffOf(agentIds[0]), ref, "Yes, from Bandar Abbas every morning."),
      writes.reply(actors[1], staffOf(agentIds[1]), ref, "Yes, and from Bandar Lengeh too."),
      writes.assign(actors[2], ref, agentIds[2]),
      writes.setStatus(actors[2], ref, "progress"),
    ]);
    expect(results[0]).toBeGreaterThan(0);
    expect(results[1]).toBeGreaterThan(0);
    expect(results.slice(2)).toEqual([true, true]);

    const db = await getDb();
    const states = await db
      .select()
      .from(deskRequestStates)
      .where(and(eq(deskRequestStates.kind, "contact"), eq(deskRequestStates.refId, ref.refId)));
    expect(states).toHaveLength(1);
    expect(states[0].assigneeId).toBe(agentIds[2]);
    expect(await writes.repliesTo(ref)).toHaveLength(2);
    expect(await db.select().from(outbox).where(eq(outbox.recipient, "lea@example.com"))).toHaveLength(2);
    const entries = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "contact_message"), eq(auditLog.entityId, String(ref.refId))));
    expect(
      entries
        .map((e) => e.action)
        .filter((a) => a !== "request.status")
        .sort(),
    ).toEqual(["request.assign", "request.reply", "request.reply"]);
  });
});
