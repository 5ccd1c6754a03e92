// The build of `npm test` (issue 22 item 15): runs `npm run build` and fails if it printed a
// warning — Rollup's "(!)" notes, "Generated an empty chunk", "dynamically imported … but also
// statically imported", any "warning" — so a green run prints only what a person must read.
import { spawn } from "node:child_process";

const warning = /\(!\)|generated an empty chunk|dynamically imported|\bwarn(ing)?\b/i;
const child = spawn("npm", ["run", "build"], { stdio: ["ignore", "pipe", "pipe"] });
let output = "";
child.stdout.on("data", (d) => (output += d));
child.stderr.on("data", (d) => (output += d));
child.on("close", (code) => {
  const warnings = output.split("\n").filter((line) => warning.test(line));
  if (code !== 0) {
    console.log(output);
    process.exit(code ?? 1);
  }
  if (warnings.length) {
    console.log(output);
    console.log(`✗ build printed ${warnings.length} warning line(s):\n${warnings.join("\n")}`);
    process.exit(1);
  }
  console.log(`✓ build (${output.split("\n").filter((l) => /built in/.test(l)).length} bundles, no warnings)`);
});
