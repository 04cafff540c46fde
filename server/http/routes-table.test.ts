import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ROUTES_TABLE_COMMAND, ROUTES_TABLE_FILE, routesTable } from "./routes-table.ts";

describe("docs/routes.md", () => {
  it("lists every route with its current policy", () => {
    const committed = fs.readFileSync(new URL(`../../${ROUTES_TABLE_FILE}`, import.meta.url), "utf8");
    // A changed policy (or a new route) changes the table: review it and commit the regenerated file.
    expect(committed, `${ROUTES_TABLE_FILE} is out of date: run \`${ROUTES_TABLE_COMMAND}\` and commit the result`).toBe(routesTable());
  });
});
