/**
 * The agency desk's first administrator (issue 26, decision 111):
 *
 *   npm run desk:admin -- you@example.com
 *
 * makes the account with this e-mail an administrator (creating it, active and without a password,
 * if it does not exist) and prints a one-time sign-in link valid 15 minutes. Following it signs in
 * and opens the desk, which then asks to enrol an authenticator app. Runs against the configured
 * database (DATABASE_URL, else PGlite under data/ — stop the server first: PGlite is one process).
 */
import { z } from "zod";
import { closeDatabase, getHandle } from "../app/db/client.server";
import { ensureStaffAccount } from "../app/desk/accounts.server";
import { newSignInLink } from "../app/desk/factors.server";
import { DESK_LINK_MINUTES } from "../app/desk/permissions";
import { pathFor } from "../app/routing/screens";
import { publicOrigin } from "../app/utils/env.server";
import { encodeNonAscii } from "../app/utils/toast.server";

const email = z.string().trim().toLowerCase().email().safeParse(process.argv[2]);
if (!email.success) {
  console.error("Usage: npm run desk:admin -- you@example.com");
  process.exit(1);
}
const handle = await getHandle();
try {
  const token = await handle.db.transaction(async (tx) => {
    const userId = await ensureStaffAccount(tx, { email: email.data, role: "admin" });
    return newSignInLink(tx, userId);
  });
  const link = (lang: "fa" | "en") => `${publicOrigin()}${encodeNonAscii(pathFor("deskLink", lang))}?token=${token}`;
  console.log(`${email.data} is an administrator of the desk.`);
  console.log(`One-time sign-in link, valid ${DESK_LINK_MINUTES} minutes (either language, one use):`);
  console.log(`  ${link("fa")}`);
  console.log(`  ${link("en")}`);
} finally {
  await closeDatabase();
}
