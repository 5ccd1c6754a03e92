import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests: every flow runs twice, in project "js" (JavaScript on) and "nojs"
 * (JavaScript disabled), against one shared production server on an in-memory database
 * seeded with demo data (tests/e2e/server.ts). Browser: Debian's Chromium, its headless shell.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

const launchOptions = {
  // Debian's Chromium headless shell (decision 031; scripts/setup.mjs installs it).
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Each test's duration also lands in playwright-report/timings.json, to see where the suite's time goes (decision 031).
  reporter: [["list"], ["json", { outputFile: "playwright-report/timings.json" }]],
  use: { baseURL, launchOptions, locale: "en-GB", trace: "retain-on-failure" },
  projects: [
    // The service worker is blocked unless a test is about it (pwa, tickets-offline, the keyboard test with its
    // toast: `test.use({ serviceWorkers: "allow" })`): a visitor's browser precaches the site once, but every test is
    // a new browser context that would precache all of it again (decision 031: a third of the JavaScript run's CPU).
    { name: "js", use: { javaScriptEnabled: true, serviceWorkers: "block" } },
    { name: "nojs", use: { javaScriptEnabled: false } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: "npx tsx tests/e2e/server.ts",
        url: `${baseURL}/healthz`,
        timeout: 180_000,
        reuseExistingServer: !process.env.CI,
        env: { E2E_PORT: String(port) },
        stdout: "pipe",
        stderr: "pipe",
      },
});
