import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  data,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  MaxPartSizeExceededError,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-nav";
import { FormFooter, SelectField } from "~/components/account/fields";
import { DateField, Field, TextareaField, useValidatedForm, ErrorSummary } from "~/components/forms";
import { ScreenLink } from "~/components/screen-link";
import { profileSchema } from "~/domains/accounts/identity";
import { countryCodes, normalisePhone, PHOTO_MAX_BYTES, PHOTO_TYPES } from "~/domains/accounts/identity-rules";
import { useTranslation } from "~/i18n/react";
import { occupations } from "~/utils/choices";
import { type Locale } from "~/routing/screens";
import { getPhoto, removePhoto, setPhoto, sniffImage, updateProfile } from "~/domains/accounts/accounts.server";
import { messagesFor } from "~/i18n/resources.server";
import { pageHead, pathTo, screenOfRequest } from "~/domains/accounts/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUser } from "~/domains/accounts/session.server";
import { messageKey } from "~/i18n/keys";

/**
 * Edit profile (spec §3 User): names, mobile with country code, date of birth (Jalali in
 * Persian), occupation, organization, self description; the client number is shown; a
 * photo (JPEG, PNG or WebP by its real bytes, at most 1 MB) is uploaded in its own form.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale } = await screenOfRequest(request);
  const user = await requireUser(request, locale);
  const nationalPhone =
    user.phone && user.countryCode && user.phone.startsWith(user.countryCode)
      ? user.phone.slice(user.countryCode.length)
      : user.phone;
  return {
    ...(await pageHead(locale, "accountEdit")),
    jalali: locale === "fa",
    today: new Date().toISOString().slice(0, 10),
    photo: await getPhoto(user.id),
    clientNumber: user.clientNumber,
    email: user.email,
    defaults: {
      firstName: user.firstName,
      lastName: user.lastName,
      countryCode: user.countryCode ?? "+98",
      phone: nationalPhone ?? "",
      // Shown the page's way by the date field (Jalali in fa, DD/MM/YYYY elsewhere).
      birthDate: user.birthDate ?? "",
      occupation: user.occupation ?? "",
      organization: user.organization ?? "",
      about: user.about ?? "",
    },
    messages: messagesFor(locale, "account"),
    // The form's native constraints; the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(profileSchema),
  };
}

/** A birth date (ISO, already read by the schema) between 1900 and today, or "invalid". */
function birthDateInRange(iso: string | undefined): string | null | "invalid" {
  if (!iso) return null;
  if (iso < "1900-01-01" || iso > new Date().toISOString().slice(0, 10)) return "invalid";
  return iso;
}

async function photoAction(request: Request, locale: Locale, userId: number) {
  const back = pathTo("accountEdit", locale);
  let formData: FormData;
  try {
    formData = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: PHOTO_MAX_BYTES }),
    );
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError)
      return redirectWithToast(back, {
        type: "error",
        message: "account:validation.photoSize",
      });
    throw error;
  }
  const file = formData.get("photo");
  if (!(file instanceof File) || file.size === 0)
    return redirectWithToast(back, {
      type: "error",
      message: "account:validation.photoType",
    });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type || !(PHOTO_TYPES as readonly string[]).includes(file.type))
    return redirectWithToast(back, {
      type: "error",
      message: "account:validation.photoType",
    });
  await setPhoto(userId, type, bytes);
  return redirectWithToast(back, {
    type: "success",
    message: "account:edit.photoSaved",
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { locale } = await screenOfRequest(request);
  const user = await requireUser(request, locale);
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data"))
    return photoAction(request, locale, user.id);
  const formData = await request.formData();
  if (formData.get("intent") === "removePhoto") {
    await removePhoto(user.id);
    return redirectWithToast(pathTo("accountEdit", locale), {
      type: "success",
      message: "account:edit.photoRemoved",
    });
  }
  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const v = submission.value;
  const birthDate = birthDateInRange(v.birthDate);
  if (birthDate === "invalid")
    return data(
      submission.reply({
        fieldErrors: { birthDate: [messageKey("account:validation.birthDate")] },
      }),
      { status: 400 },
    );
  const phone = v.phone?.trim() ? normalisePhone(v.countryCode, v.phone) : null;
  const outcome = await updateProfile(user.id, {
    firstName: v.firstName,
    lastName: v.lastName,
    countryCode: phone ? (v.countryCode ?? null) : null,
    phone,
    birthDate,
    occupation: v.occupation ?? null,
    organization: v.organization ?? null,
    about: v.about ?? null,
  });
  if (outcome === "phoneInUse")
    return data(
      submission.reply({
        fieldErrors: { phone: [messageKey("account:errors.phoneInUse")] },
      }),
      { status: 400 },
    );
  if (outcome === "phoneRequired")
    return data(
      submission.reply({
        fieldErrors: { phone: [messageKey("account:errors.phoneRequired")] },
      }),
      { status: 400 },
    );
  return redirectWithToast(pathTo("userProfile", locale), {
    type: "success",
    message: "account:edit.saved",
  });
}

export default function AccountEditScreen() {
  const { defaults, jalali, today, photo, clientNumber, email, title, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [form, fields] = useValidatedForm<z.input<typeof profileSchema>>({
    id: "profile",
    lastResult,
    defaultValue: defaults,
    constraint,
    schema: () => import("~/domains/accounts/identity").then((m) => m.profileSchema),
  });
  return (
    <AccountPage current="accountEdit" title={title}>
      <div className="grid gap-8">
        <Form
          method="post"
          {...getFormProps(form)}
          className="grid gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
        >
          <ErrorSummary form={form} />
          <p className="text-sm text-gray-700">
            {t("common:labelled", { label: t("dashboard.clientNumber") })}{" "}
            <span className="font-mono font-semibold" dir="ltr">
              {clientNumber}
            </span>
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field meta={fields.firstName} label={t("signUp.firstName")} inputProps={{ autoComplete: "given-name" }} />
            <Field meta={fields.lastName} label={t("signUp.lastName")} inputProps={{ autoComplete: "family-name" }} />
          </div>
          <p className="text-sm text-gray-700">
            {t("common:labelled", { label: t("profile.email") })} <span dir="ltr">{email ?? t("profile.notSet")}</span>{" "}
            ·{" "}
            <ScreenLink to="accountEmail" className="text-green-800 underline">
              {t("common:screen.accountEmail")}
            </ScreenLink>
          </p>
          <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-3">
            <SelectField
              meta={fields.countryCode}
              label={t("signUp.countryCode")}
              options={countryCodes.map((c) => ({ value: c, label: c }))}
              dir="ltr"
            />
            <Field
              meta={fields.phone}
              type="tel"
              label={t("signUp.phone")}
              inputProps={{ autoComplete: "tel-national", dir: "ltr" }}
            />
          </div>
          <DateField
            meta={fields.birthDate}
            label={jalali ? t("edit.birthDateJalali") : t("profile.birthDate")}
            min="1900-01-01"
            max={today}
          />
          <SelectField
            meta={fields.occupation}
            label={t("profile.occupation")}
            placeholder={t("signUp.choose")}
            options={occupations.map((o) => ({
              value: o,
              label: t(`occupations.${o}`),
            }))}
          />
          <Field
            meta={fields.organization}
            label={t("profile.organization")}
            inputProps={{ maxLength: 40, autoComplete: "organization" }}
          />
          <TextareaField meta={fields.about} label={t("profile.about")} textareaProps={{ maxLength: 500 }} />
          <FormFooter errors={form.errors} label={t("edit.submit")} />
        </Form>
        <section aria-labelledby="photo-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
          <h2 id="photo-title" className="text-lg font-semibold">
            {t("profile.photo")}
          </h2>
          {photo ? (
            <img
              src={photo}
              alt={t("edit.photoAlt")}
              width={96}
              height={96}
              className="mt-3 h-24 w-24 rounded-full object-cover"
            />
          ) : (
            <p className="mt-2 text-sm text-gray-700">{t("edit.noPhoto")}</p>
          )}
          <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-3">
            <div>
              <label htmlFor="photo" className="mb-1 block text-sm font-medium text-gray-800">
                {t("edit.photoChoose")}
              </label>
              <input
                id="photo"
                name="photo"
                type="file"
                accept={PHOTO_TYPES.join(",")}
                required
                aria-describedby="photo-hint"
                className="block w-full max-w-full text-sm"
              />
              <p id="photo-hint" className="mt-1 text-xs text-gray-600">
                {t("edit.photoHint")}
              </p>
            </div>
            <button className="btn-primary justify-self-start">{t("edit.photoUpload")}</button>
          </Form>
          {photo ? (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="removePhoto" />
              <button className="text-sm text-red-800 underline">{t("edit.photoRemove")}</button>
            </Form>
          ) : null}
        </section>
      </div>
    </AccountPage>
  );
}
