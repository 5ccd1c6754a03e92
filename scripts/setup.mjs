// Installs what the project needs on a fresh clone: npm packages (npm install; `npm ci`
// cannot work with this registry) and, with --browser, Debian's Chromium for Playwright.
import { execSync, spawnSync } from "node:child_process";
import fs from "node:fs";

const run = (cmd) => execSync(cmd, { stdio: "inherit" });
const lockChanged = () => {
  try {
    return fs.statSync("package-lock.json").mtimeMs > fs.statSync("node_modules/.package-lock.json").mtimeMs;
  } catch {
    return true;
  }
};

if (!fs.existsSync("node_modules/.bin/remix") || lockChanged()) {
  console.log("Installing npm packages …");
  run("npm install --no-audit --no-fund");
}

if (process.argv.includes("--browser")) {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(chromium)) {
    console.log("Installing Chromium from Debian's packages …");
    const sudo = process.getuid?.() === 0 ? "" : "sudo ";
    run(`${sudo}apt-get update -qq`);
    run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`);
  }
  const version = spawnSync(chromium, ["--version"], { encoding: "utf8" });
  console.log(`Browser: ${(version.stdout || version.stderr || "").trim()}`);
}
