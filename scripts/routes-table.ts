// Writes docs/routes.md: every API route and its policy (server/http/routes-table.ts).
import fs from "node:fs";
import { ROUTES_TABLE_FILE, routesTable } from "../server/http/routes-table.ts";

fs.writeFileSync(new URL(`../${ROUTES_TABLE_FILE}`, import.meta.url), routesTable());
console.log(`wrote ${ROUTES_TABLE_FILE}`);
