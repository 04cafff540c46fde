import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { FLAG_NAMES, type FlagName } from "@domain/flags";

/**
 * "Feature flags switch variants; with every flag off the product is whole and links to nothing
 * missing." A flag that shows a piece only when on (`{flags.x && ...}`, `{isFlagOn("x") && ...}`)
 * must add something: each such piece is named here by the words that are only in it, and with the
 * flag off nothing else (another page, a help article, a mail) may mention them, or it would lead
 * people to something the default product does not have.
 */
const ADDED_WHEN_ON: Partial<Record<FlagName, { shownIn: string; file: string; onlyHere: string[] }>> = {
  timeline_master_events: { shownIn: "web/features/timeline/MasterTimelinePage.tsx", file: "web/features/timeline/WeekendView.tsx", onlyHere: ["The wedding weekend", "wedding-weekend"] },
  collab_roles_mvp: { shownIn: "web/features/collaboration/ContributorAccessPage.tsx", file: "web/features/collaboration/ContributorAccessPage.tsx", onlyHere: ["Start from a role"] },
  messages_uploads_v1: { shownIn: "web/features/collaboration/ChatComposer.tsx", file: "web/features/collaboration/ChatAttachment.tsx", onlyHere: ["Attach a picture or PDF", "drop one here"] },
  guest_sheets_sync: { shownIn: "web/features/guests/Panels.tsx", file: "web/features/guests/Panels.tsx", onlyHere: ["Spreadsheet feed", "feed link"] },
};

const root = join(import.meta.dirname, "..", "..");
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const productFiles = [...sources("web"), ...sources("domain"), ...sources("server/mail")].map((file) => ({ file: relative(root, join(root, file)), text: readFileSync(join(root, file), "utf8") }));

/** Where a flag hides a piece of the page when off. */
function conditionalRenders(flag: FlagName) {
  const pattern = new RegExp(`\\{\\s*(?:flags\\.${flag}|isFlagOn\\("${flag}"\\))\\s*&&`);
  return productFiles.filter(({ file, text }) => file.startsWith("web/") && pattern.test(text)).map(({ file }) => file);
}

describe("the default build (every flag off)", () => {
  it("hides nothing behind a flag except pieces the flag adds", () => {
    const hiding = FLAG_NAMES.flatMap((flag) => conditionalRenders(flag).map((file) => `${flag} in ${file}`));
    const declared = Object.entries(ADDED_WHEN_ON).map(([flag, added]) => `${flag} in ${added.shownIn}`);
    expect(hiding.sort()).toEqual(declared.sort());
  });

  it("keeps the day-of schedule editor out of any flag", () => {
    const page = productFiles.find((f) => f.file === "web/features/timeline/MasterTimelinePage.tsx");
    expect(page?.text).toMatch(/<DaySchedule /);
    expect(page?.text).not.toMatch(/timeline_master_events\s*&&\s*\(\s*<section aria-labelledby="day-title"/);
  });

  for (const [flag, added] of Object.entries(ADDED_WHEN_ON)) {
    it(`links to nothing ${flag} adds`, () => {
      for (const words of added.onlyHere) {
        const elsewhere = productFiles.filter(({ file, text }) => file !== added.file && text.includes(words)).map(({ file }) => file);
        expect(elsewhere, `"${words}" (shown only with ${flag}) is mentioned in`).toEqual([]);
      }
    });
  }
});
