import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUDGET_CATEGORIES } from "../../../domain/budget.ts";
import { guestImportTemplateCsv } from "../../../domain/guest-import/template.ts";
import { PLANNING_DOWNLOADS, matchesSearch } from "../../../domain/planning-downloads.ts";
import { TIMELINE_TEMPLATES } from "../../../domain/timeline-templates.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const download = async (path: string) => {
  const response = await t.request("GET", path);
  // Read as bytes: text() would drop the byte-order mark the test looks for.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { response, text, rows: Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data };
};

describe("the downloadable planning templates", () => {
  it("are files the server writes, one per template, saved under their own names", async () => {
    expect(PLANNING_DOWNLOADS.length).toBe(TIMELINE_TEMPLATES.length + 4);
    for (const item of PLANNING_DOWNLOADS) {
      const { response, text, rows } = await download(`/api/planning/templates/${item.id}`);
      expect(response.status, item.id).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${item.fileName}"`);
      expect(text.startsWith("\uFEFF")).toBe(true);
      expect(rows.length, item.id).toBeGreaterThan(3);
    }
  });

  it("write each checklist's own tasks, and the guest list template the import reads", async () => {
    const [template] = TIMELINE_TEMPLATES;
    const { rows } = await download(`/api/planning/templates/checklist-${template!.id}`);
    expect(rows[0]).toEqual(["Task", "When", "Due date", "Done", "Who", "Notes"]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(template!.tasks.map((task) => task.title));
    expect(rows[1]![1]).toMatch(/before/);
    const guests = await download("/api/planning/templates/guest-list-import");
    expect(guests.text).toBe(`\uFEFF${guestImportTemplateCsv()}`);
  });

  it("fill the budget sheet's estimates from a total, in whole dollars that add up to it", async () => {
    const blank = await download("/api/planning/templates/budget-sheet?total=");
    expect(blank.rows.slice(1, -1).map((row) => row[0])).toEqual(BUDGET_CATEGORIES.map((category) => category.name));
    expect(blank.rows[1]![3]).toBe("");
    const filled = await download("/api/planning/templates/budget-sheet?total=32000");
    const estimates = filled.rows.slice(1, -1).map((row) => Number(row[3]));
    expect(estimates.every((value) => Number.isInteger(value) && value > 0)).toBe(true);
    expect(estimates.reduce((sum, value) => sum + value, 0)).toBeCloseTo(32000, -1);
    expect(filled.rows.at(-1)!.slice(0, 4)).toEqual(["Total", "", "100%", "32000"]);
  });

  it("answer a bad total or an unknown template with what to fix", async () => {
    const bad = await t.request("GET", "/api/planning/templates/budget-sheet?total=lots");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/total budget/);
    expect((await t.request("GET", "/api/planning/templates/budget-sheet?total=0")).status).toBe(400);
    const unknown = await t.request("GET", "/api/planning/templates/wedding-vows");
    expect(unknown.status).toBe(404);
    expect((await t.request("GET", "/api/planning/templates/..%2Fsecrets")).status).toBe(400);
  });

  it("are found by the words of their titles, contents and columns", () => {
    const found = (query: string) => PLANNING_DOWNLOADS.filter((item) => matchesSearch(`${item.title} ${item.summary} ${item.keywords}`, query)).map((item) => item.id);
    expect(found("budg")).toContain("budget-sheet");
    expect(found("budget spreadsheet")).toEqual(["budget-sheet"]);
    expect(found("Day-of schedule")).toContain("day-of-run-sheet");
    expect(found("rsvp meals")).toEqual(["guest-list-import"]);
    expect(found("")).toHaveLength(PLANNING_DOWNLOADS.length);
    expect(found("zebra")).toEqual([]);
  });
});
