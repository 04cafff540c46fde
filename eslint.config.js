// ESLint 9 flat config: typescript-eslint (syntax only, to stay fast), React hooks, accessibility,
// and the architecture's boundaries (docs/decisions/007-enforced-boundaries.md).
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const resolver = fileURLToPath(new URL("./scripts/eslint-resolver.cjs", import.meta.url));

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "coverage/**", "server/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // The leading underscore marks a parameter that must exist but is not read.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  { files: ["web/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["web/**/*.tsx"],
    // Checkbox rows put their text two elements deep (a title and a caption); depth 3 finds it.
    rules: { "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }] },
  },
  {
    // eslint-module-utils loads import resolvers with require(), so the resolver is CommonJS.
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["web/**/*.{ts,tsx}", "domain/**/*.ts", "server/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { [resolver]: {} },
      "boundaries/include": ["web/**/*", "domain/**/*", "server/**/*"],
      "boundaries/elements": [
        { type: "web-feature", pattern: "web/features/*", capture: ["feature"] },
        { type: "web-app", pattern: "web/app" },
        { type: "web-shared", pattern: ["web/lib", "web/components"] },
        { type: "web-entry", pattern: "web/*.tsx", mode: "file" },
        { type: "domain", pattern: "domain" },
        { type: "server", pattern: "server" },
      ],
    },
    rules: {
      "boundaries/element-types": [
        "error",
        {
          default: "allow",
          rules: [
            // domain/ is framework-free and shared: it depends on neither side.
            { from: ["domain"], disallow: ["web-feature", "web-app", "web-shared", "web-entry", "server"], message: "domain/ imports nothing from web/ or server/" },
            // The web app reads the server's types (AppType) and nothing else of it.
            {
              from: ["web-feature", "web-app", "web-shared", "web-entry"],
              disallow: ["server"],
              importKind: "value",
              message: "web/ may import from server/ only with `import type`",
            },
            // Shared code is below the features, never on top of them.
            { from: ["web-shared"], disallow: ["web-feature", "web-app"], message: "web/lib and web/components may not import a feature or the app shell" },
          ],
        },
      ],
      // Another feature (and the app shell) reaches a feature only through its index.ts.
      "boundaries/entry-point": [
        "error",
        {
          default: "disallow",
          rules: [
            { target: ["web-app", "web-shared", "web-entry", "domain", "server"], allow: "**" },
            { target: ["web-feature"], allow: "index.ts" },
          ],
        },
      ],
    },
  },
  {
    // The route table lazy-loads each screen's page module directly, so no page enters an index.ts
    // that another screen (or the prerendered home) loads.
    files: ["web/app/routes.tsx"],
    rules: {
      "boundaries/entry-point": [
        "error",
        {
          default: "disallow",
          rules: [
            { target: ["web-app", "web-shared", "web-entry", "domain", "server"], allow: "**" },
            { target: ["web-feature"], allow: ["index.ts", "*Page.tsx"] },
          ],
        },
      ],
    },
  },
);
