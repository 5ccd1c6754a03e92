import { locales, type Locale } from "~/routing/screen-table";

/**
 * Rules shared by the content the desk edits (decision 118), pure so they are tested alone: which
 * languages a text is written in (and so published in), whether an agency day falls in a window, and
 * the order things are listed in.
 */

/** The languages whose fields are all written; a language with every field empty is not published in it. */
export function writtenLanguages<T extends Record<string, string>>(texts: Record<Locale, T>): Locale[] {
  return locales.filter((l) => Object.values(texts[l]).some((v) => v.trim() !== ""));
}

/** The fields of a started language left empty (a language that is started must be complete). */
export function missingFields<T extends Record<string, string>>(texts: Record<Locale, T>, optional: string[] = []) {
  return writtenLanguages(texts).flatMap((l) =>
    Object.entries(texts[l])
      .filter(([name, v]) => v.trim() === "" && !optional.includes(name))
      .map(([name]) => ({ locale: l, name })),
  );
}

/** Whether an agency day (ISO) falls between two others, both included; a missing end is open. */
export function withinWindow(today: string, window: { startsOn: string | null; endsOn: string | null }) {
  return (!window.startsOn || window.startsOn <= today) && (!window.endsOn || today <= window.endsOn);
}

/** Whether a window is one: its start is not after its end. */
export function isWindow(window: { startsOn: string | null; endsOn: string | null }) {
  return !window.startsOn || !window.endsOn || window.startsOn <= window.endsOn;
}

/** The order the site and the desk list things in: by their order number, then the oldest first. */
export function inOrder<T extends { position: number; id: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.position - b.position || a.id - b.id);
}
