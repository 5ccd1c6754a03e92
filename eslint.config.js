// ESLint flat config (decision 013). `npm run lint` runs it with --max-warnings 0.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Configuration comes from app/utils/env.server.ts (validated at boot); nothing else reads process.env. */
const envRestriction = {
  "no-restricted-properties": [
    "error",
    { object: "process", property: "env", message: "Read configuration through getEnv() in app/utils/env.server.ts." },
  ],
  "no-restricted-imports": [
    "error",
    {
      paths: [
        ...["process", "node:process"].map((name) => ({
          name,
          importNames: ["env"],
          message: "Read configuration through getEnv() in app/utils/env.server.ts.",
        })),
        {
          // Issue 21 item 1: an action's reply must not echo fields the schema does not name.
          name: "@conform-to/zod",
          importNames: ["parseWithZod"],
          message: "Route actions parse with parseWithZod from ~/utils/submission.server (unknown fields left out).",
        },
      ],
    },
  ],
};

export default defineConfig(
  {
    ignores: [
      "build/",
      "node_modules/",
      "data/",
      ".cache/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
      "public/build/",
      // The throughput bench builds its bare Remix app here.
      "bench/bare/build/",
      "bench/bare/.cache/",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // An empty catch is a deliberate "ignore" (polling a server that is still starting, best-effort cleanup).
      "no-empty": ["error", { allowEmptyCatch: true }],
      ...envRestriction,
    },
  },

  // Type-aware rules that are cheap and catch real bugs (promises nobody awaits or that are passed where a
  // void callback is expected). The TypeScript project service reuses tsconfig.json.
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },

  // React, hooks, accessibility.
  {
    files: ["app/**/*.tsx"],
    ...react.configs.flat.recommended,
    settings: { react: { version: "18.3" } },
  },
  { files: ["app/**/*.tsx"], ...react.configs.flat["jsx-runtime"] },
  {
    files: ["app/**/*.tsx"],
    // TypeScript checks props; prop-types would only repeat it.
    rules: { "react/prop-types": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },

  // Import cycles, resolved like TypeScript (the ~/ alias included).
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },

  // Where setting or reading the environment is the point: tests, benches, scripts and tool configs.
  {
    files: ["tests/**", "bench/**", "scripts/**", "*.config.{js,ts}"],
    rules: { "no-restricted-properties": "off", "no-restricted-imports": "off" },
  },
  {
    files: ["app/utils/env.server.ts"],
    rules: { "no-restricted-properties": "off" },
  },

  // The service worker runs in its own global scope.
  { files: ["public/sw.js"], languageOptions: { globals: { ...globals.serviceworker } } },
);
