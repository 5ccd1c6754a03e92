/**
 * Unsaved form input: detection (an update does not reload a page the visitor is typing in)
 * and a save/restore across one reload (a failed chunk reloads the page with the input kept).
 * Kept small: this module is in the home page's first-load JavaScript. Decision 008.
 */

/** What a form control looks like to these functions (an HTMLInputElement, a select, a textarea …). */
export interface FieldLike {
  name?: string;
  type?: string;
  value?: string;
  defaultValue?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  autocomplete?: string;
  options?: ArrayLike<{ selected: boolean; defaultSelected: boolean }>;
}

const SKIP = /^(hidden|submit|button|reset|image|file)$/;

/** Whether a control's value differs from the one the page came with. */
export function fieldIsDirty(field: FieldLike): boolean {
  const type = field.type ?? "";
  if (!field.name || SKIP.test(type)) return false;
  if (type === "checkbox" || type === "radio") return field.checked !== field.defaultChecked;
  if (type.startsWith("select")) return Array.from(field.options ?? []).some((o) => o.selected !== o.defaultSelected);
  return (field.value ?? "") !== (field.defaultValue ?? "");
}

/** Never written to sessionStorage: passwords, card data and one-time codes. */
const secret = (field: FieldLike) => field.type === "password" || /^(cc-|one-time-code)/.test(field.autocomplete ?? "");

const fieldsOf = (form: HTMLFormElement) => Array.from(form.elements) as unknown as FieldLike[];

/** Any form on the page with input the visitor has not sent yet. */
export function hasUnsavedInput(doc: Document = document): boolean {
  return Array.from(doc.forms).some((form) => fieldsOf(form).some(fieldIsDirty));
}

const KEY = "parvaz:forms";
type Saved = { url: string; at: number; fields: [form: number, field: number, value: string | boolean][] };
const here = () => location.pathname + location.search;

/** Writes the unsaved (non-secret) input of every form to sessionStorage, for restoreForms after a reload. */
export function saveForms() {
  const fields: Saved["fields"] = [];
  Array.from(document.forms).forEach((form, f) =>
    fieldsOf(form).forEach((field, i) => {
      if (!fieldIsDirty(field) || secret(field)) return;
      const choice = field.type === "checkbox" || field.type === "radio";
      fields.push([f, i, choice ? !!field.checked : (field.value ?? "")]);
    }),
  );
  try {
    if (fields.length)
      sessionStorage.setItem(KEY, JSON.stringify({ url: here(), at: Date.now(), fields } satisfies Saved));
  } catch {
    // Storage full or disabled: the reload still happens, without the input.
  }
}

/** Puts back what saveForms kept, when this is the same page within a minute; the saved copy is then dropped. */
export function restoreForms() {
  let saved: Saved | null = null;
  try {
    saved = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Saved | null;
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!saved || saved.url !== here() || Date.now() - saved.at > 60_000) return;
  for (const [f, i, value] of saved.fields) {
    const field = document.forms[f]?.elements[i] as HTMLInputElement | undefined;
    if (!field) continue;
    // The prototype's setter, so that React's controlled inputs see the change in the events below.
    Object.getOwnPropertyDescriptor(
      Object.getPrototypeOf(field),
      typeof value === "boolean" ? "checked" : "value",
    )?.set?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
}
