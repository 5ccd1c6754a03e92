/**
 * `npm run bench`: runs every bench/*.bench.ts in order and writes a Markdown report to
 * bench/results/latest.md (figures are medians/percentiles of repeated runs; the
 * machines are noisy, so compare ratios rather than absolute numbers).
 * `npm run bench -- flights` runs only benches whose file name contains "flights".
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
// Benchmarks call the booking core directly: the products register first, as in the server (decision 030).
import "../app/products/index.server";

export interface BenchReport {
  title: string;
  /** Markdown lines (tables, notes). */
  lines: string[];
}

const dir = path.dirname(new URL(import.meta.url).pathname);
const filter = process.argv[2];
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts") && (!filter || f.includes(filter)))
  .sort();
const out: string[] = [`# Benchmarks (${new Date().toISOString()})`, ""];
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { run: () => Promise<BenchReport> };
  const report = await mod.run();
  out.push(`## ${report.title}`, "", ...report.lines, "");
  console.log(report.lines.join("\n"));
  // Each bench also keeps its own latest figures: bench/results/<name>.md.
  fs.mkdirSync(path.join(dir, "results"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "results", file.replace(/\.bench\.ts$/, ".md")),
    [`## ${report.title}`, "", `Measured ${new Date().toISOString()}`, "", ...report.lines, ""].join("\n"),
  );
}
fs.mkdirSync(path.join(dir, "results"), { recursive: true });
fs.writeFileSync(path.join(dir, "results", "latest.md"), out.join("\n"));
console.log(`\nWritten to bench/results/latest.md`);
process.exit(0);
