import { parseWithZod } from "~/utils/submission.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { clientIp } from "~/domains/content/http.server";
import { NEWSLETTER_FORM, newsletterSchema } from "~/domains/newsletter/schema";
import { requestSubscription } from "~/domains/newsletter/newsletter.server";
import { messageKey } from "~/i18n/keys";
import { localeFromPath } from "~/utils/locale.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithForm, redirectWithToast } from "~/utils/toast.server";

/**
 * Newsletter sign-up from the footer of any page; back to that page with a message. Double
 * opt-in (decision 305): the answer is the same toast whether the address is new, pending,
 * already subscribed or over its own limit; only too many sign-ups from one IP address are
 * refused, next to the field, with what was typed and Retry-After.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const back = safeRedirect(formData.get("redirectTo"), "/");
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  const typed = { email: String(formData.get("email") ?? "") };
  if (submission.status !== "success") {
    const reply = submission.reply();
    return redirectWithForm(back, {
      form: NEWSLETTER_FORM,
      values: typed,
      errors: Object.fromEntries(Object.entries(reply.error ?? {}).map(([k, v]) => [k, v ?? []])),
    });
  }
  const locale = localeFromPath(back) ?? context.locale;
  const result = await requestSubscription(submission.value.email, locale, clientIp(context));
  if (result.status === "limited")
    return redirectWithForm(
      back,
      { form: NEWSLETTER_FORM, values: typed, errors: { email: [messageKey("spam.tooMany")] } },
      { headers: { "Retry-After": String(result.retryAfter) } },
    );
  return redirectWithToast(back, { type: "success", message: "newsletter.received" });
}

export async function loader() {
  return redirect("/");
}
