// ESLint 9 flat config: typescript-eslint (syntax only, to stay fast), React hooks, accessibility,
// and the architecture's boundaries (docs/decisions/007-enforced-boundaries.md on the web,
// 027-server-boundaries.md on the server).
import { fileURLToPath } from "node:url";
import eslintComments from "@eslint-community/eslint-plugin-eslint-comments/configs";
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
  eslintComments.recommended,
  // Every disable says why, after `--`.
  { rules: { "@eslint-community/eslint-comments/require-description": ["error", { ignore: [] }] } },
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
        // June (moving to server/ai/june) before the features, so its folder is not a plain feature.
        { type: "server-june", pattern: ["server/features/june", "server/ai/june"] },
        { type: "server-feature", pattern: "server/features/*", capture: ["feature"] },
        { type: "server-seed", pattern: "server/db/seed" },
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
            {
              from: ["domain"],
              disallow: ["web-feature", "web-app", "web-shared", "web-entry", "server", "server-feature", "server-june", "server-seed"],
              message: "domain/ imports nothing from web/ or server/",
            },
            // The web app reads the server's types (AppType) and nothing else of it.
            {
              from: ["web-feature", "web-app", "web-shared", "web-entry"],
              disallow: ["server", "server-feature", "server-june", "server-seed"],
              importKind: "value",
              message: "web/ may import from server/ only with `import type`",
            },
            // Shared code is below the features, never on top of them.
            { from: ["web-shared"], disallow: ["web-feature", "web-app"], message: "web/lib and web/components may not import a feature or the app shell" },
            // The server runs without the web app; what both sides need lives in domain/.
            {
              from: ["server", "server-feature", "server-june", "server-seed"],
              disallow: ["web-feature", "web-app", "web-shared", "web-entry"],
              message: "server/ never imports web/ (share it through domain/)",
            },
            // June reads features through their planning modules (server/modules.ts hands them over at the
            // composition root): June imports no feature, and features never reach June.
            { from: ["server-feature"], disallow: ["server-june"], message: "a server feature does not import June" },
            { from: ["server-june"], disallow: ["server-feature"], message: "June imports no feature: it gets the planning modules from server/modules.ts (decision 022)" },
            // Seed data is plain data: what it needs from a feature moves to domain/ or a shared server folder.
            { from: ["server-seed"], disallow: ["server-feature", "server-june"], message: "seed data (server/db/seed) does not import feature code" },
          ],
        },
      ],
      // Another feature (and the app shell) reaches a feature only through its index.ts.
      "boundaries/entry-point": [
        "error",
        {
          default: "disallow",
          rules: [
            { target: ["web-app", "web-shared", "web-entry", "domain", "server", "server-seed"], allow: "**" },
            { target: ["web-feature"], allow: "index.ts" },
            // A server feature's entry points: index.ts (routes factory, public operations and types)
            // and planning.ts (its planning module for June and the overview).
            { target: ["server-feature"], allow: ["index.ts", "planning.ts"] },
            // June (server/features/june and server/ai/june) is used through its index.ts.
            { target: ["server-june"], allow: "index.ts" },
          ],
        },
      ],
    },
  },
  {
    // A cast to never or through unknown hides a type the code should state (decision 006): product code has none.
    files: ["web/**/*.{ts,tsx}", "domain/**/*.ts", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "server/test/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "TSAsExpression > TSNeverKeyword.typeAnnotation", message: "Type the value instead of casting it to never." },
        { selector: "TSAsExpression > TSAsExpression.expression > TSUnknownKeyword.typeAnnotation", message: "Type the value instead of casting it through unknown." },
      ],
    },
  },
  {
    // June's tests build facts as the modules type them; the product code itself names no feature.
    files: ["server/features/june/**/*.test.ts", "server/ai/june/**/*.test.ts"],
    rules: { "boundaries/element-types": "off", "boundaries/entry-point": "off" },
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
            { target: ["web-app", "web-shared", "web-entry", "domain", "server", "server-seed"], allow: "**" },
            { target: ["web-feature"], allow: ["index.ts", "*Page.tsx"] },
          ],
        },
      ],
    },
  },
);
