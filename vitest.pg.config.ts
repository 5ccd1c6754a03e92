import path from "node:path";
import { defineConfig } from "vitest/config";

/** The PostgreSQL path: tests/pg/** against a real server (a fresh database per test file). */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    globals: true,
    environment: "node",
    include: ["tests/pg/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    env: { NODE_ENV: "test" },
  },
});
