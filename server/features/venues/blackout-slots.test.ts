import { and, asc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CITIES } from "../../../domain/cities.ts";
import { zonedDate } from "../../../domain/dates.ts";
import { tourSlots, venueBlackoutDates, venues } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("a blacked-out day hides its tour times on the venue page (issue 11)", async () => {
  const [venue] = await t.database.db.select().from(venues).where(eq(venues.published, true)).limit(1);
  const timeZone = CITIES.find((c) => c.id === venue!.city)!.timeZone;
  const [first] = await t.database.db
    .select()
    .from(tourSlots)
    .where(and(eq(tourSlots.venueId, venue!.id), gt(tourSlots.startsAt, new Date())))
    .orderBy(asc(tourSlots.startsAt))
    .limit(1);
  const day = zonedDate(first!.startsAt, timeZone);
  type Detail = { nextOpenSlots: { startsAt: string }[]; unavailableDates: string[] };
  const before = (await (await t.request("GET", `/api/venues/${venue!.slug}`)).json()) as Detail;
  expect(before.nextOpenSlots.some((s) => zonedDate(new Date(s.startsAt), timeZone) === day)).toBe(true);

  await t.database.db.insert(venueBlackoutDates).values({ venueId: venue!.id, date: day, reason: "Private event" }).onConflictDoNothing();
  const after = (await (await t.request("GET", `/api/venues/${venue!.slug}`)).json()) as Detail;
  expect(after.unavailableDates).toContain(day);
  expect(after.nextOpenSlots.some((s) => zonedDate(new Date(s.startsAt), timeZone) === day)).toBe(false);
});
