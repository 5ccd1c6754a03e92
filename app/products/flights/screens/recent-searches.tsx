import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { forgetSearches } from "~/products/flights/recent-searches.server";
import { safeRedirect } from "~/utils/safe-redirect";

/** "Clear" under the recent flight searches (a plain POST form, works without JavaScript): forgets them all. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return redirect(safeRedirect(form.get("redirectTo"), "/"), {
    status: 303,
    headers: { "Set-Cookie": await forgetSearches() },
  });
}

export async function loader() {
  return redirect("/");
}
