import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "~/utils/submission.server";
import { data } from "@remix-run/node";
import type { MessageKey } from "~/i18n/keys";
import { redirectWithToast } from "~/utils/toast.server";
import { cancelChange, confirmChange, type ChangePurpose } from "./accounts.server";
import type { CodeCheck } from "./codes.server";
import { rateLimited, TOO_MANY } from "./http.server";
import { codeSchema } from "./identity";

/** The message of a code that was not taken (sign-up, e-mail or phone change). */
export function codeRefusal(result: Exclude<CodeCheck, "ok">): MessageKey {
  if (result === "wrong") return "account:errors.wrongCode";
  if (result === "locked") return "account:errors.codeLocked";
  return "account:errors.codeExpired";
}

const texts = {
  email_change: {
    changed: "account:email.changed",
    cancelled: "account:email.cancelled",
    inUse: "account:errors.emailInUse",
  },
  // Shown only after the right code, i.e. to the phone's owner; still neutral (decision 206).
  phone_change: {
    changed: "account:phone.changed",
    cancelled: "account:phone.cancelled",
    inUse: "account:errors.phoneNotAdded",
  },
} satisfies Record<ChangePurpose, Record<string, MessageKey>>;

/** The intents of the code step (`CodeStep`), with "resend" where the screen offers a new code. */
const codeStepIntents = ["confirm", "cancel", "resend"] as const;
type Intent = (typeof codeStepIntents)[number];

export function isCodeStepIntent(value: unknown): value is Intent {
  return codeStepIntents.includes(value as Intent);
}

/**
 * The code step of an e-mail or phone change, the same on both screens: "cancel" drops the
 * change; "confirm" checks the form with `codeSchema`, counts the try against the
 * verification limits (decision 202) and makes the change when the code is right; "resend"
 * counts against the same limits and sends a new code (`resend`, where the screen offers it).
 */
export async function codeStepAction(
  intent: Intent,
  formData: FormData,
  options: {
    purpose: ChangePurpose;
    userId: number;
    ip: string | null;
    back: string;
    done: string;
    resend?: () => Promise<unknown>;
  },
) {
  const { purpose, userId, back } = options;
  if (intent === "cancel") {
    await cancelChange(userId, purpose);
    return redirectWithToast(back, { type: "info", message: texts[purpose].cancelled });
  }
  if (intent === "resend") {
    const limited = await rateLimited("verify", options.ip, `user:${userId}`);
    if (limited) {
      const result: SubmissionResult<string[]> = { status: "error", error: { "": [TOO_MANY] } };
      return data({ form: "confirm" as const, result }, limited);
    }
    await options.resend?.();
    return redirectWithToast(back, { type: "info", message: "account:verify.resent" });
  }
  const submission = parseWithZod(formData, { schema: codeSchema });
  if (submission.status !== "success")
    return data({ form: "confirm" as const, result: submission.reply() }, { status: 400 });
  const limited = await rateLimited("verify", options.ip, `user:${userId}`);
  if (limited) return data({ form: "confirm" as const, result: submission.reply({ formErrors: [TOO_MANY] }) }, limited);
  const outcome = await confirmChange(userId, purpose, submission.value.code);
  if (outcome === "ok") return redirectWithToast(options.done, { type: "success", message: texts[purpose].changed });
  const message = outcome === "inUse" ? texts[purpose].inUse : codeRefusal(outcome);
  return data(
    { form: "confirm" as const, result: submission.reply({ fieldErrors: { code: [message] } }) },
    { status: 400 },
  );
}
