import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contributorProfiles, guestListSettings } from "../../db/schema/index.ts";
import { createTestApp, linkIn, waitForMail, type TestApp } from "../../test/harness.ts";
import type { GuestView } from "./rows.ts";

let t: TestApp;
let couple: Record<string, string>;
let otherCouple: Record<string, string>;
let coupleId: string;

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
type List = { guests: GuestView[]; total: number };
type Overview = {
  events: { id: string; name: string }[];
  counts: { total: number; attending: number; pending: number; declined: number; events: { eventId: string; invited: number; attending: number }[]; meals: { meal: string; count: number }[] };
  tags: string[];
  settings: { addressUrl: string | null; sheetsFeedUrl: string | null; registrationUrl: string | null };
  pendingSubmissions: number;
};
const list = (headers: Record<string, string>, query = "") => json<List>(t.request("GET", `/api/guests${query}`, undefined, headers));
const overview = (headers: Record<string, string>, query = "") => json<Overview>(t.request("GET", `/api/guests/overview${query}`, undefined, headers));
const addGuest = (headers: Record<string, string>, body: unknown, query = "") => t.request("POST", `/api/guests${query}`, body, headers);

let ceremony: string;
let reception: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://serviceberry.test", ADDRESS_RATE_LIMIT_SCALE: "100" });
  [couple, otherCouple] = await Promise.all([t.signIn("couple"), t.signIn("couple")]);
  coupleId = (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, couple))).user.id;
  await t.request("PUT", "/api/account/couple-profile", { partner1Name: "Maya", partner2Name: "Theo" }, couple);
  const first = await t.request("POST", "/api/guests/events", { name: "Ceremony", kind: "ceremony" }, couple);
  if (first.status !== 201) throw new Error(`${first.status} ${await first.text()}`);
  ceremony = ((await first.json()) as { event: { id: string } }).event.id;
  reception = (
    await json<{ event: { id: string } }>(t.request("POST", "/api/guests/events", { name: "Reception", kind: "reception", mealOptions: ["Chicken", "Salmon", "Risotto"] }, couple))
  ).event.id;
});
afterAll(() => t.close());

describe("the guest list", () => {
  let alvarez: GuestView;

  it("adds guests into households, invited to every event by default", async () => {
    const response = await addGuest(couple, {
      firstName: "Ana",
      lastName: "Alvarez",
      email: "Ana.Alvarez@example.com",
      side: "partner1",
      tags: ["College", "college", "Family"],
      household: { name: "The Alvarez family", addressLine1: "12 Elm St", city: "Columbus", state: "OH", postalCode: "43215" },
    });
    expect(response.status).toBe(201);
    alvarez = (await response.json() as { guest: GuestView }).guest;
    expect(alvarez).toMatchObject({ email: "ana.alvarez@example.com", rsvpStatus: "pending", household: { name: "The Alvarez family", city: "Columbus" } });
    // In the wedding's order of events, whatever their ids.
    expect(alvarez.invitations.map((i) => i.eventId)).toEqual([ceremony, reception]);
    const leo = await json<{ guest: GuestView }>(addGuest(couple, { firstName: "Leo", lastName: "Alvarez", guestType: "child", householdId: alvarez.householdId, eventIds: [ceremony] }));
    expect(leo.guest.householdId).toBe(alvarez.householdId);
    expect(leo.guest.invitations.map((i) => i.eventId)).toEqual([ceremony]);
    await addGuest(couple, { firstName: "=HYPERLINK(\"http://evil\")", lastName: "Zed", side: "partner2", rsvpStatus: "declined", tags: ["Work"] });
    await addGuest(couple, { firstName: "Bea", lastName: "Baker", side: "partner2", rsvpStatus: "attending", mealChoice: "Salmon", tableAssignment: "4" });
  });

  it("refuses bad input with a message naming the field", async () => {
    const response = await addGuest(couple, { firstName: "", email: "not-an-email" });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(error.fields).sort()).toEqual(["email", "firstName"]);
    expect((await addGuest(couple, { firstName: "Kim", eventIds: ["00000000-0000-4000-8000-000000000000"] })).status).toBe(404);
  });

  it("searches, filters and sorts in pages, with counts over the whole list", async () => {
    expect((await list(couple)).total).toBe(4);
    expect((await list(couple, "?q=alvarez%20family")).guests.map((g) => g.firstName).sort()).toEqual(["Ana", "Leo"]);
    expect((await list(couple, "?q=%25")).total).toBe(0);
    expect((await list(couple, "?side=partner2")).total).toBe(2);
    expect((await list(couple, "?rsvp=attending")).guests.map((g) => g.firstName)).toEqual(["Bea"]);
    expect((await list(couple, "?tag=College")).guests.map((g) => g.firstName)).toEqual(["Ana"]);
    expect((await list(couple, `?eventId=${reception}`)).total).toBe(3);
    expect((await list(couple, "?sort=-name")).guests.map((g) => g.lastName)).toEqual(["Zed", "Baker", "Alvarez", "Alvarez"]);
    const page = await list(couple, "?pageSize=3&page=2");
    expect(page).toMatchObject({ total: 4 });
    expect(page.guests).toHaveLength(1);
    expect((await t.request("GET", "/api/guests?sort=sideways", undefined, couple)).status).toBe(400);
    const { counts, tags } = await overview(couple);
    expect(counts).toMatchObject({ total: 4, attending: 1, pending: 2, declined: 1, meals: [{ meal: "Salmon", count: 1 }] });
    expect(counts.events.find((e) => e.eventId === ceremony)).toMatchObject({ invited: 4, attending: 1 });
    expect(tags).toEqual(["College", "Family", "Work"]);
  });

  it("bulk edits, and deletes with undo", async () => {
    const all = (await list(couple)).guests;
    const ids = all.filter((g) => g.lastName !== "Alvarez").map((g) => g.id);
    const edited = await t.request("POST", "/api/guests/bulk-edit", { ids, set: { addTags: ["Table 4"], removeTags: ["Work"], tableAssignment: "4", uninviteEventIds: [ceremony] } }, couple);
    expect(edited.status).toBe(200);
    const after = (await list(couple, "?tag=Table%204")).guests;
    expect(after.map((g) => g.id).sort()).toEqual(ids.sort());
    expect(after.every((g) => g.tags.includes("Table 4") && !g.tags.includes("Work") && g.tableAssignment === "4" && g.invitations.every((i) => i.eventId !== ceremony))).toBe(true);
    expect((await t.request("POST", "/api/guests/bulk-edit", { ids, set: {} }, couple)).status).toBe(400);

    const target = ids[0]!;
    expect((await t.request("DELETE", `/api/guests/${target}`, undefined, couple)).status).toBe(200);
    expect((await list(couple)).total).toBe(3);
    expect((await t.request("GET", `/api/guests/${target}`, undefined, couple)).status).toBe(404);
    expect((await t.request("POST", "/api/guests/restore", { ids: [target] }, couple)).status).toBe(200);
    expect((await list(couple)).total).toBe(4);
  });

  it("exports CSV with formulas escaped", async () => {
    const response = await t.request("GET", "/api/guests/export.csv", undefined, couple);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const csv = await response.text();
    expect(csv.split("\r\n")[0]).toContain("RSVP: Ceremony,RSVP: Reception");
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it("is the couple's alone: another couple gets 404 for its rows and sees only their own list", async () => {
    const [guest] = (await list(couple)).guests;
    expect((await list(otherCouple)).total).toBe(0);
    expect((await t.request("GET", `/api/guests/${guest!.id}`, undefined, otherCouple)).status).toBe(404);
    expect((await t.request("PUT", `/api/guests/${guest!.id}`, { firstName: "Hacked" }, otherCouple)).status).toBe(404);
    expect((await t.request("DELETE", `/api/guests/${guest!.id}`, undefined, otherCouple)).status).toBe(404);
    expect((await t.request("POST", "/api/guests/bulk-edit", { ids: [guest!.id], set: { side: "both" } }, otherCouple)).status).toBe(404);
    expect((await t.request("PUT", `/api/guests/events/${ceremony}`, { name: "Mine now" }, otherCouple)).status).toBe(404);
    expect((await addGuest(otherCouple, { firstName: "Sneaky", householdId: guest!.householdId })).status).toBe(404);
    // Naming the couple is not enough without a grant.
    expect((await t.request("GET", `/api/guests?coupleId=${coupleId}`, undefined, otherCouple)).status).toBe(404);
  });

  it("lets a helper view or edit as the couple granted", async () => {
    const helper = await t.signIn("couple");
    const helperId = (await json<{ user: { id: string } }>(t.request("GET", "/api/account/me", undefined, helper))).user.id;
    await t.database.db.insert(contributorProfiles).values({ userId: helperId, coupleId, permissions: { guests: "view" } });
    expect((await list(helper, `?coupleId=${coupleId}`)).total).toBe(4);
    const refused = await addGuest(helper, { firstName: "Helper Added" }, `?coupleId=${coupleId}`);
    expect(refused.status).toBe(403);
    await t.database.db.update(contributorProfiles).set({ permissions: { guests: "edit" } }).where(eq(contributorProfiles.userId, helperId));
    expect((await addGuest(helper, { firstName: "Helper Added" }, `?coupleId=${coupleId}`)).status).toBe(201);
    expect((await list(couple)).total).toBe(5);
  });
});

describe("RSVP", () => {
  let token: string;

  it("mails invitations to pending households with their link, and records when", async () => {
    await addGuest(couple, { firstName: "Rosa", lastName: "Reyes", email: "rosa@example.com", plusOneAllowed: true, household: { name: "Rosa Reyes" } });
    const sent = await json<{ households: number; messages: number }>(t.request("POST", "/api/guests/invitations", { kind: "invitation", audience: "pending" }, couple));
    // Ana (pending, with an email) and Rosa; Bea is attending and has no email anyway.
    expect(sent).toEqual({ households: 2, messages: 2 });
    const mail = await waitForMail(t, "rosa@example.com", /Maya and Theo invite you/);
    const url = linkIn(mail.text);
    expect(url).toMatch(/^https:\/\/serviceberry\.test\/rsvp\/[A-Za-z0-9_-]{43}$/);
    token = url.split("/").at(-1)!;
    const rosa = (await list(couple, "?q=rosa")).guests[0]!;
    expect(rosa.household.invitationSentAt).not.toBeNull();
  });

  it("shows the invitation without signing in, and takes answers per event with meals", async () => {
    const rsvp = await json<{ couple: string; guests: { id: string }[]; events: { id: string; name: string }[]; open: boolean }>(t.request("GET", `/api/rsvp/${token}`));
    expect(rsvp).toMatchObject({ couple: "Maya and Theo", open: true, guests: [{ firstName: "Rosa" }] });
    expect(rsvp.events.map((e) => e.name)).toEqual(["Ceremony", "Reception"]);
    expect(JSON.stringify(rsvp)).not.toContain("rosa@example.com");
    const guestId = rsvp.guests[0]!.id;
    const badMeal = await t.request("PUT", `/api/rsvp/${token}`, { guests: [{ guestId, events: [{ eventId: reception, status: "attending", mealChoice: "Steak" }] }] });
    expect(badMeal.status).toBe(400);
    const answer = {
      guests: [
        {
          guestId,
          events: [
            { eventId: ceremony, status: "attending" },
            { eventId: reception, status: "attending", mealChoice: "Risotto" },
          ],
          dietaryNeeds: "No nuts",
          plusOneName: "Sam Reyes",
        },
      ],
      songRequest: "September",
      note: "Can't wait!",
    };
    expect((await t.request("PUT", `/api/rsvp/${token}`, answer)).status).toBe(200);
    const rosa = (await list(couple, "?q=rosa")).guests[0]!;
    expect(rosa).toMatchObject({ rsvpStatus: "attending", mealChoice: "Risotto", dietaryNeeds: "No nuts", plusOneName: "Sam Reyes", household: { songRequest: "September", responseNote: "Can't wait!" } });
    // Someone else's guest can't be answered through this link.
    const other = (await list(couple, "?q=bea")).guests[0]!;
    expect((await t.request("PUT", `/api/rsvp/${token}`, { guests: [{ guestId: other.id, events: [] }] })).status).toBe(400);
  });

  it("closes answers after the couple's deadline", async () => {
    await t.request("PUT", "/api/guests/settings", { rsvpDeadline: "2020-01-01" }, couple);
    expect((await json<{ open: boolean }>(t.request("GET", `/api/rsvp/${token}`))).open).toBe(false);
    const late = await t.request("PUT", `/api/rsvp/${token}`, { guests: [{ guestId: (await list(couple, "?q=rosa")).guests[0]!.id, events: [{ eventId: ceremony, status: "declined" }] }] });
    expect(late.status).toBe(409);
    await t.request("PUT", "/api/guests/settings", { rsvpDeadline: "" }, couple);
  });

  it("answers a wrong token with a friendly 404 and no data", async () => {
    const response = await t.request("GET", `/api/rsvp/${"x".repeat(43)}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "rsvp_not_found" } });
    expect((await t.request("GET", "/api/rsvp/short")).status).toBe(400);
  });
});

describe("the address link, registration and the sheets feed", () => {
  it("collects addresses: every one waits for approval, a match shown with the household's address before and after", async () => {
    const { settings } = await json<Overview>(t.request("POST", "/api/guests/links/rotate", { link: "address" }, couple));
    const token = settings.addressUrl!.split("/").at(-1)!;
    expect(await json(t.request("GET", `/api/guest-address/${token}`))).toEqual({ couple: "Maya and Theo" });
    const address = { addressLine1: "400 Oak Ave", city: "Nashville", state: "TN", postalCode: "37203" };
    expect((await t.request("POST", `/api/guest-address/${token}`, { firstName: "bea", lastName: "BAKER", ...address })).status).toBe(200);
    expect((await list(couple, "?q=bea")).guests[0]!.household.addressLine1).not.toBe("400 Oak Ave");
    const { submissions } = await json<{ submissions: { id: string; matchedHousehold: { name: string } | null }[] }>(t.request("GET", "/api/guests/submissions", undefined, couple));
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.matchedHousehold).not.toBeNull();
    expect((await t.request("POST", `/api/guests/submissions/${submissions[0]!.id}/decision`, { approve: true }, couple)).status).toBe(200);
    expect((await list(couple, "?q=bea")).guests[0]!.household).toMatchObject({ addressLine1: "400 Oak Ave", addressSource: "guest" });
    expect((await t.request("POST", `/api/guest-address/${token}`, { firstName: "Nobody", lastName: "Known", ...address })).status).toBe(200);
    expect((await overview(couple)).pendingSubmissions).toBe(1);
    await t.request("POST", "/api/guests/links/revoke", { link: "address" }, couple);
    expect((await t.request("GET", `/api/guest-address/${token}`)).status).toBe(404);
  });

  it("lets guests register with the wedding code, for the couple to approve; codes can be turned off", async () => {
    expect((await t.request("GET", "/api/guest-registration/MAYATHEO27")).status).toBe(404);
    const taken = await t.request("PUT", "/api/guests/settings", { weddingCode: "MayaTheo27", registrationEnabled: true }, couple);
    expect(taken.status).toBe(200);
    expect((await t.request("PUT", "/api/guests/settings", { weddingCode: "mayatheo27" }, otherCouple)).status).toBe(409);
    expect((await t.request("GET", "/api/guest-registration/mayatheo27")).status).toBe(200);
    const registration = { firstName: "Omar", lastName: "Haddad", email: "omar@example.com", addressLine1: "9 Pine Rd", city: "Cleveland", state: "OH", postalCode: "44114", partyNames: ["Lina Haddad"] };
    expect((await t.request("POST", "/api/guest-registration/MAYATHEO27", registration)).status).toBe(201);
    expect((await list(couple, "?q=haddad")).total).toBe(0);
    const { submissions } = await json<{ submissions: { id: string; kind: string }[] }>(t.request("GET", "/api/guests/submissions", undefined, couple));
    const omar = submissions.find((s) => s.kind === "registration")!;
    expect((await t.request("POST", `/api/guests/submissions/${omar.id}/decision`, { approve: true }, otherCouple)).status).toBe(404);
    expect((await t.request("POST", `/api/guests/submissions/${omar.id}/decision`, { approve: true }, couple)).status).toBe(200);
    const haddads = (await list(couple, "?q=haddad")).guests;
    expect(haddads.map((g) => g.firstName).sort()).toEqual(["Lina", "Omar"]);
    expect(haddads[0]!.household).toMatchObject({ name: "Omar and Lina Haddad", city: "Cleveland" });
    await t.request("PUT", "/api/guests/settings", { registrationEnabled: false }, couple);
    expect((await t.request("POST", "/api/guest-registration/MAYATHEO27", registration)).status).toBe(404);
  });

  it("serves a revocable, formula-safe spreadsheet feed", async () => {
    const { settings } = await json<Overview>(t.request("POST", "/api/guests/links/rotate", { link: "sheets" }, couple));
    const path = new URL(settings.sheetsFeedUrl!).pathname;
    const feed = await t.request("GET", path);
    expect(feed.status).toBe(200);
    const csv = await feed.text();
    expect(csv).toContain("Rosa,Reyes");
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    await t.request("POST", "/api/guests/links/revoke", { link: "sheets" }, couple);
    expect((await t.request("GET", path)).status).toBe(404);
    const [row] = await t.database.db.select().from(guestListSettings).where(eq(guestListSettings.coupleId, coupleId));
    expect(row!.sheetsFeedToken).toBeNull();
  });
});
