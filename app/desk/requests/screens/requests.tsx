import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { labelClass } from "~/components/label-class";
import { ScreenLink } from "~/components/screen-link";
import { getFixedT } from "~/i18n/i18next.server";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { AGENCY_TIME_ZONE } from "~/travel/clock";
import { formatMoment } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { DeskPage } from "../../components/desk-page";
import { deskPage, staffOf } from "../../frame.server";
import { isRequestKind, isRequestStatus, itemId, requestKinds, requestStatuses } from "../kinds";
import { listQueue, requestStaff, type QueueFilter } from "../queue.server";

/**
 * Requests and messages (agent, decision 113): desk requests, contact messages and job
 * applications as one queue, newest first, filtered by status, kind and assignee (a GET form).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const t = await getFixedT(locale, "common");
  const search = new URL(request.url).searchParams;
  const status = search.get("status");
  const kind = search.get("kind");
  const assignee = search.get("assignee");
  const filter: QueueFilter = {
    status: isRequestStatus(status) ? status : undefined,
    kind: isRequestKind(kind) ? kind : undefined,
    assignee: assignee === "none" ? "none" : /^[1-9][0-9]{0,8}$/.test(assignee ?? "") ? Number(assignee) : undefined,
  };
  const [items, agents] = await Promise.all([listQueue(filter), requestStaff()]);
  const names = new Map(agents.map((a) => [a.id, a.name]));
  return {
    ...deskPage(locale, staff, t("screen.deskRequests"), "deskRequests"),
    filter,
    agents,
    items: items.map((i) => ({
      id: itemId(i),
      kind: i.kind,
      name: i.name,
      topic: i.topic,
      excerpt: i.text.length > 90 ? `${i.text.slice(0, 90)}…` : i.text,
      createdAt: i.createdAt,
      status: i.status,
      assignee: i.assigneeId ? (names.get(i.assigneeId) ?? `#${i.assigneeId}`) : null,
    })),
  };
}

export default function DeskRequests() {
  const { title, frame, filter, agents, items } = useLoaderData<typeof loader>();
  const { t } = useTranslation("deskRequests");
  const locale = useLocale();
  const select = (name: "status" | "kind" | "assignee", options: { value: string; label: string }[]) => (
    <div>
      <label htmlFor={`queue-${name}`} className={labelClass}>
        {t(`filter.${name}`)}
      </label>
      <select id={`queue-${name}`} name={name} defaultValue={String(filter[name] ?? "")} className="input">
        <option value="">{t("filter.all")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <DeskPage current="deskRequests" frame={frame} title={title}>
      <Form method="get" className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-3">
        {select(
          "status",
          requestStatuses.map((s) => ({ value: s, label: t(keyIn("deskRequests:status", s)) })),
        )}
        {select(
          "kind",
          requestKinds.map((k) => ({ value: k, label: t(keyIn("deskRequests:kind", k)) })),
        )}
        {select("assignee", [
          { value: "none", label: t("filter.nobody") },
          ...agents.map((a) => ({ value: String(a.id), label: a.name })),
        ])}
        <div className="sm:col-span-3">
          <button className="btn-primary">{t("filter.submit")}</button>
        </div>
      </Form>
      {items.length ? (
        <div className="relative mt-6 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                {(["from", "kind", "about", "received", "status", "assignee"] as const).map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 text-start">
                    {t(`columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.id} className="border-t border-gray-200 align-top">
                  <th scope="row" className="px-3 py-2 text-start font-semibold">
                    <ScreenLink to="deskRequest" params={{ id: i.id }} className="text-green-800 underline">
                      {i.name}
                    </ScreenLink>
                  </th>
                  <td className="px-3 py-2">{t(keyIn("deskRequests:kind", i.kind))}</td>
                  <td className="max-w-xs break-words px-3 py-2">
                    {i.topic ? <span className="block font-medium">{i.topic}</span> : null}
                    <span className="text-gray-700">{i.excerpt}</span>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {Object.values(formatMoment(i.createdAt, locale, AGENCY_TIME_ZONE)).join(" ")}
                  </td>
                  <td className="px-3 py-2">{t(keyIn("deskRequests:status", i.status))}</td>
                  <td className="px-3 py-2">{i.assignee ?? t("filter.nobody")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-6 text-gray-700">{t("empty")}</p>
      )}
    </DeskPage>
  );
}
