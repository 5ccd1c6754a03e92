import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { ScreenLink } from "~/components/screen-link";
import { useTranslation } from "~/i18n/react";
import { endSession, getUser, requireUser, revokeAllSessions } from "~/domains/accounts/session.server";
import { messagesFor } from "~/i18n/resources.server";
import { pageHead, pathTo, screenOfRequest } from "~/domains/accounts/http.server";

/**
 * Sign out (spec §4 Login, §7): the POST clears the token cookie even when the session
 * cannot be revoked in the database, then a short page goes to the start page in the
 * visitor's language after 2 seconds — by a <meta refresh> without JavaScript.
 */
export const SIGN_OUT_DELAY_MS = 2000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale } = screenOfRequest(context);
  const done = new URL(request.url).searchParams.get("done") === "1";
  const signedIn = done ? false : Boolean(await getUser(request));
  return {
    ...(await pageHead(locale, "signOut")),
    done: done || !signedIn,
    home: pathTo("home", locale),
    messages: messagesFor(locale, "account"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = screenOfRequest(context);
  const formData = await request.formData();
  if (formData.get("scope") === "everywhere") {
    const user = await requireUser(request, locale);
    try {
      await revokeAllSessions(user.id);
    } catch (error) {
      console.error("sign-out everywhere failed", error);
    }
  }
  const cookie = await endSession(request);
  return redirect(`${pathTo("signOut", locale)}?done=1`, {
    status: 303,
    headers: { "Set-Cookie": cookie },
  });
}

export default function SignOutScreen() {
  const { done, home } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(home, { replace: true }), SIGN_OUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, home, navigate]);
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16 text-center">
      {done ? (
        <>
          <noscript>
            <meta httpEquiv="refresh" content={`${SIGN_OUT_DELAY_MS / 1000};url=${home}`} />
          </noscript>
          <h1 className="text-2xl font-bold">{t("signOut.done")}</h1>
          <p role="status" className="mt-3 text-gray-700">
            {t("signOut.redirecting")}
          </p>
          <ScreenLink to="home" className="mt-6 inline-block text-green-800 underline">
            {t("signOut.home")}
          </ScreenLink>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">{t("signOut.title")}</h1>
          <p className="mt-3 text-gray-700">{t("signOut.question")}</p>
          <Form method="post" className="mt-6">
            <button className="btn-primary">{t("signOut.submit")}</button>
          </Form>
        </>
      )}
    </main>
  );
}
