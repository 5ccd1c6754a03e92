import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { consentCookie } from "~/utils/cookies.server";
import { safeRedirect } from "~/utils/safe-redirect";

/** The cookie notice's answer: all cookies, or only the necessary ones. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const consent = form.get("consent") === "all" ? "all" : "necessary";
  return redirect(safeRedirect(form.get("redirectTo"), "/"), {
    status: 303,
    headers: { "Set-Cookie": await consentCookie.serialize(consent) },
  });
}

export async function loader() {
  return redirect("/");
}
