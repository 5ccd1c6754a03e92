import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { NEWSLETTER_FORM, newsletterSchema } from "~/domains/newsletter/schema";
import { subscribe } from "~/domains/newsletter/newsletter.server";
import { localeFromPath, localeOf } from "~/utils/locale.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithForm, redirectWithToast } from "~/utils/toast.server";

/** Newsletter sign-up from the footer of any page; back to that page with a message. */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const back = safeRedirect(formData.get("redirectTo"), "/");
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  if (submission.status !== "success") {
    const reply = submission.reply();
    return redirectWithForm(back, {
      form: NEWSLETTER_FORM,
      values: { email: String(formData.get("email") ?? "") },
      errors: Object.fromEntries(Object.entries(reply.error ?? {}).map(([k, v]) => [k, v ?? []])),
    });
  }
  const locale = localeFromPath(back) ?? (await localeOf(request));
  const result = await subscribe(submission.value.email, locale);
  return redirectWithToast(back, {
    type: result === "subscribed" ? "success" : "info",
    message: result === "subscribed" ? "newsletter.subscribed" : "newsletter.already",
  });
}

export async function loader() {
  return redirect("/");
}
