import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * The agency desk (issue 26, migration 0416, decision 111): who is staff and with which role,
 * the desk's own sessions behind a second factor, and the append-only audit log.
 */
export const staffRoles = pgTable(
  "staff_roles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    grantedBy: integer("granted_by").references(() => users.id, { onDelete: "set null" }),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      "staff_roles_role_check",
      sql`(role = ANY (ARRAY['agent'::text, 'editor'::text, 'finance'::text, 'admin'::text]))`,
    ),
  ],
);

/** A desk session: opened by a second factor, 8 hours at most, 30 minutes idle; the cookie holds a token, this its hash. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    factor: text("factor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("staff_sessions_user_idx").on(t.userId),
    check(
      "staff_sessions_factor_check",
      sql`(factor = ANY (ARRAY['totp'::text, 'recovery'::text, 'email'::text, 'link'::text]))`,
    ),
  ],
);

/** A staff member's authenticator secret (encrypted with the session secret); confirmed once a code from it was typed. */
export const staffTotp = pgTable("staff_totp", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code is used once. */
  lastStep: bigint("last_step", { mode: "number" }).notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Recovery codes, shown once at enrolment and stored hashed; each works once. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_recovery_codes_user_idx").on(t.userId)],
);

/** One-time desk codes: a code by e-mail (before TOTP is enrolled) or the administrator's sign-in link. Hashed. */
export const staffCodes = pgTable(
  "staff_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("staff_codes_user_idx").on(t.userId),
    index("staff_codes_hash_idx").on(t.codeHash),
    check("staff_codes_purpose_check", sql`(purpose = ANY (ARRAY['email'::text, 'link'::text]))`),
  ],
);

/**
 * Every staff write: who (and with which role), what, on which record, before and after. Written in the
 * transaction of the change; a trigger refuses UPDATE and DELETE, so no role can edit or remove an entry.
 * The actor is kept by id and e-mail without a foreign key, so an entry outlives the account.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    actorRole: text("actor_role").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    index("audit_log_actor_idx").on(t.actorId),
  ],
);
