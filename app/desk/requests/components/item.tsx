import { Form } from "@remix-run/react";
import { labelClass } from "~/components/label-class";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { languageNames } from "~/components/account/language-names";
import { requestStatuses, type RequestKind, type RequestStatus } from "../kinds";

interface Item {
  kind: RequestKind;
  name: string;
  email: string;
  phone: string | null;
  locale: string;
  status: RequestStatus;
  assigneeId: number | null;
}

interface Agent {
  id: number;
  name: string;
}

/** Who wrote, how to reach them, in which language, and what the request or application is about. */
export function ItemFacts({
  item,
  details,
  agents,
}: {
  item: Item;
  details: {
    key: "vertical" | "destination" | "dates" | "travellers" | "position" | "cv";
    value: string;
    ltr?: boolean;
  }[];
  agents: Agent[];
}) {
  const { t } = useTranslation("deskRequests");
  const assignee = agents.find((a) => a.id === item.assigneeId)?.name ?? t("filter.nobody");
  const rows: { label: string; value: string; ltr?: boolean }[] = [
    { label: t("facts.kind"), value: t(keyIn("deskRequests:kind", item.kind)) },
    { label: t("facts.email"), value: item.email, ltr: true },
    ...(item.phone ? [{ label: t("facts.phone"), value: item.phone, ltr: true }] : []),
    { label: t("facts.language"), value: languageNames[item.locale as "en"] ?? item.locale },
    ...details.map((d) => ({ label: t(`detail.${d.key}`), value: d.value, ltr: d.ltr })),
    { label: t("facts.status"), value: t(keyIn("deskRequests:status", item.status)) },
    { label: t("facts.assignee"), value: assignee },
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-[auto_1fr]">
      {rows.map((r) => (
        <div key={r.label} className="contents">
          <dt className="font-semibold text-gray-700">{r.label}</dt>
          <dd className="break-words" dir={r.ltr ? "ltr" : undefined}>
            {r.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The item's status and its assignee, each a form of its own (POST, redirect, toast). */
export function StateForms({ item, agents }: { item: Item; agents: Agent[] }) {
  const { t } = useTranslation("deskRequests");
  return (
    <div className="mt-8 grid gap-6 sm:grid-cols-2">
      <Form method="post" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
        <input type="hidden" name="intent" value="status" />
        <label htmlFor="item-status" className={labelClass}>
          {t("facts.status")}
        </label>
        <select id="item-status" name="status" defaultValue={item.status} className="input">
          {requestStatuses.map((s) => (
            <option key={s} value={s}>
              {t(keyIn("deskRequests:status", s))}
            </option>
          ))}
        </select>
        <button className="btn-secondary mt-3">{t("state.saveStatus")}</button>
      </Form>
      <Form method="post" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
        <input type="hidden" name="intent" value="assign" />
        <label htmlFor="item-assignee" className={labelClass}>
          {t("facts.assignee")}
        </label>
        <select id="item-assignee" name="assignee" defaultValue={String(item.assigneeId ?? "")} className="input">
          <option value="">{t("filter.nobody")}</option>
          {agents.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
        <button className="btn-secondary mt-3">{t("state.assign")}</button>
      </Form>
    </div>
  );
}
