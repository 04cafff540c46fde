import type { Browser, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { expect } from "@playwright/test";
import sharp from "sharp";
import { addDays, zonedDate } from "../../domain/tours.ts";
import { createAccount, linkIn, readMail, sameOriginHeaders, signInViaApi, uniqueEmail, verifyEmailViaMail } from "./auth";

type Playwright = PlaywrightWorkerArgs["playwright"];

export const ZONE = "America/New_York";

export interface OwnedVenue {
  id: string;
  slug: string;
  name: string;
  ownerPage: Page;
  ownerEmail: string;
}

async function photo(shade: number): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 120, g: 80 + shade, b: 110 } } })
    .png()
    .toBuffer();
}

/** A venue owner in their own browser context, with a published listing and tour times. */
export async function ownerWithVenue(browser: Browser, baseURL: string, slotDays: number[] = [3]): Promise<OwnedVenue> {
  const context = await browser.newContext({ baseURL });
  const ownerPage = await context.newPage();
  const request = ownerPage.request;
  const { email } = await createAccount(request, { email: uniqueEmail("tour-owner"), userType: "venue_owner" });
  await verifyEmailViaMail(request, email); // publishing and answering requests need a proven address
  await signInViaApi(ownerPage, email);
  const name = `Tour Test Loft ${Math.random().toString(36).slice(2, 7)}`;
  const created = await request.post("/api/owner/venues", {
    headers: sameOriginHeaders(),
    data: {
      name,
      city: "columbus",
      address: "410 W Rich St, Columbus, OH 43215",
      neighborhood: "Franklinton",
      summary: "A brick-and-beam loft with skyline views and room for 180.",
      description:
        "Exposed brick, steel trusses and tall factory windows frame a ceremony space that turns into a reception hall with a long walnut bar and a courtyard for cocktails.",
      styles: ["industrial"],
      setting: "both",
      seatedCapacity: 180,
      standingCapacity: 250,
      priceTier: 3,
      rentalFeeMin: 4500,
      rentalFeeMax: 9000,
      perGuestMin: 85,
      perGuestMax: 140,
      catering: "approved_list",
      alcohol: "in_house",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { venue } = (await created.json()) as { venue: { id: string; slug: string } };
  for (const shade of [0, 20, 40]) {
    const upload = await request.post(`/api/owner/venues/${venue.id}/images`, {
      headers: sameOriginHeaders(),
      multipart: { file: { name: `photo-${shade}.png`, mimeType: "image/png", buffer: await photo(shade) } },
    });
    expect(upload.status(), await upload.text()).toBeLessThan(300);
  }
  const published = await request.post(`/api/owner/venues/${venue.id}/publish`, { headers: sameOriginHeaders() });
  expect(published.status(), await published.text()).toBe(200);
  const today = zonedDate(new Date(), ZONE);
  for (const days of slotDays) {
    const slots = await request.post(`/api/tours/owner/venues/${venue.id}/slots`, {
      headers: sameOriginHeaders(),
      data: { kind: "weekly", startDate: addDays(today, days), weekdays: [0, 1, 2, 3, 4, 5, 6], times: ["10:00", "14:00"], weeks: 1, durationMinutes: 60 },
    });
    expect(slots.status(), await slots.text()).toBe(201);
  }
  return { id: venue.id, slug: venue.slug, name, ownerPage, ownerEmail: email };
}

/**
 * A couple account whose email is verified through the mail link (booking mails the venue). The link
 * is opened from a throwaway request context, so the test's own page stays signed out.
 */
export async function verifiedCouple(playwright: Playwright, baseURL: string): Promise<string> {
  const request = await playwright.request.newContext({ baseURL });
  const { email } = await createAccount(request, { email: uniqueEmail("tour-couple") });
  const mail = await readMail(request, email, /Confirm your email/);
  const verified = await request.get(linkIn(mail.text));
  expect(verified.status()).toBeLessThan(400);
  await request.dispose();
  return email;
}
