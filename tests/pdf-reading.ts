/**
 * What readers get from a PDF, through pdf.js (pdfjs-dist, the engine of Firefox's viewer): the text a reader copies
 * and searches (each page's glyphs, right-to-left stretches put back in reading order by pdf.js), the structure a
 * screen reader follows (elements in reading order with their ActualText or Alt), and the catalog's accessibility
 * entries (issue 23 item 10). Shared by the unit tests of the PDF and the end-to-end tests that download it.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfElement {
  role: string;
  /** Its ActualText (a text element) or Alt (a figure): what a screen reader reads. */
  text: string;
}

export interface PdfReading {
  /** The glyphs' text as pdf.js gives it to copy and search: stretches in order, a line break at each line's end. */
  text: string;
  /** The structure's elements that carry words, in reading order, every page. */
  elements: PdfElement[];
  /** Text drawn neither inside a structure element nor as an artifact (PDF/UA allows none). */
  untagged: string[];
  /** /MarkInfo /Marked */
  marked: boolean;
  /** The catalog's /Lang. */
  lang: string | null;
  title: string | null;
  /** /ViewerPreferences /DisplayDocTitle: the viewer's title bar shows the title, not the file name. */
  displayDocTitle: boolean;
  /** The PDF/UA part claimed in the XMP metadata (pdfuaid:part). */
  pdfUa: string | null;
  /** Every page has a structure tree (the catalog's StructTreeRoot). */
  structured: boolean;
}

interface TreeNode {
  role?: string;
  alt?: string;
  children?: TreeNode[];
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const reading: PdfReading = {
    text: "",
    elements: [],
    untagged: [],
    marked: false,
    lang: null,
    title: null,
    displayDocTitle: false,
    pdfUa: null,
    structured: true,
  };
  const { info, metadata } = (await doc.getMetadata()) as {
    info: { Title?: string };
    metadata: { get(k: string): unknown } | null;
  };
  reading.title = info.Title ?? null;
  reading.pdfUa = (metadata?.get("pdfuaid:part") as string | undefined) ?? null;
  reading.marked = (await doc.getMarkInfo())?.Marked === true;
  const preferences = (await doc.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null;
  reading.displayDocTitle = preferences?.DisplayDocTitle === true;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent({ includeMarkedContent: true });
    reading.lang = content.lang ?? null;
    let text = "";
    // Open marked content: a structure element's (it has an id) or an artifact's.
    const open: boolean[] = [];
    for (const item of content.items) {
      if ("type" in item) {
        // pdf.js gives a marked content's tag too (Artifact, Span…), beyond its declared type.
        const { tag } = item as { tag?: string };
        if (item.type === "endMarkedContent") open.pop();
        else open.push(Boolean(item.id) || tag === "Artifact");
        continue;
      }
      text += item.str + (item.hasEOL ? "\n" : "");
      if (item.str.trim() && !open.some(Boolean)) reading.untagged.push(item.str);
    }
    pages.push(text);
    const tree = (await page.getStructTree()) as TreeNode | null;
    if (!tree) reading.structured = false;
    const walk = (node: TreeNode) => {
      if (node.role && node.alt !== undefined) reading.elements.push({ role: node.role, text: node.alt });
      node.children?.forEach(walk);
    };
    if (tree) walk(tree);
  }
  await doc.destroy();
  reading.text = pages.join("\n");
  return reading;
}

/**
 * Text as pdf.js can give it back, to compare with what was written: pdf.js drops format characters (ZWNJ, bidi
 * isolates; pdf.js src/core/evaluator.js skips "invisible format marks"), turns every space character into a plain
 * space and takes a glyph holding a combining mark for a zero-width mark (so the PDF draws marks as outlines and
 * leaves them out of the glyph text, see pdf-writer.server.ts). Lines of a paragraph are joined by a space.
 */
export const asExtracted = (text: string) =>
  text
    .replace(/\p{Cf}|\p{Mn}/gu, "")
    .replace(/\s+/g, " ")
    .trim();
