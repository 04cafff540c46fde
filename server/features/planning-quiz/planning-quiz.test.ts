import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { vendors, venues } from "../../db/schema/index.ts";
import { QUIZ_STYLES, type QuizAnswers, type QuizResult } from "../../../domain/planning-quiz.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const rustic: QuizAnswers = { season: "fall", size: "medium", formality: "relaxed", setting: "outdoor", colors: "earthy", priorities: ["food", "photos"], budget: "35k_60k", city: "columbus" };
const glam: QuizAnswers = { season: "winter", size: "large", formality: "black_tie", setting: "indoor", colors: "jewel", priorities: ["music", "look"], budget: "over_60k", city: "cleveland" };
const result = async (answers: unknown) => {
  const response = await t.request("POST", "/api/planning-quiz/result", answers);
  expect(response.status).toBe(200);
  return (await response.json()) as QuizResult;
};

describe("the planning quiz's result", () => {
  it("depends on the answers, and every match is a published catalog row that fits the city, size, budget and style", async () => {
    const first = await result(rustic);
    const second = await result(glam);
    expect(first.style.id).toBe("rustic");
    expect(second.style.id).toBe("glam");
    expect(first.style.name).toBe(QUIZ_STYLES.rustic.name);
    expect(first.venues.length).toBeGreaterThan(0);
    expect(second.venues.length).toBeGreaterThan(0);
    expect(first.venues.map((venue) => venue.id)).not.toEqual(second.venues.map((venue) => venue.id));

    for (const [answers, outcome] of [
      [rustic, first],
      [glam, second],
    ] as const) {
      for (const venue of outcome.venues) {
        const [row] = await t.database.db.select().from(venues).where(eq(venues.id, venue.id));
        expect(row?.slug).toBe(venue.slug);
        if (!row) continue;
        expect(row.city).toBe(answers.city);
        expect(row.published).toBe(true);
        expect(row.seatedCapacity).toBeGreaterThanOrEqual(outcome.guestCount);
        expect(row.rentalFeeMin + row.perGuestMin * outcome.guestCount).toBe(venue.estimate);
        expect(venue.estimate).toBeLessThanOrEqual(outcome.budgetTotal / 2);
        expect(row.styles.some((style) => (outcome.style.venueStyles as readonly string[]).includes(style))).toBe(true);
        expect(venue.reasons.length).toBeGreaterThanOrEqual(3);
      }
      expect(outcome.vendors.map((group) => group.category)).toEqual(answers === rustic ? ["caterers", "photographers"] : ["djband", "hairmakeup"]);
      for (const group of outcome.vendors)
        for (const vendor of group.matches) {
          const [row] = await t.database.db.select().from(vendors).where(eq(vendors.id, vendor.id));
          expect(row?.slug).toBe(vendor.slug);
          if (!row) continue;
          expect(row.category).toBe(group.category);
          expect(row.published).toBe(true);
          expect(row.city === answers.city || row.citiesServed.includes(answers.city)).toBe(true);
          expect(row.startingPrice).toBe(vendor.startingPrice);
          expect(row.startingPrice).toBeLessThanOrEqual(outcome.budgetTotal * 0.3);
          // A vendor said to suit the style really works in one of its styles.
          const sharesStyle = row.styles.some((style) => (outcome.style.vendorStyles as readonly string[]).includes(style));
          expect(vendor.reasons.some((reason) => reason.includes(`suits ${outcome.style.name}`))).toBe(sharesStyle);
        }
    }
    expect(first.vendors.every((group) => group.matches.length > 0)).toBe(true);
  });

  it("sizes the matches for the couple's own guest count when given", async () => {
    const outcome = await result({ ...rustic, guestCount: 900 });
    expect(outcome.guestCount).toBe(900);
    expect(outcome.venues).toEqual([]);
  });

  it("says what to fix for bad answers", async () => {
    const response = await t.request("POST", "/api/planning-quiz/result", { ...rustic, priorities: [], city: "paris" });
    expect(response.status).toBe(400);
    const text = JSON.stringify(await response.json());
    expect(text).toContain("Choose at least one priority");
    expect(text).toContain("Choose one of our four cities");
    const empty = await t.request("POST", "/api/planning-quiz/result", "not json");
    expect(empty.status).toBe(400);
  });

  it("saves the style and palette to a signed-in couple's profile through the profile's route", async () => {
    const couple = await t.signIn("couple");
    const outcome = await result(rustic);
    const saved = await t.request("PUT", "/api/account/couple-profile", { weddingStyle: outcome.style.id, colorPalette: outcome.style.palette.map((color) => color.name).join(", ") }, couple);
    expect(saved.status).toBe(200);
    const profile = (await (await t.request("GET", "/api/account/couple-profile", undefined, couple)).json()) as { profile: { weddingStyle: string; colorPalette: string } };
    expect(profile.profile.weddingStyle).toBe("rustic");
    expect(profile.profile.colorPalette).toBe("Terracotta, Wheat, Olive, Cream");
  });
});
