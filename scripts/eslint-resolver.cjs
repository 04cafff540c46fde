// Resolves the project's import specifiers for eslint-plugin-boundaries: the tsconfig aliases
// (@web, @domain, @server) and extensionless relative paths to .ts/.tsx files. Packages are left
// unresolved, which the plugin treats as external.
const fs = require("node:fs");
const path = require("node:path");

const root = path.resolve(__dirname, "..");
const ALIASES = { "@web/": "web/", "@domain/": "domain/", "@server/": "server/" };
const CANDIDATES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

exports.interfaceVersion = 2;
exports.resolve = (source, file) => {
  const alias = Object.keys(ALIASES).find((prefix) => source.startsWith(prefix));
  const base = alias ? path.join(root, ALIASES[alias], source.slice(alias.length)) : source.startsWith(".") ? path.resolve(path.dirname(file), source) : null;
  if (!base) return { found: false };
  for (const suffix of CANDIDATES) {
    const candidate = base + suffix;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return { found: true, path: candidate };
  }
  return { found: false };
};
