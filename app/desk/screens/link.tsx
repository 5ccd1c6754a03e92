import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { staffCodes, staffRoles, users } from "~/db/schema";
import { sha256 } from "~/domains/accounts/codes.server";
import { createSession } from "~/domains/accounts/session.server";
import { getFixedT } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/react";
import { messagesFor } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { redirectWithToast } from "~/utils/toast.server";
import { audit } from "../audit.server";
import { spendSignInLink } from "../factors.server";
import { isStaffRole } from "../permissions";
import { openDeskSession } from "../staff.server";

/**
 * The administrator's one-time sign-in link printed by `npm run desk:admin` (decision 111). The page
 * asks for a click (a POST) so a mail scanner or a link preview cannot spend it; the click signs the
 * account in and opens a desk session (the link, printed on the server's console, is the second
 * factor), then the security screen asks to enrol an authenticator. Unknown, used or expired: 404.
 */
async function linkValid(token: string | null) {
  if (!token || token.length < 20) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: staffCodes.id })
    .from(staffCodes)
    .where(
      and(
        eq(staffCodes.codeHash, sha256(token)),
        eq(staffCodes.purpose, "link"),
        isNull(staffCodes.usedAt),
        gt(staffCodes.expiresAt, new Date()),
      ),
    );
  return !!row;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const token = new URL(request.url).searchParams.get("token");
  if (!(await linkValid(token))) throw new Response(null, { status: 404 });
  const t = await getFixedT(locale, "common");
  return { title: t("screen.deskLink"), noindex: true, messages: messagesFor(locale, "desk"), token };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const token = (await request.formData()).get("token");
  const userId = typeof token === "string" ? await spendSignInLink(token) : null;
  if (!userId) throw new Response(null, { status: 404 });
  const db = await getDb();
  const [row] = await db
    .select({ user: users, role: staffRoles.role })
    .from(users)
    .innerJoin(staffRoles, eq(staffRoles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row || !isStaffRole(row.role) || row.user.status === "suspended") throw new Response(null, { status: 404 });
  const headers = new Headers();
  headers.append("Set-Cookie", await createSession(userId, request));
  headers.append("Set-Cookie", await openDeskSession(userId, "link"));
  await db.transaction((tx) =>
    audit(
      tx,
      { id: userId, email: row.user.email ?? `#${userId}`, role: row.role as "admin" },
      { action: "desk.signIn", entity: "user", entityId: userId, after: { factor: "link" } },
    ),
  );
  return redirectWithToast(
    pathFor("deskSecurity", locale),
    { type: "success", message: "desk:link.signedIn" },
    { headers },
  );
}

export default function DeskLink() {
  const { title, token } = useLoaderData<typeof loader>();
  const { t } = useTranslation("desk");
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-gray-700">{t("link.intro")}</p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={token ?? ""} />
        <button className="btn-primary">{t("link.submit")}</button>
      </Form>
    </main>
  );
}
