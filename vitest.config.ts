import "./scripts/node20-polyfills.ts";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = {
  "@domain": fromRoot("./domain"),
  "@web": fromRoot("./web"),
  "@server": fromRoot("./server"),
};

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on CI's two. The API tests
    // wait on their database half the time, so two files at once use both cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["domain/**/*.test.ts", "web/**/*.test.ts"], environment: "node" },
      },
      {
        // UI logic that needs no real browser: forms, formatting, view state (React Testing Library).
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "component",
          include: ["web/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["web/test/component-setup.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["server/**/*.test.ts"],
          environment: "node",
          // Migrates and seeds one template database per run; each test file gets a copy.
          globalSetup: ["server/test/template-database.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
