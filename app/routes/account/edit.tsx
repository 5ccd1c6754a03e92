import { labelClass } from "~/components/label-class";
import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
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
import { CodeStep } from "~/components/account/code-step";
import { FormFooter } from "~/components/account/fields";
import { DateField, Field, TextareaField, useValidatedForm, ErrorSummary, SelectField } from "~/components/forms";
import { ScreenLink } from "~/components/screen-link";
import { codeSchema, profileSchema } from "~/domains/accounts/identity";
import { countryCodes, normalisePhone, PHOTO_MAX_BYTES, PHOTO_TYPES } from "~/domains/accounts/identity-rules";
import { useTranslation } from "~/i18n/react";
import { occupations } from "~/utils/choices";
import { type Locale } from "~/routing/screens";
import {
  getPhoto,
  pendingChange,
  removePhoto,
  resendPhoneCode,
  setPhoto,
  sniffImage,
  updateProfile,
} from "~/domains/accounts/accounts.server";
import { codeStepAction, isCodeStepIntent } from "~/domains/accounts/code-step.server";
import { messagesFor } from "~/i18n/resources.server";
import {
  clientIp,
  maskTarget,
  pageHead,
  pathTo,
  rateLimited,
  screenOfRequest,
  TOO_MANY,
} from "~/domains/accounts/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUser } from "~/domains/accounts/session.server";
import { messageKey } from "~/i18n/keys";
import { publicOrigin } from "~/utils/env.server";
import { formatDigits } from "~/utils/format";

/**
 * Edit profile (spec §3 User): names, mobile with country code, date of birth (Jalali in
 * Persian), occupation, organization, self description; the client number is shown; a
 * photo (JPEG, PNG or WebP by its real bytes, at most 1 MB) is uploaded in its own form.
 * A new mobile number is saved only with the code texted to it (decision 206): the page then
 * shows the code step, whether or not another account has the number.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = screenOfRequest(context);
  const user = await requireUser(request, locale);
  const nationalPhone =
    user.phone && user.countryCode && user.phone.startsWith(user.countryCode)
      ? user.phone.slice(user.countryCode.length)
      : user.phone;
  const pending = await pendingChange(user.id, "phone_change");
  return {
    ...(await pageHead(locale, "accountEdit")),
    // The number waiting for its code, masked and in the page's digits ("+98912•••4567").
    pendingPhone: pending ? formatDigits(maskTarget(pending.target), locale) : null,
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
    codeConstraint: getZodConstraint(codeSchema),
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

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = screenOfRequest(context);
  const user = await requireUser(request, locale);
  if (request.headers.get("Content-Type")?.startsWith("multipart/form-data"))
    return photoAction(request, locale, user.id);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const back = pathTo("accountEdit", locale);
  const ip = clientIp(context);
  if (intent === "removePhoto") {
    await removePhoto(user.id);
    return redirectWithToast(back, {
      type: "success",
      message: "account:edit.photoRemoved",
    });
  }
  if (isCodeStepIntent(intent))
    return codeStepAction(intent, formData, {
      purpose: "phone_change",
      userId: user.id,
      ip,
      back,
      done: pathTo("userProfile", locale),
      resend: () => resendPhoneCode(user.id, locale, publicOrigin()),
    });
  const submission = parseWithZod(formData, { schema: profileSchema });
  const reply = (options: Parameters<typeof submission.reply>[0], init: number | ResponseInit) =>
    data({ form: "profile" as const, result: submission.reply(options) }, init);
  if (submission.status !== "success") return reply({}, 400);
  const v = submission.value;
  const birthDate = birthDateInRange(v.birthDate);
  if (birthDate === "invalid")
    return reply({ fieldErrors: { birthDate: [messageKey("account:validation.birthDate")] } }, 400);
  const phone = v.phone?.trim() ? normalisePhone(v.countryCode, v.phone) : null;
  // A new number costs an attempt of the sign-in limits (decision 202), whoever holds it.
  if (phone && phone !== user.phone) {
    const limited = await rateLimited("signIn", ip, user.email ?? user.phone);
    if (limited) return reply({ formErrors: [TOO_MANY] }, limited);
  }
  const outcome = await updateProfile(
    user.id,
    {
      firstName: v.firstName,
      lastName: v.lastName,
      countryCode: phone ? (v.countryCode ?? null) : null,
      phone,
      birthDate,
      occupation: v.occupation ?? null,
      organization: v.organization ?? null,
      about: v.about ?? null,
    },
    locale,
    publicOrigin(),
  );
  if (outcome === "phoneRequired")
    return reply({ fieldErrors: { phone: [messageKey("account:errors.phoneRequired")] } }, 400);
  if (outcome === "codeSent") return redirectWithToast(back, { type: "info", message: "account:phone.sentToast" });
  return redirectWithToast(pathTo("userProfile", locale), {
    type: "success",
    message: "account:edit.saved",
  });
}

export default function AccountEditScreen() {
  const { defaults, jalali, today, photo, clientNumber, email, title, constraint, pendingPhone, codeConstraint } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [form, fields] = useValidatedForm<z.input<typeof profileSchema>>({
    id: "profile",
    lastResult: actionData?.form === "profile" ? actionData.result : undefined,
    defaultValue: defaults,
    constraint,
    schema: () => import("~/domains/accounts/identity").then((m) => m.profileSchema),
  });
  return (
    <AccountPage current="accountEdit" title={title}>
      <div className="grid gap-8">
        {pendingPhone ? (
          <CodeStep
            id="phone-confirm"
            lastResult={actionData?.form === "confirm" ? actionData.result : undefined}
            constraint={codeConstraint}
            title={t("phone.title")}
            sent={t("phone.sent", { target: pendingPhone })}
            submitLabel={t("phone.confirmSubmit")}
            cancelLabel={t("phone.cancel")}
            resend
          />
        ) : null}
        <Form
          method="post"
          {...getFormProps(form)}
          className="grid gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
        >
          <ErrorSummary
            form={form}
            labels={{
              firstName: t("signUp.firstName"),
              lastName: t("signUp.lastName"),
              countryCode: t("signUp.countryCode"),
              phone: t("signUp.phone"),
              birthDate: jalali ? t("edit.birthDateJalali") : t("profile.birthDate"),
              occupation: t("profile.occupation"),
              organization: t("profile.organization"),
              about: t("profile.about"),
            }}
          />
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
              <label htmlFor="photo" className={labelClass}>
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
