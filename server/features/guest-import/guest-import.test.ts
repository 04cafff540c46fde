import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuestImportPreview, GuestImportResult } from "../../../domain/guest-import/index.ts";
import { contributorProfiles, guestHouseholds, guests, weddingEvents } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { oneAtATime } from "./operations/context.ts";

let t: TestApp;
let couple: Record<string, string>;
let other: Record<string, string>;
let coupleId: string;
let otherId: string;

const userId = async (headers: Record<string, string>) =>
  ((await (await t.request("GET", "/api/account/me", undefined, headers)).json()) as { user: { id: string } }).user.id;

beforeAll(async () => {
  t = await createTestApp();
  [couple, other] = await Promise.all([t.signIn("couple"), t.signIn("couple")]);
  [coupleId, otherId] = await Promise.all([userId(couple), userId(other)]);
});
afterAll(() => t.close());

const preview = (headers: Record<string, string>, body: unknown, query = "") => t.request("POST", `/api/guest-import/preview${query}`, body, headers);
const importFile = (headers: Record<string, string>, body: unknown, query = "") => t.request("POST", `/api/guest-import${query}`, body, headers);
const liveGuests = (id: string) =>
  t.database.db.select().from(guests).where(and(eq(guests.coupleId, id), isNull(guests.deletedAt))).orderBy(guests.lastName, guests.firstName);

const KNOT_WITH_ERRORS = [
  "Party,First Name,Last Name,Email,Phone,Rehearsal Dinner - RSVP,Wedding - RSVP",
  "The Parks,Sam,Park,sam@example.com,615-555-0110,Attending,Attending",
  "The Parks,Jo,Park,jo@example,,Regret,Maybe later",
  "The Parks,Guest,,,,No Response,No Response",
  ",,,,,,",
  "Nguyen,,,kim@example.com,,No Response,Regret",
].join("\n");
const KNOT_FIXED = KNOT_WITH_ERRORS.replace("jo@example,", "jo@example.com,").replace("Maybe later", "Attending").replace("Nguyen,,,kim", "Nguyen,Kim,Nguyen,kim");

describe("preview", () => {
  it("detects the format and mapping, and lists every row's problems without writing", async () => {
    const response = await preview(couple, { text: KNOT_WITH_ERRORS });
    expect(response.status).toBe(200);
    const body = (await response.json()) as GuestImportPreview;
    expect(body.format).toBe("theknot");
    expect(body.mapping).toEqual(["household", "firstName", "lastName", "email", "phone", "rsvp:Rehearsal Dinner", "rsvp:Wedding"]);
    // Only the row with no name blocks; the bad email and the unknown answer import as written, with a warning.
    expect(body.problems.map((p) => [p.row, p.code, p.kind])).toEqual([
      [3, "bad_email", "warning"],
      [3, "unknown_rsvp", "warning"],
      [6, "missing_name", "error"],
    ]);
    expect(body.problems[0]!.message).toContain('"jo@example"');
    expect(body.problems[2]!.message).toContain('"Nguyen"');
    expect(body.events).toEqual([
      { name: "Rehearsal Dinner", isNew: true },
      { name: "Wedding", isNew: true },
    ]);
    expect(body.households[0]!.guests.map((g) => [g.name, g.plusOne])).toEqual([
      ["Sam Park", "Guest (unnamed)"],
      ["Jo Park", ""],
    ]);
    expect(await liveGuests(coupleId)).toHaveLength(0);
  });

  it("follows a changed mapping, and refuses one that doesn't fit the file", async () => {
    const body = (await (await preview(couple, { text: "Who,Contact\nAna Lee,ana@example.com\n", mapping: ["fullName", "email"] })).json()) as GuestImportPreview;
    expect(body.households[0]!.guests[0]).toMatchObject({ name: "Ana Lee", email: "ana@example.com" });
    const mismatch = await preview(couple, { text: "Who,Contact\nAna Lee,ana@example.com\n", mapping: ["fullName"] });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({ error: { code: "mapping_mismatch" } });
    const unknown = await preview(couple, { text: "Who\nAna\n", mapping: ["shoeSize"] });
    expect(unknown.status).toBe(400);
  });

  it("says clearly when the file is not CSV at all", async () => {
    const response = await preview(couple, { text: "<!DOCTYPE html><html><body>Guest list</body></html>" });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code: "unreadable_file", message: expect.stringMatching(/web page/) } });
  });
});

describe("import", () => {
  it("writes nothing when any row has a problem (all rows or none)", async () => {
    const response = await importFile(couple, { text: KNOT_WITH_ERRORS });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; message: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe("rows_have_problems");
    expect(body.error.message).toMatch(/1 row has problems/);
    expect(Object.keys(body.error.fields)).toEqual(["row 6"]);
    expect(await liveGuests(coupleId)).toHaveLength(0);
    expect(await t.database.db.select().from(weddingEvents).where(eq(weddingEvents.coupleId, coupleId))).toHaveLength(0);
  });

  it("imports the fixed file: households, plus-ones on their host, events and per-event answers", async () => {
    const response = await importFile(couple, { text: KNOT_FIXED });
    expect(response.status).toBe(201);
    expect((await response.json()) as GuestImportResult).toEqual({
      warnings: 0,
      householdsCreated: 2,
      guestsCreated: 3,
      guestsUpdated: 0,
      skipped: 0,
      eventsCreated: ["Rehearsal Dinner", "Wedding"],
    });
    const list = await liveGuests(coupleId);
    expect(list.map((g) => [g.firstName, g.lastName, g.rsvpStatus, g.plusOneAllowed, g.phone])).toEqual([
      ["Kim", "Nguyen", "pending", false, null],
      ["Jo", "Park", "attending", false, null],
      ["Sam", "Park", "attending", true, "+16155550110"],
    ]);
    expect(list[1]!.householdId).toBe(list[2]!.householdId);
    const [household] = await t.database.db.select().from(guestHouseholds).where(eq(guestHouseholds.id, list[1]!.householdId));
    expect(household!.name).toBe("The Parks");
    expect(household!.rsvpToken.length).toBeGreaterThanOrEqual(43);
    const events = await t.database.db.select().from(weddingEvents).where(eq(weddingEvents.coupleId, coupleId));
    expect(events.map((e) => [e.name, e.kind]).sort()).toEqual([["Rehearsal Dinner", "rehearsal_dinner"], ["Wedding", "other"]]);
    const rehearsal = events.find((e) => e.kind === "rehearsal_dinner")!;
    const [jo] = await t.database.db.select({ invitations: guests.invitations }).from(guests).where(eq(guests.id, list[1]!.id));
    expect(jo!.invitations[rehearsal.id]!.status).toBe("declined");
  });

  it("skips duplicates, or updates the guest already on the list", async () => {
    const again = "Party,First Name,Last Name,Email,Meal,Rehearsal Dinner - RSVP\nThe Parks,Jo,Park,jo@example.com,Salmon,Attending\nThe Parks,Mia,Park,,,\n";
    const previewBody = (await (await preview(couple, { text: again })).json()) as GuestImportPreview;
    expect(previewBody.problems).toEqual([expect.objectContaining({ row: 2, code: "duplicate_in_list", kind: "duplicate" })]);

    const skipped = (await (await importFile(couple, { text: again, duplicates: "skip" })).json()) as GuestImportResult;
    expect(skipped).toMatchObject({ guestsCreated: 1, guestsUpdated: 0, skipped: 1, householdsCreated: 0 });
    let list = await liveGuests(coupleId);
    const jo = list.find((g) => g.firstName === "Jo")!;
    expect(jo.mealChoice).toBeNull();
    // The new member joins the household of the member already on the list.
    expect(list.find((g) => g.firstName === "Mia")!.householdId).toBe(jo.householdId);

    const updated = (await (await importFile(couple, { text: again.replace("Mia", "Mia"), duplicates: "update" })).json()) as GuestImportResult;
    expect(updated).toMatchObject({ guestsCreated: 0, guestsUpdated: 2, skipped: 0 });
    list = await liveGuests(coupleId);
    expect(list.find((g) => g.firstName === "Jo")!).toMatchObject({ mealChoice: "Salmon", rsvpStatus: "attending" });
    expect(list).toHaveLength(4);
  });

  it("leaves another couple's list untouched, and a stranger cannot import into it", async () => {
    expect(await liveGuests(otherId)).toHaveLength(0);
    const intoOther = await importFile(couple, { text: "Name\nIntruder Person\n" }, `?coupleId=${otherId}`);
    expect(intoOther.status).toBe(404);
    expect(await liveGuests(otherId)).toHaveLength(0);
    const own = await importFile(other, { text: "Name,Email\nSam Park,sam@example.com\n" });
    expect(own.status).toBe(201);
    // The same person on two couples' lists is no duplicate across them.
    expect(((await own.json()) as GuestImportResult).guestsCreated).toBe(1);
    expect(await liveGuests(coupleId)).toHaveLength(4);
  });

  it("lets a helper with guests edit access import, and refuses view access", async () => {
    const helper = await t.signIn("couple");
    const helperId = await userId(helper);
    await t.database.db.insert(contributorProfiles).values({ userId: helperId, coupleId: otherId, permissions: { guests: "view" } });
    const refused = await importFile(helper, { text: "Name\nAl Ford\n" }, `?coupleId=${otherId}`);
    expect(refused.status).toBe(403);
    await t.database.db.update(contributorProfiles).set({ permissions: { guests: "edit" } }).where(eq(contributorProfiles.userId, helperId));
    const allowed = await importFile(helper, { text: "Name\nAl Ford\n" }, `?coupleId=${otherId}`);
    expect(allowed.status).toBe(201);
    expect((await liveGuests(otherId)).map((g) => g.firstName)).toEqual(["Al", "Sam"]);
  });

  it("keeps tags as written, and an update sets the guest type only when the file gives one", async () => {
    const ruth = async () => (await t.database.db.select().from(guests).where(and(eq(guests.coupleId, otherId), eq(guests.firstName, "Ruth"))))[0]!;
    const created = await importFile(other, { text: 'First Name,Last Name,Guest Type,Tags\nRuth,Adler,Adult,"Mom\'s ""book club"" | C:\\temp | {braces}"\n' });
    expect(created.status).toBe(201);
    expect(await ruth()).toMatchObject({ guestType: "adult", tags: ['Mom\'s "book club"', "C:\\temp", "{braces}"] });
    const typed = await importFile(other, { text: "First Name,Last Name,Guest Type\nRuth,Adler,Child\n", duplicates: "update" });
    expect(await typed.json()).toMatchObject({ guestsUpdated: 1, guestsCreated: 0 });
    expect((await ruth()).guestType).toBe("child");
    const untyped = await importFile(other, { text: "First Name,Last Name,Notes\nRuth,Adler,Loves jazz\n", duplicates: "update" });
    expect(await untyped.json()).toMatchObject({ guestsUpdated: 1 });
    expect(await ruth()).toMatchObject({ guestType: "child", notes: "Loves jazz" });
  });

  it("an update writes the file's envelope line on the household already on the list", async () => {
    await importFile(couple, { text: "First Name,Last Name,Email\nLeo,Grant,leo@example.com\n" });
    const updated = await importFile(couple, { text: "First Name,Last Name,Email,Name on Envelope\nLeo,Grant,leo@example.com,Mr. Leo Grant\n", duplicates: "update" });
    expect(((await updated.json()) as GuestImportResult).guestsUpdated).toBe(1);
    const leo = (await liveGuests(coupleId)).find((g) => g.firstName === "Leo")!;
    const [household] = await t.database.db.select().from(guestHouseholds).where(eq(guestHouseholds.id, leo.householdId!));
    expect(household!.mailingName).toBe("Mr. Leo Grant");
  });

  it("takes a vCard file, and a big file past the usual body limit", async () => {
    const vcf = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Okafor;Chidi;;;\r\nFN:Chidi Okafor\r\nEMAIL;type=pref:chidi@example.com\r\nEND:VCARD\r\n";
    const response = await importFile(other, { text: vcf });
    expect(response.status).toBe(201);
    const rows = Array.from({ length: 15_000 }, (_, i) => `Guest${i},Number${i},guest${i}@example.com,12 Elm St Apt ${i},Columbus,OH,43215,Family | Out of town`);
    const text = ["First Name,Last Name,Email,Address,City,State,Zip,Tags", ...rows].join("\n");
    expect(text.length).toBeGreaterThan(t.config.BODY_LIMIT_BYTES);
    const big = await importFile(other, { text });
    expect(big.status).toBe(201);
    expect(((await big.json()) as GuestImportResult).guestsCreated).toBe(15_000);
    const [last] = await t.database.db.select().from(guests).where(and(eq(guests.coupleId, otherId), eq(guests.email, "guest14999@example.com")));
    expect(last).toMatchObject({ firstName: "Guest14999", tags: ["Family", "Out of town"] });
    const [home] = await t.database.db.select().from(guestHouseholds).where(eq(guestHouseholds.id, last!.householdId));
    expect(home).toMatchObject({ addressLine1: "12 Elm St Apt 14999", city: "Columbus", state: "OH", postalCode: "43215", country: "United States" });
    // Elsewhere the usual limit still holds.
    const elsewhere = await t.request("PUT", "/api/budget", { totalCents: 1, guestCount: 1, note: text }, other);
    expect(elsewhere.status).toBe(413);
  });
});

describe("files that are not guest lists, or not well formed (issue 25)", () => {
  it("refuses a 15 MB file on one line after its first 64 KB, naming the line", async () => {
    const text = `Name,Email\nAna Lee,${"x".repeat(14_900_000)}`;
    const started = performance.now();
    const response = await preview(couple, { text });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { code: "unreadable_file", message: expect.stringMatching(/^Line 2 is longer than 65,536 characters/) } });
    // Splitting 15 MB into cells took seconds and 620 MB; the refusal reads 64 KB.
    expect(performance.now() - started).toBeLessThan(5_000);
    const commas = await importFile(couple, { text: `Name,${"x,".repeat(7_000_000)}` });
    expect(await commas.json()).toMatchObject({ error: { message: expect.stringMatching(/^Line 1 has more than 300 columns/) } });
  });

  it("refuses text that was not UTF-8, and a quote that never closes, naming the line", async () => {
    const notUtf8 = await t.app.request("/api/guest-import/preview", {
      method: "POST",
      headers: { ...couple, "content-type": "application/json", origin: t.config.publicUrl },
      body: new Uint8Array(Buffer.concat([Buffer.from('{"text":"Name,Email\\nAna Lee,ana@example.com\\nJos'), Buffer.from([0xe9]), Buffer.from(' Diaz,jose@example.com\\n"}')])),
    });
    expect(notUtf8.status).toBe(422);
    expect(await notUtf8.json()).toMatchObject({ error: { message: expect.stringMatching(/^Line 3 has characters that aren't UTF-8 text/) } });

    const unbalanced = await importFile(couple, { text: 'Name,Email\n"Alice,Smith\nBob,Jones\nCy,cy@example.com\n' });
    expect(unbalanced.status).toBe(422);
    expect(await unbalanced.json()).toMatchObject({ error: { message: expect.stringMatching(/^Line 2 opens a quote \("\) that never closes/) } });
    const stray = await preview(couple, { text: 'Name,Email\nAna "Annie" Lee,ana@example.com\n"Bo" Diaz,bo@example.com\n' });
    expect(stray.status).toBe(422);
    expect(await stray.json()).toMatchObject({ error: { message: expect.stringMatching(/^Line 3 has a quote \("\) in the middle of a cell/) } });
  });

  it("runs one import per couple at a time: another one meanwhile is refused with 409", async () => {
    const someone = await t.signIn("couple");
    const someoneId = await userId(someone);
    const text = "First Name,Last Name\nAna,Lee\n";
    // An import still running for this couple (the embedded database runs one query at a time, so two
    // requests cannot overlap here on their own): both routes refuse, other couples are not held up.
    let finish = () => {};
    const running = oneAtATime(someoneId, () => new Promise<void>((resolve) => (finish = resolve)));
    for (const answer of [await importFile(someone, { text }), await preview(someone, { text })]) {
      expect(answer.status).toBe(409);
      expect(await answer.json()).toMatchObject({ error: { code: "import_in_progress", message: expect.stringContaining("Another import into this guest list is still running") } });
    }
    expect((await preview(other, { text })).status).toBe(200);
    finish();
    await running;
    // Once it is done, the next one runs.
    expect((await importFile(someone, { text })).status).toBe(201);
  });
});
