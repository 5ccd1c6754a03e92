import { getFormProps, getInputProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-nav";

import { DateField, ErrorList, Field, useValidatedForm, ErrorSummary, SelectField } from "~/components/forms";
import { ScreenLink } from "~/components/screen-link";
import { passengerSchema } from "~/domains/accounts/identity";
import { documentTypes, genders, occupations } from "~/utils/choices";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { formatDate } from "~/utils/format";
import {
  addSavedPassenger,
  deleteSavedPassenger,
  getSavedPassenger,
  listSavedPassengers,
  updateSavedPassenger,
} from "~/domains/passengers/saved.server";
import { messagesFor } from "~/i18n/resources.server";
import { countryName, countryOptions } from "~/i18n/names";
import { pageHead, pathTo, screenOfRequest } from "~/domains/accounts/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUser } from "~/domains/accounts/session.server";

/**
 * Saved passengers (spec §3 Passenger): list, add, edit (?edit=id), delete. Every read
 * and write goes through the store with the signed-in user's id, so an id typed into the
 * URL or the form never reaches another customer's passenger (it is "not found").
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = screenOfRequest(context);
  const user = await requireUser(request, locale);
  const editId = Number(new URL(request.url).searchParams.get("edit"));
  const editing = Number.isInteger(editId) && editId > 0 ? await getSavedPassenger(user.id, editId) : null;
  if (editId && !editing) throw new Response(null, { status: 404 });
  const list = await listSavedPassengers(user.id);
  return {
    ...(await pageHead(locale, "accountPassengers")),
    passengers: list.map((p) => ({
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      gender: p.gender,
      birthDate: p.birthDate,
      documentType: p.documentType,
      document:
        p.documentType === "passport"
          ? `${p.passportNumber} (${p.passportCountry ? countryName(p.passportCountry, locale) : ""})`
          : p.nationalId,
    })),
    editing: editing
      ? {
          id: String(editing.id),
          firstName: editing.firstName,
          lastName: editing.lastName,
          gender: editing.gender,
          birthDate: editing.birthDate,
          documentType: editing.documentType,
          nationalId: editing.nationalId ?? "",
          passportNumber: editing.passportNumber ?? "",
          passportCountry: editing.passportCountry ?? "",
          passportExpiry: editing.passportExpiry ?? "",
          occupation: editing.occupation ?? "",
          organization: editing.organization ?? "",
        }
      : null,
    messages: messagesFor(locale, "account"),
    // Issuing countries named in the page's language (Intl.DisplayNames, app/i18n/names.ts).
    countries: countryOptions(locale),
    // The form's native constraints; the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(passengerSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = screenOfRequest(context);
  const user = await requireUser(request, locale);
  const formData = await request.formData();
  const back = pathTo("accountPassengers", locale);
  if (formData.get("intent") === "delete") {
    const deleted = await deleteSavedPassenger(user.id, Number(formData.get("id")));
    return redirectWithToast(
      back,
      deleted
        ? { type: "success", message: "account:passengers.deleted" }
        : { type: "error", message: "account:passengers.notFound" },
    );
  }
  const submission = parseWithZod(formData, { schema: passengerSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { id, ...v } = submission.value;
  const passport = v.documentType === "passport";
  const input = {
    firstName: v.firstName,
    lastName: v.lastName,
    gender: v.gender,
    birthDate: v.birthDate,
    documentType: v.documentType,
    nationalId: passport ? null : (v.nationalId ?? null),
    passportNumber: passport ? (v.passportNumber ?? null) : null,
    passportCountry: passport ? (v.passportCountry ?? null) : null,
    passportExpiry: passport ? (v.passportExpiry ?? null) : null,
    occupation: v.occupation ?? null,
    organization: v.organization ?? null,
  };
  if (id) {
    const updated = await updateSavedPassenger(user.id, id, input);
    return redirectWithToast(
      back,
      updated
        ? { type: "success", message: "account:passengers.updated" }
        : { type: "error", message: "account:passengers.notFound" },
    );
  }
  await addSavedPassenger(user.id, input);
  return redirectWithToast(back, {
    type: "success",
    message: "account:passengers.added",
  });
}

function PassengerForm({
  editing,
  constraint,
  countries,
}: {
  editing: ReturnType<typeof useLoaderData<typeof loader>>["editing"];
  constraint: ReturnType<typeof useLoaderData<typeof loader>>["constraint"];
  countries: ReturnType<typeof useLoaderData<typeof loader>>["countries"];
}) {
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const [form, fields] = useValidatedForm<z.input<typeof passengerSchema>>({
    id: editing ? `passenger-${editing.id}` : "passenger-new",
    lastResult,
    defaultValue: editing ?? { documentType: "passport" },
    constraint,
    schema: () => import("~/domains/accounts/identity").then((m) => m.passengerSchema),
  });
  // Bounds for the calendars only (they open in the browser); the schema checks the dates.
  const today = new Date().toISOString().slice(0, 10);
  return (
    <section aria-labelledby="passenger-form-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
      <h2 id="passenger-form-title" className="text-lg font-semibold">
        {editing
          ? t("passengers.editTitle", {
              name: `${editing.firstName} ${editing.lastName}`,
            })
          : t("passengers.add")}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
        <ErrorSummary
          form={form}
          labels={{
            firstName: t("passengers.firstName"),
            lastName: t("passengers.lastName"),
            gender: t("passengers.gender"),
            birthDate: t("passengers.birthDate"),
            documentType: t("passengers.documentType"),
            nationalId: t("passengers.nationalId"),
            passportNumber: t("passengers.passportNumber"),
            passportCountry: t("passengers.passportCountry"),
            passportExpiry: t("passengers.passportExpiry"),
            occupation: t("profile.occupation"),
            organization: t("profile.organization"),
          }}
        />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.firstName} label={t("passengers.firstName")} inputProps={{ dir: "ltr", maxLength: 20 }} />
          <Field meta={fields.lastName} label={t("passengers.lastName")} inputProps={{ dir: "ltr", maxLength: 20 }} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            meta={fields.gender}
            label={t("passengers.gender")}
            placeholder={t("signUp.choose")}
            options={genders.map((g) => ({ value: g, label: t(`passengers.${g}`) }))}
          />
          <DateField meta={fields.birthDate} label={t("passengers.birthDate")} max={today} />
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-gray-800">{t("passengers.documentType")}</legend>
          <div className="flex gap-6">
            {
              /* passport first on this screen */ [...documentTypes].reverse().map((d) => (
                <label key={d} className="flex items-center gap-2 text-sm">
                  <input
                    {...getInputProps(fields.documentType, {
                      type: "radio",
                      value: d,
                    })}
                    key={`${fields.documentType.key}-${d}`}
                    className="accent-green-700"
                  />
                  {t(d === "passport" ? "passengers.passport" : "passengers.idCard")}
                </label>
              ))
            }
          </div>
          <ErrorList errors={fields.documentType.errors} />
        </fieldset>
        <p className="text-sm text-gray-700">{t("passengers.documentHint")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            meta={fields.nationalId}
            label={t("passengers.nationalId")}
            inputProps={{ dir: "ltr", inputMode: "numeric" }}
          />
          <Field meta={fields.passportNumber} label={t("passengers.passportNumber")} inputProps={{ dir: "ltr" }} />
          <SelectField
            meta={fields.passportCountry}
            label={t("passengers.passportCountry")}
            placeholder=""
            options={countries}
          />
          <DateField meta={fields.passportExpiry} label={t("passengers.passportExpiry")} min={today} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            meta={fields.occupation}
            label={t("profile.occupation")}
            placeholder={t("signUp.choose")}
            options={occupations.map((o) => ({
              value: o,
              label: t(`occupations.${o}`),
            }))}
          />
          <Field meta={fields.organization} label={t("profile.organization")} inputProps={{ maxLength: 40 }} />
        </div>
        <div role="alert">
          <ErrorList errors={form.errors} />
        </div>
        <div className="flex items-center gap-4">
          <button className="btn-primary" disabled={navigation.state === "submitting"}>
            {t("passengers.save")}
          </button>
          {editing ? (
            <ScreenLink to="accountPassengers" className="text-sm text-gray-700 underline">
              {t("passengers.cancel")}
            </ScreenLink>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

export default function AccountPassengersScreen() {
  const { passengers, editing, title, constraint, countries } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("account");
  // A new form after every navigation (a saved passenger leaves an empty form behind).
  const { key } = useLocation();
  return (
    <AccountPage current="accountPassengers" title={title}>
      <p className="text-gray-700">{t("passengers.intro")}</p>
      {passengers.length === 0 ? (
        <p className="mt-4 rounded-lg bg-gray-50 p-4 text-gray-700">{t("passengers.none")}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {passengers.map((p) => {
            const name = `${p.firstName} ${p.lastName}`;
            return (
              <li
                key={p.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
              >
                <div>
                  <p className="font-semibold" dir="ltr">
                    {name}
                  </p>
                  <p className="text-sm text-gray-700">
                    {t(keyIn("account:passengers", p.gender))} · {formatDate(p.birthDate, i18n.language as never)} ·{" "}
                    {t(p.documentType === "passport" ? "passengers.passport" : "passengers.idCard")}{" "}
                    <span dir="ltr">{p.document}</span>
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <ScreenLink
                    to="accountPassengers"
                    search={`?edit=${p.id}`}
                    aria-label={t("passengers.editLabel", { name })}
                    className="text-sm text-green-800 underline"
                  >
                    {t("passengers.edit")}
                  </ScreenLink>
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={p.id} />
                    <button
                      aria-label={t("passengers.deleteLabel", { name })}
                      className="text-sm text-red-800 underline"
                    >
                      {t("passengers.delete")}
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-8">
        <PassengerForm
          key={`${editing?.id ?? "new"}-${key}`}
          editing={editing}
          constraint={constraint}
          countries={countries}
        />
      </div>
    </AccountPage>
  );
}
