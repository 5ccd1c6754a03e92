import { currencyDisplay } from "~/utils/money";
import { intlLocale } from "~/i18n/config";
import { getFormProps } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/submission.server";
import type { z } from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AccountPage } from "~/components/account/account-nav";
import { CheckboxField, FormFooter } from "~/components/account/fields";
import { useValidatedForm, ErrorSummary, SelectField } from "~/components/forms";
import { languageNames as nativeLanguageNames } from "~/components/account/language-names";
import { settingsSchema } from "~/domains/accounts/identity";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { locales } from "~/routing/screens";
import { activeCurrencies } from "~/utils/currency.server";
import { currencyCookie, localeCookie } from "~/utils/cookies.server";
import { messagesFor } from "~/i18n/resources.server";
import { pageHead, pathTo, screenOfRequest } from "~/domains/accounts/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUser } from "~/domains/accounts/session.server";
import { updateSettings } from "~/domains/accounts/accounts.server";
import { messageKey } from "~/i18n/keys";

/**
 * Account settings: language, currency and newsletter. Saving also applies the choice to
 * this browser (language and currency cookies) and shows the page in the new language.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = screenOfRequest(context);
  const user = await requireUser(request, locale);
  const currencies = await activeCurrencies();
  const cookieCurrency = await currencyCookie.parse(request.headers.get("Cookie"));
  return {
    ...(await pageHead(locale, "accountSettings")),
    currencies: currencies.map((c) => ({ code: c.code, sign: currencyDisplay(c, intlLocale[locale]).sign })),
    defaults: {
      locale: user.locale,
      currency: user.currency ?? (typeof cookieCurrency === "string" ? cookieCurrency : (currencies[0]?.code ?? "EUR")),
      newsletter: user.newsletter ? "on" : undefined,
    },
    messages: messagesFor(locale, "account"),
    // The form's native constraints; the schema itself loads in the browser later (useValidatedForm).
    constraint: getZodConstraint(settingsSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = screenOfRequest(context);
  const user = await requireUser(request, locale);
  const submission = parseWithZod(await request.formData(), {
    schema: settingsSchema,
  });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { locale: language, currency, newsletter } = submission.value;
  if (!(await activeCurrencies()).some((c) => c.code === currency))
    return data(submission.reply({ fieldErrors: { currency: [messageKey("validation.required")] } }), { status: 400 });
  await updateSettings(user.id, {
    locale: language,
    currency,
    newsletter: newsletter === "on",
  });
  const headers = new Headers();
  headers.append("Set-Cookie", await localeCookie.serialize(language));
  headers.append("Set-Cookie", await currencyCookie.serialize(currency));
  return redirectWithToast(
    pathTo("accountSettings", language),
    { type: "success", message: "account:settings.saved" },
    { headers },
  );
}

export default function AccountSettingsScreen() {
  const { defaults, currencies, title, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [form, fields] = useValidatedForm<z.input<typeof settingsSchema>>({
    id: "settings",
    lastResult,
    defaultValue: defaults,
    constraint,
    schema: () => import("~/domains/accounts/identity").then((m) => m.settingsSchema),
  });
  return (
    <AccountPage current="accountSettings" title={title}>
      <Form
        method="post"
        {...getFormProps(form)}
        className="grid max-w-lg gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <ErrorSummary
          form={form}
          labels={{
            locale: t("settings.language"),
            currency: t("settings.currency"),
            newsletter: t("settings.newsletter"),
          }}
        />
        <SelectField
          meta={fields.locale}
          label={t("settings.language")}
          options={locales.map((l) => ({
            value: l,
            label: nativeLanguageNames[l],
            lang: l,
          }))}
        />
        <SelectField
          meta={fields.currency}
          label={t("settings.currency")}
          options={currencies.map((c) => ({
            value: c.code,
            label: `${t(keyIn("common:currency", c.code))} (${c.sign})`,
          }))}
        />
        <CheckboxField meta={fields.newsletter} label={t("settings.newsletter")} />
        <FormFooter errors={form.errors} label={t("settings.submit")} />
      </Form>
    </AccountPage>
  );
}
