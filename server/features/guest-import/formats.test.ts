import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuestImportPreview } from "../../../domain/guest-import/index.ts";
import { weddingEvents } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

/**
 * One fixture per format the import claims (issue 26), headers as each product writes them, rows made
 * up. Each is imported through the API into a new couple and read back through the guest list's API;
 * every field of every household and guest is compared, as text so a difference reads at a glance.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

interface ListedGuest {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  side: string;
  guestType: string;
  rsvpStatus: string;
  tags: string[];
  mealChoice: string | null;
  dietaryNeeds: string;
  plusOneAllowed: boolean;
  plusOneName: string;
  tableAssignment: string | null;
  notes: string;
  householdId: string;
  household: Record<string, string | null>;
  invitations: { eventId: string; rsvpStatus: string }[];
}

/** A household as lines: its name, envelope name and address, then each guest with every non-empty field. */
async function readBack(headers: Record<string, string>, coupleId: string): Promise<string[]> {
  const response = await t.request("GET", "/api/guests?sort=name&pageSize=200", undefined, headers);
  expect(response.status).toBe(200);
  const { guests } = (await response.json()) as { guests: ListedGuest[] };
  const events = await t.database.db.select({ id: weddingEvents.id, name: weddingEvents.name }).from(weddingEvents).where(eq(weddingEvents.coupleId, coupleId));
  const eventName = new Map(events.map((event) => [event.id, event.name]));
  const households = new Map<string, ListedGuest[]>();
  for (const guest of guests) households.set(guest.householdId, [...(households.get(guest.householdId) ?? []), guest]);
  const lines: string[] = [];
  const sorted = [...households.values()].sort((a, b) => String(a[0]!.household.name).localeCompare(String(b[0]!.household.name)));
  for (const members of sorted) {
    const h = members[0]!.household;
    const address = [h.addressLine1, h.addressLine2, h.city, h.state, h.postalCode, h.country].map((part) => part ?? "").join(" / ");
    const parts = [`household ${h.name}`];
    if (h.mailingName) parts.push(`envelope "${h.mailingName}"`);
    if (h.addressLine1 || h.city) parts.push(address);
    if (h.responseNote) parts.push(`their note "${h.responseNote}"`);
    lines.push(parts.join(" | "));
    for (const g of members) {
      const fields = [`${g.firstName} ${g.lastName}`.trim(), g.guestType];
      if (g.side !== "both") fields.push(`side ${g.side}`);
      if (g.email) fields.push(g.email);
      if (g.phone) fields.push(g.phone);
      fields.push(`rsvp ${g.rsvpStatus}`);
      const answers = g.invitations.map((invitation) => `${eventName.get(invitation.eventId)}=${invitation.rsvpStatus}`).sort();
      if (answers.length > 0) fields.push(`events ${answers.join(", ")}`);
      if (g.tags.length > 0) fields.push(`tags ${g.tags.join(", ")}`);
      if (g.mealChoice) fields.push(`meal ${g.mealChoice}`);
      if (g.dietaryNeeds) fields.push(`dietary ${g.dietaryNeeds}`);
      if (g.plusOneAllowed) fields.push(`plus-one ${g.plusOneName || "(unnamed)"}`);
      if (g.tableAssignment) fields.push(`table ${g.tableAssignment}`);
      if (g.notes) fields.push(`notes "${g.notes}"`);
      lines.push(`  ${fields.join(" · ")}`);
    }
  }
  return lines;
}

interface Case {
  file: string;
  format: string;
  /** Warnings the preview shows (row number and a piece of the message); they do not stop the import. */
  warnings: [number, string][];
  /** Columns with data that the detected mapping leaves out; the preview names them and offers to keep them. */
  skipped: string[];
  list: string[];
}

const CASES: Case[] = [
  {
    file: "zola-guest-list.csv",
    format: "zola",
    warnings: [[5, `Phone "555-01"`]],
    skipped: ["Title", "Suffix", "Partner Title", "Total Maybe Invited"],
    list: [
      "household Priya Raman | 22 MG Road /  / Bengaluru / Karnataka / 560001 / India",
      "  Priya Raman · adult · priya@example.in · +919876543210 · rsvp pending · tags Friends of the groom · plus-one (unnamed)",
      "household The Delgado family | 400 Oak Ave /  / Nashville / TN / 37203 / United States",
      `  Rosa Delgado · adult · rosa@example.com · rsvp pending · tags Family of the groom · notes "Phone as written in the file: 555-01"`,
      "  Marco Ruiz · adult · rsvp pending · tags Family of the groom",
      "  Mateo Ruiz · child · rsvp pending · tags Family of the groom",
      "  Sofia Ruiz · child · rsvp pending · tags Family of the groom",
      "household The Whitfield family | 12 Elm Street / Apt 4 / Columbus / OH / 43215 / United States",
      "  Ana Whitfield · adult · ana.whitfield@example.com · +16145550142 · rsvp pending · tags Family of the bride · plus-one (unnamed)",
      "  Ben Whitfield · adult · rsvp pending · tags Family of the bride",
      "  Lily Whitfield · child · rsvp pending · tags Family of the bride",
      "household Tom O’Neil | 5 Baker Street /  / London /  / NW1 6XE / GB",
      `  Tom O’Neil · adult · tom.oneil@example.com · +442079460958 · rsvp pending · tags Work friends · notes "Also: tommy@example.org"`,
    ],
  },
  {
    file: "zola-rsvp-export.csv",
    format: "zolaRsvp",
    warnings: [],
    skipped: [],
    list: [
      "household Ana & Ben Whitfield",
      "  Ana Whitfield · adult · ana.whitfield@example.com · rsvp attending · events Ceremony & Reception=attending, Rehearsal Dinner=attending, Welcome Drinks at Maya’s=declined",
      "  Ben Whitfield · adult · rsvp attending · events Ceremony & Reception=attending, Rehearsal Dinner=attending, Welcome Drinks at Maya’s=declined · plus-one (unnamed)",
      "household Dana Cole",
      "  Dana Cole · adult · dana@example.com · rsvp attending · events Ceremony & Reception=attending, Rehearsal Dinner=pending, Welcome Drinks at Maya’s=pending",
      "household Priya Raman",
      "  Priya Raman · adult · priya@example.in · rsvp declined · events Ceremony & Reception=declined",
    ],
  },
  {
    file: "the-knot.csv",
    format: "theknot",
    warnings: [
      [5, `Email "kim@example"`],
      [5, `RSVP "Maybe later" for Wedding`],
    ],
    skipped: [],
    list: [
      "household Kim Nguyen",
      `  Kim Nguyen · adult · rsvp pending · events Rehearsal Dinner=pending, Wedding=pending · notes "Ask about her flight\nEmail as written in the file: kim@example\nRSVP for Wedding as written in the file: Maybe later"`,
      "household The Parks | 88 Maple Dr /  / Franklin / TN / 37064 / United States | their note \"Can’t wait to celebrate you two!\"",
      "  Jo Park · adult · jo@example.com · rsvp attending · events Rehearsal Dinner=declined, Wedding=attending",
      `  Sam Park · adult · sam@example.com · +16155550110 · rsvp attending · events Rehearsal Dinner=attending, Wedding=attending · plus-one (unnamed) · notes "Bringing the quilt"`,
    ],
  },
  {
    file: "joy-address-book.csv",
    format: "joy",
    warnings: [],
    skipped: [],
    list: [
      `household Fischer | envelope "Mr. and Mrs. Jonas Fischer" | Hauptstraße 5 /  / Berlin /  / 10115 / Germany`,
      "  Jonas Fischer · adult · rsvp pending",
      "  Lena Fischer · adult · lena@example.de · +49301234567 · rsvp pending · tags College friends, Berlin",
      `household Osei | envelope "Ms. Grace Osei and Guest" | 9 Vine St /  / Cincinnati / OH / 45202 / United States`,
      "  Grace Osei · adult · grace@example.com · +15135550199 · rsvp pending · tags Cousins · plus-one (unnamed)",
    ],
  },
  {
    file: "joy-guest-export.csv",
    format: "joyExport",
    warnings: [],
    skipped: [],
    list: [
      `household Cole | envelope "Ms. Dana Cole and Guest" | 31 Spruce Ln /  / Dayton / OH / 45402 / United States`,
      "  Dana Cole · adult · dana@example.com · rsvp attending · events Farewell Brunch=declined, Wedding Ceremony=attending, Welcome Drinks=attending · tags Friends · plus-one (unnamed)",
      `household Lopez | envelope "The Lopez Family" | 7 Cedar Ct /  / Dayton / OH / 45403 / United States`,
      "  Luis Lopez · adult · luis@example.com · +19375550120 · rsvp attending · events Farewell Brunch=attending, Wedding Ceremony=declined, Welcome Drinks=attending · tags Family",
      "  Marisol Lopez · adult · rsvp attending · events Farewell Brunch=attending, Wedding Ceremony=declined, Welcome Drinks=attending · tags Family",
    ],
  },
  {
    file: "minted-address-book.csv",
    format: "minted",
    warnings: [[2, `"The Whitfield Family" names a household`]],
    skipped: [],
    list: [
      `household Ana Lopez & Ben Carter | envelope "Ana Lopez & Ben Carter" | 77 Birch Rd /  / Akron / OH / 44308 / US`,
      "  Ben Carter · adult · rsvp pending",
      "  Ana Lopez · adult · rsvp pending",
      `household The Whitfield Family | envelope "The Whitfield Family" | 12 Elm Street / Apt 4 / Columbus / OH / 43215 / US`,
      "  The Whitfield Family · adult · ana.whitfield@example.com · rsvp pending · tags Save the date",
    ],
  },
  {
    file: "minted-address-book-scraped.csv",
    format: "minted",
    warnings: [],
    skipped: [],
    list: [
      `household Grace Osei | envelope "Grace Osei" | 9 Vine St / Unit 2 / Cincinnati / OH / 45202 / US`,
      "  Grace Osei · adult · rsvp pending",
      `household Jonas Fischer | envelope "Mr. and Mrs. Jonas Fischer" | Hauptstraße 5 / Hinterhaus / Berlin /  / 10115 / DE`,
      "  Jonas Fischer · adult · rsvp pending · plus-one (unnamed)",
    ],
  },
  {
    file: "outlook-com.csv",
    format: "outlook",
    warnings: [],
    skipped: ["Job Title"],
    list: [
      "household Arjun Mehta | 14 Carter Road /  / Mumbai / Maharashtra / 400050 / India",
      "  Arjun Mehta · adult · arjun@example.in · +919820012345 · rsvp pending",
      "household Helen & Walter Brooks | 1450 Lakeview Blvd / Suite 210 / Cleveland / OH / 44114 / United States",
      `  Helen Brooks · adult · helen@example.com · +12165550188 · rsvp pending · notes "Met at the book club\nAlso: hbrooks@work.example"`,
      "  Walter Brooks · adult · rsvp pending",
    ],
  },
  {
    file: "google-contacts.csv",
    format: "google",
    warnings: [],
    skipped: [],
    list: [
      "household Maya Chen | 3 Rose Lane / Flat 2 / London /  / SW1A 1AA / United Kingdom",
      `  Maya Chen · adult · maya@example.com · +447911123456 · rsvp pending · tags Bridal party · notes "Maid of honor\nAlso: maya.chen@work.example"`,
      "household Omar Haddad",
      "  Omar Haddad · adult · omar@example.com · +13305550177 · rsvp pending",
    ],
  },
  {
    file: "icloud-converted.csv",
    format: "icloud",
    warnings: [],
    skipped: [],
    list: [
      "household Eli Brandt | 19 Grant St /  / Pittsburgh / PA / 15219 / United States",
      `  Eli Brandt · adult · eli@example.com · +14125550163 · rsvp pending · notes "Also: (412) 555-0164"`,
      "household Nora Ibsen | Karl Johans gate 1 /  / Oslo /  / 0154 / Norway",
      `  Nora Ibsen · adult · nora@example.no · +4741234567 · rsvp pending · notes "Knows Maya from Oslo"`,
    ],
  },
  {
    file: "eventbrite.csv",
    format: "eventbrite",
    warnings: [],
    skipped: ["Order Date", "Quantity", "Ticket Type", "Attendee #", "Order Type", "Currency", "Total Paid", "Fees Paid", "Eventbrite Fees", "Eventbrite Payment Processing"],
    list: [
      "household Beth Ames | 12 Pike St /  / Lexington / KY / 40507 / US",
      "  Beth Ames · adult · beth@example.com · +18595550131 · rsvp declined",
      "household Carla & Rui Mendes | Rua Augusta 10 /  / Lisboa /  / 1100-053 / PT",
      "  Carla Mendes · adult · carla@example.com · +351912345678 · rsvp attending",
      "  Rui Mendes · adult · carla@example.com · rsvp attending",
    ],
  },
  {
    file: "rsvpify.csv",
    format: "rsvpify",
    warnings: [],
    skipped: ["Primary Guest"],
    list: [
      "household Ravi Kumar",
      "  Ravi Kumar · adult · ravi@example.com · rsvp declined · events Ceremony=declined, Reception=declined",
      `household The Harts | 55 Poplar St /  / Columbus / OH / 43206 / United States | their note "So happy for you!"`,
      "  Iris Hart · adult · iris@example.com · +16145550191 · rsvp attending · events Ceremony=attending, Reception=attending · meal Short rib · dietary Gluten-free",
      "  Noah Hart · adult · rsvp attending · events Ceremony=attending, Reception=declined · meal Salmon",
    ],
  },
  {
    file: "open-source-planner.csv",
    format: "plain",
    warnings: [],
    skipped: [],
    list: [
      "household Grant family",
      "  Felix Grant · adult · felix@example.com · +17405550102 · rsvp attending · events Ceremony=attending, Rehearsal=attending",
      "  Hanna Grant · adult · hanna@example.com · rsvp attending · events Ceremony=attending, Rehearsal=declined · dietary Vegetarian",
      "  Milo Grant · child · rsvp attending · events Ceremony=attending, Rehearsal=declined",
      "household Zoe Park",
      "  Zoe Park · adult · zoe@example.com · rsvp attending · events Ceremony=attending · plus-one (unnamed)",
    ],
  },
  {
    file: "open-source-planner-type.csv",
    format: "plain",
    warnings: [],
    skipped: ["Type"],
    list: [
      "household Long",
      "  Ada Long · child · rsvp attending · events Ceremony=attending, Reception=declined",
      "  Wes Long · adult · wes@example.com · rsvp attending · events Ceremony=attending, Reception=attending · plus-one (unnamed)",
      "household Ortiz",
      "  Cruz Ortiz · adult · cruz@example.com · rsvp declined · events Ceremony=declined, Reception=declined",
    ],
  },
  {
    file: "contacts.vcf",
    format: "vcard",
    warnings: [[2, `Phone "call me"`]],
    skipped: [],
    list: [
      "household Harper Quinn | 200 High St / Apt 5B / Columbus / OH / 43215 / United States",
      `  Harper Quinn · adult · harper@example.com · +16145550150 · rsvp pending · tags Neighbors · notes "Bring the dog photos"`,
      "household Ken Sato",
      `  Ken Sato · adult · ken@example.jp · rsvp pending · notes "Phone as written in the file: call me"`,
    ],
  },
  {
    file: "plain-spreadsheet.csv",
    format: "plain",
    warnings: [
      [3, `Email "pete@example"`],
      [3, `RSVP "Maybe, will tell you"`],
    ],
    skipped: [],
    list: [
      "household June Alvarez | 45 Walnut St /  / Columbus / OH / 43215 / United States",
      `  June Alvarez · adult · june@example.com · +16145550133 · rsvp attending · meal Chicken · table 4 · notes "Allergic to cats"`,
      "household Pete Ross",
      `  Pete Ross · adult · rsvp pending · notes "Email as written in the file: pete@example\nRSVP as written in the file: Maybe, will tell you"`,
    ],
  },
];

describe.each(CASES)("$file", ({ file, format, warnings, skipped, list }) => {
  it("is recognized, previews its warnings, imports whole and reads back field for field", async () => {
    const headers = await t.signIn("couple");
    const me = (await (await t.request("GET", "/api/account/me", undefined, headers)).json()) as { user: { id: string } };
    const text = fixture(file);
    const preview = await t.request("POST", "/api/guest-import/preview", { text }, headers);
    expect(preview.status).toBe(200);
    const body = (await preview.json()) as GuestImportPreview;
    expect(body.format).toBe(format);
    expect(body.problems.filter((problem) => problem.kind !== "duplicate").map((problem) => [problem.row, problem.kind, problem.message])).toEqual(
      warnings.map(([row, message]) => [row, "warning", expect.stringContaining(message)]),
    );
    expect(body.skippedColumns.map((column) => column.header)).toEqual(skipped);
    const imported = await t.request("POST", "/api/guest-import", { text }, headers);
    expect(imported.status, await imported.clone().text()).toBe(201);
    expect(await readBack(headers, me.user.id)).toEqual(list);
  });
});

/** Prints what each fixture reads back as now (IMPORT_FIXTURES_PRINT=1), to write or check the expectations. */
describe.runIf(process.env.IMPORT_FIXTURES_PRINT)("fixtures as they import now", () => {
  const files = ["zola-guest-list.csv", "zola-rsvp-export.csv", "the-knot.csv", "joy-address-book.csv", "joy-guest-export.csv", "minted-address-book.csv", "minted-address-book-scraped.csv", "outlook-com.csv", "google-contacts.csv", "icloud-converted.csv", "eventbrite.csv", "rsvpify.csv", "open-source-planner.csv", "open-source-planner-type.csv", "contacts.vcf", "plain-spreadsheet.csv"];
  it.each(files)("%s", async (file) => {
    const headers = await t.signIn("couple");
    const me = (await (await t.request("GET", "/api/account/me", undefined, headers)).json()) as { user: { id: string } };
    const text = fixture(file);
    const preview = (await (await t.request("POST", "/api/guest-import/preview", { text }, headers)).json()) as GuestImportPreview & { error?: unknown };
    const imported = await t.request("POST", "/api/guest-import", { text }, headers);
    const lines = imported.status === 201 ? await readBack(headers, me.user.id) : [`import ${imported.status}: ${await imported.text()}`];
    console.log(`=== ${file}: ${preview.format}\n${JSON.stringify(preview.problems?.map((p) => [p.row, p.kind, p.message]))}\n${lines.join("\n")}`);
  });
});
