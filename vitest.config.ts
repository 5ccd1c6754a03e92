import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

/** Unit and PGlite tests; the Vite config is shared (the Remix plugin stays off under Vitest). */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      setupFiles: ["tests/support/products.ts"],
      environment: "node",
      include: ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env: { NODE_ENV: "test", PGLITE_DIR: "memory://" },
    },
  }),
);
