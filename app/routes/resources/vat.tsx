import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { vatCookie } from "~/utils/cookies.server";
import { safeRedirect } from "~/utils/safe-redirect";

/** Show prices including or excluding VAT. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const mode = form.get("vat") === "excl" ? "excl" : "incl";
  return redirect(safeRedirect(form.get("redirectTo"), "/"), {
    status: 303,
    headers: { "Set-Cookie": await vatCookie.serialize(mode) },
  });
}

export async function loader() {
  return redirect("/");
}
