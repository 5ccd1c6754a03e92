import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { currencyCookie } from "~/utils/cookies.server";
import { activeCurrencies } from "~/utils/currency.server";
import { safeRedirect } from "~/utils/safe-redirect";

/** Choose the display currency (an active one); stored in currencycookie for 3 years. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const code = String(form.get("currency") ?? "");
  const list = await activeCurrencies();
  const to = safeRedirect(form.get("redirectTo"), "/");
  if (!list.some((c) => c.code === code)) return redirect(to, 303);
  return redirect(to, { status: 303, headers: { "Set-Cookie": await currencyCookie.serialize(code) } });
}

export async function loader() {
  return redirect("/");
}
