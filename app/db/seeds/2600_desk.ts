import type { Db } from "../client.server";
import { ensureStaffAccount } from "~/desk/accounts.server";
import type { StaffRole } from "~/desk/permissions";
import { getEnv } from "~/utils/env.server";

/**
 * The demo's staff (issue 26, decision 111): an administrator and an agent with known passwords,
 * printed in the README. Seeded only outside production (or with DEMO=1): a production database
 * gets its first administrator from `npm run desk:admin`, never from here.
 */
export const name = "desk (demo staff)";

export const demoStaff: { email: string; password: string; role: StaffRole; firstName: string; lastName: string }[] = [
  {
    email: "admin@parvaz.example",
    password: "parvaz-admin-demo",
    role: "admin",
    firstName: "Maryam",
    lastName: "Karimi",
  },
  {
    email: "agent@parvaz.example",
    password: "parvaz-agent-demo",
    role: "agent",
    firstName: "Reza",
    lastName: "Ahmadi",
  },
  {
    email: "editor@parvaz.example",
    password: "parvaz-editor-demo",
    role: "editor",
    firstName: "Sara",
    lastName: "Moradi",
  },
  {
    email: "finance@parvaz.example",
    password: "parvaz-finance-demo",
    role: "finance",
    firstName: "Ali",
    lastName: "Rostami",
  },
];

export async function seed(db: Db) {
  const env = getEnv();
  if (env.NODE_ENV === "production" && !env.DEMO) return;
  for (const staff of demoStaff) await db.transaction((tx) => ensureStaffAccount(tx, staff));
}
