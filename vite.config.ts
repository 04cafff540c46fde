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
    // A lazy route's script dependencies are not listed beside its import: with ~120 lazy routes those lists
    // were 5 KB of the home route's gzipped JavaScript. The browser finds them by parsing the route's chunk
    // (one more round trip when a new kind of page opens). Style sheets must still be listed, or they would
    // never load.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith(".css")) },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
