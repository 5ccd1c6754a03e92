/**
 * The top self-time functions of a V8 CPU profile (`node --cpu-prof`; the throughput
 * bench writes one with BENCH_CPU_PROF=dir): `npx tsx bench/profile-top.ts file.cpuprofile [n]`.
 */
import fs from "node:fs";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
const [file, n = "30"] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const byFunction = new Map<string, number>();
for (const node of profile.nodes) {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.replace(/^.*\/(node_modules\/|app\/|build\/)/, "$1")}:${lineNumber + 1}` : "";
  const key = `${functionName || "(anonymous)"} ${where}`.trim();
  byFunction.set(key, (byFunction.get(key) ?? 0) + (self.get(node.id) ?? 0));
}
const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(n));
console.log(`total ${(total / 1000).toFixed(0)} ms sampled`);
for (const [key, us] of top)
  console.log(`${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
