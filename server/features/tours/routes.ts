import { Hono } from "hono";
import {
  blackoutSchema,
  bookTourSchema,
  confirmRequestSchema,
  createSlotsSchema,
  declineRequestSchema,
  ownerBlackoutParamSchema,
  ownerSlotParamSchema,
  ownerVenueParamSchema,
  proposeTimeSchema,
  tourIdParamSchema,
  tourRequestSchema,
  tourSlotRangeSchema,
  tourVenueRefParamSchema,
} from "../../../domain/tours.ts";
import { setTouringHoursSchema } from "../../../domain/touring-hours.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, ownedRow, requirePrincipal } from "../../http/policy.ts";
import { venueResource } from "../venues/index.ts";
import { limitPerPersonAndAddress } from "../../http/person-limit.ts";
import { validate } from "../../http/validate.ts";
import { addBlackout, listBlackouts, removeBlackout } from "./operations/blackouts.ts";
import { getTouringHours, setTouringHours } from "./operations/hours.ts";
import { bookingCalendar, bookTour, cancelBooking, getBooking, listMyTours, listVenueBookings } from "./operations/bookings.ts";
import { calendarResponse } from "./operations/calendar.ts";
import {
  acceptProposedTime,
  cancelRequest,
  confirmRequest,
  declineRequest,
  listVenueRequests,
  proposeTime,
  requestCalendar,
  requestTour,
} from "./operations/requests.ts";
import { tourBookingResource, tourRequestResource, tourSlotResource, venueTourRequestResource } from "./resources.ts";
import { createSlots, deleteSlot, listOpenSlots, listOwnerSlots } from "./operations/slots.ts";

/**
 * /api/tours: each route declares its policy, validates its path, query and body, and calls one
 * operation (`operations/`). Rows addressed by id are owner-of-row policies (`resources.ts`): the
 * policy loads the row, answers 404 for someone else's, and hands it to the operation.
 */
/** Each booking and request mails the venue: plenty for a couple touring venues, too few to flood one (decision 024). */
export const TOUR_MAIL_LIMITS = {
  person: { name: "tour-mail:couple:day", max: 10, windowSeconds: 24 * 60 * 60 },
  address: { name: "tour-mail:address:day", max: 40, windowSeconds: 24 * 60 * 60 },
};

export function tourRoutes({ db, config, mailer, logger }: AppDeps) {
  const deps = { db, config, mailer, logger };
  const couple = allow.all(allow.role("couple"), allow.verified); // booking and requesting mail the venue
  const tourMail = limitPerPersonAndAddress(db, config, TOUR_MAIL_LIMITS, "tour bookings and requests");
  const bookingParty = allow.owner(deps, tourBookingResource, { param: "id", orAdmin: true });
  const requestParty = allow.owner(deps, tourRequestResource, { param: "id", orAdmin: true });
  const venueOwner = allow.role("venue_owner");
  const ownVenue = allow.all(venueOwner, allow.owner(deps, venueResource, { param: "venueId", orAdmin: true }));
  const ownSlot = allow.all(venueOwner, allow.owner(deps, tourSlotResource, { param: "slotId", orAdmin: true }));
  // Answering a request mails the couple: only from a verified address.
  const ownVenueRequest = allow.all(venueOwner, allow.verified, allow.owner(deps, venueTourRequestResource, { param: "id", orAdmin: true }));
  return (
    new Hono<AppEnv>()
      // Couples
      .get("/venues/:idOrSlug/slots", allow.public, validate("param", tourVenueRefParamSchema), validate("query", tourSlotRangeSchema), async (c) =>
        c.json(await listOpenSlots(deps, c.req.valid("param").idOrSlug, c.req.valid("query"))),
      )
      .post("/bookings", couple, validate("json", bookTourSchema), tourMail, async (c) => c.json(await bookTour(deps, await requirePrincipal(c), c.req.valid("json")), 201))
      .get("/bookings/:id", bookingParty, validate("param", tourIdParamSchema), (c) => c.json(getBooking(ownedRow(c, tourBookingResource))))
      .get("/mine", allow.signedIn, async (c) => c.json(await listMyTours(deps, await requirePrincipal(c))))
      .post("/bookings/:id/cancel", bookingParty, validate("param", tourIdParamSchema), async (c) =>
        c.json(await cancelBooking(deps, await requirePrincipal(c), ownedRow(c, tourBookingResource))),
      )
      .get("/bookings/:id/calendar.ics", bookingParty, validate("param", tourIdParamSchema), (c) => calendarResponse(bookingCalendar(deps, ownedRow(c, tourBookingResource))))
      .post("/requests", couple, validate("json", tourRequestSchema), tourMail, async (c) => c.json(await requestTour(deps, await requirePrincipal(c), c.req.valid("json")), 201))
      .post("/requests/:id/accept", requestParty, validate("param", tourIdParamSchema), async (c) =>
        c.json(await acceptProposedTime(deps, await requirePrincipal(c), ownedRow(c, tourRequestResource))),
      )
      .post("/requests/:id/cancel", requestParty, validate("param", tourIdParamSchema), async (c) => c.json(await cancelRequest(deps, ownedRow(c, tourRequestResource))))
      .get("/requests/:id/calendar.ics", requestParty, validate("param", tourIdParamSchema), (c) => calendarResponse(requestCalendar(deps, ownedRow(c, tourRequestResource))))

      // Venue owners (admins too), on their own venues
      .get("/owner/venues/:venueId/slots", ownVenue, validate("param", ownerVenueParamSchema), validate("query", tourSlotRangeSchema), async (c) =>
        c.json(await listOwnerSlots(deps, ownedRow(c, venueResource), c.req.valid("query"))),
      )
      .post("/owner/venues/:venueId/slots", ownVenue, validate("param", ownerVenueParamSchema), validate("json", createSlotsSchema), async (c) =>
        c.json(await createSlots(deps, ownedRow(c, venueResource), c.req.valid("json")), 201),
      )
      .delete("/owner/slots/:slotId", ownSlot, validate("param", ownerSlotParamSchema), async (c) => c.json(await deleteSlot(deps, ownedRow(c, tourSlotResource))))
      .get("/owner/venues/:venueId/blackouts", ownVenue, validate("param", ownerVenueParamSchema), async (c) => c.json(await listBlackouts(deps, ownedRow(c, venueResource))))
      .post("/owner/venues/:venueId/blackouts", ownVenue, validate("param", ownerVenueParamSchema), validate("json", blackoutSchema), async (c) =>
        c.json(await addBlackout(deps, ownedRow(c, venueResource), c.req.valid("json")), 201),
      )
      .delete("/owner/venues/:venueId/blackouts/:date", ownVenue, validate("param", ownerBlackoutParamSchema), async (c) =>
        c.json(await removeBlackout(deps, ownedRow(c, venueResource), c.req.valid("param").date)),
      )
      .get("/owner/venues/:venueId/touring-hours", ownVenue, validate("param", ownerVenueParamSchema), (c) => c.json(getTouringHours(ownedRow(c, venueResource))))
      .put("/owner/venues/:venueId/touring-hours", ownVenue, validate("param", ownerVenueParamSchema), validate("json", setTouringHoursSchema), async (c) =>
        c.json(await setTouringHours(deps, ownedRow(c, venueResource), c.req.valid("json"))),
      )
      .get("/owner/venues/:venueId/requests", ownVenue, validate("param", ownerVenueParamSchema), async (c) => c.json(await listVenueRequests(deps, ownedRow(c, venueResource))))
      .post("/owner/requests/:id/confirm", ownVenueRequest, validate("param", tourIdParamSchema), validate("json", confirmRequestSchema), async (c) =>
        c.json(await confirmRequest(deps, ownedRow(c, venueTourRequestResource), c.req.valid("json"))),
      )
      .post("/owner/requests/:id/decline", ownVenueRequest, validate("param", tourIdParamSchema), validate("json", declineRequestSchema), async (c) =>
        c.json(await declineRequest(deps, ownedRow(c, venueTourRequestResource), c.req.valid("json"))),
      )
      .post("/owner/requests/:id/propose", ownVenueRequest, validate("param", tourIdParamSchema), validate("json", proposeTimeSchema), async (c) =>
        c.json(await proposeTime(deps, ownedRow(c, venueTourRequestResource), c.req.valid("json"))),
      )
      .get("/owner/venues/:venueId/bookings", ownVenue, validate("param", ownerVenueParamSchema), async (c) => c.json(await listVenueBookings(deps, ownedRow(c, venueResource))))
  );
}
