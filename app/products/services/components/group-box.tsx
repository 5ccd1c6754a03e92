import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorList, Field, useValidatedForm } from "~/components/forms";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import type { GroupView } from "../group.server";
import { Amount } from "./estimate-view";

/**
 * The group paying a firm quote share by share (decision 814): each participant, their share with VAT and where
 * they stand (paid, awaiting payment, not yet ordered), what the group paid; for the project's owner, while the
 * group is open, the form that adds a participant (their link is e-mailed) and a remove button per participant who
 * has not ordered. The desk's page shows the same list without the forms.
 */
export function GroupBox({
  group,
  action,
  lastResult,
  constraint,
  editable,
}: {
  group: GroupView;
  action?: string;
  lastResult?: SubmissionResult<string[]>;
  constraint?: Record<string, object>;
  editable: boolean;
}) {
  const { t } = useTranslation("servicesPay");
  const canEdit = editable && group.open && !!action;
  if (!group.participants.length && !canEdit) return null;
  return (
    <section aria-labelledby="group-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
      <h2 id="group-title" className="text-lg font-semibold">
        {t("group.title")}
      </h2>
      {canEdit ? <p className="mt-1 text-sm text-gray-700">{t("group.intro")}</p> : null}
      <dl className="mt-3 grid gap-1 text-sm">
        {group.firmGross !== null ? (
          <div className="flex flex-wrap gap-1">
            <dt>{t("group.firmTotal")}</dt>
            <dd className="font-semibold">
              <Amount amount={group.firmGross} currency={group.currency} />
            </dd>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-1">
          <dt>{t("group.shared")}</dt>
          <dd className="font-semibold">
            <Amount amount={group.participants.reduce((s, p) => s + p.gross, 0)} currency={group.currency} />
          </dd>
        </div>
        <div className="flex flex-wrap gap-1">
          <dt>{t("group.paidTotal")}</dt>
          <dd className="font-semibold" data-testid="group-paid">
            <Amount amount={group.paidGross} currency={group.currency} />
          </dd>
        </div>
      </dl>
      {group.participants.length ? (
        <div
          className="relative mt-3 overflow-x-auto"
          role="region"
          aria-label={t("group.participants")}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
          tabIndex={0}
        >
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t("group.participants")}</caption>
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className="px-2 py-1 text-start">
                  {t("group.colName")}
                </th>
                <th scope="col" className="px-2 py-1 text-start">
                  {t("group.colShare")}
                </th>
                <th scope="col" className="px-2 py-1 text-start">
                  {t("group.colState")}
                </th>
                {canEdit ? <td /> : null}
              </tr>
            </thead>
            <tbody>
              {group.participants.map((p) => (
                <tr key={p.id} className="border-t border-gray-100 align-top" data-testid="participant">
                  <th scope="row" className="px-2 py-1 text-start font-medium">
                    {p.name}
                    <bdi dir="ltr" className="block text-xs font-normal text-gray-600">
                      {p.email}
                    </bdi>
                  </th>
                  <td className="whitespace-nowrap px-2 py-1">
                    <Amount amount={p.gross} currency={group.currency} />
                  </td>
                  <td className="px-2 py-1" data-testid="participant-state">
                    {t(keyIn("servicesPay:group.state", p.state))}
                  </td>
                  {canEdit ? (
                    <td className="px-2 py-1">
                      {!p.held ? (
                        <div className="grid justify-items-start gap-1">
                          <Form method="post" action={action}>
                            <input type="hidden" name="intent" value="resendParticipant" />
                            <input type="hidden" name="participantId" value={p.id} />
                            <button className="text-green-800 underline">{t("group.resend", { name: p.name })}</button>
                          </Form>
                          <Form method="post" action={action}>
                            <input type="hidden" name="intent" value="removeParticipant" />
                            <input type="hidden" name="participantId" value={p.id} />
                            <button className="text-red-800 underline">{t("group.remove", { name: p.name })}</button>
                          </Form>
                        </div>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-3 text-sm">{t("group.none")}</p>
      )}
      {canEdit ? (
        <AddParticipant action={action} currency={group.currency} lastResult={lastResult} constraint={constraint} />
      ) : editable && !group.open ? (
        <p className="mt-3 text-sm text-gray-700">{t("group.closed")}</p>
      ) : null}
    </section>
  );
}

function AddParticipant({
  action,
  currency,
  lastResult,
  constraint,
}: {
  action: string;
  currency: string;
  lastResult?: SubmissionResult<string[]>;
  constraint?: Record<string, object>;
}) {
  const { t } = useTranslation("servicesPay");
  const [form, fields] = useValidatedForm<{ name: string; email: string; share: string }>({
    id: "participant",
    lastResult,
    constraint: constraint as never,
    schema: () => import("../group-forms").then((m) => m.participantSchema),
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="mt-4 grid gap-3">
      <input type="hidden" name="intent" value="participant" />
      <input type="hidden" name="currency" value={currency} />
      <ErrorList errors={form.errors} />
      <Field meta={fields.name} label={t("group.name")} inputProps={{ autoComplete: "off" }} />
      <Field meta={fields.email} label={t("group.email")} type="email" inputProps={{ autoComplete: "off" }} />
      <Field
        meta={fields.share}
        label={t("group.share", { currency })}
        hint={t("group.shareHint")}
        inputProps={{ inputMode: "decimal" }}
      />
      <button className="btn-secondary">{t("group.add")}</button>
    </Form>
  );
}
