import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { flashCookie } from "./cookies.server";
import type { MessageKey } from "~/i18n/keys";

/**
 * Flash messages: an action sets one, the next page renders it in its server HTML
 * (visible without JavaScript). A toast carries a message key (with its namespace) and
 * values, so it is shown in the language of the page that displays it.
 */
export interface Toast {
  id: string;
  type: "success" | "error" | "info";
  /** i18n key, e.g. "common:newsletter.subscribed" (checked against locales/en) */
  message: MessageKey;
  values?: Record<string, string | number>;
}

/** Form state carried across a no-JavaScript redirect: what was typed and what was wrong. */
export interface FlashedForm {
  form: string;
  values: Record<string, string>;
  errors: Record<string, string[]>;
}

const storage = createCookieSessionStorage({ cookie: flashCookie });

export async function getFlash(request: Request) {
  const session = await storage.getSession(request.headers.get("Cookie"));
  const toast = (session.get("toast") as Toast | undefined) ?? null;
  const form = (session.get("form") as FlashedForm | undefined) ?? null;
  const headers = new Headers();
  if (toast || form) headers.append("Set-Cookie", await storage.destroySession(session));
  return { toast, form, headers };
}

export async function flashHeaders(flash: { toast?: Omit<Toast, "id">; form?: FlashedForm }, init?: HeadersInit) {
  const session = await storage.getSession();
  if (flash.toast) session.flash("toast", { id: crypto.randomUUID(), ...flash.toast });
  if (flash.form) session.flash("form", flash.form);
  const headers = new Headers(init);
  headers.append("Set-Cookie", await storage.commitSession(session));
  return headers;
}

/** Percent-encodes any non-ASCII characters of a local URL (idempotent: "%" is left alone). */
export function encodeNonAscii(url: string) {
  // eslint-disable-next-line no-control-regex -- the range is "not ASCII", not a control character
  return url.replace(/[^\x00-\x7f]+/g, (chars) => encodeURIComponent(chars));
}

/** POST → 303 redirect with a flashed toast (and optionally the form to show again). */
export async function redirectWithToast(
  url: string,
  toast: Omit<Toast, "id">,
  init: { headers?: HeadersInit; form?: FlashedForm } = {},
) {
  return redirect(encodeNonAscii(url), {
    status: 303,
    headers: await flashHeaders({ toast, form: init.form }, init.headers),
  });
}

/** The most of each typed value carried back in the flash cookie (browsers refuse cookies over 4 KB). */
const KEPT_VALUE_LENGTH = 320;

export async function redirectWithForm(url: string, form: FlashedForm, init: { headers?: HeadersInit } = {}) {
  // What was typed comes back with its errors; an absurdly long value is cut rather than overflowing the cookie.
  const values = Object.fromEntries(
    Object.entries(form.values).map(([name, value]) => [name, value.slice(0, KEPT_VALUE_LENGTH)]),
  );
  return redirect(encodeNonAscii(url), {
    status: 303,
    headers: await flashHeaders({ form: { ...form, values } }, init.headers),
  });
}
