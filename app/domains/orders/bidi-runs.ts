/**
 * Right-to-left text for the PDF ticket (pdfkit draws glyphs left to right and shapes each
 * string it is given, but does not reorder mixed-direction text). The Unicode bidi algorithm
 * (bidi-js) gives every character its embedding level; a line is cut into runs of one level
 * and the runs are put in visual order (rule L2). Each run keeps its logical text: the font
 * engine (fontkit) shapes a right-to-left run (joined Arabic-script letters) and reverses its
 * glyphs itself. Mirrored characters ("(" → ")") are swapped in right-to-left runs (rule L4).
 */
import bidiFactory from "bidi-js";

let bidi: ReturnType<typeof bidiFactory> | null = null;

/**
 * Marks a left-to-right value (a phone number, an e-mail address, a masked document) as one
 * isolated unit (U+2066 … U+2069), so a right-to-left line keeps it whole and in its own order.
 * Browsers honour the marks too.
 */
export function isolate(value: string) {
  return `\u2066${value}\u2069`;
}

/** Bidi formatting marks: they steer the algorithm and are not drawn. */
const FORMATTING = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export interface VisualRun {
  /** The run's characters in logical order. */
  text: string;
  rtl: boolean;
  /** Where the run starts in the line: its place in reading order. */
  start: number;
}

/** One line's runs, left to right as drawn, in a paragraph of the given direction. */
export function visualRuns(line: string, base: "ltr" | "rtl"): VisualRun[] {
  if (!line) return [];
  bidi ??= bidiFactory();
  const { levels } = bidi.getEmbeddingLevels(line, base);
  const runs: { start: number; end: number; level: number }[] = [];
  for (let i = 0; i < line.length; i++) {
    const last = runs[runs.length - 1];
    if (last && last.level === levels[i]) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level: levels[i] });
  }
  // L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or higher.
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i].level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && runs[j].level >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  return runs.flatMap(({ start, end, level }) => {
    const rtl = level % 2 === 1;
    const text = line.slice(start, end).replace(FORMATTING, "");
    if (!text) return [];
    return [{ text: rtl ? [...text].map((c) => bidi!.getMirroredCharacter(c) ?? c).join("") : text, rtl, start }];
  });
}

/** Cuts a paragraph into lines no wider than `width`, at spaces (a longer word stays whole on its own line). */
export function wrapWords(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/[ \t\r\n]+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && measure(next) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}
