import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { FormFooter } from "~/components/account/fields";
import { ErrorSummary, Field, SelectField, useValidatedForm } from "~/components/forms";

import { staffRoles as staffRolesTable, users } from "~/db/schema";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn, messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { parseWithZod } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { audited } from "../audit.server";
import { DeskPage } from "../components/desk-page";
import { DeskTable } from "../components/desk-table";
import { actorOf, deskPage, staffOf } from "../frame.server";
import { staffRoles } from "../permissions";
import { grantSchema, revokeSchema } from "../schemas";
import { endAllDeskSessions, staffList } from "../staff.server";

/**
 * Staff and their roles (administrator, decision 111): grant a role to an existing account by its
 * e-mail, change it, or remove it — removal ends the person's desk sessions at once, and the next
 * request of theirs is refused. An administrator cannot remove their own role (someone must remain).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  return {
    ...deskPage(locale, staff, t("screen.deskStaff")),
    me: staff.user.id,
    staff: await staffList(),
    constraint: getZodConstraint(grantSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const actor = actorOf(staff);
  const formData = await request.formData();
  const here = pathFor("deskStaff", locale);
  if (formData.get("intent") === "revoke") {
    const parsed = revokeSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success || parsed.data.userId === staff.user.id)
      return redirectWithToast(here, { type: "error", message: "desk:staff.notYourself" });
    const removed = await audited(actor, async (tx) => {
      const [before] = await tx
        .delete(staffRolesTable)
        .where(eq(staffRolesTable.userId, parsed.data.userId))
        .returning();
      if (before) await endAllDeskSessions(parsed.data.userId, tx);
      return {
        result: !!before,
        entry: before
          ? { action: "staff.revoke", entity: "user", entityId: before.userId, before: { role: before.role } }
          : null,
      };
    });
    return redirectWithToast(here, {
      type: removed ? "success" : "error",
      message: removed ? "desk:staff.revoked" : "desk:staff.notStaff",
    });
  }
  const submission = parseWithZod(formData, { schema: grantSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { email, role } = submission.value;
  const outcome = await audited(actor, async (tx) => {
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!account) return { result: "unknown" as const, entry: null };
    if (account.id === staff.user.id) return { result: "self" as const, entry: null };
    const [before] = await tx.select().from(staffRolesTable).where(eq(staffRolesTable.userId, account.id));
    await tx
      .insert(staffRolesTable)
      .values({ userId: account.id, role, grantedBy: staff.user.id })
      .onConflictDoUpdate({
        target: staffRolesTable.userId,
        set: { role, grantedBy: staff.user.id, grantedAt: new Date() },
      });
    return {
      result: "ok" as const,
      entry: {
        action: "staff.grant",
        entity: "user",
        entityId: account.id,
        before: before ? { role: before.role } : null,
        after: { role },
      },
    };
  });
  if (outcome === "unknown")
    return data(
      { result: submission.reply({ fieldErrors: { email: [messageKey("desk:staff.unknownAccount")] } }) },
      { status: 400 },
    );
  if (outcome === "self")
    return data(
      { result: submission.reply({ fieldErrors: { email: [messageKey("desk:staff.notYourself")] } }) },
      { status: 400 },
    );
  return redirectWithToast(here, { type: "success", message: "desk:staff.granted" });
}

export default function DeskStaff() {
  const { title, frame, staff, me, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("desk");
  const [form, fields] = useValidatedForm<z.input<typeof grantSchema>>({
    id: "desk-grant",
    lastResult: actionData?.result,
    constraint,
    schema: () => import("../schemas").then((m) => m.grantSchema),
  });
  return (
    <DeskPage current="deskStaff" frame={frame} title={title}>
      <DeskTable
        caption={title}
        heads={(["name", "email", "role"] as const).map((c) => t(keyIn("desk:staff.columns", c)))}
        actions={t("staff.columns.actions")}
      >
        {staff.map((s) => {
          const name = [s.firstName, s.lastName].filter(Boolean).join(" ") || s.email || s.phone || "";
          return (
            <tr key={s.userId} className="border-t border-gray-200">
              <th scope="row" className="px-3 py-2 text-start font-semibold">
                {name}
              </th>
              <td className="px-3 py-2" dir="ltr">
                {s.email}
              </td>
              <td className="px-3 py-2">{t(keyIn("desk:role", s.role))}</td>
              <td className="px-3 py-2">
                {s.userId === me ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="userId" value={s.userId} />
                    <button
                      className="rounded px-2 py-1 text-red-800 underline hover:bg-red-50"
                      aria-label={t("staff.revokeNamed", { name })}
                    >
                      {t("staff.revoke")}
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          );
        })}
      </DeskTable>
      <section
        aria-labelledby="grant-title"
        className="mt-8 max-w-lg rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <h2 id="grant-title" className="text-lg font-semibold">
          {t("staff.grantTitle")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t("staff.grantIntro")}</p>
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
          <input type="hidden" name="intent" value="grant" />
          <ErrorSummary form={form} labels={{ email: t("staff.email"), role: t("staff.role") }} />
          <Field
            meta={fields.email}
            type="email"
            label={t("staff.email")}
            inputProps={{ dir: "ltr", autoComplete: "off" }}
          />
          <SelectField
            meta={fields.role}
            label={t("staff.role")}
            placeholder={t("staff.chooseRole")}
            options={staffRoles.map((role) => ({ value: role, label: t(keyIn("desk:role", role)) }))}
          />
          <FormFooter errors={form.errors} label={t("staff.grant")} />
        </Form>
      </section>
    </DeskPage>
  );
}
