import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { getEnv, sessionSecrets } from "./env.server";

/**
 * The public forms' honeypot (remix-utils): a hidden field people leave empty, and the time
 * the page was served, encrypted with a key derived from SESSION_SECRET (so every server
 * process reads it). A form sent with the field filled in, or sooner than HONEYPOT_MIN_SECONDS
 * after its page was served, or with a forged time, is spam: the action answers as if all went
 * well and keeps nothing. The inputs come with the root loader's data (`honeypot`), so they
 * are in the HTML and work without JavaScript.
 */
let honeypot: Honeypot | null = null;

function instance() {
  honeypot ??= new Honeypot({
    nameFieldName: "website",
    validFromFieldName: "website_from",
    encryptionSeed: `parvaz-honeypot:${sessionSecrets()[0]}`,
  });
  return honeypot;
}

/** Props for <HoneypotProvider>: valid from HONEYPOT_MIN_SECONDS after now. */
export function honeypotInputProps(now = Date.now()) {
  return instance().getInputProps({ validFromTimestamp: now + getEnv().HONEYPOT_MIN_SECONDS * 1000 });
}

/** True when the form was sent by a bot (see above). */
export function isSpam(formData: FormData): boolean {
  try {
    instance().check(formData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    // A forged time field can decrypt to bytes that are not UTF-8: crypto-js then throws a
    // plain Error ("Malformed UTF-8 data"). That is a forged form too, never a 500.
    if (error instanceof Error && /utf-8/i.test(error.message)) return true;
    throw error;
  }
}
