import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

/** Unit and PGlite tests; the Vite config is shared (the Remix plugin stays off under Vitest). */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      setupFiles: ["tests/support/products.ts"],
      // One migrated PGlite database per run, which each test file's database starts from (decision 031).
      globalSetup: ["tests/support/pglite-template.ts"],
      // Vitest's default is one worker fewer than the cores: one on this two-core machine, leaving a core idle.
      maxWorkers: 2,
      environment: "node",
      include: ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env: { NODE_ENV: "test", PGLITE_DIR: "memory://" },
    },
  }),
);
