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
      fileParallelism: false,
      env: { NODE_ENV: "test" },
    },
  }),
);
