import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * Article bodies: Markdown → HTML → sanitised HTML (a safe subset of tags; links get
 * rel="noopener noreferrer", external ones open nothing new). Done once when content is
 * stored, so pages only read the stored HTML.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true }) as string;
  return sanitizeHtml(html, {
    allowedTags: [
      "h2",
      "h3",
      "h4",
      "p",
      "ul",
      "ol",
      "li",
      "strong",
      "em",
      "a",
      "blockquote",
      "code",
      "pre",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "hr",
      "br",
      "img",
    ],
    allowedAttributes: { a: ["href", "title", "rel"], img: ["src", "alt", "width", "height"], th: ["scope"] },
    allowedSchemes: ["https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["https"] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }),
      h1: "h2",
    },
  });
}
