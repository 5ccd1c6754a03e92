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
  // The project runs on Node 22 (package.json engines, .nvmrc): the `node` package puts that binary in
  // node_modules/.bin, where every npm script finds it first. On a machine whose own Node is older, npm itself
  // still runs on that one to install, and would warn about every package that needs 22 (EBADENGINE): say it
  // once here instead, and let npm print only errors.
  const major = Number(process.versions.node.split(".")[0]);
  const quiet = major < 22 ? " --loglevel=error" : "";
  console.log(
    major < 22
      ? `Installing npm packages (npm runs on this machine's Node ${process.versions.node}; the project then runs on Node 22 from node_modules/.bin) …`
      : "Installing npm packages …",
  );
  run(`npm install --no-audit --no-fund${quiet}`);
}

if (process.argv.includes("--browser")) {
  // The e2e tests drive Debian's Chromium in its headless shell (package chromium-headless-shell, the same build
  // without the full browser's UI layers; what Playwright itself runs headless): it needs about 40 % of the full
  // browser's CPU for the same pages (decision 031).
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
  if (!fs.existsSync(chromium)) {
    console.log("Installing Chromium's headless shell from Debian's packages …");
    const sudo = process.getuid?.() === 0 ? "" : "sudo ";
    run(`${sudo}apt-get update -qq`);
    run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell`);
  }
  const version = spawnSync(chromium, ["--version"], { encoding: "utf8" });
  console.log(`Browser: ${(version.stdout || version.stderr || "").trim()}`);
}
