import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * The desk's requests and messages (issue 26, migration 0418, decision 113): desk requests
 * (service_requests), contact messages and job applications are one queue. An item's status and
 * assignee are here once someone has touched it (no row: new, unassigned); the agency's replies,
 * e-mailed through the outbox, are the thread.
 */
const kindCheck = (table: string) =>
  check(`${table}_kind_check`, sql`(kind = ANY (ARRAY['request'::text, 'contact'::text, 'job'::text]))`);

export const deskRequestStates = pgTable(
  "desk_request_states",
  {
    /** request (service_requests), contact (contact_messages), job (job_applications) */
    kind: text("kind").notNull(),
    refId: integer("ref_id").notNull(),
    /** new, progress (in progress), answered, closed */
    status: text("status").notNull().default("new"),
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId] }),
    index("desk_request_states_status_idx").on(t.status),
    kindCheck("desk_request_states"),
    check(
      "desk_request_states_status_check",
      sql`(status = ANY (ARRAY['new'::text, 'progress'::text, 'answered'::text, 'closed'::text]))`,
    ),
  ],
);

export const deskReplies = pgTable(
  "desk_replies",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    refId: integer("ref_id").notNull(),
    staffId: integer("staff_id").references(() => users.id, { onDelete: "set null" }),
    staffName: text("staff_name").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("desk_replies_thread_idx").on(t.kind, t.refId), kindCheck("desk_replies")],
);
