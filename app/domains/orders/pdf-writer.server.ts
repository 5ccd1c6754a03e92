/**
 * Text on a PDF page (pdfkit) that reads back as it was written (docs/decisions/403-ticket-pdf-and-mail.md,
 * amended by issue 23). One font for every language, shipped with the project: Vazirmatn (npm "vazirmatn").
 *
 * - Drawing: a line is put in visual order by the Unicode bidi algorithm (bidi-runs.ts); each run is shaped by fontkit
 *   in its own direction, so Persian letters join and numbers and Latin codes read left to right inside it.
 * - Reading back: a PDF stores glyphs, and a reader gets text from each glyph's ToUnicode entry, in the order the glyphs
 *   are drawn, then puts right-to-left stretches back in reading order (pdf.js reverses each stretch that is mostly
 *   Arabic script). So a right-to-left run is drawn with a font instance whose glyphs stand for what they mean there
 *   (readBack: a mirrored bracket for its mirror, a ligature's letters from the right), a ZWNJ is a break in shaping
 *   rather than a glyph, and marks that stand as glyphs of their own are drawn as outlines.
 * - Tagging (PDF/UA): every line is marked content in a structure element of the document, in reading order, whose
 *   ActualText is the line as written (logical order, every mark and ZWNJ); drawing that is no text is an artifact.
 */
import { createRequire } from "node:module";
import bidiFactory from "bidi-js";
import type { Locale } from "~/routing/screens";
import { visualRuns, wrapWords } from "./bidi-runs";

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve("vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf"),
  bold: require.resolve("vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf"),
};

export const PAGE = { width: 595.28, height: 841.89, margin: 40 };
export const INK = "#111827";
/** Labels and notes, the brand's headings, and the rules around boxes. */
export const MUTED = "#4b5563";
export const BRAND = "#0f3d7a";
export const RULE = "#d1d5db";

export interface Style {
  size: number;
  bold?: boolean;
  color?: string;
  /** start: left in left-to-right languages, right in Persian. */
  align?: "start" | "end";
}

let bidi: ReturnType<typeof bidiFactory> | null = null;
const mirror = (c: string) => (bidi ??= bidiFactory()).getMirroredCharacter(c);

const ZWNJ = "\u200c";
const PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹";
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
/** A combining mark (harakat, tanwin, the ezafe hamza "ٔ"). */
const MARK = /\p{Mn}/u;
/** Bidi formatting marks (isolates, embeddings, LRM/RLM): they steer the layout and are no part of the words. */
const FORMATTING = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** E-mail addresses and links are typed in Latin script: their digits stay as they are. */
const TYPED = /\S+@\S+|https?:\/\/\S+/g;

const persianDigits = (text: string) => text.replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]);

/**
 * The text as a document prints it in its language: Persian digits in Persian (except in e-mail addresses and
 * links), a narrow no-break space (U+202F) before « : ; ! ? » and inside guillemets in French, "–" for "→" (which
 * the font lacks). Applying it twice changes nothing.
 */
export function printed(text: string, locale: Locale) {
  let out = text.replace(/[→←]/g, "–");
  if (locale === "fa") {
    let at = 0;
    let result = "";
    for (const m of out.matchAll(TYPED)) {
      result += persianDigits(out.slice(at, m.index)) + m[0];
      at = m.index + m[0].length;
    }
    out = result + persianDigits(out.slice(at));
  }
  if (locale === "fr")
    out = out
      .replace(/(\S)[ \u00a0\u202f]*([:;!?])(?=[\s)\]»”’.,]|$)/gu, "$1\u202f$2")
      .replace(/«[ \u00a0\u202f]*/g, "«\u202f")
      .replace(/[ \u00a0\u202f]*»/g, "\u202f»");
  return out;
}

/** The words of a printed line as a reader should get them: reading order, no bidi formatting marks. */
const asWritten = (text: string) => text.replace(FORMATTING, "");

/**
 * What a glyph stands for when it is drawn inside a right-to-left run, whose glyphs are stored in visual order and
 * which a reader reverses back: a mirrored bracket stands for its mirror ("(" drawn for a closing ")"), and a
 * ligature or a letter fused with its mark (lam-alef "لا", "هٔ") lists its letters from the right, so that reversing
 * the run gives them in the order they were written (the fused mark is left out: a reader takes any glyph that holds
 * a mark for a zero-width mark, and would then break the word; the ActualText keeps it).
 */
function readBack(codePoints: number[]): number[] {
  const chars = codePoints.map((c) => String.fromCodePoint(c));
  if (chars.length > 1 && chars.some((c) => ARABIC_SCRIPT.test(c)))
    return codePoints.filter((c) => !MARK.test(String.fromCodePoint(c))).reverse();
  const mirrored = chars.length === 1 ? mirror(chars[0]) : null;
  return mirrored ? [mirrored.codePointAt(0)!] : codePoints;
}

/** A glyph of fontkit's layout (only what is read here). */
interface LaidGlyph {
  codePoints: number[];
  isMark: boolean;
  path: { toSVG(): string };
}
interface Layout {
  glyphs: LaidGlyph[];
  positions: { xAdvance: number; xOffset: number; yOffset: number }[];
}
/**
 * The pdfkit internals the reading order needs: the current font (the fontkit font it lays text out with, and its
 * ascender per 1000 units of size) and each embedded font's glyph → Unicode table, which becomes its ToUnicode map.
 */
interface Internals {
  _font: { font: { unitsPerEm: number; layout(text: string, script: string): Layout }; ascender: number };
  _fontFamilies: Record<string, { unicode: number[][] } | undefined>;
}

interface Piece {
  /** Where its bidi run starts in the line (its place in reading order). */
  start: number;
  text: string;
  rtl: boolean;
  font: string;
  width: number;
  /** Marks drawn as outlines: x from the piece's left edge and height above the baseline, in points. */
  marks: { glyph: LaidGlyph; x: number; rise: number }[];
}

/**
 * The order a line's pieces are drawn in: left to right, except a closing run of punctuation that touches the run
 * before it (the "٪" of "۸۰٪" ending a Persian line, a closing bracket after a number), drawn last. A reader decides
 * each stretch's direction from the stretch alone and reads a "٪" leading a Persian stretch as part of the number
 * after it ("٪۸۰"); drawn on its own after the rest, it comes back last, where it was written.
 */
function drawingOrder<P extends { start: number; text: string }>(pieces: P[]): P[] {
  if (!pieces.length) return pieces;
  const last = Math.max(...pieces.map((p) => p.start));
  const closing = pieces.filter((p) => p.start === last);
  const touching = closing.every((p) => !/[\p{L}\p{N}]/u.test(p.text)) && !/^\s/u.test(closing[0].text);
  return pieces.length > closing.length && touching ? [...pieces.filter((p) => p.start !== last), ...closing] : pieces;
}

type StructElement = ReturnType<PDFKit.PDFDocument["struct"]>;
type StructContent = ReturnType<PDFKit.PDFDocument["markStructureContent"]>;

export class Writer {
  readonly left = PAGE.margin;
  readonly width = PAGE.width - 2 * PAGE.margin;
  y = PAGE.margin;
  /** The document's structure: every text element and figure hangs here, in reading order. */
  private readonly root: StructElement;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly locale: Locale,
    readonly rtl: boolean,
  ) {
    for (const weight of ["regular", "bold"] as const) {
      doc.registerFont(weight, FONT_FILES[weight]);
      doc.registerFont(`${weight}-other`, FONT_FILES[weight]);
    }
    this.root = doc.struct("Document");
    doc.addStructure(this.root);
  }

  private get internals() {
    return this.doc as unknown as Internals;
  }

  /**
   * The font instance a run is drawn with. Each weight is embedded twice, so that a glyph can stand for different
   * text in each: the read-back instance draws right-to-left runs, the plain one left-to-right runs. A line stays in
   * one instance where it can (a reader starts a new stretch of text at every change of font): in a Persian document
   * the read-back instance draws all but a left-to-right run that holds a mirrorable character ("(", "«"); in other
   * documents the plain instance draws all but right-to-left runs.
   */
  private fontOf(run: { text: string; rtl: boolean }, bold?: boolean) {
    const weight = bold ? "bold" : "regular";
    const readBackRun = run.rtl || (this.rtl && ![...run.text].some((c) => mirror(c)));
    return readBackRun === this.rtl ? weight : `${weight}-other`;
  }

  private use(style: Style, font = style.bold ? "bold" : "regular") {
    this.doc
      .font(font)
      .fontSize(style.size)
      .fillColor(style.color ?? INK);
  }

  /** A printed line cut into what is drawn, left to right: its bidi runs, right-to-left ones also cut at each ZWNJ. */
  private pieces(line: string, style: Style, measuring = false): Piece[] {
    return visualRuns(line, this.rtl ? "rtl" : "ltr").flatMap((run) => {
      const font = this.fontOf(run, style.bold);
      this.use(style, font);
      // A ZWNJ keeps two letters from joining: each side is shaped on its own and no glyph stands for it.
      const parts = run.rtl ? run.text.split(ZWNJ).filter(Boolean).reverse() : [run.text];
      return parts.map((part) => {
        // Marks have no advance: a line is measured with them, drawn without.
        const { text, marks } = run.rtl && !measuring ? this.withoutMarks(part, style.size) : { text: part, marks: [] };
        // fontkit's layout(text, script): "arab" shapes and runs right to left, "latn" left to right.
        const features = (run.rtl ? "arab" : "latn") as never;
        return { start: run.start, text, rtl: run.rtl, font, width: this.doc.widthOfString(text, { features }), marks };
      });
    });
  }

  /**
   * A right-to-left piece whose marks stand as glyphs of their own ("ً" of "لطفاً") gives them to be drawn as
   * outlines, not text: a reader takes such a glyph for a zero-width mark and splits the word at it or sets it by the
   * wrong letter. The text keeps the letters (and marks fused with a letter into one glyph).
   */
  private withoutMarks(part: string, size: number) {
    const { font } = this.internals._font;
    const { glyphs, positions } = font.layout(part, "arab");
    if (!glyphs.some((g) => g.isMark)) return { text: part, marks: [] };
    const scale = size / font.unitsPerEm;
    const marks: Piece["marks"] = [];
    let x = 0;
    glyphs.forEach((glyph, i) => {
      if (glyph.isMark)
        marks.push({ glyph, x: (x + positions[i].xOffset) * scale, rise: positions[i].yOffset * scale });
      x += positions[i].xAdvance;
    });
    // The glyphs come in visual order: the text is their letters read from the right.
    const text = glyphs
      .filter((g) => !g.isMark)
      .reverse()
      .map((g) => String.fromCodePoint(...g.codePoints))
      .join("");
    return { text, marks };
  }

  measure(text: string, style: Style) {
    return this.pieces(printed(text, this.locale), style, true).reduce((w, p) => w + p.width, 0);
  }

  /** The page x of a box `offset` points from the start edge (right edge in Persian). */
  x(offset: number, width: number) {
    return this.rtl ? this.left + this.width - offset - width : this.left + offset;
  }

  /** Draws a printed line in a box at page y `y`; as marked content of the structure unless it is an artifact. */
  private draw(line: string, offset: number, width: number, y: number, style: Style, artifact = false) {
    const pieces = this.pieces(line, style);
    const total = pieces.reduce((a, p) => a + p.width, 0);
    const box = this.x(offset, width);
    const atEnd = (style.align ?? "start") === "end" ? !this.rtl : this.rtl;
    let x = atEnd ? box + width - total : box;
    const words = asWritten(line);
    // The glyphs' own text, as a reader reverses right-to-left runs; where it is not the words, ActualText says them.
    const glyphText = pieces.map((p) => (p.rtl ? [...p.text].reverse().join("") : p.text)).join("");
    let content: StructContent | null = null;
    if (artifact) this.doc.markContent("Artifact", { type: "Pagination" } as never);
    else content = this.doc.markStructureContent("Span", glyphText === words ? {} : { actual: words });
    const placed = pieces.map((p) => {
      const at = x;
      x += p.width;
      return { ...p, x: at };
    });
    for (const p of drawingOrder(placed)) {
      this.use(style, p.font);
      this.doc.text(p.text, p.x, y, { lineBreak: false, features: (p.rtl ? "arab" : "latn") as never });
      if (p.marks.length) {
        const { font, ascender } = this.internals._font;
        const baseline = y + (ascender / 1000) * style.size;
        const scale = style.size / font.unitsPerEm;
        for (const m of p.marks) {
          this.doc.save();
          this.doc.translate(p.x + m.x, baseline - m.rise).scale(scale, -scale);
          this.doc.path(m.glyph.path.toSVG()).fill(style.color ?? INK);
          this.doc.restore();
        }
      }
    }
    this.doc.endMarkedContent();
    return content;
  }

  /** A structure element of the given role whose ActualText is the whole text as written, holding its lines. */
  private element(role: string, text: string, lines: () => (StructContent | null)[]) {
    const element = this.doc.struct(role, { actual: asWritten(printed(text, this.locale)) });
    this.root.add(element);
    for (const content of lines()) if (content) element.add(content);
    element.end();
  }

  /** One line of text in a box (no wrapping), at page y `y`. */
  line(text: string, offset: number, width: number, y: number, style: Style, role = "P") {
    if (!text) return;
    this.element(role, text, () => [this.draw(printed(text, this.locale), offset, width, y, style)]);
  }

  /** Words drawn as decoration (a band across the page that repeats words written elsewhere): an artifact. */
  band(text: string, offset: number, width: number, y: number, style: Style) {
    this.draw(printed(text, this.locale), offset, width, y, style, true);
  }

  lineHeight(style: Style) {
    return style.size * 1.5;
  }

  /** A paragraph wrapped to the box, from page y `y`; returns the y below it. */
  paragraph(text: string, offset: number, width: number, y: number, style: Style) {
    let at = y;
    const lines = wrapWords(printed(text, this.locale), width, (s) => this.measure(s, style));
    if (!lines.length) return at;
    this.element("P", text, () =>
      lines.map((l) => {
        const content = this.draw(l, offset, width, at, style);
        at += this.lineHeight(style);
        return content;
      }),
    );
    return at;
  }

  /** Drawing that is no text (frames, rules, bands): an artifact, which screen readers skip. */
  artifact(draw: () => void) {
    this.doc.markContent("Artifact", { type: "Layout" } as never);
    draw();
    this.doc.endMarkedContent();
  }

  /** A picture with the words that stand for it (a QR code: the number it checks). */
  figure(alt: string, draw: () => void) {
    const content = this.doc.markStructureContent("Figure");
    draw();
    this.doc.endMarkedContent();
    this.root.add(this.doc.struct("Figure", { alt: asWritten(printed(alt, this.locale)) }, [content]));
  }

  /** Starts a new page when `height` more points do not fit. */
  room(height: number) {
    if (this.y + height > PAGE.height - PAGE.margin) {
      this.doc.addPage();
      this.y = PAGE.margin;
    }
  }

  rule(color: string) {
    this.artifact(() =>
      this.doc
        .moveTo(this.left, this.y)
        .lineTo(this.left + this.width, this.y)
        .lineWidth(0.5)
        .strokeColor(color)
        .stroke(),
    );
  }

  heading(text: string, color: string) {
    this.room(40);
    this.y += 8;
    this.line(text, 0, this.width, this.y, { size: 13, bold: true, color }, "H2");
    this.y += 22;
  }

  /** Before doc.end(): closes the structure and gives the read-back instances' glyphs the text they stand for. */
  finish() {
    this.root.end();
    const fonts = this.internals._fontFamilies;
    for (const weight of ["regular", "bold"]) {
      const font = fonts[this.rtl ? weight : `${weight}-other`];
      if (font) font.unicode = font.unicode.map((codePoints) => (codePoints ? readBack(codePoints) : codePoints));
    }
  }
}
