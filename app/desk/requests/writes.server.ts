import { and, asc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { deskReplies, deskRequestStates, staffRoles } from "~/db/schema";
import type { Tx } from "~/domains/booking/inventory";
import { renderMail } from "~/domains/mail/layout";
import { queueMail } from "~/domains/mail/mail.server";
import { getFixedT } from "~/i18n/i18next.server";
import { isLocale } from "~/routing/screens";
import { audited, type Actor } from "../audit.server";
import { can, isStaffRole } from "../permissions";
import type { Staff } from "../staff.server";
import type { ItemRef, RequestStatus } from "./kinds";
import { replyMail } from "./mail";
import { entityOf, queueItem } from "./queue.server";

/**
 * The desk's writes on the queue (decision 113): status, assignee, and replies by e-mail. Each is
 * one transaction with its audit entry; a reply is stored, queued in the outbox and makes the
 * item answered in that same transaction, so a reply is never kept without its e-mail or the other way round.
 */
type State = { status: RequestStatus; assigneeId: number | null };

/** Writes an item's state (creating its row on the first change); returns the state it had. */
async function writeState(tx: Tx, ref: ItemRef, change: Partial<State>): Promise<State> {
  const [row] = await tx
    .select({ status: deskRequestStates.status, assigneeId: deskRequestStates.assigneeId })
    .from(deskRequestStates)
    .where(and(eq(deskRequestStates.kind, ref.kind), eq(deskRequestStates.refId, ref.refId)))
    .for("update");
  const before: State = row
    ? { status: row.status as RequestStatus, assigneeId: row.assigneeId }
    : {
        status: "new",
        assigneeId: null,
      };
  const after = { ...before, ...change, updatedAt: new Date() };
  await tx
    .insert(deskRequestStates)
    .values({ kind: ref.kind, refId: ref.refId, ...after })
    .onConflictDoUpdate({
      target: [deskRequestStates.kind, deskRequestStates.refId],
      set: { ...change, updatedAt: after.updatedAt },
    });
  return before;
}

/** Sets an item's status; false when there is no such item (nothing written, nothing logged). */
export function setStatus(actor: Actor, ref: ItemRef, status: RequestStatus) {
  return audited(actor, async (tx) => {
    if (!(await queueItem(tx, ref))) return { result: false, entry: null };
    const before = await writeState(tx, ref, { status });
    return {
      result: true,
      entry:
        before.status === status
          ? null
          : {
              action: "request.status",
              entity: entityOf[ref.kind],
              entityId: ref.refId,
              before: { status: before.status },
              after: { status },
            },
    };
  });
}

/** Gives an item to a staff member who may take requests (or to nobody); false for an unknown item or assignee. */
export function assign(actor: Actor, ref: ItemRef, assigneeId: number | null) {
  return audited(actor, async (tx) => {
    if (!(await queueItem(tx, ref))) return { result: false, entry: null };
    if (assigneeId !== null) {
      const [staff] = await tx
        .select({ role: staffRoles.role })
        .from(staffRoles)
        .where(eq(staffRoles.userId, assigneeId));
      if (!staff || !isStaffRole(staff.role) || !can(staff.role, "requests")) return { result: false, entry: null };
    }
    const before = await writeState(tx, ref, { assigneeId });
    return {
      result: true,
      entry:
        before.assigneeId === assigneeId
          ? null
          : {
              action: "request.assign",
              entity: entityOf[ref.kind],
              entityId: ref.refId,
              before: { assigneeId: before.assigneeId },
              after: { assigneeId },
            },
    };
  });
}

/**
 * Answers an item by e-mail, in the customer's language: the reply is kept in the thread, queued
 * in the outbox and the item becomes answered, all in one transaction. Null when there is no such item.
 */
export function reply(actor: Actor, staff: Staff, ref: ItemRef, body: string) {
  return audited(actor, async (tx) => {
    const item = await queueItem(tx, ref);
    if (!item) return { result: null, entry: null };
    const locale = isLocale(item.locale) ? item.locale : "fa";
    const t = await getFixedT(locale, ["deskRequests", "common"]);
    // The agent signs with their first name (never their address); without one, with the agency's name.
    const staffName = staff.user.firstName || t("common:brand");
    const mail = renderMail(replyMail(locale, t, { item, body, staffName }), t);
    const [stored] = await tx
      .insert(deskReplies)
      .values({
        kind: ref.kind,
        refId: ref.refId,
        staffId: actor.id,
        staffName,
        recipient: item.email,
        subject: mail.subject,
        body,
      })
      .returning({ id: deskReplies.id });
    await queueMail({ to: item.email, ...mail }, tx);
    const before = await writeState(tx, ref, { status: "answered" });
    return {
      result: stored.id,
      entry: {
        action: "request.reply",
        entity: entityOf[ref.kind],
        entityId: ref.refId,
        before: { status: before.status },
        after: { status: "answered", replyId: stored.id, to: item.email },
      },
    };
  });
}

/** The agency's replies to an item, oldest first. */
export async function repliesTo(ref: ItemRef) {
  const db = await getDb();
  return db
    .select()
    .from(deskReplies)
    .where(and(eq(deskReplies.kind, ref.kind), eq(deskReplies.refId, ref.refId)))
    .orderBy(asc(deskReplies.id));
}
