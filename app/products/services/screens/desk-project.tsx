import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { ReactNode } from "react";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorList, Field, useValidatedForm } from "~/components/forms";
import { ScreenLink } from "~/components/screen-link";
import { DeskPage } from "~/desk/components/desk-page";
import { DeskTable } from "~/desk/components/desk-table";
import { actorOf, deskPage, staffOf } from "~/desk/frame.server";
import { keyIn, messageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { pathFor } from "~/routing/screens";
import { agencyToday } from "~/travel/clock";
import { formatDate, formatDigits, formatNumber } from "~/utils/format";
import { useLocale } from "~/utils/root-data";
import { parseWithZod } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { estimateCurrencies } from "../codes";
import { Amount, HistoryList } from "../components/estimate-view";
import { GroupBox } from "../components/group-box";
import { groupView } from "../group.server";
import { completeSchema, doneSchema, firmSchema, pictureSchema, unpictureSchema } from "../desk/schemas";
import {
  addItemPicture,
  completeProject,
  customerOf,
  deskProjectById,
  firmUp,
  markDone,
  removeItemPicture,
  saveDeskItem,
  type DeskError,
} from "../desk/projects.server";
import { itemSchema } from "../forms";
import { projectPage } from "../pages.server";
import { projectOrders } from "../pay.server";
import { ITEM_PICTURE_MAX, ITEM_PICTURE_MAX_BYTES, ITEM_PICTURE_WIDTHS, itemPictureSources } from "../item-pictures";
import { canFirm, canMarkDone, canPicture } from "../quote-rules";

/**
 * A project on the desk (agent; decision 810): its items (name, volume, value, coefficient changed while the quote
 * may be firmed), the firm-up form (validity day, deposit percent, a note to the customer), each item's done percent
 * once the quote is firm, marking the work completed, its history, and the orders that paid it; and the items'
 * pictures (decision 815), added and removed until the project is cancelled.
 */
function projectId(params: { id?: string }) {
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : null;
  if (!id) throw new Response("Not found", { status: 404 });
  return id;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { locale } = context;
  const staff = staffOf(context);
  const project = await deskProjectById(projectId(params));
  if (!project || project.status === "draft") throw new Response("Not found", { status: 404 });
  const [page, customer, paid, group] = await Promise.all([
    projectPage(project, locale),
    customerOf(project),
    projectOrders(project.id),
    groupView(project),
  ]);
  return {
    ...deskPage(locale, staff, project.title, "deskServices", "services", "servicesPay"),
    group,
    id: String(project.id),
    page,
    customer,
    held: project.held,
    depositPercent: project.depositPercent,
    validUntilIso: project.validUntil ?? "",
    firmNote: project.firmNote,
    firmable: canFirm(project.status, project.held),
    markable: canMarkDone(project.status),
    picturable: canPicture(project.status),
    pictureHint: {
      size: formatDigits(ITEM_PICTURE_MAX_BYTES / 1024 / 1024, locale),
      width: formatDigits(ITEM_PICTURE_WIDTHS[0], locale),
      most: formatDigits(ITEM_PICTURE_MAX, locale),
    },
    today: agencyToday(),
    orders: paid.orders.map((o) => ({
      number: o.number,
      status: o.status,
      currency: o.currency,
      total: o.total,
      balance: o.balanceAmount,
      dueOn: o.balanceDueOn ? formatDate(o.balanceDueOn, locale) : null,
    })),
    progress: formatNumber(page.totals.progress, locale),
    persons: formatDigits(project.persons, locale),
    constraints: {
      firm: getZodConstraint(firmSchema),
      done: getZodConstraint(doneSchema),
      complete: getZodConstraint(completeSchema),
      picture: getZodConstraint(pictureSchema),
    },
  };
}

const schemas = {
  firm: firmSchema,
  done: doneSchema,
  complete: completeSchema,
  item: itemSchema,
  picture: pictureSchema,
  unpicture: unpictureSchema,
} as const;
type Intent = keyof typeof schemas;
/** What a picture's bytes were refused for comes back on its file field; every other refusal on the form. */
const fileErrors = new Set<DeskError>(["type", "size", "dimensions"]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { locale } = context;
  const actor = actorOf(staffOf(context));
  const id = projectId(params);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "") as Intent;
  if (!(intent in schemas)) throw new Response(null, { status: 400 });
  const perItem = intent === "item" || intent === "done" || intent === "picture" || intent === "unpicture";
  const key = perItem
    ? `${intent === "unpicture" ? "picture" : intent}-${String(formData.get("itemId") ?? "")}`
    : intent;
  const run = async () => {
    if (intent === "firm") {
      const submission = parseWithZod(formData, { schema: firmSchema });
      if (submission.status !== "success") return { submission, outcome: null };
      return { submission, outcome: await firmUp(actor, id, submission.value) };
    }
    if (intent === "item") {
      const submission = parseWithZod(formData, { schema: itemSchema });
      if (submission.status !== "success") return { submission, outcome: null };
      return { submission, outcome: await saveDeskItem(actor, id, submission.value) };
    }
    if (intent === "picture") {
      const submission = parseWithZod(formData, { schema: pictureSchema });
      if (submission.status !== "success") return { submission, outcome: null };
      const { itemId, file } = submission.value;
      return { submission, outcome: await addItemPicture(actor, id, itemId, new Uint8Array(await file.arrayBuffer())) };
    }
    if (intent === "unpicture") {
      const submission = parseWithZod(formData, { schema: unpictureSchema });
      if (submission.status !== "success") return { submission, outcome: null };
      const { itemId, picture } = submission.value;
      return { submission, outcome: await removeItemPicture(actor, id, itemId, picture) };
    }
    if (intent === "done") {
      const submission = parseWithZod(formData, { schema: doneSchema });
      if (submission.status !== "success") return { submission, outcome: null };
      return { submission, outcome: await markDone(actor, id, submission.value.itemId, submission.value.done) };
    }
    const submission = parseWithZod(formData, { schema: completeSchema });
    if (submission.status !== "success") return { submission, outcome: null };
    return { submission, outcome: await completeProject(actor, id) };
  };
  const { submission, outcome } = await run();
  if (!outcome) return data({ key, reply: submission.reply({ hideFields: ["file"] }) }, { status: 400 });
  if (!outcome.ok && fileErrors.has(outcome.error))
    return data(
      {
        key,
        reply: submission.reply({
          hideFields: ["file"],
          fieldErrors: {
            file: [
              messageKey(keyIn("deskServices:errors.picture", outcome.error) as "deskServices:errors.picture.type"),
            ],
          },
        }),
      },
      { status: 400 },
    );
  if (!outcome.ok)
    return data(
      {
        key,
        reply: submission.reply({
          formErrors: [messageKey(keyIn("deskServices:error", outcome.error) as "deskServices:error.notFound")],
        }),
      },
      { status: outcome.error === "notFound" ? 404 : 409 },
    );
  return redirectWithToast(pathFor("deskProject", locale, { id: String(id) }), {
    type: "success",
    message: keyIn("deskServices:saved", intent) as "deskServices:saved.firm",
  });
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Reply = { key: string; reply: SubmissionResult<string[]> } | undefined;

function useResultFor(key: string) {
  const result = useActionData<typeof action>() as Reply;
  return result?.key === key ? result.reply : undefined;
}

function ItemForm({ item, action }: { item: Data["page"]["items"][number]; action: string }) {
  const { t } = useTranslation("deskServices");
  const decimals = estimateCurrencies[item.currency as keyof typeof estimateCurrencies] ?? 2;
  const [form, fields] = useValidatedForm({
    id: `item-${item.id}`,
    lastResult: useResultFor(`item-${item.id}`),
    defaultValue: {
      name: item.name,
      volume: String(item.volume),
      value: (item.value / 10 ** decimals).toFixed(decimals),
      coefficient: String(item.coefficient),
    },
    schema: () => import("../forms").then((m) => m.itemSchema),
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="grid gap-2 sm:grid-cols-5 sm:items-end">
      <input type="hidden" name="intent" value="item" />
      <input type="hidden" name="itemId" value={item.id} />
      <input type="hidden" name="kind" value={item.kind} />
      <input type="hidden" name="unit" value={item.unit} />
      <input type="hidden" name="currency" value={item.currency} />
      <Field meta={fields.name} label={t("item.name")} />
      <Field meta={fields.volume} label={t("item.volume")} inputProps={{ inputMode: "decimal" }} />
      <Field
        meta={fields.value}
        label={t("item.value", { currency: item.currency })}
        inputProps={{ inputMode: "decimal" }}
      />
      <Field meta={fields.coefficient} label={t("item.coefficient")} inputProps={{ inputMode: "decimal" }} />
      <div>
        <ErrorList errors={form.errors} />
        <button className="btn-secondary w-full">{t("item.save", { name: item.name })}</button>
      </div>
    </Form>
  );
}

/** An item's pictures on the desk: each with its remove button, and the upload form while fewer than four. */
function ItemPictures({ item, action, data: d }: { item: Data["page"]["items"][number]; action: string; data: Data }) {
  const { t } = useTranslation("deskServices");
  const locale = useLocale();
  const key = `picture-${item.id}`;
  const [form, fields] = useValidatedForm({
    id: key,
    lastResult: useResultFor(key),
    constraint: d.constraints.picture,
    schema: () => import("../desk/schemas").then((m) => m.pictureSchema),
  });
  const headingId = `pictures-${item.id}`;
  return (
    <section aria-labelledby={headingId} className="border-t border-gray-200 pt-4 first:border-0 first:pt-0">
      <h3 id={headingId} className="font-semibold">
        {item.name}
      </h3>
      {item.pictures.length ? (
        <ul className="mt-2 flex flex-wrap gap-3">
          {item.pictures.map((picture, index) => {
            const src = itemPictureSources(picture);
            if (!src) return null;
            const alt = t("pictures.alt", { name: item.name, number: formatDigits(index + 1, locale) });
            return (
              <li key={picture} className="grid gap-1">
                <img
                  src={src.small}
                  srcSet={src.srcSet}
                  sizes="160px"
                  width={160}
                  height={107}
                  alt={alt}
                  loading="lazy"
                  className="h-[107px] w-40 rounded-md object-cover ring-1 ring-gray-200"
                />
                <Form method="post" action={action}>
                  <input type="hidden" name="intent" value="unpicture" />
                  <input type="hidden" name="itemId" value={item.id} />
                  <input type="hidden" name="picture" value={picture} />
                  <button className="text-sm text-red-800 underline">{t("pictures.remove", { name: alt })}</button>
                </Form>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-gray-700">{t("pictures.none")}</p>
      )}
      {item.pictures.length < ITEM_PICTURE_MAX ? (
        <Form
          method="post"
          action={action}
          encType="multipart/form-data"
          {...getFormProps(form)}
          className="mt-3 flex flex-wrap items-end gap-3"
        >
          <input type="hidden" name="intent" value="picture" />
          <input type="hidden" name="itemId" value={item.id} />
          <Field
            meta={fields.file as never}
            type="file"
            className="min-w-0 max-w-full"
            label={t("pictures.file", { name: item.name })}
            hint={t("pictures.hint", d.pictureHint)}
            inputProps={{ accept: "image/jpeg,image/png,image/webp", className: "block w-full max-w-full text-sm" }}
          />
          <button className="btn-secondary">{t("pictures.upload")}</button>
          <div role="alert" className="w-full">
            <ErrorList errors={form.errors} />
          </div>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-gray-700">{t("pictures.full", { most: d.pictureHint.most })}</p>
      )}
    </section>
  );
}

/** One of the page's panels: a titled white card with its introduction. */
function Panel({
  id,
  title,
  intro,
  narrow,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`mt-8 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200${narrow ? " max-w-xl" : ""}`}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{intro}</p>
      {children}
    </section>
  );
}

function DoneForm({
  item,
  action,
  constraint,
}: {
  item: Data["page"]["items"][number];
  action: string;
  constraint: Data["constraints"]["done"];
}) {
  const { t } = useTranslation("deskServices");
  const [form, fields] = useValidatedForm({
    id: `done-${item.id}`,
    lastResult: useResultFor(`done-${item.id}`),
    constraint,
    defaultValue: { done: String(item.donePercent ?? 0) },
    schema: () => import("../desk/schemas").then((m) => m.doneSchema),
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="done" />
      <input type="hidden" name="itemId" value={item.id} />
      <Field meta={fields.done} label={t("done.label", { name: item.name })} inputProps={{ inputMode: "numeric" }} />
      <button className="btn-secondary">{t("done.save")}</button>
      <ErrorList errors={form.errors} />
    </Form>
  );
}

export default function DeskProject() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation("deskServices");
  const locale = useLocale();
  const { page } = d;
  const p = page.project;
  const here = pathFor("deskProject", locale, { id: d.id });
  const [firmForm, firm] = useValidatedForm({
    id: "firm",
    lastResult: useResultFor("firm"),
    constraint: d.constraints.firm,
    defaultValue: {
      validUntil: d.validUntilIso,
      depositPercent: d.depositPercent ? String(d.depositPercent) : "",
      note: d.firmNote ?? "",
    },
    schema: () => import("../desk/schemas").then((m) => m.firmSchema),
  });
  const [completeForm, complete] = useValidatedForm({
    id: "complete",
    lastResult: useResultFor("complete"),
    constraint: d.constraints.complete,
    schema: () => import("../desk/schemas").then((m) => m.completeSchema),
  });
  return (
    <DeskPage current="deskProject" frame={d.frame} title={d.title}>
      <p>
        <ScreenLink to="deskProjects" className="text-green-800 underline">
          {t("project.back")}
        </ScreenLink>
        {" · "}
        <a href={pathFor("deskProjectPdf", locale, { id: d.id })} download className="text-green-800 underline">
          {t("pdf.download")}
        </a>
      </p>
      <dl className="mt-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-gray-700">{t("project.facts.status")}</dt>
          <dd className="font-semibold" data-testid="desk-status">
            {t(keyIn("services:status", p.status))}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">{t("project.facts.customer")}</dt>
          <dd className="font-semibold">{d.customer ? <bdi dir="ltr">{d.customer}</bdi> : t("list.guest")}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">{t("project.facts.persons")}</dt>
          <dd className="font-semibold">{d.persons}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">{t("project.facts.estimate")}</dt>
          <dd className="font-semibold">
            <Amount amount={page.totals.overall.net} currency={p.currency} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">{t("project.facts.firm")}</dt>
          <dd className="font-semibold">
            {p.firmTotal !== null ? <Amount amount={p.firmTotal} currency={p.currency} /> : "—"}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">{t("project.facts.progress")}</dt>
          <dd className="font-semibold">{t("project.percent", { value: d.progress })}</dd>
        </div>
      </dl>

      <h2 className="mt-8 text-xl font-semibold">{t("project.items")}</h2>
      <DeskTable
        className="mt-3"
        caption={t("project.items")}
        heads={(["name", "quantity", "total", "done"] as const).map((c) => t(`project.columns.${c}`))}
      >
        {page.items.map((i) => (
          <tr key={i.id} className="border-t border-gray-200">
            <th scope="row" className="px-3 py-2 text-start font-normal">
              {i.name}
            </th>
            <td className="px-3 py-2">
              {t("project.quantity", {
                volume: formatNumber(i.volume, locale),
                unit: t(keyIn("services:unit", i.unit)),
                coefficient: formatNumber(i.coefficient, locale),
              })}
            </td>
            <td className="px-3 py-2">
              <Amount amount={i.total.net} currency={p.currency} />
            </td>
            <td className="px-3 py-2">{t("project.percent", { value: formatNumber(i.donePercent, locale) })}</td>
          </tr>
        ))}
      </DeskTable>

      {d.firmable ? (
        <Panel id="items" title={t("item.title")} intro={t("item.intro")}>
          <div className="mt-4 grid gap-6">
            {page.items.map((i) => (
              <ItemForm key={i.id} item={i} action={here} />
            ))}
          </div>
        </Panel>
      ) : null}

      {d.picturable ? (
        <Panel id="pictures" title={t("pictures.title")} intro={t("pictures.intro")}>
          <div className="mt-4 grid gap-6">
            {page.items.map((i) => (
              <ItemPictures key={i.id} item={i} action={here} data={d} />
            ))}
          </div>
        </Panel>
      ) : null}

      {d.firmable ? (
        <Panel id="firm" title={t("firm.title")} intro={t("firm.intro")} narrow>
          <Form method="post" action={here} {...getFormProps(firmForm)} className="mt-4 grid gap-4">
            <input type="hidden" name="intent" value="firm" />
            <Field meta={firm.validUntil} type="date" label={t("firm.validUntil")} inputProps={{ min: d.today }} />
            <Field
              meta={firm.depositPercent}
              label={t("firm.deposit")}
              hint={t("firm.depositHint")}
              inputProps={{ inputMode: "numeric" }}
            />
            <div>
              <label htmlFor={firm.note.id} className="text-sm font-medium">
                {t("firm.note")}
              </label>
              <textarea
                {...getInputProps(firm.note, { type: "text" })}
                key={firm.note.key}
                rows={3}
                className="input"
              />
              <ErrorList id={firm.note.errorId} errors={firm.note.errors} />
            </div>
            <div role="alert">
              <ErrorList errors={firmForm.errors} />
            </div>
            <button className="btn-primary">{p.status === "firm" ? t("firm.revise") : t("firm.submit")}</button>
          </Form>
        </Panel>
      ) : d.held && p.status === "firm" ? (
        <p className="mt-8 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">{t("firm.held")}</p>
      ) : null}

      {d.markable ? (
        <Panel id="done" title={t("done.title")} intro={t("done.intro")}>
          <div className="mt-4 grid gap-4">
            {page.items.map((i) => (
              <DoneForm key={i.id} item={i} action={here} constraint={d.constraints.done} />
            ))}
          </div>
          <Form method="post" action={here} {...getFormProps(completeForm)} className="mt-6 grid gap-3">
            <input type="hidden" name="intent" value="complete" />
            <div className="flex items-center gap-2">
              <input
                {...getInputProps(complete.acknowledge, { type: "checkbox" })}
                key={complete.acknowledge.key}
                className="h-4 w-4"
              />
              <label htmlFor={complete.acknowledge.id}>{t("complete.acknowledge")}</label>
            </div>
            <ErrorList id={complete.acknowledge.errorId} errors={complete.acknowledge.errors} />
            <div role="alert">
              <ErrorList errors={completeForm.errors} />
            </div>
            <button className="btn-secondary w-fit">{t("complete.submit")}</button>
          </Form>
        </Panel>
      ) : null}

      {d.group.participants.length ? (
        <div className="mt-8">
          <GroupBox group={d.group} editable={false} />
        </div>
      ) : null}
      <h2 className="mt-8 text-xl font-semibold">{t("project.orders")}</h2>
      {d.orders.length ? (
        <DeskTable
          className="mt-3"
          caption={t("project.orders")}
          heads={(["order", "status", "total", "balance"] as const).map((c) => t(`project.orderColumns.${c}`))}
        >
          {d.orders.map((o) => (
            <tr key={o.number} className="border-t border-gray-200">
              <th scope="row" className="px-3 py-2 text-start font-normal">
                <ScreenLink to="deskOrder" params={{ orderNumber: o.number }} className="text-green-800 underline">
                  <bdi dir="ltr">{o.number}</bdi>
                </ScreenLink>
              </th>
              <td className="px-3 py-2">{t(keyIn("deskServices:orderStatus", o.status))}</td>
              <td className="px-3 py-2">
                <Amount amount={o.total} currency={o.currency} />
              </td>
              <td className="px-3 py-2">
                {o.balance ? (
                  <>
                    <Amount amount={o.balance} currency={o.currency} />{" "}
                    {o.dueOn ? t("list.until", { date: o.dueOn }) : null}
                  </>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </DeskTable>
      ) : (
        <p className="mt-3 text-gray-700">{t("project.noOrders")}</p>
      )}

      <h2 className="mt-8 text-xl font-semibold">{t("project.history")}</h2>
      <HistoryList history={page.history} />
    </DeskPage>
  );
}
