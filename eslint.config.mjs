import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

const config = [
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      "bench/results/**",
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
    files: ["src/env.ts", "scripts/**", "tests/**", "playwright.config.ts", "vitest.config.mts", "bench/**"],
    rules: { "no-restricted-properties": "off" },
  },
];

export default config;
