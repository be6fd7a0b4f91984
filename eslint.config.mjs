import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

/** Imports refused in code that reaches the browser: Zod with code generation, and routes. */
const BROWSER_PATHS = [
  { name: "zod", message: "Import { z } from @/lib/validation/zod (no eval in the browser)." },
  { name: "zod/mini", message: "Import { z } from @/lib/validation/zod-mini (no eval in the browser)." },
];
// Routes depend on components and helpers, never the other way round.
const BROWSER_PATTERNS = [{ group: ["@/app/*"], message: "src/app holds routes only: move what is shared out of it." }];

const config = [
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      "bench/results/**",
      "bench/bare-app/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "@typescript-eslint": tseslint.plugin },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Plain <img> is used for SVG logos and icons, which next/image would not optimise anyway.
      "@next/next/no-img-element": "off",
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read the environment through src/env.ts." },
      ],
    },
  },
  {
    // Schemas and components that reach the browser use Zod without its code generation, and none
    // of them imports from a route.
    files: ["src/lib/**/*.{ts,tsx}", "src/components/**/*.{ts,tsx}", "src/content/**/*.{ts,tsx}"],
    ignores: ["src/lib/validation/zod.ts", "src/lib/validation/zod-mini.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: BROWSER_PATHS,
          patterns: BROWSER_PATTERNS,
        },
      ],
    },
  },
  {
    // Public pages link with SiteLink: next/link's 3.5 KB does not fit their JavaScript budget
    // (docs/decisions.md, decision 42).
    files: ["src/components/**/*.tsx", "src/app/**/*.tsx"],
    ignores: ["src/components/dashboard/**", "src/app/[[]locale]/(dashboard)/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...BROWSER_PATHS,
            { name: "next/link", message: "Link with SiteLink (@/components/ui/site-link) outside the dashboard." },
          ],
          patterns: BROWSER_PATTERNS,
        },
      ],
    },
  },
  {
    files: ["src/env.ts", "scripts/**", "tests/**", "playwright.config.ts", "vitest.config.mts", "bench/**"],
    rules: { "no-restricted-properties": "off" },
  },
];

export default config;
