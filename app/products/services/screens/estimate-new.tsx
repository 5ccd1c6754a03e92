import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import type { z } from "zod";
import { ErrorList, ErrorSummary, Field, SelectField, useValidatedForm } from "~/components/forms";
import { ScreenLink } from "~/components/screen-link";
import { keyIn, messageKey, type MessageKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { getFixedT } from "~/i18n/i18next.server";
import { messagesFor } from "~/i18n/resources.server";
import { pathFor } from "~/routing/screens";
import { resolveCurrency, vatMode } from "~/utils/currency.server";
import { toAsciiDigits } from "~/utils/digits";
import { formatDigits } from "~/utils/format";
import { parseWithZod } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { useLocale, useRootData } from "~/utils/root-data";
import type { CurrencyInfo } from "~/utils/money";
import { editableStatuses, estimateCurrencies, itemKinds, itemUnits } from "../codes";
import { estimateTotals } from "../estimate";
import { itemSchema, settingsSchema } from "../forms";
import { Amount, ItemsTable, TotalsBox, type ItemRow } from "../components/estimate-view";
import { estimateCurrencyChoices, projectPage } from "../pages.server";
import {
  createProject,
  ensureOwner,
  findProject,
  ownerOf,
  removeItem,
  saveItem,
  saveProject,
  serviceBySlug,
  updateSettings,
  type ItemChange,
} from "../projects.server";

/**
 * The new estimate (decisions 800, 801, 804): the visitor's draft (or saved, still editable) project — its items added,
 * changed and removed with real POST forms that work without JavaScript, validated on the server with the same zod
 * schema the browser loads (conform); the project's name, persons, currency and VAT mode; the totals per item, per
 * person and overall, instantly with JavaScript while an item is typed. "Save" puts a draft in the projects.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.screen?.screen !== "estimateNew") throw new Response(null, { status: 404 });
  const { locale } = context;
  const url = new URL(request.url);
  const [t, owner, currencies] = await Promise.all([
    getFixedT(locale, "services"),
    ownerOf(request),
    estimateCurrencyChoices(),
  ]);
  const slug = url.searchParams.get("project") ?? "";
  const project = slug ? await findProject(slug, owner) : null;
  const base = {
    title: t("new.title"),
    noindex: true,
    messages: messagesFor(locale, "services"),
    itemConstraint: getZodConstraint(itemSchema),
    settingsConstraint: getZodConstraint(settingsSchema),
    currencies,
  };
  if (!project) return { ...base, page: null, editing: null, editable: false };
  const page = await projectPage(project, locale);
  const editing = page.items.find((i) => String(i.id) === url.searchParams.get("edit")) ?? null;
  return { ...base, page, editing, editable: editableStatuses.includes(project.status) };
}

const problems: Record<Exclude<ItemChange, "saved">, MessageKey> = {
  notEditable: messageKey("services:errors.notEditable"),
  tooMany: messageKey("services:errors.tooMany"),
  missing: messageKey("services:errors.missing"),
};

export async function action({ request, context }: ActionFunctionArgs) {
  if (context.screen?.screen !== "estimateNew") throw new Response(null, { status: 404 });
  const { locale } = context;
  const formData = await request.formData();
  const intent = formData.get("intent");
  const editor = (slug: string) => `${pathFor("estimateNew", locale)}?project=${slug}`;

  if (intent === "start") {
    const { owner, headers } = await ensureOwner(request);
    const wanted = formData.get("service");
    const service = typeof wanted === "string" && wanted ? await serviceBySlug(wanted, locale) : null;
    const [t, chosen, vat, allowed] = await Promise.all([
      getFixedT(locale, "services"),
      resolveCurrency(request, null),
      vatMode(request),
      estimateCurrencyChoices(),
    ]);
    const currency = allowed.find((c) => c === chosen.currency.code) ?? allowed[0] ?? "EUR";
    const project = await createProject(owner, {
      title: service?.text.name ?? t("estimate.scratchTitle"),
      locale,
      currency,
      vatMode: vat,
      service,
    });
    return redirect(editor(project.slug), { headers });
  }

  const project = await findProject(String(formData.get("project") ?? ""), await ownerOf(request));
  if (!project) throw new Response(null, { status: 404 });
  const back = editor(project.slug);

  if (intent === "item") {
    const submission = parseWithZod(formData, { schema: itemSchema });
    if (submission.status !== "success") return data({ form: "item", result: submission.reply() }, { status: 400 });
    const change = await saveItem(project.id, submission.value);
    if (change !== "saved")
      return data({ form: "item", result: submission.reply({ formErrors: [problems[change]] }) }, { status: 409 });
    return redirectWithToast(back, {
      type: "success",
      message: submission.value.itemId ? "services:new.itemSaved" : "services:new.itemAdded",
    });
  }
  if (intent === "remove") {
    const change = await removeItem(project.id, Number(formData.get("itemId")));
    return change === "saved"
      ? redirectWithToast(back, { type: "success", message: "services:new.itemRemoved" })
      : redirectWithToast(back, { type: "error", message: problems[change] });
  }
  if (intent === "settings") {
    const submission = parseWithZod(formData, { schema: settingsSchema });
    if (submission.status !== "success") return data({ form: "settings", result: submission.reply() }, { status: 400 });
    const change = await updateSettings(project.id, submission.value);
    if (change !== "saved")
      return data({ form: "settings", result: submission.reply({ formErrors: [problems[change]] }) }, { status: 409 });
    return redirectWithToast(back, { type: "success", message: "services:new.settingsSaved" });
  }
  if (intent === "save") {
    await saveProject(project);
    // Saved now, or already saved by an earlier press: either way it is in the projects.
    return redirectWithToast(pathFor("estimateProject", locale, { slug: project.slug }), {
      type: "success",
      message: "services:new.added",
    });
  }
  throw new Response(null, { status: 400 });
}

/** A number typed the page's way ("۱٫۵", "1,5"), or null while it is not one. */
function typedNumber(value: FormDataEntryValue | null) {
  if (typeof value !== "string") return null;
  const text = toAsciiDigits(value).trim().replace(/[٫,]/g, ".");
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** The item being typed, priced as it will be saved (null while a figure is missing). */
function draftItem(form: HTMLFormElement) {
  const values = new FormData(form);
  const volume = typedNumber(values.get("volume"));
  const coefficient = typedNumber(values.get("coefficient"));
  const major = typedNumber(values.get("value"));
  const currency = String(values.get("currency") ?? "");
  if (volume === null || coefficient === null || major === null || !(currency in estimateCurrencies)) return null;
  const decimals = estimateCurrencies[currency as keyof typeof estimateCurrencies];
  return { volume, coefficient, value: Math.round(major * 10 ** decimals), currency, donePercent: 0 };
}

export default function EstimateNewScreen() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation("services");
  const locale = useLocale();
  if (!d.page)
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-3xl font-bold">{t("new.title")}</h1>
        <p className="mt-3 text-gray-700">{t("new.startFirst")}</p>
        <Form method="post" action={pathFor("estimateNew", locale)} className="mt-4 flex flex-wrap gap-3">
          <input type="hidden" name="intent" value="start" />
          <button className="btn-primary">{t("estimate.fromScratch")}</button>
          <ScreenLink to="estimate" className="btn-secondary">
            {t("estimate.fromService")}
          </ScreenLink>
        </Form>
      </main>
    );
  return <Editor />;
}

function Editor() {
  const d = useLoaderData<typeof loader>();
  const page = d.page!;
  const { project } = page;
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("services");
  const locale = useLocale();
  const root = useRootData();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const editor = `${pathFor("estimateNew", locale)}?project=${project.slug}`;
  const editing = d.editing;
  const [draft, setDraft] = useState<ReturnType<typeof draftItem>>(null);
  // Figures in the form as the page writes digits (Persian digits on a Persian page; any digits are read back).
  const digits = (value: number) => formatDigits(value, locale);

  // Instant totals (with JavaScript): the saved items, the one being changed replaced by what is typed.
  const currencies: Record<string, CurrencyInfo> = Object.fromEntries((root?.currencies ?? []).map((c) => [c.code, c]));
  const rest = page.items.filter((i) => i.id !== editing?.id);
  const live =
    draft && currencies[draft.currency] && currencies[project.currency]
      ? estimateTotals(
          [...rest, draft],
          { currency: project.currency, persons: project.persons, vatPercent: page.vatPercent },
          currencies,
        )
      : null;
  const lineTotal = live ? live.items[live.items.length - 1] : (editing?.total ?? null);

  const [itemForm, item] = useValidatedForm<z.input<typeof itemSchema>>({
    id: editing ? `item-${editing.id}` : "item",
    lastResult: actionData?.form === "item" ? actionData.result : undefined,
    constraint: d.itemConstraint,
    schema: () => import("../forms").then((m) => m.itemSchema),
    defaultValue: editing
      ? {
          name: editing.name,
          kind: editing.kind,
          unit: editing.unit,
          volume: digits(editing.volume),
          value: digits(editing.value / 10 ** (estimateCurrencies[editing.currency as "EUR"] ?? 2)),
          currency: editing.currency,
          coefficient: digits(editing.coefficient),
        }
      : { currency: project.currency, coefficient: digits(1), kind: "other", unit: "piece" },
  });
  const [settingsForm, settings] = useValidatedForm<z.input<typeof settingsSchema>>({
    id: "settings",
    lastResult: actionData?.form === "settings" ? actionData.result : undefined,
    constraint: d.settingsConstraint,
    schema: () => import("../forms").then((m) => m.settingsSchema),
    defaultValue: {
      title: project.title,
      persons: digits(project.persons),
      currency: project.currency,
      vat: project.vatMode,
    },
  });
  const itemLabels = {
    name: t("new.name"),
    kind: t("new.kind"),
    unit: t("new.unit"),
    volume: t("new.volume"),
    value: t("new.value"),
    currency: t("new.currency"),
    coefficient: t("new.coefficient"),
  };
  const currencyOptions = d.currencies.map((c) => ({ value: c, label: c }));

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("new.title")}</h1>
      <p className="mt-2 text-lg text-gray-700">{project.title}</p>
      <p className="mt-2 max-w-3xl text-gray-700">{t("new.intro")}</p>
      {!d.editable ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">{t("project.notEditable")}</p>
      ) : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold">{t("new.items")}</h2>
          {page.items.length ? (
            <div className="mt-3">
              <ItemsTable
                items={page.items as ItemRow[]}
                currency={project.currency}
                vatMode={project.vatMode}
                caption={t("new.items")}
                actions={
                  d.editable
                    ? (row) => (
                        <span className="flex flex-col items-start gap-1">
                          <Link to={`${editor}&edit=${row.id}#item-form`} className="text-green-800 underline">
                            {t("new.change", { name: row.name })}
                          </Link>
                          <Form method="post" action={editor}>
                            <input type="hidden" name="intent" value="remove" />
                            <input type="hidden" name="project" value={project.slug} />
                            <input type="hidden" name="itemId" value={row.id} />
                            <button className="text-red-800 underline" disabled={busy}>
                              {t("new.remove", { name: row.name })}
                            </button>
                          </Form>
                        </span>
                      )
                    : undefined
                }
              />
            </div>
          ) : (
            <p className="mt-3 text-gray-700">{t("new.empty")}</p>
          )}

          {d.editable ? (
            <section
              id="item-form"
              aria-labelledby="item-form-title"
              className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
            >
              <h2 id="item-form-title" className="text-xl font-semibold">
                {editing ? t("new.edit") : t("new.add")}
              </h2>
              <Form
                method="post"
                action={editing ? `${editor}&edit=${editing.id}` : editor}
                {...getFormProps(itemForm)}
                onChange={(e) => setDraft(draftItem(e.currentTarget))}
                className="relative mt-4 grid gap-4 sm:grid-cols-2"
              >
                <ErrorSummary form={itemForm} labels={itemLabels} />
                <input type="hidden" name="intent" value="item" />
                <input type="hidden" name="project" value={project.slug} />
                {editing ? <input type="hidden" name="itemId" value={editing.id} /> : null}
                {itemForm.errors?.length ? (
                  <div role="alert" className="col-span-full rounded-lg bg-red-50 p-3 ring-1 ring-red-200">
                    <ErrorList id={itemForm.errorId} errors={itemForm.errors} />
                  </div>
                ) : null}
                <Field meta={item.name} label={itemLabels.name} className="sm:col-span-2" />
                <SelectField
                  meta={item.kind}
                  label={itemLabels.kind}
                  options={itemKinds.map((k) => ({ value: k, label: t(keyIn("services:kind", k)) }))}
                />
                <SelectField
                  meta={item.unit}
                  label={itemLabels.unit}
                  options={itemUnits.map((u) => ({ value: u, label: t(keyIn("services:unit", u)) }))}
                />
                <Field
                  meta={item.volume}
                  label={itemLabels.volume}
                  hint={t("new.volumeHint")}
                  inputProps={{ inputMode: "decimal", dir: "ltr" }}
                />
                <Field
                  meta={item.coefficient}
                  label={itemLabels.coefficient}
                  hint={t("new.coefficientHint")}
                  inputProps={{ inputMode: "decimal", dir: "ltr" }}
                />
                <Field
                  meta={item.value}
                  label={itemLabels.value}
                  hint={t("new.valueHint")}
                  inputProps={{ inputMode: "decimal", dir: "ltr" }}
                />
                <SelectField meta={item.currency} label={itemLabels.currency} options={currencyOptions} dir="ltr" />
                <p className="sm:col-span-2" aria-live="polite">
                  {lineTotal ? (
                    <>
                      {t("common:labelled", { label: t("new.lineTotal") })}{" "}
                      <strong data-testid="line-total">
                        <Amount
                          amount={project.vatMode === "incl" ? lineTotal.gross : lineTotal.net}
                          currency={project.currency}
                        />
                      </strong>
                    </>
                  ) : null}
                </p>
                <div className="flex flex-wrap gap-3 sm:col-span-2">
                  <button className="btn-primary" disabled={busy}>
                    {editing ? t("new.saveItem") : t("new.addButton")}
                  </button>
                  {editing ? (
                    <Link to={editor} className="btn-secondary">
                      {t("new.cancelEdit")}
                    </Link>
                  ) : null}
                </div>
              </Form>
            </section>
          ) : null}
        </div>

        <div className="grid h-fit min-w-0 gap-6">
          <TotalsBox
            totals={live ?? page.totals}
            currency={project.currency}
            persons={project.persons}
            vatMode={project.vatMode}
            vatPercent={page.vatPercent}
          />
          {d.editable ? (
            <section
              aria-labelledby="settings-title"
              className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
            >
              <h2 id="settings-title" className="text-lg font-semibold">
                {t("new.settings")}
              </h2>
              <Form method="post" action={editor} {...getFormProps(settingsForm)} className="relative mt-3 grid gap-3">
                <ErrorSummary
                  form={settingsForm}
                  labels={{
                    title: t("new.projectTitle"),
                    persons: t("new.persons"),
                    currency: t("new.projectCurrency"),
                    vat: t("new.vat"),
                  }}
                />
                <input type="hidden" name="intent" value="settings" />
                <input type="hidden" name="project" value={project.slug} />
                {settingsForm.errors?.length ? (
                  <div role="alert" className="rounded-lg bg-red-50 p-3 ring-1 ring-red-200">
                    <ErrorList id={settingsForm.errorId} errors={settingsForm.errors} />
                  </div>
                ) : null}
                <Field meta={settings.title} label={t("new.projectTitle")} />
                <Field meta={settings.persons} label={t("new.persons")} inputProps={{ inputMode: "numeric" }} />
                <SelectField
                  meta={settings.currency}
                  label={t("new.projectCurrency")}
                  options={currencyOptions}
                  dir="ltr"
                />
                <SelectField
                  meta={settings.vat}
                  label={t("new.vat")}
                  options={[
                    { value: "incl", label: t("new.vatIncl") },
                    { value: "excl", label: t("new.vatExcl") },
                  ]}
                />
                <button className="btn-secondary" disabled={busy}>
                  {t("new.saveSettings")}
                </button>
              </Form>
            </section>
          ) : null}
          {project.status === "draft" ? (
            <Form method="post" action={editor}>
              <input type="hidden" name="intent" value="save" />
              <input type="hidden" name="project" value={project.slug} />
              <button className="btn-primary w-full text-lg" disabled={busy}>
                {t("new.save")}
              </button>
            </Form>
          ) : (
            <p className="rounded-lg bg-green-50 p-3 ring-1 ring-green-200">
              {t("new.saved")}{" "}
              <ScreenLink to="estimateProject" params={{ slug: project.slug }} className="text-green-800 underline">
                {t("new.open")}
              </ScreenLink>
            </p>
          )}
        </div>
      </div>
    </main>
  );
}
