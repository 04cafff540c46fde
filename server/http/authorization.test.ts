import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_ACCESS } from "../../domain/contributors.ts";
import { addDays, zonedDate } from "../../domain/tours.ts";
import { AUTH_ENDPOINT_RULES, listAuthEndpoints } from "../auth/endpoint-rules.ts";
import { affiliates, giveBackApplications, giveBackPledges } from "../db/schema/index.ts";
import { budgetExpenses, budgetPayments, contactMessages, contributorProfiles, savedVenues, weddingBudgets, tourBookings, tourRequests, tourSlots, venueBlackoutDates, venueClaims, vendors, venueImages, venues, guestHouseholds, guestListSettings, guests, guestSubmissions, weddingEvents, helpTickets, vendorClaims, vendorInquiries, vendorPackages, vendorPortfolioImages, vendorRecommendations, vendorReviews, timelineEvents, timelines, timelineShares, timelineTasks, blogPosts, floralDesigns, musicInquiryShares, musicShares, musicSiteRequests, musicSongs, seatingPlans, contributorInvitations, planningPolls, planningTaskComments, planningTasks, inspirationBoards, inspirationBoardImages, intakeProviders, intakeSessions } from "../db/schema/index.ts";
import { inspirationBoardShares } from "../db/schema/index.ts";
import { vendorGalleries, vendorGalleryImages } from "../db/schema/index.ts";
import { insertTestVendor } from "../test/vendors.ts";
import { insertTestVenue } from "../test/venues.ts";
import { createTestApp, type PrincipalKind, type TestApp } from "../test/harness.ts";
import { listApiRoutes } from "./routes-table.ts";
import { coupleProfiles, weddingWebsites, weddingWebsiteSlugs } from "../db/schema/index.ts";
import { siteContentSchema } from "../../domain/websites.ts";

/**
 * Every /api route must declare a policy, and the server must enforce what this file expects of
 * each route, written out by hand below (not derived from the declared policy, so a route declared
 * too loosely by mistake fails here). Two sweeps:
 * 1. every route as every kind of principal, with ids that match nothing: who gets past the account
 *    checks (401 signed out, 403 for the wrong kind of account);
 * 2. every route that takes an id, with the rows of *another* owner (venue owner B's venue, slots,
 *    requests; couple B's booking and request), as every principal: refused (401/403/404) unless the
 *    rightful owner, who must not be refused.
 */

type Actor = PrincipalKind | "coupleB" | "venue_ownerB" | "vendorB";
const KINDS: PrincipalKind[] = ["anonymous", "couple", "vendor", "venue_owner", "contributor", "admin"];
const ACTORS: Actor[] = [...KINDS, "coupleB", "venue_ownerB", "vendorB"];

const EVERYONE = KINDS;
const SIGNED_IN = KINDS.filter((k) => k !== "anonymous");
// A contributor's own account is a couple account with a contributor profile; admins pass every role check.
const COUPLES: PrincipalKind[] = ["couple", "contributor", "admin"];
const VENUE_OWNERS: PrincipalKind[] = ["venue_owner", "admin"];
const BUSINESSES: PrincipalKind[] = ["vendor", "venue_owner", "admin"];
const ADMINS: PrincipalKind[] = ["admin"];
const JUNE_USERS: PrincipalKind[] = ["couple", "contributor", "vendor", "admin"];

/** Rows the id sweep names (created in beforeAll); `name@actor` is a row of its own for a rightful actor whose call uses it up. */
type RowName =
  | "venueB"
  | "slotB"
  | "blackoutB"
  | "imageB"
  | "bookingB"
  | "requestB"
  | "catalogueVenue"
  | "claim"
  | "contactMessage"
  | "expenseB"
  | "paymentB"
  | "catalogueVendor"
  | "guestB"
  | "guestDelB"
  | "eventB"
  | "weddingEventB"
  | "weddingEventDelB"
  | "householdB"
  | "submissionB"
  | "rsvpTokenB"
  | "addressTokenB"
  | "weddingCodeB"
  | "feedTokenB"
  | "ticket"
  | "vendorProfileB"
  | "packageB"
  | "portfolioImageB"
  | "recommendationB"
  | "inquiryB"
  | "vendorClaim"
  | "timelineB"
  | "taskB"
  | "shareB"
  | "shareTokenB"
  | "reviewB"
  | "coupleIdB"
  | "beyondModule"
  | "beyondItem"
  | "blogPost"
  | "blogPostDel"
  | "blogSlug"
  | "planningTemplate"
  | "designB"
  | "designShareB"
  | "designTokenB"
  | "songB"
  | "musicShareB"
  | "musicShareTokenB"
  | "musicMoment"
  | "siteRequestB"
  | "coupleIdB"
  | "seatingTokenB"
  | "websiteB"
  | "invitationB"
  | "inviteTokenB"
  | "contributorB"
  | "helpedCouple"
  | "sharedTaskB"
  | "pollB"
  | "commentedTaskB"
  | "taskCommentB"
  | "taskCommentDelB"
  | "boardB"
  | "boardDelB"
  | "boardImageB"
  | "pledgeB"
  | "giveBackApplication"
  | "affiliateB"
  | "intakeSessionB"
  | "intakeProvider"
  | "pinterestBoardB"
  | "galleryCodeB"
  | "galleryImageB"
  | "galleryPublicImage";
const VENDORS: PrincipalKind[] = ["vendor", "admin"];

/** Rows the id sweep names (created in beforeAll); `name@actor` is a row of its own for a rightful actor whose call uses it up. */

interface Expectation {
  /** Who gets past the policy's account checks (sweep 1, ids that match nothing). */
  gate: readonly PrincipalKind[];
  /** Routes with path parameters: the row each parameter names in sweep 2. */
  rows?: Record<string, RowName>;
  /** Sweep 2: who may act on those rows; everyone else gets 401, 403 or 404. */
  rightful?: readonly Actor[];
}

const OWNER_B: Actor[] = ["venue_ownerB", "admin"];
const BOOKING_PARTIES: Actor[] = ["coupleB", "venue_ownerB", "admin"];
const ALL_SIGNED_IN: Actor[] = ACTORS.filter((a) => a !== "anonymous");
const venueB = { gate: VENUE_OWNERS, rows: { id: "venueB" }, rightful: OWNER_B } as const;
const tourVenueB = { gate: VENUE_OWNERS, rows: { venueId: "venueB" }, rightful: OWNER_B } as const;
const bookingB = { gate: SIGNED_IN, rows: { id: "bookingB" }, rightful: BOOKING_PARTIES } as const;
const requestB = { gate: SIGNED_IN, rows: { id: "requestB" }, rightful: BOOKING_PARTIES } as const;
const ownerRequestB = { gate: VENUE_OWNERS, rows: { id: "requestB" }, rightful: OWNER_B } as const;
const vendorProfileB = { gate: VENDORS, rows: { id: "vendorProfileB" }, rightful: ["vendorB", "admin"] } as const;
// A thread is its two parties' alone: not even admins read private messages.
const inquiryB = { gate: SIGNED_IN, rows: { id: "inquiryB" }, rightful: ["coupleB", "vendorB"] } as const;

const EXPECTED: Record<string, Expectation> = {
  "GET /api/auth/*": { gate: EVERYONE },
  "POST /api/auth/*": { gate: EVERYONE },
  "GET /api/account/me": { gate: EVERYONE },
  "GET /api/account/user-types": { gate: SIGNED_IN },
  "GET /api/account/couple-profile": { gate: COUPLES },
  "PUT /api/account/couple-profile": { gate: COUPLES },
  "GET /api/account/business-profile": { gate: BUSINESSES },
  "PUT /api/account/business-profile": { gate: BUSINESSES },
  "GET /api/account/export": { gate: SIGNED_IN },
  "GET /api/account/reset-link": { gate: EVERYONE },
  "POST /api/account/reauthenticate": { gate: SIGNED_IN },
  "POST /api/account/delete": { gate: SIGNED_IN },
  "GET /api/admin/venue-claims": { gate: ADMINS },
  "POST /api/admin/venue-claims/:id/approve": { gate: ADMINS, rows: { id: "claim" }, rightful: ["admin"] },
  "POST /api/admin/venue-claims/:id/reject": { gate: ADMINS, rows: { id: "claim" }, rightful: ["admin"] },
  "GET /api/admin/users": { gate: ADMINS },
  "GET /api/admin/contact-messages": { gate: ADMINS },
  "PATCH /api/admin/contact-messages/:id": { gate: ADMINS, rows: { id: "contactMessage" }, rightful: ["admin"] },
  "GET /api/admin/web-vitals": { gate: ADMINS },
  // Open outside production (tests run as NODE_ENV=test).
  "GET /api/mail/outbox": { gate: EVERYONE },
  "POST /api/mail/test": { gate: EVERYONE },
  "GET /api/health": { gate: EVERYONE },
  "POST /api/contact": { gate: EVERYONE },
  // Core Web Vitals beacons from any visitor, signed in or not (stored without naming them).
  "POST /api/telemetry": { gate: EVERYONE },
  "GET /api/help/articles": { gate: EVERYONE },
  // The blog (issue 28): articles for everyone, writing for admins.
  "GET /api/blog/posts": { gate: EVERYONE },
  "GET /api/blog/posts/:slug": { gate: EVERYONE, rows: { slug: "blogSlug" }, rightful: ACTORS },
  "GET /api/blog/admin/posts": { gate: ADMINS },
  "GET /api/blog/admin/posts/:id": { gate: ADMINS, rows: { id: "blogPost" }, rightful: ["admin"] },
  "POST /api/blog/admin/posts": { gate: ADMINS },
  "POST /api/blog/admin/preview": { gate: ADMINS },
  "POST /api/blog/admin/images": { gate: ADMINS },
  "PUT /api/blog/admin/posts/:id": { gate: ADMINS, rows: { id: "blogPost" }, rightful: ["admin"] },
  "DELETE /api/blog/admin/posts/:id": { gate: ADMINS, rows: { id: "blogPostDel" }, rightful: ["admin"] },
  // Grace answers anyone; the admins hear only about the caller's own tickets.
  "POST /api/functions/grace-support-chat": { gate: EVERYONE },
  "POST /api/functions/notify-admin-help-ticket": { gate: SIGNED_IN },
  "GET /api/admin/help-tickets": { gate: ADMINS },
  "GET /api/admin/help-tickets/unread": { gate: ADMINS },
  "GET /api/admin/help-tickets/:id": { gate: ADMINS, rows: { id: "ticket" }, rightful: ["admin"] },
  "PATCH /api/admin/help-tickets/:id": { gate: ADMINS, rows: { id: "ticket" }, rightful: ["admin"] },
  "POST /api/admin/help-tickets/:id/replies": { gate: ADMINS, rows: { id: "ticket" }, rightful: ["admin"] },
  "GET /api/owner/venues": { gate: VENUE_OWNERS },
  "POST /api/owner/venues": { gate: VENUE_OWNERS },
  "GET /api/owner/venues/:id": venueB,
  "PATCH /api/owner/venues/:id": venueB,
  "POST /api/owner/venues/:id/publish": venueB,
  "POST /api/owner/venues/:id/unpublish": venueB,
  "DELETE /api/owner/venues/:id": venueB,
  "POST /api/owner/venues/:id/images": venueB,
  "PUT /api/owner/venues/:id/images/order": venueB,
  "PATCH /api/owner/venues/:id/images/:imageId": { ...venueB, rows: { id: "venueB", imageId: "imageB" } },
  "DELETE /api/owner/venues/:id/images/:imageId": { ...venueB, rows: { id: "venueB", imageId: "imageB" } },
  "GET /api/owner/venues/:id/rooms": venueB,
  "PUT /api/owner/venues/:id/rooms": venueB,
  "GET /api/venue-claims/venues": { gate: EVERYONE },
  "GET /api/venue-claims/mine": { gate: VENUE_OWNERS },
  "POST /api/venue-claims": { gate: VENUE_OWNERS },
  "GET /api/tours/venues/:idOrSlug/slots": { gate: EVERYONE, rows: { idOrSlug: "catalogueVenue" }, rightful: ACTORS },
  "POST /api/tours/bookings": { gate: COUPLES },
  "GET /api/tours/bookings/:id": bookingB,
  "GET /api/tours/mine": { gate: SIGNED_IN },
  "POST /api/tours/bookings/:id/cancel": bookingB,
  "GET /api/tours/bookings/:id/calendar.ics": bookingB,
  "POST /api/tours/requests": { gate: COUPLES },
  // Either side may see the request, but only its couple may accept the venue's proposed time.
  "POST /api/tours/requests/:id/accept": { ...requestB, rightful: ["coupleB"] },
  "POST /api/tours/requests/:id/cancel": requestB,
  "GET /api/tours/requests/:id/calendar.ics": requestB,
  "GET /api/tours/owner/venues/:venueId/slots": tourVenueB,
  "POST /api/tours/owner/venues/:venueId/slots": tourVenueB,
  "DELETE /api/tours/owner/slots/:slotId": { gate: VENUE_OWNERS, rows: { slotId: "slotB" }, rightful: OWNER_B },
  "GET /api/tours/owner/venues/:venueId/blackouts": tourVenueB,
  "POST /api/tours/owner/venues/:venueId/blackouts": tourVenueB,
  "DELETE /api/tours/owner/venues/:venueId/blackouts/:date": { ...tourVenueB, rows: { venueId: "venueB", date: "blackoutB" } },
  "GET /api/tours/owner/venues/:venueId/touring-hours": tourVenueB,
  "PUT /api/tours/owner/venues/:venueId/touring-hours": tourVenueB,
  "GET /api/tours/owner/venues/:venueId/requests": tourVenueB,
  "POST /api/tours/owner/requests/:id/confirm": ownerRequestB,
  "POST /api/tours/owner/requests/:id/decline": ownerRequestB,
  "POST /api/tours/owner/requests/:id/propose": ownerRequestB,
  "GET /api/tours/owner/venues/:venueId/bookings": tourVenueB,
  "GET /api/venues": { gate: EVERYONE },
  "GET /api/venues/:idOrSlug": { gate: EVERYONE, rows: { idOrSlug: "catalogueVenue" }, rightful: ACTORS },
  "POST /api/venues/:id/views": { gate: EVERYONE, rows: { id: "catalogueVenue" }, rightful: ACTORS },
  "GET /api/vendors": { gate: EVERYONE },
  "GET /api/vendors/categories": { gate: EVERYONE },
  "POST /api/vendors/match": { gate: EVERYONE },
  "GET /api/vendors/:id": { gate: EVERYONE, rows: { id: "catalogueVendor" }, rightful: ACTORS },
  "POST /api/vendors/:id/views": { gate: EVERYONE, rows: { id: "catalogueVendor" }, rightful: ACTORS },
  // Anyone signed in may ask for their own review (none for most); only couples write one.
  "GET /api/vendors/:id/reviews/mine": { gate: SIGNED_IN, rows: { id: "catalogueVendor" }, rightful: ALL_SIGNED_IN },
  "POST /api/vendors/:id/reviews": { gate: COUPLES, rows: { id: "catalogueVendor" }, rightful: ["couple", "contributor", "admin", "coupleB"] },
  "PUT /api/vendors/:id/reviews/mine": { gate: COUPLES, rows: { id: "catalogueVendor" }, rightful: ["couple", "contributor", "admin", "coupleB"] },
  // Admins pass the role check, but only a couple account has a review of its own to delete.
  "DELETE /api/vendors/:id/reviews/mine": { gate: COUPLES, rows: { id: "catalogueVendor" }, rightful: ["couple", "contributor", "coupleB"] },
  // Saved venues are a couple's planning (a helper names the couple with ?coupleId=): any published venue can go on it.
  "GET /api/saved-venues": { gate: COUPLES },
  "GET /api/saved-venues/ids": { gate: COUPLES },
  "PUT /api/saved-venues/:venueId": { gate: COUPLES, rows: { venueId: "catalogueVenue" }, rightful: [...COUPLES, "coupleB"] },
  "DELETE /api/saved-venues/:venueId": { gate: COUPLES, rows: { venueId: "catalogueVenue" }, rightful: [...COUPLES, "coupleB"] },
  // A budget is its couple's and the helpers' they grant it (with ?coupleId=): without naming the couple, the
  // contributor acts on their own, so couple B's ids are a 404 to them.
  "GET /api/budget": { gate: COUPLES },
  "PUT /api/budget": { gate: COUPLES },
  "GET /api/budget/export.csv": { gate: COUPLES },
  "POST /api/budget/expenses": { gate: COUPLES },
  "PUT /api/budget/expenses/:id": { gate: COUPLES, rows: { id: "expenseB" }, rightful: ["coupleB"] },
  "DELETE /api/budget/expenses/:id": { gate: COUPLES, rows: { id: "expenseB" }, rightful: ["coupleB"] },
  "PATCH /api/budget/payments/:id": { gate: COUPLES, rows: { id: "paymentB" }, rightful: ["coupleB"] },
  "GET /api/budget/history": { gate: COUPLES },
  // Guest import: the couple's own list (a helper names the couple with ?coupleId=; see guest-import.test.ts).
  "POST /api/guest-import/preview": { gate: COUPLES },
  "POST /api/guest-import": { gate: COUPLES },
  // The guest list: the couple, or a helper with a guests grant naming the couple (?coupleId=); without
  // it a helper works on their own list, so couple B's rows are a 404 to everyone but couple B.
  "GET /api/guests": { gate: COUPLES },
  "GET /api/guests/overview": { gate: COUPLES },
  "GET /api/guests/export.csv": { gate: COUPLES },
  "GET /api/guests/households": { gate: COUPLES },
  "GET /api/guests/submissions": { gate: COUPLES },
  "POST /api/guests": { gate: COUPLES },
  "POST /api/guests/bulk-edit": { gate: COUPLES },
  "POST /api/guests/bulk-edit/undo": { gate: COUPLES },
  "POST /api/guests/bulk-delete": { gate: COUPLES },
  "POST /api/guests/restore": { gate: COUPLES },
  "PUT /api/guests/settings": { gate: COUPLES },
  "POST /api/guests/links/rotate": { gate: COUPLES },
  "POST /api/guests/links/revoke": { gate: COUPLES },
  "POST /api/guests/invitations": { gate: COUPLES },
  "POST /api/guests/events": { gate: COUPLES },
  "PUT /api/guests/events/:id": { gate: COUPLES, rows: { id: "weddingEventB" }, rightful: ["coupleB"] },
  "DELETE /api/guests/events/:id": { gate: COUPLES, rows: { id: "weddingEventDelB" }, rightful: ["coupleB"] },
  "PUT /api/guests/households/:id": { gate: COUPLES, rows: { id: "householdB" }, rightful: ["coupleB"] },
  "POST /api/guests/submissions/:id/decision": { gate: COUPLES, rows: { id: "submissionB" }, rightful: ["coupleB"] },
  "GET /api/guests/:id": { gate: COUPLES, rows: { id: "guestB" }, rightful: ["coupleB"] },
  "PUT /api/guests/:id": { gate: COUPLES, rows: { id: "guestB" }, rightful: ["coupleB"] },
  "DELETE /api/guests/:id": { gate: COUPLES, rows: { id: "guestDelB" }, rightful: ["coupleB"] },
  // The guests' side: anyone holding the link or code, signed in or not.
  "GET /api/rsvp/:token": { gate: EVERYONE, rows: { token: "rsvpTokenB" }, rightful: ACTORS },
  "PUT /api/rsvp/:token": { gate: EVERYONE, rows: { token: "rsvpTokenB" }, rightful: ACTORS },
  "GET /api/guest-address/:token": { gate: EVERYONE, rows: { token: "addressTokenB" }, rightful: ACTORS },
  "POST /api/guest-address/:token": { gate: EVERYONE, rows: { token: "addressTokenB" }, rightful: ACTORS },
  "GET /api/guest-registration/:weddingCode": { gate: EVERYONE, rows: { weddingCode: "weddingCodeB" }, rightful: ACTORS },
  "POST /api/guest-registration/:weddingCode": { gate: EVERYONE, rows: { weddingCode: "weddingCodeB" }, rightful: ACTORS },
  "GET /api/guest-feed/:token": { gate: EVERYONE, rows: { token: "feedTokenB" }, rightful: ACTORS },
  // June: the caller's own history and context only (no ids to sweep); venue owners have no June.
  "GET /api/june/history": { gate: JUNE_USERS },
  "DELETE /api/june/history": { gate: JUNE_USERS },
  "GET /api/june/welcome": { gate: JUNE_USERS },
  "POST /api/june/actions": { gate: JUNE_USERS },
  "POST /api/functions/chat-with-june": { gate: JUNE_USERS },
  // The founding-vendor count is a public figure.
  "GET /api/vendor-pros/founding-50": { gate: EVERYONE },
  // Plans and billing (issue 35): the plans are public, a business account's own plan is its own (no ids), Stripe's webhook is signed, not signed in.
  "GET /api/billing/plans": { gate: EVERYONE },
  "GET /api/billing/mine": { gate: BUSINESSES },
  "POST /api/billing/checkout": { gate: BUSINESSES },
  "POST /api/billing/portal": { gate: BUSINESSES },
  "POST /api/billing/change": { gate: BUSINESSES },
  "POST /api/billing/cancel": { gate: BUSINESSES },
  "POST /api/billing/webhook": { gate: EVERYONE },
  "GET /api/admin/billing/accounts": { gate: ADMINS },
  "GET /api/admin/billing/grants": { gate: ADMINS },
  "POST /api/admin/billing/grants": { gate: ADMINS },
  // The give-back wedding (issue 35): one application per couple (their own, no ids), vendors' own pledges.
  "GET /api/give-back/figures": { gate: EVERYONE },
  "GET /api/give-back/application": { gate: COUPLES },
  "POST /api/give-back/application": { gate: COUPLES },
  "GET /api/give-back/pledges": { gate: BUSINESSES },
  "POST /api/give-back/pledges": { gate: BUSINESSES },
  "DELETE /api/give-back/pledges/:id": { gate: BUSINESSES, rows: { id: "pledgeB" }, rightful: ["vendorB"] },
  "GET /api/admin/give-back/applications": { gate: ADMINS },
  "PATCH /api/admin/give-back/applications/:id": { gate: ADMINS, rows: { id: "giveBackApplication" }, rightful: ["admin"] },
  "GET /api/admin/give-back/pledges": { gate: ADMINS },
  // Affiliates (issue 35): anyone signed in applies and reads their own application and dashboard (no ids);
  // a typed referral code is public; admins alone review couple B's application and mark its payouts.
  "GET /api/affiliates/application": { gate: SIGNED_IN },
  "POST /api/affiliates/application": { gate: SIGNED_IN },
  "GET /api/affiliates/dashboard": { gate: SIGNED_IN },
  "POST /api/affiliates/referral": { gate: EVERYONE },
  "GET /api/admin/affiliates": { gate: ADMINS },
  "PATCH /api/admin/affiliates/:id": { gate: ADMINS, rows: { id: "affiliateB" }, rightful: ["admin"] },
  "GET /api/admin/affiliates/payouts": { gate: ADMINS },
  "POST /api/admin/affiliates/:id/payouts": { gate: ADMINS, rows: { id: "affiliateB" }, rightful: ["admin"] },
  "GET /api/vendor-pros/friendors": { gate: EVERYONE },
  // A vendor's own profiles (admins may act on any).
  "GET /api/vendor-dashboard/vendors": { gate: VENDORS },
  "POST /api/vendor-dashboard/vendors": { gate: VENDORS },
  "GET /api/vendor-dashboard/vendors/:id": vendorProfileB,
  "PUT /api/vendor-dashboard/vendors/:id": vendorProfileB,
  "POST /api/vendor-dashboard/vendors/:id/publish": vendorProfileB,
  "POST /api/vendor-dashboard/vendors/:id/unpublish": vendorProfileB,
  "POST /api/vendor-dashboard/vendors/:id/packages": vendorProfileB,
  "PUT /api/vendor-dashboard/vendors/:id/packages/:packageId": { ...vendorProfileB, rows: { id: "vendorProfileB", packageId: "packageB" } },
  "DELETE /api/vendor-dashboard/vendors/:id/packages/:packageId": { ...vendorProfileB, rows: { id: "vendorProfileB", packageId: "packageB" } },
  "POST /api/vendor-dashboard/vendors/:id/images": vendorProfileB,
  "PATCH /api/vendor-dashboard/vendors/:id/images/:imageId": { ...vendorProfileB, rows: { id: "vendorProfileB", imageId: "portfolioImageB" } },
  "DELETE /api/vendor-dashboard/vendors/:id/images/:imageId": { ...vendorProfileB, rows: { id: "vendorProfileB", imageId: "portfolioImageB" } },
  "GET /api/vendor-dashboard/vendors/:id/friendor-candidates": vendorProfileB,
  "POST /api/vendor-dashboard/vendors/:id/recommendations": vendorProfileB,
  "DELETE /api/vendor-dashboard/vendors/:id/recommendations/:recommendationId": { ...vendorProfileB, rows: { id: "vendorProfileB", recommendationId: "recommendationB" } },
  // The vendor's reviews: answered in public and reported by the profile's owner only.
  "GET /api/vendor-dashboard/vendors/:id/reviews": vendorProfileB,
  "PUT /api/vendor-dashboard/vendors/:id/reviews/:reviewId/reply": { ...vendorProfileB, rows: { id: "vendorProfileB", reviewId: "reviewB" } },
  "DELETE /api/vendor-dashboard/vendors/:id/reviews/:reviewId/reply": { ...vendorProfileB, rows: { id: "vendorProfileB", reviewId: "reviewB" } },
  "POST /api/vendor-dashboard/vendors/:id/reviews/:reviewId/report": { ...vendorProfileB, rows: { id: "vendorProfileB", reviewId: "reviewB" } },
  // Review moderation and couples' sending: admins only.
  "GET /api/admin/reviews": { gate: ADMINS },
  "POST /api/admin/reviews/:id/decision": { gate: ADMINS, rows: { id: "reviewB" }, rightful: ["admin"] },
  "GET /api/admin/sending": { gate: ADMINS },
  "PUT /api/admin/sending/:coupleId/pause": { gate: ADMINS, rows: { coupleId: "coupleIdB" }, rightful: ["admin"] },
  "DELETE /api/admin/sending/:coupleId/pause": { gate: ADMINS, rows: { coupleId: "coupleIdB" }, rightful: ["admin"] },
  // Couples write to any published vendor; the inbox and threads belong to the two parties.
  "POST /api/inquiries/vendors/:id": { gate: COUPLES, rows: { id: "vendorProfileB" }, rightful: ["couple", "coupleB", "contributor", "admin"] },
  "GET /api/inquiries/mine": { gate: COUPLES },
  "GET /api/inquiries/inbox/:vendorId": { gate: VENDORS, rows: { vendorId: "vendorProfileB" }, rightful: ["vendorB"] },
  "GET /api/inquiries/:id": inquiryB,
  "POST /api/inquiries/:id/messages": inquiryB,
  "PUT /api/inquiries/:id/status": { gate: VENDORS, rows: { id: "inquiryB" }, rightful: ["vendorB"] },
  "GET /api/vendor-claims/vendors": { gate: EVERYONE },
  "GET /api/vendor-claims/mine": { gate: VENDORS },
  "POST /api/vendor-claims": { gate: VENDORS },
  "GET /api/admin/vendor-claims": { gate: ADMINS },
  "POST /api/admin/vendor-claims/:id/approve": { gate: ADMINS, rows: { id: "vendorClaim" }, rightful: ["admin"] },
  "POST /api/admin/vendor-claims/:id/reject": { gate: ADMINS, rows: { id: "vendorClaim" }, rightful: ["admin"] },
  // The timeline: the couple's, or a helper's with ?coupleId= (the contributor here has edit on couple B's,
  // but without naming the couple acts on their own, so couple B's ids are a 404 to them).
  "GET /api/timeline": { gate: COUPLES },
  "POST /api/timeline": { gate: COUPLES },
  "GET /api/planning/overview": { gate: COUPLES },
  "GET /api/planning/templates/:id": { gate: EVERYONE, rows: { id: "planningTemplate" }, rightful: ACTORS },
  "PUT /api/timeline/wedding-date": { gate: COUPLES },
  "GET /api/timeline/tasks.ics": { gate: COUPLES },
  "GET /api/timeline/events.ics": { gate: COUPLES },
  "POST /api/timeline/tasks": { gate: COUPLES },
  "PUT /api/timeline/tasks/:id": { gate: COUPLES, rows: { id: "taskB" }, rightful: ["coupleB"] },
  "PATCH /api/timeline/tasks/:id": { gate: COUPLES, rows: { id: "taskB" }, rightful: ["coupleB"] },
  "DELETE /api/timeline/tasks/:id": { gate: COUPLES, rows: { id: "taskB" }, rightful: ["coupleB"] },
  "POST /api/timeline/events": { gate: COUPLES },
  "PUT /api/timeline/events/:id": { gate: COUPLES, rows: { id: "eventB" }, rightful: ["coupleB"] },
  "DELETE /api/timeline/events/:id": { gate: COUPLES, rows: { id: "eventB" }, rightful: ["coupleB"] },
  "POST /api/timeline/shares": { gate: COUPLES },
  "DELETE /api/timeline/shares/:id": { gate: COUPLES, rows: { id: "shareB" }, rightful: ["coupleB"] },
  // The worksheet and phone view by id: the couple and the helpers they granted the timeline.
  "GET /api/timeline/by-id/:timelineId": { gate: SIGNED_IN, rows: { timelineId: "timelineB" }, rightful: ["coupleB", "contributor"] },
  // A share link opens the day-of schedule for anyone holding it.
  "GET /api/timeline/shared/:token": { gate: EVERYONE, rows: { token: "shareTokenB" }, rightful: ACTORS },
  // Beyond the Wedding (decision 034): the couple's alone. Its path names a module, not a row; each couple
  // works on their own, and naming another couple (?coupleId=) is tested in beyond-wedding.test.ts.
  "GET /api/beyond-wedding/progress": { gate: COUPLES },
  "GET /api/beyond-wedding/modules/:module": { gate: COUPLES, rows: { module: "beyondModule" }, rightful: ["couple", "coupleB", "contributor", "admin"] },
  "PUT /api/beyond-wedding/modules/:module/items/:index": { gate: COUPLES, rows: { module: "beyondModule", index: "beyondItem" }, rightful: ["couple", "coupleB", "contributor", "admin"] },
  // Decision 041: each partner's private note (keyed by who is signed in), the couple's sessions (another
  // couple's is a 404), reminders with a signed-out unsubscribe, and the admin's list of providers.
  "GET /api/beyond-wedding/modules/:module/private-note": { gate: COUPLES, rows: { module: "beyondModule" }, rightful: ["couple", "coupleB", "contributor", "admin"] },
  "PUT /api/beyond-wedding/modules/:module/private-note": { gate: COUPLES, rows: { module: "beyondModule" }, rightful: ["couple", "coupleB", "contributor", "admin"] },
  "GET /api/beyond-wedding/scheduling": { gate: COUPLES },
  "POST /api/beyond-wedding/sessions": { gate: COUPLES },
  "PATCH /api/beyond-wedding/sessions/:sessionId": { gate: COUPLES, rows: { sessionId: "intakeSessionB" }, rightful: ["coupleB"] },
  "POST /api/beyond-wedding/sessions/:sessionId/cancel": { gate: COUPLES, rows: { sessionId: "intakeSessionB" }, rightful: ["coupleB"] },
  "GET /api/beyond-wedding/sessions/:sessionId/calendar": { gate: COUPLES, rows: { sessionId: "intakeSessionB" }, rightful: ["coupleB"] },
  "GET /api/beyond-wedding/reminders": { gate: COUPLES },
  "PUT /api/beyond-wedding/reminders": { gate: COUPLES },
  "POST /api/beyond-wedding/reminders/unsubscribe": { gate: EVERYONE },
  "GET /api/beyond-wedding/admin/providers": { gate: ADMINS },
  "POST /api/beyond-wedding/admin/providers": { gate: ADMINS },
  "PUT /api/beyond-wedding/admin/providers/:providerId": { gate: ADMINS, rows: { providerId: "intakeProvider" }, rightful: ["admin"] },
  // The floral design studio: the couple's, or a helper's with ?coupleId= and the boards area; shared links are anyone's.
  "GET /api/floral-designs": { gate: COUPLES },
  "POST /api/floral-designs": { gate: COUPLES },
  "GET /api/floral-designs/:id": { gate: COUPLES, rows: { id: "designB" }, rightful: ["coupleB"] },
  "PUT /api/floral-designs/:id": { gate: COUPLES, rows: { id: "designB" }, rightful: ["coupleB"] },
  "DELETE /api/floral-designs/:id": { gate: COUPLES, rows: { id: "designB" }, rightful: ["coupleB"] },
  "POST /api/floral-designs/:id/share": { gate: COUPLES, rows: { id: "designShareB" }, rightful: ["coupleB"] },
  "DELETE /api/floral-designs/:id/share": { gate: COUPLES, rows: { id: "designShareB" }, rightful: ["coupleB"] },
  "GET /api/floral-designs/shared/:token": { gate: EVERYONE, rows: { token: "designTokenB" }, rightful: ACTORS },
  "GET /api/floral-designs/florist-inquiries": { gate: COUPLES },
  "GET /api/floral-designs/inquiry/:inquiryId": { gate: SIGNED_IN, rows: { inquiryId: "inquiryB" }, rightful: ["coupleB", "vendorB"] },
  "PUT /api/floral-designs/:id/inquiries/:inquiryId": { gate: COUPLES, rows: { id: "designShareB", inquiryId: "inquiryB" }, rightful: ["coupleB"] },
  // The music plan: the couple's, or a helper's granted the music area with ?coupleId= (issue 33).
  "GET /api/music": { gate: COUPLES },
  "GET /api/music/export.csv": { gate: COUPLES },
  "POST /api/music/songs": { gate: COUPLES },
  "PUT /api/music/songs/:id": { gate: COUPLES, rows: { id: "songB" }, rightful: ["coupleB"] },
  "DELETE /api/music/songs/:id": { gate: COUPLES, rows: { id: "songB" }, rightful: ["coupleB"] },
  "POST /api/music/requests/:householdId/approve": { gate: COUPLES, rows: { householdId: "householdB" }, rightful: ["coupleB"] },
  "POST /api/music/requests/:householdId/decline": { gate: COUPLES, rows: { householdId: "householdB" }, rightful: ["coupleB"] },
  "POST /api/music/shares": { gate: COUPLES },
  "DELETE /api/music/shares/:id": { gate: COUPLES, rows: { id: "musicShareB" }, rightful: ["coupleB"] },
  "GET /api/music/shared/:token": { gate: EVERYONE, rows: { token: "musicShareTokenB" }, rightful: ACTORS },
  // A moment is a name, not a row: everyone who plans music acts on their own plan's moment (decision 040).
  "PUT /api/music/moments/:moment/order": { gate: COUPLES, rows: { moment: "musicMoment" }, rightful: ["couple", "contributor", "admin", "coupleB"] },
  "POST /api/music/moments/:moment/spotify-playlist": { gate: COUPLES, rows: { moment: "musicMoment" }, rightful: ["couple", "contributor", "admin", "coupleB"] },
  "POST /api/music/moments/:moment/export": { gate: COUPLES, rows: { moment: "musicMoment" }, rightful: ["couple", "contributor", "admin", "coupleB"] },
  "POST /api/music/spotify/connect": { gate: COUPLES },
  "GET /api/music/spotify/callback": { gate: COUPLES },
  "DELETE /api/music/spotify": { gate: COUPLES },
  "GET /api/music/spotify/search": { gate: COUPLES },
  // Song requests from the wedding website, and the plan sent with an inquiry to a DJ or band (decision 050):
  // the thread's two parties read it (a vendor the plan was not sent to gets 404); only the couple sends or takes it back.
  "POST /api/music/site-requests/:id/approve": { gate: COUPLES, rows: { id: "siteRequestB" }, rightful: ["coupleB"] },
  "POST /api/music/site-requests/:id/decline": { gate: COUPLES, rows: { id: "siteRequestB" }, rightful: ["coupleB"] },
  "DELETE /api/music/site-requests/:id": { gate: COUPLES, rows: { id: "siteRequestB" }, rightful: ["coupleB"] },
  "GET /api/music/inquiries/:inquiryId": { gate: SIGNED_IN, rows: { inquiryId: "inquiryB" }, rightful: ["coupleB", "vendorB"] },
  "PUT /api/music/inquiries/:inquiryId/share": { gate: COUPLES, rows: { inquiryId: "inquiryB" }, rightful: ["coupleB"] },
  "DELETE /api/music/inquiries/:inquiryId/share": { gate: COUPLES, rows: { inquiryId: "inquiryB" }, rightful: ["coupleB"] },
  // Seating is the guest list's area: the couple's own plan, or a helper's with ?coupleId=; the share link opens for anyone holding it.
  "GET /api/seating": { gate: COUPLES },
  "PUT /api/seating": { gate: COUPLES },
  "POST /api/seating/auto-seat": { gate: COUPLES },
  "GET /api/seating/caterer.csv": { gate: COUPLES },
  "GET /api/seating/venues": { gate: COUPLES },
  "GET /api/seating/venue-layout": { gate: COUPLES },
  "POST /api/seating/share": { gate: COUPLES },
  "DELETE /api/seating/share": { gate: COUPLES },
  "GET /api/seating/shared/:token": { gate: EVERYONE, rows: { token: "seatingTokenB" }, rightful: ACTORS },
  // Wedding websites: the builder is the couple's (or a helper's they granted the site); couple B's published site and profile are anyone's.
  "GET /api/websites/mine": { gate: COUPLES },
  "PUT /api/websites/mine": { gate: COUPLES },
  "PUT /api/websites/mine/published": { gate: COUPLES },
  "GET /api/websites/mine/slug-check": { gate: COUPLES },
  "POST /api/websites/mine/images": { gate: COUPLES },
  "GET /api/websites/mine/qr.svg": { gate: COUPLES },
  "GET /api/websites/mine/qr.png": { gate: COUPLES },
  "GET /api/websites/site/:site": { gate: EVERYONE, rows: { site: "websiteB" }, rightful: ACTORS },
  "POST /api/websites/site/:site/unlock": { gate: EVERYONE, rows: { site: "websiteB" }, rightful: ACTORS },
  "POST /api/websites/site/:site/rsvp-lookup": { gate: EVERYONE, rows: { site: "websiteB" }, rightful: ACTORS },
  "GET /api/websites/couples/:id": { gate: EVERYONE, rows: { id: "coupleIdB" }, rightful: ACTORS },
  // Collaboration: managing helpers is the couple's own (a helper acting on their own, so couple B's
  // invitations and helpers are a 404 to them); the chat is the chat area; an invitation link opens for
  // anyone holding it, but only the invited address can accept it (nobody here); a helper leaves only
  // a couple they help.
  "GET /api/collaboration/access": { gate: COUPLES },
  "POST /api/collaboration/invitations": { gate: COUPLES },
  "POST /api/collaboration/invitations/:invitationId/resend": { gate: COUPLES, rows: { invitationId: "invitationB" }, rightful: ["coupleB"] },
  "DELETE /api/collaboration/invitations/:invitationId": { gate: COUPLES, rows: { invitationId: "invitationB" }, rightful: ["coupleB"] },
  "PUT /api/collaboration/contributors/:contributorId": { gate: COUPLES, rows: { contributorId: "contributorB" }, rightful: ["coupleB"] },
  "PUT /api/collaboration/contributors/:contributorId/budget-lines": { gate: COUPLES, rows: { contributorId: "contributorB" }, rightful: ["coupleB"] },
  "DELETE /api/collaboration/contributors/:contributorId": { gate: COUPLES, rows: { contributorId: "contributorB" }, rightful: ["coupleB"] },
  "GET /api/collaboration/join/:token": { gate: EVERYONE, rows: { token: "inviteTokenB" }, rightful: ACTORS },
  "POST /api/collaboration/join/:token": { gate: SIGNED_IN, rows: { token: "inviteTokenB" }, rightful: [] },
  "GET /api/collaboration/helping": { gate: SIGNED_IN },
  "DELETE /api/collaboration/helping/:coupleId": { gate: SIGNED_IN, rows: { coupleId: "helpedCouple" }, rightful: ["contributor"] },
  "GET /api/collaboration/chat/:coupleId/messages": { gate: SIGNED_IN, rows: { coupleId: "coupleIdB" }, rightful: ["coupleB", "contributor"] },
  "POST /api/collaboration/chat/:coupleId/messages": { gate: SIGNED_IN, rows: { coupleId: "coupleIdB" }, rightful: ["coupleB", "contributor"] },
  "GET /api/collaboration/chat/:coupleId/stream": { gate: SIGNED_IN, rows: { coupleId: "coupleIdB" }, rightful: ["coupleB", "contributor"] },
  // Chat extras (decision 044): the policy admits couple B and their helper; their empty bodies then get a 400/415.
  "POST /api/collaboration/chat/:coupleId/attachments": { gate: SIGNED_IN, rows: { coupleId: "coupleIdB" }, rightful: ["coupleB", "contributor"] },
  // The message id here is not a number: past the policy, the rightful get a 400 (attachment access is in chat-extras.test.ts).
  "GET /api/collaboration/chat/:coupleId/attachments/:messageId": { gate: SIGNED_IN, rows: { coupleId: "coupleIdB", messageId: "coupleIdB" }, rightful: ["coupleB", "contributor"] },
  "POST /api/collaboration/chat/:coupleId/read": { gate: SIGNED_IN, rows: { coupleId: "coupleIdB" }, rightful: ["coupleB", "contributor"] },
  "PUT /api/collaboration/chat/:coupleId/digest": { gate: SIGNED_IN, rows: { coupleId: "coupleIdB" }, rightful: ["coupleB", "contributor"] },
  "GET /api/collaboration/unread": { gate: SIGNED_IN },
  "POST /api/collaboration/digest/unsubscribe": { gate: EVERYONE },
  // The planning quiz (issue 28): anyone may take it.
  "POST /api/planning-quiz/result": { gate: EVERYONE },
  // Tasks and polls (decision 038): the chat area; a helper names the couple with ?coupleId= (their levels
  // are tested in tasks-polls.test.ts), so without it couple B's tasks and polls are a 404 to them.
  "GET /api/tasks-polls": { gate: COUPLES },
  "GET /api/tasks-polls/mine": { gate: SIGNED_IN },
  "POST /api/tasks-polls/tasks": { gate: COUPLES },
  "PATCH /api/tasks-polls/tasks/:taskId": { gate: COUPLES, rows: { taskId: "sharedTaskB" }, rightful: ["coupleB"] },
  "DELETE /api/tasks-polls/tasks/:taskId": { gate: COUPLES, rows: { taskId: "sharedTaskB" }, rightful: ["coupleB"] },
  "POST /api/tasks-polls/polls": { gate: COUPLES },
  "PUT /api/tasks-polls/polls/:pollId/vote": { gate: COUPLES, rows: { pollId: "pollB" }, rightful: ["coupleB"] },
  "POST /api/tasks-polls/polls/:pollId/close": { gate: COUPLES, rows: { pollId: "pollB" }, rightful: ["coupleB"] },
  // Task comments and the catalog picker (decision 058): the same area; comments are couple B's, by couple B.
  "GET /api/tasks-polls/tasks/:taskId/comments": { gate: COUPLES, rows: { taskId: "commentedTaskB" }, rightful: ["coupleB"] },
  "POST /api/tasks-polls/tasks/:taskId/comments": { gate: COUPLES, rows: { taskId: "commentedTaskB" }, rightful: ["coupleB"] },
  "PATCH /api/tasks-polls/comments/:commentId": { gate: COUPLES, rows: { commentId: "taskCommentB" }, rightful: ["coupleB"] },
  "DELETE /api/tasks-polls/comments/:commentId": { gate: COUPLES, rows: { commentId: "taskCommentDelB" }, rightful: ["coupleB"] },
  "GET /api/tasks-polls/catalog": { gate: COUPLES },
  // The activity feed (decision 059): the couple's own, or their partner's with ?coupleId= (another couple's
  // id, a helper who is not the partner and a partner naming another couple are tested in activity.test.ts).
  "GET /api/activity": { gate: COUPLES },
  // Inspiration boards: the couple's own, or a helper's with the boards area (with ?coupleId=).
  "GET /api/inspiration-boards": { gate: COUPLES },
  "POST /api/inspiration-boards": { gate: COUPLES },
  "PATCH /api/inspiration-boards/:id": { gate: COUPLES, rows: { id: "boardB" }, rightful: ["coupleB"] },
  "DELETE /api/inspiration-boards/:id": { gate: COUPLES, rows: { id: "boardDelB" }, rightful: ["coupleB"] },
  "POST /api/inspiration-boards/:id/images": { gate: COUPLES, rows: { id: "boardB" }, rightful: ["coupleB"] },
  "PUT /api/inspiration-boards/:id/order": { gate: COUPLES, rows: { id: "boardB" }, rightful: ["coupleB"] },
  "PATCH /api/inspiration-boards/:id/images/:imageId": { gate: COUPLES, rows: { id: "boardB", imageId: "boardImageB" }, rightful: ["coupleB"] },
  "DELETE /api/inspiration-boards/:id/images/:imageId": { gate: COUPLES, rows: { id: "boardB", imageId: "boardImageB" }, rightful: ["coupleB"] },
  // Pasted addresses, and boards shared with a vendor the couple wrote to (decision 042): only that vendor reads them.
  "POST /api/inspiration-boards/:id/images/from-address": { gate: COUPLES, rows: { id: "boardB" }, rightful: ["coupleB"] },
  "GET /api/inspiration-boards/shares": { gate: COUPLES },
  "PUT /api/inspiration-boards/:id/shares/:vendorId": { gate: COUPLES, rows: { id: "boardB", vendorId: "vendorProfileB" }, rightful: ["coupleB"] },
  "DELETE /api/inspiration-boards/:id/shares/:vendorId": { gate: COUPLES, rows: { id: "boardB", vendorId: "vendorProfileB" }, rightful: ["coupleB"] },
  "GET /api/inspiration-boards/shared-with-me/:coupleId": { gate: VENDORS, rows: { coupleId: "coupleIdB" }, rightful: ["vendorB"] },
  // Pinterest (decision 042): each couple's own connection; a Pinterest board id names no row of ours, so
  // every couple account reads its own (409 until connected) and nobody reaches another's.
  "GET /api/pinterest/availability": { gate: EVERYONE },
  "GET /api/pinterest": { gate: COUPLES },
  "POST /api/pinterest/connect": { gate: COUPLES },
  "POST /api/pinterest/connect/complete": { gate: COUPLES },
  "DELETE /api/pinterest/connection": { gate: COUPLES },
  "GET /api/pinterest/boards": { gate: COUPLES },
  "GET /api/pinterest/boards/:boardId/pins": { gate: COUPLES, rows: { boardId: "pinterestBoardB" }, rightful: ["couple", "contributor", "admin", "coupleB"] },
  "POST /api/pinterest/import": { gate: COUPLES },
  "POST /api/pinterest/refresh/:id": { gate: COUPLES, rows: { id: "boardB" }, rightful: ["coupleB"] },
  // Vendor galleries (decision 049): public by code and browsable; a listing's gallery is its owner's (or an admin's); any couple saves a live gallery's image to their own board.
  "GET /api/vendor-galleries": { gate: EVERYONE },
  "GET /api/vendor-galleries/by-code/:code": { gate: EVERYONE, rows: { code: "galleryCodeB" }, rightful: ACTORS },
  "POST /api/vendor-galleries/images/:imageId/save": { gate: COUPLES, rows: { imageId: "galleryPublicImage" }, rightful: ["couple", "contributor", "admin", "coupleB"] },
  "GET /api/vendor-galleries/vendors/:id": vendorProfileB,
  "PUT /api/vendor-galleries/vendors/:id": vendorProfileB,
  "POST /api/vendor-galleries/vendors/:id/code": vendorProfileB,
  "DELETE /api/vendor-galleries/vendors/:id/code": vendorProfileB,
  "POST /api/vendor-galleries/vendors/:id/images": vendorProfileB,
  "POST /api/vendor-galleries/vendors/:id/images/from-portfolio": vendorProfileB,
  "PATCH /api/vendor-galleries/vendors/:id/images/:imageId": { ...vendorProfileB, rows: { id: "vendorProfileB", imageId: "galleryImageB" } },
  "DELETE /api/vendor-galleries/vendors/:id/images/:imageId": { ...vendorProfileB, rows: { id: "vendorProfileB", imageId: "galleryImageB" } },
  "PUT /api/vendor-galleries/vendors/:id/order": vendorProfileB,
};

let t: TestApp;
const headersFor = new Map<Actor, Record<string, string>>();
const rowIds = new Map<string, string>();

const REFUSED = [401, 403, 404];
const NOTHING = "00000000-0000-4000-8000-000000000000";

async function userIdOf(headers: Record<string, string>): Promise<string> {
  const body = (await (await t.request("GET", "/api/account/me", undefined, headers)).json()) as { user: { id: string } };
  return body.user.id;
}

beforeAll(async () => {
  t = await createTestApp({ ADDRESS_RATE_LIMIT_SCALE: "100" });
  const signedIn = await Promise.all(ACTORS.map((actor) => (actor === "anonymous" ? {} : t.signIn(actor === "coupleB" ? "couple" : actor === "venue_ownerB" ? "venue_owner" : actor === "vendorB" ? "vendor" : actor))));
  ACTORS.forEach((actor, i) => headersFor.set(actor, signedIn[i]!));
  const [couple, coupleB, ownerA, ownerB, contributor] = await Promise.all(
    (["couple", "coupleB", "venue_owner", "venue_ownerB", "contributor"] as const).map((actor) => userIdOf(headersFor.get(actor)!)),
  );
  const { db } = t.database;
  // The contributor may edit all of couple B's planning: that must not open couple B's tours.
  await db.insert(contributorProfiles).values({ userId: contributor!, coupleId: coupleB!, permissions: { guests: "edit", budget: "edit", timeline: "edit", venues: "edit", chat: "edit", boards: "edit", music: "edit" } });

  const day = 24 * 3600_000;
  let hour = 0;
  const nextSlot = async (venueId: string) => {
    const startsAt = new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + 10 * day + ++hour * 3600_000);
    const [slot] = await db.insert(tourSlots).values({ venueId, startsAt, endsAt: new Date(startsAt.getTime() + 3600_000) }).returning();
    return slot!;
  };
  // Two venue owners, each with a venue, slots, a booking from each couple and a request from one.
  const ownedRows = async (side: "A" | "B", ownerId: string, itsCouple: string, otherCouple: string) => {
    const venue = await insertTestVenue(db, { ownerId, name: `Authorization Hall ${side}` }, 1);
    const [booking] = await db.insert(tourBookings).values({ slotId: (await nextSlot(venue.id)).id, venueId: venue.id, userId: itsCouple }).returning();
    // The other couple's booking keeps the venue from being deleted while the sweep runs.
    await db.insert(tourBookings).values({ slotId: (await nextSlot(venue.id)).id, venueId: venue.id, userId: otherCouple });
    const [request] = await db.insert(tourRequests).values({ venueId: venue.id, userId: itsCouple, preferredAt: new Date(Date.now() + 20 * day), guests: 2 }).returning();
    return { venue, booking: booking!, request: request! };
  };
  const [, b] = [await ownedRows("A", ownerA!, couple!, coupleB!), await ownedRows("B", ownerB!, coupleB!, couple!)];
  rowIds.set("venueB", b.venue.id);
  rowIds.set("bookingB", b.booking.id);
  rowIds.set("requestB", b.request.id);
  // Rows a rightful call uses up (deleted), one per rightful actor, and one for everyone else.
  const today = zonedDate(new Date(), "America/New_York");
  for (const [i, key] of ["slotB", "slotB@venue_ownerB", "slotB@admin"].entries()) {
    rowIds.set(key, (await nextSlot(b.venue.id)).id);
    const date = addDays(today, 40 + i);
    await db.insert(venueBlackoutDates).values({ venueId: b.venue.id, date });
    rowIds.set(key.replace("slotB", "blackoutB"), date);
    const [image] = await db
      .insert(venueImages)
      .values({ venueId: b.venue.id, url: `/media/test/authz-${i}.svg`, thumbUrl: `/media/test/authz-${i}-thumb.svg`, width: 1200, height: 800, position: i + 1 })
      .returning();
    rowIds.set(key.replace("slotB", "imageB"), image!.id);
  }

  const [catalogue, claimable] = await db.select().from(venues).where(and(isNull(venues.ownerId), eq(venues.published, true))).limit(2);
  rowIds.set("catalogueVenue", catalogue!.id);
  const [catalogueVendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.published, true)).limit(1);
  rowIds.set("catalogueVendor", catalogueVendor!.id);
  // Each couple account has a review of it to take back (the review is the caller's own, not the vendor's).
  await db.insert(vendorReviews).values([couple!, coupleB!, contributor!].map((userId) => ({ vendorId: catalogueVendor!.id, userId, rating: 4, body: "Lovely to work with from the first call to the last dance." })));
  await db.update(vendors).set({ reviewCount: sql`${vendors.reviewCount} + 3`, ratingTotal: sql`${vendors.ratingTotal} + 12` }).where(eq(vendors.id, catalogueVendor!.id));
  await db.insert(savedVenues).values([couple!, coupleB!].map((userId) => ({ userId, venueId: catalogue!.id })));
  const [claim] = await db.insert(venueClaims).values({ venueId: claimable!.id, userId: ownerA!, role: "Owner", phone: "614-555-0100", proof: "I run the events office." }).returning();
  rowIds.set("claim", claim!.id);
  const [message] = await db.insert(contactMessages).values({ name: "Pat", email: "pat@example.com", topic: "general", message: "Hello there" }).returning();
  rowIds.set("contactMessage", message!.id);
  const [ticket] = await db.insert(helpTickets).values({ userId: coupleB!, stakeholderType: "couple", userEmail: "couple-b@example.com", description: "I was charged twice" }).returning();
  rowIds.set("ticket", ticket!.id);

  // Vendor B's profile with a package, a photo, a friendor recommendation and couple B's inquiry;
  // rows a rightful delete uses up, one per rightful actor. Vendor A claims an unowned catalog profile.
  const [vendorA, vendorB] = await Promise.all((["vendor", "vendorB"] as const).map((actor) => userIdOf(headersFor.get(actor)!)));
  const profileB = await insertTestVendor(db, { ownerId: vendorB!, businessName: "Authorization Studio B" });
  const friend = await insertTestVendor(db, { businessName: "Authorization Florist" });
  const unowned = await insertTestVendor(db, { businessName: "Authorization Catalog Band", category: "djband" });
  rowIds.set("vendorProfileB", profileB.id);
  for (const [i, key] of ["B", "B@vendorB", "B@admin"].entries()) {
    const [pkg] = await db.insert(vendorPackages).values({ vendorId: profileB.id, name: `Package ${i}`, price: 1000 + i, includes: ["Eight hours"] }).returning();
    rowIds.set(`package${key}`, pkg!.id);
    const [image] = await db
      .insert(vendorPortfolioImages)
      .values({ vendorId: profileB.id, storageKey: `test/authz-vendor-${i}.webp`, url: `/media/test/authz-vendor-${i}.webp`, thumbUrl: `/media/test/authz-vendor-${i}-thumb.webp`, width: 1200, height: 800, position: i })
      .returning();
    rowIds.set(`portfolioImage${key}`, image!.id);
    const target = i === 0 ? friend : await insertTestVendor(db, { businessName: `Authorization Friend ${i}` });
    const [recommendation] = await db.insert(vendorRecommendations).values({ vendorId: profileB.id, recommendedVendorId: target.id, note: "We trust them." }).returning();
    rowIds.set(`recommendation${key}`, recommendation!.id);
  }
  const [inquiry] = await db.insert(vendorInquiries).values({ vendorId: profileB.id, coupleId: coupleB!, message: "We would love to talk about our June wedding." }).returning();
  rowIds.set("inquiryB", inquiry!.id);
  const [reviewOfB] = await db.insert(vendorReviews).values({ vendorId: profileB.id, userId: coupleB!, rating: 3, body: "Good photos, slow to answer." }).returning();
  await db.update(vendors).set({ reviewCount: 1, ratingTotal: 3 }).where(eq(vendors.id, profileB.id));
  rowIds.set("reviewB", reviewOfB!.id);
  rowIds.set("coupleIdB", coupleB!);
  rowIds.set("beyondModule", "communication");
  rowIds.set("beyondItem", "0");
  const [vendorClaim] = await db.insert(vendorClaims).values({ vendorId: unowned.id, userId: vendorA!, role: "owner", phone: "+16145550100", proof: "I am the band leader and can prove it." }).returning();
  rowIds.set("vendorClaim", vendorClaim!.id);

  // Couple B's budget: an expense with a payment for the sweep, and one the rightful delete uses up.
  await db.insert(weddingBudgets).values({ userId: coupleB!, totalBudget: 3_500_000, guestCount: 120 });
  for (const key of ["expenseB", "expenseB@coupleB"]) {
    const [expense] = await db.insert(budgetExpenses).values({ userId: coupleB!, categoryId: "venue", vendorName: "Authorization Hall", estimatedCents: 800_000 }).returning();
    rowIds.set(key, expense!.id);
    if (key === "expenseB") {
      const [payment] = await db.insert(budgetPayments).values({ expenseId: expense!.id, label: "Deposit", amountCents: 200_000, dueDate: addDays(today, 30) }).returning();
      rowIds.set("paymentB", payment!.id);
    }
  }

  // Couple B's guest list: guests in a household, events, a waiting registration and the shared links.
  const [household] = await db.insert(guestHouseholds).values({ coupleId: coupleB!, name: "The Authorization family", rsvpToken: "rsvp-token-of-couple-b-authorization-sweep" }).returning();
  rowIds.set("householdB", household!.id);
  rowIds.set("rsvpTokenB", household!.rsvpToken);
  for (const key of ["guestB", "guestDelB"]) {
    const [guest] = await db.insert(guests).values({ coupleId: coupleB!, householdId: household!.id, firstName: key }).returning();
    rowIds.set(key, guest!.id);
  }
  for (const key of ["weddingEventB", "weddingEventDelB"]) {
    const [event] = await db.insert(weddingEvents).values({ coupleId: coupleB!, name: key }).returning();
    rowIds.set(key, event!.id);
  }
  const [submission] = await db.insert(guestSubmissions).values({ coupleId: coupleB!, kind: "registration", firstName: "Pat", lastName: "Doe" }).returning();
  rowIds.set("submissionB", submission!.id);
  await db.insert(guestListSettings).values({
    coupleId: coupleB!,
    weddingCode: "AUTHZ-B",
    registrationEnabled: true,
    addressToken: "address-token-of-couple-b-authorization",
    sheetsFeedToken: "feed-token-of-couple-b-authorization-sweep",
  });
  rowIds.set("weddingCodeB", "AUTHZ-B");
  rowIds.set("addressTokenB", "address-token-of-couple-b-authorization");
  rowIds.set("feedTokenB", "feed-token-of-couple-b-authorization-sweep");
  // Couple B's timeline: a task, an event and a share link each (the rightful delete uses up its own).
  const [timeline] = await db.insert(timelines).values({ coupleId: coupleB! }).returning();
  rowIds.set("timelineB", timeline!.id);
  for (const suffix of ["", "@coupleB"]) {
    const [task] = await db.insert(timelineTasks).values({ timelineId: timeline!.id, title: "Book the band", dueDate: addDays(today, 60) }).returning();
    rowIds.set(`taskB${suffix}`, task!.id);
    const [event] = await db.insert(timelineEvents).values({ timelineId: timeline!.id, title: "Ceremony", startMinutes: 960, durationMinutes: 30 }).returning();
    rowIds.set(`eventB${suffix}`, event!.id);
    const [share] = await db.insert(timelineShares).values({ timelineId: timeline!.id, label: "DJ", tokenHash: `authorization-${suffix}` }).returning();
    rowIds.set(`shareB${suffix}`, share!.id);
  }
  const token = "authorizationSweepToken_0123456";
  await db.insert(timelineShares).values({ timelineId: timeline!.id, label: "Photographer", tokenHash: createHash("sha256").update(token + "7").digest("hex") });
  rowIds.set("shareTokenB", token + "7");
  // A draft for the admins' blog routes (one the rightful delete uses up) and a seeded article's address.
  for (const key of ["blogPost", "blogPostDel"]) {
    const [post] = await db
      .insert(blogPosts)
      .values({ slug: `authorization-${key.toLowerCase()}`, title: "Authorization draft", excerpt: "A draft the sweep reads.", body: "Words.", category: "planning", authorName: "Sweep" })
      .returning();
    rowIds.set(key, post!.id);
  }
  rowIds.set("planningTemplate", "budget-sheet");
  rowIds.set("blogSlug", "outdoor-wedding-rain-plan")
  // Couple B's floral designs (the rightful delete uses up its own) and a live share link.
  for (const suffix of ["", "@coupleB"]) {
    const [design] = await db.insert(floralDesigns).values({ coupleId: coupleB!, name: "Garden", palette: ["#f2c9c4"], pieces: [] }).returning();
    rowIds.set(`designB${suffix}`, design!.id);
  }
  const [shareable] = await db.insert(floralDesigns).values({ coupleId: coupleB!, name: "To share", palette: ["#f2c9c4"], pieces: [] }).returning();
  rowIds.set("designShareB", shareable!.id);
  const designToken = "authorizationDesignToken_0123456";
  await db.insert(floralDesigns).values({ coupleId: coupleB!, name: "Shared", palette: ["#f2c9c4"], pieces: [], shareTokenHash: createHash("sha256").update(designToken).digest("hex") });
  rowIds.set("designTokenB", designToken);
  // Couple B's music plan: a song and a share link each (the rightful delete uses up its own), and a link to open.
  for (const suffix of ["", "@coupleB"]) {
    const [song] = await db.insert(musicSongs).values({ coupleId: coupleB!, moment: "first_dance", title: `At Last${suffix}`, songKey: `at last${suffix}|etta james` }).returning();
    rowIds.set(`songB${suffix}`, song!.id);
    const [share] = await db.insert(musicShares).values({ coupleId: coupleB!, label: "DJ", tokenHash: `music-authorization-${suffix}` }).returning();
    rowIds.set(`musicShareB${suffix}`, share!.id);
  }
  await db.insert(musicShares).values({ coupleId: coupleB!, label: "Band", tokenHash: createHash("sha256").update(token + "8").digest("hex") });
  rowIds.set("musicShareTokenB", token + "8");
  rowIds.set("musicMoment", "first_dance");
  for (const suffix of ["", "@coupleB"]) {
    const [siteRequest] = await db.insert(musicSiteRequests).values({ coupleId: coupleB!, askedBy: "Rosa", title: `Shout${suffix}`, songKey: `shout${suffix}|` }).returning();
    rowIds.set(`siteRequestB${suffix}`, siteRequest!.id);
  }
  // Couple B sent their music plan with the inquiry: its vendor reads it, nobody else.
  await db.insert(musicInquiryShares).values({ inquiryId: rowIds.get("inquiryB")!, coupleId: coupleB! });
  const seatingToken = "authorizationSeatingToken_0123456";
  await db.insert(seatingPlans).values({ coupleId: coupleB!, eventKey: "all", room: { width: 40, length: 30 }, settings: { kidsTableId: null, sides: "any", include: "attending", accessibleSeating: "must" }, shareTokenHash: createHash("sha256").update(seatingToken).digest("hex") });
  rowIds.set("seatingTokenB", seatingToken);
  // Couple B's inspiration boards: one with two images (the rightful delete uses up its own), and boards to delete.
  const [board] = await db.insert(inspirationBoards).values({ coupleId: coupleB!, name: "Dresses" }).returning();
  rowIds.set("boardB", board!.id);
  for (const [position, suffix] of ["", "@coupleB"].entries()) {
    const [boardImage] = await db
      .insert(inspirationBoardImages)
      .values({ boardId: board!.id, coupleId: coupleB!, url: `/media/boards/sweep/${position}.webp`, thumbUrl: `/media/boards/sweep/${position}-thumb.webp`, width: 900, height: 600, colors: ["#f2c9c4"], position, contentHash: `sweep-${position}` })
      .returning();
    rowIds.set(`boardImageB${suffix}`, boardImage!.id);
    const [spare] = await db.insert(inspirationBoards).values({ coupleId: coupleB!, name: `Spare${suffix}` }).returning();
    rowIds.set(`boardDelB${suffix}`, spare!.id);
  }
  rowIds.set("pinterestBoardB", "7000001");
  // A board couple B shared with vendor B's listing (they wrote to it): vendor B alone reads it.
  const [sharedBoard] = await db.insert(inspirationBoards).values({ coupleId: coupleB!, name: "Florals for the florist" }).returning();
  await db.insert(inspirationBoardShares).values({ boardId: sharedBoard!.id, vendorId: rowIds.get("vendorProfileB")!, coupleId: coupleB! });

  // A live gallery of another listing (vendor B's own code is replaced and revoked by the sweep) and vendor B's images, one per rightful delete.
  const galleryListing = await insertTestVendor(db, { businessName: "Authorization Gallery Florist", category: "florists" });
  await db.insert(vendorGalleries).values({ vendorId: galleryListing.id, code: "authorization-gallery-sweep1" });
  rowIds.set("galleryCodeB", "authorization-gallery-sweep1");
  const [publicImage] = await db
    .insert(vendorGalleryImages)
    .values({ vendorId: galleryListing.id, url: "/media/galleries/sweep/public.webp", thumbUrl: "/media/galleries/sweep/public-thumb.webp", width: 1200, height: 800, position: 0, contentHash: "gallery-sweep-public" })
    .returning();
  rowIds.set("galleryPublicImage", publicImage!.id);
  for (const [position, suffix] of ["", "@vendorB", "@admin"].entries()) {
    const [galleryImage] = await db
      .insert(vendorGalleryImages)
      .values({ vendorId: rowIds.get("vendorProfileB")!, url: `/media/galleries/sweep/${position}.webp`, thumbUrl: `/media/galleries/sweep/${position}-thumb.webp`, width: 1200, height: 800, position, contentHash: `gallery-sweep-${position}` })
      .returning();
    rowIds.set(`galleryImageB${suffix}`, galleryImage!.id);
  }

  // Couple B's published wedding website, and the names their public profile shows.
  await db.insert(coupleProfiles).values({ id: coupleB!, partner1Name: "Avery", partner2Name: "Blake" }).onConflictDoUpdate({ target: coupleProfiles.id, set: { partner1Name: "Avery", partner2Name: "Blake" } });
  const [website] = await db.insert(weddingWebsites).values({ coupleId: coupleB!, slug: "avery-and-blake", sections: ["rsvp"], content: siteContentSchema.parse({}), published: true }).returning();
  await db.insert(weddingWebsiteSlugs).values({ slug: "avery-and-blake", websiteId: website!.id });
  rowIds.set("websiteB", "avery-and-blake");

  // Collaboration: couple B's invitation (its link's token) and helpers; the rightful delete removes a
  // helper of its own, and the contributor leaves a couple C it helps (couple B's grant stays).
  const inviteToken = "authorizationInviteToken_0123456789";
  const [invitation] = await db
    .insert(contributorInvitations)
    .values({ coupleId: coupleB!, email: "invited-b@example.com", relationship: "friend", permissions: { ...NO_ACCESS, guests: "view" }, tokenHash: createHash("sha256").update(inviteToken).digest("hex"), expiresAt: new Date(Date.now() + 7 * day) })
    .returning();
  rowIds.set("invitationB", invitation!.id);
  // Couple B resends and withdraws a spare invitation, so the token above keeps opening its own.
  const [spareInvitation] = await db
    .insert(contributorInvitations)
    .values({ coupleId: coupleB!, email: "invited-b2@example.com", relationship: "friend", permissions: NO_ACCESS, tokenHash: "authorization-spare-invitation", expiresAt: new Date(Date.now() + 7 * day) })
    .returning();
  rowIds.set("invitationB@coupleB", spareInvitation!.id);
  rowIds.set("inviteTokenB", inviteToken);
  const [contributorOfB] = await db.select({ id: contributorProfiles.id }).from(contributorProfiles).where(and(eq(contributorProfiles.userId, contributor!), eq(contributorProfiles.coupleId, coupleB!)));
  rowIds.set("contributorB", contributorOfB!.id);
  const [spareHelper, coupleC] = await Promise.all([t.signIn("couple").then(userIdOf), t.signIn("couple").then(userIdOf)]);
  const [spare] = await db.insert(contributorProfiles).values({ userId: spareHelper, coupleId: coupleB!, permissions: {} }).returning();
  rowIds.set("contributorB@coupleB", spare!.id);
  await db.insert(contributorProfiles).values({ userId: contributor!, coupleId: coupleC, permissions: {} });
  rowIds.set("helpedCouple", coupleB!);
  rowIds.set("helpedCouple@contributor", coupleC);

  // Couple B's shared task (a second one for the rightful delete) and poll.
  const [sharedTask, sharedTaskToDelete] = await db.insert(planningTasks).values([{ coupleId: coupleB!, title: "Book the florist tasting" }, { coupleId: coupleB!, title: "Order the welcome signs" }]).returning();
  rowIds.set("sharedTaskB", sharedTask!.id);
  rowIds.set("sharedTaskB@coupleB", sharedTaskToDelete!.id);
  const [poll] = await db.insert(planningPolls).values({ coupleId: coupleB!, question: "Which cake flavor?", options: ["Lemon", "Chocolate"] }).returning();
  rowIds.set("pollB", poll!.id);
  rowIds.set("commentedTaskB", sharedTask!.id);
  for (const key of ["taskCommentB", "taskCommentDelB"]) {
    const [comment] = await db.insert(planningTaskComments).values({ taskId: sharedTask!.id, coupleId: coupleB!, authorId: coupleB!, body: "Booked for Saturday." }).returning();
    rowIds.set(key, comment!.id);
  }
  // The give-back wedding: vendor B's pledge (and one vendor B's own withdrawal uses up), couple B's application.
  for (const key of ["pledgeB", "pledgeB@vendorB"]) {
    const [pledge] = await db.insert(giveBackPledges).values({ userId: vendorB!, service: "Two hours of photography", valueCents: 80_000 }).returning();
    rowIds.set(key, pledge!.id);
  }
  const [application] = await db
    .insert(giveBackApplications)
    .values({ userId: coupleB!, partnerNames: "Sam and Alex", story: "Our story. ".repeat(30), weddingDate: "2031-06-01", city: "columbus", guestCount: 40, needs: ["venue"], consent: true })
    .returning();
  rowIds.set("giveBackApplication", application!.id);
  const [affiliateB] = await db.insert(affiliates).values({ userId: coupleB!, name: "Sam Reyes", audience: "A wedding newsletter for Columbus vendors.", payoutEmail: "sam-payouts@example.com" }).returning();
  rowIds.set("affiliateB", affiliateB!.id);

  // Beyond the Wedding: a provider, and couple B's session with them three days out.
  const [provider] = await db.insert(intakeProviders).values({ name: "Sweep Counselor", kind: "counselor", timeZone: "America/New_York", availability: [] }).returning();
  rowIds.set("intakeProvider", provider!.id);
  const sessionStart = new Date(Date.now() + 3 * day);
  const [intakeSession] = await db.insert(intakeSessions).values({ providerId: provider!.id, coupleId: coupleB!, startsAt: sessionStart, endsAt: new Date(sessionStart.getTime() + 3_600_000) }).returning();
  rowIds.set("intakeSessionB", intakeSession!.id);
});
afterAll(() => t.close());

function expectationOf(method: string, path: string): Expectation {
  const expected = EXPECTED[`${method} ${path}`];
  if (!expected) throw new Error(`${method} ${path} has no expectation in authorization.test.ts: add one`);
  return expected;
}

function urlFor(path: string, fill: (param: string) => string): string {
  return path.replace(/:(\w+)/g, (_match, param: string) => encodeURIComponent(fill(param))).replace("/*", "/get-session");
}

describe("authorization", () => {
  const routes = listApiRoutes();

  it("finds the API routes, each with a policy and an expectation here, and no stale expectations", () => {
    expect(routes.length).toBeGreaterThanOrEqual(60);
    for (const route of routes) expect(route.policy, `${route.method} ${route.path} has no policy middleware first`).toBeDefined();
    const declared = new Set(routes.map((r) => `${r.method} ${r.path}`));
    expect(routes.filter((r) => !EXPECTED[`${r.method} ${r.path}`]).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(Object.keys(EXPECTED).filter((key) => !declared.has(key))).toEqual([]);
    for (const [key, expected] of Object.entries(EXPECTED)) {
      const params = [...key.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(Object.keys(expected.rows ?? {}).sort(), `${key}: a row for each path parameter`).toEqual(params.sort());
    }
  });

  describe("every route as every kind of principal", () => {
    for (const route of routes) {
      it(`${route.method} ${route.path}`, async () => {
        const { gate } = expectationOf(route.method, route.path);
        const url = urlFor(route.path, () => NOTHING);
        const body = route.method === "GET" ? undefined : {};
        const statuses = await Promise.all(KINDS.map(async (kind) => [kind, (await t.request(route.method, url, body, headersFor.get(kind))).status] as const));
        for (const [kind, status] of statuses) {
          if (gate.includes(kind)) expect([401, 403], `${kind} should get past the policy`).not.toContain(status);
          else expect(status, `${kind} should be refused`).toBe(kind === "anonymous" ? 401 : 403);
          expect(status, kind).toBeLessThan(500);
        }
      });
    }
  });

  describe("every route that takes an id, with another owner's rows", () => {
    for (const route of routes.filter((r) => r.path.includes(":"))) {
      it(`${route.method} ${route.path}`, async () => {
        const { rows = {}, rightful = [] } = expectationOf(route.method, route.path);
        const call = (actor: Actor) => {
          const url = urlFor(route.path, (param) => {
            const row = rows[param]!;
            return rowIds.get(`${row}@${actor}`) ?? rowIds.get(row)!;
          });
          return t.request(route.method, url, route.method === "GET" ? undefined : {}, headersFor.get(actor));
        };
        const refused = await Promise.all(ACTORS.filter((a) => !rightful.includes(a)).map(async (actor) => [actor, (await call(actor)).status] as const));
        for (const [actor, status] of refused) {
          if (actor === "anonymous") expect(status, "anonymous").toBe(401);
          else expect(REFUSED, `${actor} must be refused, got ${status}`).toContain(status);
        }
        // The rightful owners one after another: some calls change the row (cancel, delete).
        for (const actor of rightful) {
          const response = await call(actor);
          // An event stream stays open: its status is the answer (the body is never read to the end).
          const streaming = response.headers.get("content-type")?.startsWith("text/event-stream") ?? false;
          if (streaming) await response.body?.cancel();
          expect(REFUSED, `${actor} is the rightful owner but got ${response.status}: ${streaming ? "" : await response.clone().text()}`).not.toContain(response.status);
          expect(response.status, actor).toBeLessThan(500);
        }
      });
    }
  });
});

/** Well-formed requests, so better-auth's session check is reached rather than its body or query validation. */
const WELL_FORMED: Record<string, { body?: object; query?: string }> = {
  "/verify-password": { body: { password: "lantern orchard velvet 42" } },
  "/change-password": { body: { currentPassword: "lantern orchard velvet 42", newPassword: "harbor meadow copper 77" } },
  "/revoke-session": { body: { token: "unknown" } },
  "/link-social": { body: { provider: "google" } },
  "/unlink-account": { body: { accountId: "unknown" } },
  "/refresh-token": { body: { accountId: "unknown" } },
  "/get-access-token": { body: { accountId: "unknown" } },
  "/account-info": { query: "?accountId=unknown" },
};

describe("better-auth's endpoints", () => {
  const endpoints = listAuthEndpoints();

  it("each has a rule in endpoint-rules.ts, and every rule an endpoint", () => {
    expect(endpoints.filter((e) => !AUTH_ENDPOINT_RULES[e.path]).map((e) => e.path)).toEqual([]);
    const paths = new Set(endpoints.map((e) => e.path));
    expect(Object.keys(AUTH_ENDPOINT_RULES).filter((path) => !paths.has(path))).toEqual([]);
  });

  it("answers signed out as its rule says", async () => {
    const calls = endpoints.flatMap((endpoint) => endpoint.methods.map((method) => ({ method, endpoint })));
    const results = await Promise.all(
      calls.map(async ({ method, endpoint }) => {
        const sample = WELL_FORMED[endpoint.path] ?? {};
        const url = `/api/auth${endpoint.path.replace(/:(\w+)/g, "unknown")}${sample.query ?? ""}`;
        const response = await t.request(method, url, method === "GET" ? undefined : (sample.body ?? {}));
        return { key: `${method} ${endpoint.path}`, requires: AUTH_ENDPOINT_RULES[endpoint.path]!.requires, status: response.status };
      }),
    );
    const wrong = results.filter(({ requires, status }) => status >= 500 || (requires === "signed in" ? status !== 401 : status === 401));
    expect(wrong).toEqual([]);
  });
});
