import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// zod comes through ~/lib/zod, which turns off its eval probe before any schema is built (the CSP forbids eval).
const zodThroughLib = {
  paths: [
    {
      name: "zod",
      allowTypeImports: true,
      message: "Import z from ~/lib/zod, which keeps zod from probing eval under our CSP.",
    },
  ],
  patterns: [{ group: ["zod/*"], allowTypeImports: true, message: "Import z from ~/lib/zod." }],
};

export default tseslint.config(
  {
    ignores: [
      "build",
      "build-e2e-endpoint",
      "build-*",
      ".react-router",
      "node_modules",
      "test-results",
      "playwright-report",
      ".bench",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/zod.ts"],
    rules: { "no-restricted-imports": ["error", zodThroughLib] },
  },
  {
    // Public pages link through SiteLink / SiteNavLink, which load a page without React as a document
    // (docs/decisions/019-static-pages.md). The admin area links only within itself.
    files: ["app/**/*.tsx"],
    ignores: ["app/components/site-link.tsx", "app/routes/admin-*.tsx", "app/features/admin/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          ...zodThroughLib,
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink"],
              message: "Use SiteLink or SiteNavLink from ~/components/site-link.",
            },
            ...zodThroughLib.paths,
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.{js,mjs}", "*.config.{js,ts}", "tests/**/*.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
