import { useEffect, useId, useRef, useState, type ComponentType, type InputHTMLAttributes } from "react";
import { useTranslation } from "~/i18n/react";
import { useLocale } from "~/utils/root-data";
import { showLocalDigits } from "./local-digits";
import type { CalendarProps } from "./calendar-props";

/**
 * A date field, the same in every form of the site (decision 019): a text field that is the
 * source of truth, with and without JavaScript. Persian pages take and show Jalali dates
 * ("۱۴۰۵/۰۹/۱۵"), the other languages DD/MM/YYYY; any digits and the separators / - . or a
 * space are accepted (app/utils/date-text.ts, the same reading as the server's schemas).
 *
 * When JavaScript runs, a button next to the field opens a calendar (react-day-picker:
 * Jalali on Persian pages, Gregorian elsewhere; arrow keys, Page Up/Down, Home/End, Enter,
 * Escape). The calendar's code is loaded only when the button is pressed (or hovered or
 * focused), so it adds nothing to the page's first load; it also reads and writes the field's
 * text (app/utils/date-text.ts, with the Jalali calendar), so that code is not in the first load either.
 */
export function DateInput({
  min,
  max,
  defaultValue,
  className = "input",
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "min" | "max" | "defaultValue"> & {
  /** Earliest and latest dates the calendar offers (ISO); the schema checks the range. */
  min?: string;
  max?: string;
  defaultValue?: string | null;
}) {
  const locale = useLocale();
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const dialogId = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [Calendar, setCalendar] = useState<ComponentType<CalendarProps> | null>(null);
  useEffect(() => setEnhanced(true), []);

  // Each calendar is its own chunk with its own date library (Jalali on Persian pages).
  const load = () =>
    (locale === "fa" ? import("./calendar-jalali") : import("./calendar-gregorian")).then((m) => {
      setCalendar(() => m.Calendar);
      return m.Calendar;
    });
  const close = (focus: "input" | null) => {
    setOpen(false);
    if (focus === "input") input.current?.focus();
  };
  useEffect(() => {
    const box = wrapper.current;
    if (!open || !box) return;
    // The calendar closes on Escape (focus back on its button), on a click elsewhere, and when focus leaves the field.
    const escape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    const outside = (event: PointerEvent) => {
      if (!box.contains(event.target as Node)) setOpen(false);
    };
    const leave = (event: FocusEvent) => {
      if (!box.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    box.addEventListener("keydown", escape);
    box.addEventListener("focusout", leave);
    document.addEventListener("pointerdown", outside);
    return () => {
      box.removeEventListener("keydown", escape);
      box.removeEventListener("focusout", leave);
      document.removeEventListener("pointerdown", outside);
    };
  }, [open]);

  const choose = (text: string) => {
    const field = input.current;
    if (field) {
      // Set like typing does, so form libraries (conform) and native validation see the change.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(field, text);
      field.dispatchEvent(new Event("input", { bubbles: true }));
      field.dispatchEvent(new Event("change", { bubbles: true }));
    }
    close("input");
  };

  return (
    <div ref={wrapper} className="relative">
      <div className="flex items-stretch gap-2">
        <input
          {...props}
          ref={input}
          type="text"
          inputMode="numeric"
          dir="ltr"
          autoComplete={props.autoComplete ?? "off"}
          placeholder={props.placeholder ?? t("date.placeholder")}
          defaultValue={defaultValue ?? undefined}
          onInput={showLocalDigits(locale)}
          className={`${className} min-w-0 flex-1`}
        />
        {enhanced ? (
          <button
            ref={button}
            type="button"
            className="shrink-0 rounded-lg px-3 text-green-800 ring-1 ring-gray-300 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-green-700"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? dialogId : undefined}
            onPointerEnter={() => void load()}
            onFocus={() => void load()}
            onClick={() => {
              if (open) return close(null);
              void (Calendar ? Promise.resolve() : load()).then(() => setOpen(true));
            }}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor">
              <rect x="3" y="5" width="18" height="16" rx="2" strokeWidth="2" />
              <path d="M3 10h18M8 3v4M16 3v4" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="sr-only">{t("date.openCalendar")}</span>
          </button>
        ) : null}
      </div>
      {open && Calendar ? (
        <div
          id={dialogId}
          role="dialog"
          aria-label={t("date.calendar")}
          className="absolute start-0 top-full z-30 mt-1 rounded-xl bg-white p-2 shadow-lg ring-1 ring-gray-200"
        >
          <Calendar locale={locale} text={input.current?.value} min={min} max={max} onChoose={choose} />
        </div>
      ) : null}
    </div>
  );
}
