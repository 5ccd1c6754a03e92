import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

/** The PostgreSQL path: tests/pg/** against a real server (a fresh database per test file). */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      setupFiles: ["tests/support/products.ts"],
      environment: "node",
      include: ["tests/pg/**/*.test.ts"],
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // Each file has a database of its own on the server: two files at once (Vitest's default is one worker on two
      // cores), decision 031.
      maxWorkers: 2,
      env: { NODE_ENV: "test" },
    },
  }),
);
