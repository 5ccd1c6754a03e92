import { and, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb } from "~/db/client.server";
import {
  contactMessages,
  deskRequestStates,
  jobApplications,
  jobOffers,
  jobOfferTranslations,
  serviceRequests,
} from "~/db/schema";
import type { Tx } from "~/domains/booking/inventory";
import { can, isStaffRole } from "../permissions";
import { staffList } from "../staff.server";
import type { ItemRef, RequestKind, RequestStatus } from "./kinds";
import { requestKinds } from "./kinds";

/**
 * The desk's queue (decision 113): desk requests, contact messages and job applications read as
 * one list. Each source keeps its own table; an item's status and assignee are a row of
 * desk_request_states once staff have touched it (no row: new, nobody).
 */
export const QUEUE_LIMIT = 200;

/** The entity an audit entry names for each kind. */
export const entityOf: Record<RequestKind, string> = {
  request: "service_request",
  contact: "contact_message",
  job: "job_application",
};

interface Source {
  table: PgTable;
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  columns: {
    name: SQL<string>;
    email: SQL<string>;
    phone: SQL<string | null>;
    locale: SQL<string>;
    text: SQL<string>;
    /** What it is about: a request's destination, an application's position (nothing for a contact message). */
    topic: SQL<string>;
  };
}

const text = <T = string>(column: AnyPgColumn) => sql<T>`${column}`;

const sources: Record<RequestKind, Source> = {
  request: {
    table: serviceRequests,
    id: serviceRequests.id,
    createdAt: serviceRequests.createdAt,
    columns: {
      name: text(serviceRequests.name),
      email: text(serviceRequests.email),
      phone: text<string | null>(serviceRequests.phone),
      locale: text(serviceRequests.locale),
      text: sql<string>`coalesce(${serviceRequests.message}, '')`,
      topic: text(serviceRequests.destination),
    },
  },
  contact: {
    table: contactMessages,
    id: contactMessages.id,
    createdAt: contactMessages.createdAt,
    columns: {
      name: text(contactMessages.name),
      email: text(contactMessages.email),
      phone: text<string | null>(contactMessages.phone),
      locale: text(contactMessages.locale),
      text: text(contactMessages.message),
      topic: sql<string>`''`,
    },
  },
  job: {
    table: jobApplications,
    id: jobApplications.id,
    createdAt: jobApplications.createdAt,
    columns: {
      name: text(jobApplications.name),
      email: text(jobApplications.email),
      phone: text<string | null>(jobApplications.phone),
      locale: text(jobApplications.locale),
      text: text(jobApplications.letter),
      topic: text(jobApplications.position),
    },
  },
};

const stateJoin = (kind: RequestKind, source: Source) =>
  and(eq(deskRequestStates.kind, kind), eq(deskRequestStates.refId, source.id));

const statusColumn = sql<RequestStatus>`coalesce(${deskRequestStates.status}, 'new')`;
const isNew = or(isNull(deskRequestStates.status), eq(deskRequestStates.status, "new"));

function selectFrom(db: Pick<Tx, "select">, kind: RequestKind) {
  const source = sources[kind];
  return db
    .select({
      refId: sql<number>`${source.id}`.mapWith(Number),
      createdAt: sql<Date>`${source.createdAt}`.mapWith((value: string | Date) => new Date(value)),
      ...source.columns,
      status: statusColumn,
      assigneeId: deskRequestStates.assigneeId,
    })
    .from(source.table)
    .leftJoin(deskRequestStates, stateJoin(kind, source));
}

export interface QueueFilter {
  status?: RequestStatus;
  kind?: RequestKind;
  /** A staff member's user id, or "none" for items nobody has taken. */
  assignee?: number | "none";
}

/** The queue, newest first, filtered by status, kind and assignee. */
export async function listQueue(filter: QueueFilter) {
  const db = await getDb();
  const where: SQL[] = [];
  if (filter.status === "new") where.push(isNew!);
  else if (filter.status) where.push(eq(deskRequestStates.status, filter.status));
  if (filter.assignee === "none") where.push(isNull(deskRequestStates.assigneeId));
  else if (filter.assignee) where.push(eq(deskRequestStates.assigneeId, filter.assignee));
  const kinds = filter.kind ? [filter.kind] : requestKinds;
  const lists = await Promise.all(
    kinds.map(async (kind) =>
      (
        await selectFrom(db, kind)
          .where(where.length ? and(...where) : undefined)
          .orderBy(desc(sources[kind].createdAt))
          .limit(QUEUE_LIMIT)
      ).map((row) => ({ kind, ...row })),
    ),
  );
  return lists
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, QUEUE_LIMIT);
}

/** One item of the queue with its status and assignee, or null. */
export async function queueItem(db: Pick<Tx, "select">, ref: ItemRef) {
  const [row] = await selectFrom(db, ref.kind).where(eq(sources[ref.kind].id, ref.refId));
  return row ? { kind: ref.kind, ...row } : null;
}

/** How many items are new (nobody has touched them, or they were set back to new). */
export async function countNew(): Promise<number> {
  const db = await getDb();
  const counts = await Promise.all(
    requestKinds.map((kind) =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(sources[kind].table)
        .leftJoin(deskRequestStates, stateJoin(kind, sources[kind]))
        .where(isNew),
    ),
  );
  return counts.reduce((sum, [row]) => sum + Number(row?.n ?? 0), 0);
}

/** Staff who may take requests (the `requests` permission): the assignees one can choose. */
export async function requestStaff() {
  return (await staffList())
    .filter((s) => s.status !== "suspended" && isStaffRole(s.role) && can(s.role, "requests"))
    .map((s) => ({
      id: s.userId,
      name: [s.firstName, s.lastName].filter(Boolean).join(" ") || s.email || s.phone || `#${s.userId}`,
    }));
}

export type DetailKey = "vertical" | "destination" | "dates" | "travellers" | "position" | "cv";

/** What a desk request or job application carries beyond the message (a contact message: nothing more). */
export async function detailsOf(
  ref: ItemRef,
  locale?: string,
): Promise<{ key: DetailKey; value: string; ltr?: boolean }[]> {
  const db = await getDb();
  if (ref.kind === "request") {
    const [r] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, ref.refId));
    if (!r) return [];
    return [
      { key: "vertical", value: r.vertical },
      { key: "destination", value: r.destination },
      ...(r.startDate || r.endDate
        ? [{ key: "dates" as const, value: `${r.startDate ?? "…"} – ${r.endDate ?? "…"}`, ltr: true }]
        : []),
      { key: "travellers", value: String(r.travellers) },
    ];
  }
  if (ref.kind === "job") {
    const [j] = await db.select().from(jobApplications).where(eq(jobApplications.id, ref.refId));
    if (!j) return [];
    // The job offer it names (decision 118), by its title in the desk's language or the application's; the key
    // as stored when no offer has it (an open application, or an offer of the past).
    const titles = await db
      .select({ locale: jobOfferTranslations.locale, title: jobOfferTranslations.title })
      .from(jobOffers)
      .innerJoin(jobOfferTranslations, eq(jobOfferTranslations.offerId, jobOffers.id))
      .where(eq(jobOffers.key, j.position));
    const title = (titles.find((t) => t.locale === locale) ?? titles.find((t) => t.locale === j.locale))?.title;
    return [
      { key: "position", value: title ?? j.position },
      ...(j.cvUrl ? [{ key: "cv" as const, value: j.cvUrl, ltr: true }] : []),
    ];
  }
  return [];
}
