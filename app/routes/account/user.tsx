import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AccountPage, accountAreas, dashboardAreas } from "~/components/account/account-nav";
import { ScreenLink } from "~/components/screen-link";
import { languageNames as nativeLanguageNames } from "~/components/account/language-names";
import { keyIn } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { formatDate, formatLongDate } from "~/utils/format";
import { countSessions, getPhoto } from "~/domains/accounts/accounts.server";
import { createSession, requireUser, revokeAllSessions } from "~/domains/accounts/session.server";
import { messagesFor } from "~/i18n/resources.server";
import { pageHead, pathTo, screenOfRequest } from "~/domains/accounts/http.server";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The user area's three overview screens, one module: the dashboard (user), the
 * profile (userProfile) and the settings hub (userSettings). Only the signed-in user's
 * own data is read: there is no id in these URLs.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { screen, locale } = screenOfRequest(context);
  const user = await requireUser(request, locale);
  const [photo, sessionCount] = await Promise.all([
    screen === "user" || screen === "userProfile" ? getPhoto(user.id) : null,
    screen === "userSettings" ? countSessions(user.id) : 0,
  ]);
  return {
    ...(await pageHead(locale, screen)),
    screen: screen as "user" | "userProfile" | "userSettings",
    photo,
    sessionCount,
    profile: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
      clientNumber: user.clientNumber,
      birthDate: user.birthDate,
      occupation: user.occupation,
      organization: user.organization,
      about: user.about,
      locale: user.locale,
      currency: user.currency,
      newsletter: user.newsletter,
      memberSince: user.createdAt.toISOString(),
    },
    messages: messagesFor(locale, "account"),
  };
}

/** userSettings: sign out on every other device. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { screen, locale } = screenOfRequest(context);
  if (screen !== "userSettings") throw new Response(null, { status: 405 });
  const user = await requireUser(request, locale);
  await revokeAllSessions(user.id);
  const cookie = await createSession(user.id, request);
  return redirectWithToast(
    pathTo("userSettings", locale),
    { type: "success", message: "account:userSettings.signedOutElsewhere" },
    { headers: { "Set-Cookie": cookie } },
  );
}

export default function UserScreen() {
  const { screen, profile, photo, sessionCount, title } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("account");
  const locale = i18n.language;
  const none = <span className="text-gray-600">{t("profile.notSet")}</span>;
  return (
    <AccountPage current={screen} title={screen === "user" ? t("dashboard.hello", { name: profile.firstName }) : title}>
      {screen === "user" ? (
        <>
          <div className="flex items-center gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
            {photo ? (
              <img
                src={photo}
                alt={t("edit.photoAlt")}
                width={64}
                height={64}
                className="h-16 w-16 rounded-full object-cover"
              />
            ) : null}
            <dl className="grid gap-1 text-sm">
              <div className="flex gap-2">
                <dt className="text-gray-700">{t("common:labelled", { label: t("dashboard.clientNumber") })}</dt>
                <dd className="font-mono font-semibold" dir="ltr">
                  {profile.clientNumber}
                </dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-gray-700">{t("common:labelled", { label: t("dashboard.memberSince") })}</dt>
                <dd>{formatLongDate(profile.memberSince, locale as never)}</dd>
              </div>
            </dl>
          </div>
          <h2 className="mt-8 text-lg font-semibold">{t("dashboard.areas")}</h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {[...dashboardAreas.slice(1), ...accountAreas].map((id) => (
              <li key={id}>
                <ScreenLink
                  to={id}
                  className="block h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 hover:ring-green-600"
                >
                  <span className="font-semibold text-green-900">{t(`common:screen.${id}`)}</span>
                  <span className="mt-1 block text-sm text-gray-700">{t(`areas.${id}`)}</span>
                </ScreenLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {screen === "userProfile" ? (
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
          <div className="flex items-center gap-4">
            {photo ? (
              <img
                src={photo}
                alt={t("edit.photoAlt")}
                width={96}
                height={96}
                className="h-24 w-24 rounded-full object-cover"
              />
            ) : null}
            <p className="text-xl font-semibold">
              {profile.firstName} {profile.lastName}
            </p>
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <dt className="text-gray-700">{t("dashboard.clientNumber")}</dt>
            <dd className="text-start font-mono">
              <bdi dir="ltr">{profile.clientNumber}</bdi>
            </dd>
            <dt className="text-gray-700">{t("profile.email")}</dt>
            <dd className="text-start">
              <bdi dir={profile.email ? "ltr" : undefined}>{profile.email ?? none}</bdi>
            </dd>
            <dt className="text-gray-700">{t("profile.phone")}</dt>
            <dd className="text-start">
              <bdi dir={profile.phone ? "ltr" : undefined}>{profile.phone ?? none}</bdi>
            </dd>
            <dt className="text-gray-700">{t("profile.birthDate")}</dt>
            <dd>{profile.birthDate ? formatDate(profile.birthDate, locale as never) : none}</dd>
            <dt className="text-gray-700">{t("profile.occupation")}</dt>
            <dd>{profile.occupation ? t(keyIn("account:occupations", profile.occupation)) : none}</dd>
            <dt className="text-gray-700">{t("profile.organization")}</dt>
            <dd>{profile.organization ?? none}</dd>
            <dt className="text-gray-700">{t("profile.about")}</dt>
            <dd className="whitespace-pre-line">{profile.about ?? none}</dd>
          </dl>
          <ScreenLink to="accountEdit" className="btn-primary mt-6 inline-block">
            {t("profile.edit")}
          </ScreenLink>
        </div>
      ) : null}
      {screen === "userSettings" ? (
        <div className="grid gap-6">
          <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <dt className="text-gray-700">{t("settings.language")}</dt>
              <dd>{nativeLanguageNames[profile.locale as keyof typeof nativeLanguageNames] ?? profile.locale}</dd>
              <dt className="text-gray-700">{t("settings.currency")}</dt>
              <dd>{profile.currency ?? t("userSettings.automatic")}</dd>
              <dt className="text-gray-700">{t("userSettings.newsletter")}</dt>
              <dd>{profile.newsletter ? t("userSettings.yes") : t("userSettings.no")}</dd>
            </dl>
            <ul className="mt-5 flex flex-wrap gap-3">
              {(["accountSettings", "accountPassword", "accountEmail"] as const).map((id) => (
                <li key={id}>
                  <ScreenLink
                    to={id}
                    className="inline-block rounded-lg px-3 py-2 text-sm font-medium text-green-900 ring-1 ring-green-700 hover:bg-green-50"
                  >
                    {t(`common:screen.${id}`)}
                  </ScreenLink>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
            <h2 className="text-lg font-semibold">{t("userSettings.devicesTitle")}</h2>
            <p className="mt-2 text-gray-700">{t("userSettings.devices", { count: sessionCount })}</p>
            <Form method="post" className="mt-4">
              <button className="rounded-lg px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-700 hover:bg-red-50">
                {t("userSettings.signOutElsewhere")}
              </button>
            </Form>
          </div>
        </div>
      ) : null}
    </AccountPage>
  );
}
