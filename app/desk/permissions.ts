/**
 * Who may do what on the agency desk (issue 26, decision 111): four staff roles, each a set of
 * permissions. This table is the only place roles are interpreted; the route table names the
 * permission each desk screen needs to be seen and, per form intent, to be acted on.
 */
export const staffRoles = ["agent", "editor", "finance", "admin"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const permissions = [
  /** The desk's home and one's own second factor. */
  "desk",
  "orders.read",
  "orders.cancel",
  "orders.note",
  "orders.resend",
  /** A manual refund of any amount up to what was paid. */
  "orders.refund",
  "requests",
  "moderation",
  "content",
  /** Discount codes, gift cards, currency rates, VAT. */
  "prices",
  /** Close and reopen flights, rooms, trains; prices for dates. */
  "inventory",
  "customers.read",
  /** Suspend, reinstate, force a password change. */
  "customers.manage",
  /** Adjust a customer's wallet (a ledger entry with a reason). */
  "customers.wallet",
  /** Grant and remove staff roles. */
  "staff",
  /** Read the audit log. */
  "audit",
  /** Sales, refunds, discounts and balances, with their CSV files (decision 116). */
  "reports",
] as const;
export type Permission = (typeof permissions)[number];

export const grants: Record<StaffRole, readonly Permission[]> = {
  agent: [
    "desk",
    "orders.read",
    "orders.cancel",
    "orders.note",
    "orders.resend",
    "requests",
    "inventory",
    "customers.read",
    "customers.manage",
  ],
  editor: ["desk", "moderation", "content"],
  finance: [
    "desk",
    "orders.read",
    "orders.cancel",
    "orders.note",
    "orders.resend",
    "orders.refund",
    "prices",
    "customers.read",
    "customers.wallet",
    "reports",
  ],
  admin: permissions,
};

export function isStaffRole(value: unknown): value is StaffRole {
  return (staffRoles as readonly unknown[]).includes(value);
}

export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return !!role && grants[role].includes(permission);
}

/**
 * What a desk screen needs (the route table's `desk` field): `view` for its loader; `act` for its
 * action, one permission for every form or one per `intent` (an intent not listed is refused);
 * `factor: false` only for the second-factor screen itself.
 */
export interface DeskAccess {
  view: Permission;
  act?: Permission | Readonly<Record<string, Permission>>;
  factor?: false;
}

/** The permission a posted intent needs, or null when the screen takes no such post. */
export function permissionToAct(access: DeskAccess, intent: string | null): Permission | null {
  if (!access.act) return null;
  if (typeof access.act === "string") return access.act;
  return (intent && access.act[intent]) || null;
}

/** Session limits (decision 111). */
export const DESK_SESSION_HOURS = 8;
export const DESK_IDLE_MINUTES = 30;
export const DESK_CODE_MINUTES = 10;
export const DESK_LINK_MINUTES = 15;
export const DESK_CODE_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;
