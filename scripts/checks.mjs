// The static checks of `npm test` (typecheck, ESLint, Prettier, knip), run side by side: each
// is mostly one thread, so on two cores together they take about half as long as one after
// another. Output is printed per check when it ends; the exit code is non-zero if any fails.
import { spawn } from "node:child_process";

const checks = [
  ["typecheck", "npx", ["tsc", "-p", "."]],
  ["lint", "npx", ["eslint", ".", "--max-warnings", "0"]],
  ["format", "npx", ["prettier", "--check", "."]],
  ["knip", "npx", ["knip"]],
];

const started = Date.now();
const results = await Promise.all(
  checks.map(
    ([name, cmd, args]) =>
      new Promise((resolve) => {
        const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (d) => (output += d));
        child.stderr.on("data", (d) => (output += d));
        child.on("close", (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          console.log(`${code === 0 ? "✓" : "✗"} ${name} (${seconds} s)`);
          if (code !== 0) console.log(output);
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
