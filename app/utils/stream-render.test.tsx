import { createRequire } from "node:module";
import path from "node:path";
import { PassThrough } from "node:stream";
import { createElement } from "react";
import type { renderToPipeableStream as RenderToPipeableStream } from "react-dom/server";

/**
 * React 18.3's streaming renderer (the one app/entry.server.tsx uses) writes into 2 KB views
 * with TextEncoder.encodeInto; when a multi-byte character did not fit in a view's last bytes
 * it sent the whole view, unwritten tail included, as NUL bytes (decision 020). The fix is a
 * patch of react-dom (patches/react-dom+18.3.1.patch); this renders Persian text at every
 * alignment through both builds (development runs under Vitest, production on the server).
 */
const require = createRequire(import.meta.url);
const reactDom = path.dirname(require.resolve("react-dom/package.json"));
const builds = {
  development: path.join(reactDom, "cjs/react-dom-server.node.development.js"),
  production: path.join(reactDom, "cjs/react-dom-server.node.production.min.js"),
};

function render(renderToPipeableStream: typeof RenderToPipeableStream, prefix: string) {
  const items = Array.from({ length: 120 }, (_, i) =>
    createElement("li", { key: i, title: `فرودگاه ${i}` }, `${prefix}اصفهان (IFN) – فرودگاه شهید بهشتی ${i}`),
  );
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = new PassThrough();
    body.on("data", (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
    body.on("end", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(createElement("ul", null, items), {
      onAllReady: () => pipe(body),
      onError: reject,
    });
  });
}

describe.each(Object.entries(builds))("renderToPipeableStream (%s build)", (_name, file) => {
  const { renderToPipeableStream } = require(file) as { renderToPipeableStream: typeof RenderToPipeableStream };

  test("Persian text crossing the 2 KB view boundary comes out whole, with no NUL bytes", async () => {
    // Shifting the text by 0–5 bytes puts a two-byte letter across the boundary in some of them.
    for (const prefix of ["", "a", "ab", "abc", "abcd", "abcde"]) {
      const bytes = await render(renderToPipeableStream, prefix);
      expect(bytes.includes(0), `NUL with prefix "${prefix}"`).toBe(false);
      const html = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      expect(html).not.toContain("\uFFFD");
      expect(html.match(/فرودگاه شهید بهشتی/g)).toHaveLength(120);
      expect(html).toContain(`${prefix}اصفهان (IFN) – فرودگاه شهید بهشتی 119`);
    }
  });
});
