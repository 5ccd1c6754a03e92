/**
 * The answer the server gives before Remix runs (a refused body, a full line): one small page
 * in the four languages, Persian first, because the request's language is not known yet.
 */
export type PlainLines = readonly [fa: string, en: string, nl: string, fr: string];

const LANGS = ["fa", "en", "nl", "fr"] as const;

export function plainPage(title: string, lines: PlainLines) {
  const body = lines.map((text, i) => `<p lang="${LANGS[i]}" dir="${i === 0 ? "rtl" : "ltr"}">${text}</p>`).join("");
  return `<!doctype html><html lang="fa" dir="rtl"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><main style="font-family:sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">${body}<p><a href="/">Parvaz</a></p></main></html>`;
}
