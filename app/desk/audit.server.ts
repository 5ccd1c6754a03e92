import { and, desc, eq, gte, lt, lte, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import type { Tx } from "~/domains/booking/inventory";
import type { StaffRole } from "./permissions";

/**
 * The audit log (decision 111): one entry per staff write, appended inside the transaction of the
 * write itself, so a write that fails leaves no entry and an entry never describes a write that
 * did not happen. The table refuses UPDATE and DELETE (a trigger), so no role can rewrite it.
 */
export interface Actor {
  id: number;
  email: string;
  role: StaffRole;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** JSON-safe copy (dates as ISO strings, no undefined). */
const plain = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

export async function audit(tx: Tx, actor: Actor, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: plain(entry.before),
    after: plain(entry.after),
  });
}

/**
 * Runs a staff write in one transaction and appends its entry there: `work` does the write and
 * returns the entry (or null when it changed nothing, then nothing is logged) and its result.
 */
export async function audited<T>(
  actor: Actor,
  work: (tx: Tx) => Promise<{ entry: AuditEntry | null; result: T }>,
): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { entry, result } = await work(tx);
    if (entry) await audit(tx, actor, entry);
    return result;
  });
}

export interface AuditFilter {
  actor?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  from?: Date;
  to?: Date;
  before?: number;
}

export const AUDIT_PAGE = 50;

/** Entries newest first, filtered; `before` pages on (the id of the last entry shown). */
export async function readAudit(filter: AuditFilter) {
  const db = await getDb();
  const where: SQL[] = [];
  if (filter.actor) where.push(eq(auditLog.actorEmail, filter.actor.trim().toLowerCase()));
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lte(auditLog.at, filter.to));
  if (filter.before) where.push(lt(auditLog.id, filter.before));
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE + 1);
}
