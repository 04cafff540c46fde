import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot("./web"),
  envDir: fromRoot("."),
  publicDir: fromRoot("./web/public"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@domain": fromRoot("./domain"),
      "@web": fromRoot("./web"),
    },
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? fromRoot("./dist/web"),
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
    // Every browser the product supports (es2022) knows <link rel="modulepreload">: no polyfill on every page.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
