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
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, requirePrincipal } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { addBlackout, listBlackouts, removeBlackout } from "./operations/blackouts.ts";
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
import { createSlots, deleteSlot, listOpenSlots, listOwnerSlots } from "./operations/slots.ts";

const owner = allow.role("venue_owner");

/**
 * /api/tours: each route declares its policy, validates its path, query and body, and calls one
 * operation (`operations/`). Row ownership (the couple, the venue's owner, an admin) is checked by the
 * operation's loader, which answers 404 for someone else's row.
 */
export function tourRoutes({ db, config, mailer, logger }: AppDeps) {
  const deps = { db, config, mailer, logger };
  return (
    new Hono<AppEnv>()
      // Couples
      .get("/venues/:idOrSlug/slots", allow.public, validate("param", tourVenueRefParamSchema), validate("query", tourSlotRangeSchema), async (c) =>
        c.json(await listOpenSlots(deps, c.req.valid("param").idOrSlug, c.req.valid("query"))),
      )
      .post("/bookings", allow.role("couple"), validate("json", bookTourSchema), async (c) => c.json(await bookTour(deps, await requirePrincipal(c), c.req.valid("json")), 201))
      .get("/bookings/:id", allow.signedIn, validate("param", tourIdParamSchema), async (c) => c.json(await getBooking(deps, await requirePrincipal(c), c.req.valid("param").id)))
      .get("/mine", allow.signedIn, async (c) => c.json(await listMyTours(deps, await requirePrincipal(c))))
      .post("/bookings/:id/cancel", allow.signedIn, validate("param", tourIdParamSchema), async (c) =>
        c.json(await cancelBooking(deps, await requirePrincipal(c), c.req.valid("param").id)),
      )
      .get("/bookings/:id/calendar.ics", allow.signedIn, validate("param", tourIdParamSchema), async (c) =>
        calendarResponse(await bookingCalendar(deps, await requirePrincipal(c), c.req.valid("param").id)),
      )
      .post("/requests", allow.role("couple"), validate("json", tourRequestSchema), async (c) => c.json(await requestTour(deps, await requirePrincipal(c), c.req.valid("json")), 201))
      .post("/requests/:id/accept", allow.signedIn, validate("param", tourIdParamSchema), async (c) =>
        c.json(await acceptProposedTime(deps, await requirePrincipal(c), c.req.valid("param").id)),
      )
      .post("/requests/:id/cancel", allow.signedIn, validate("param", tourIdParamSchema), async (c) =>
        c.json(await cancelRequest(deps, await requirePrincipal(c), c.req.valid("param").id)),
      )
      .get("/requests/:id/calendar.ics", allow.signedIn, validate("param", tourIdParamSchema), async (c) =>
        calendarResponse(await requestCalendar(deps, await requirePrincipal(c), c.req.valid("param").id)),
      )

      // Venue owners (admins too): every operation loads the venue through loadOwnedVenue (else 404)
      .get("/owner/venues/:venueId/slots", owner, validate("param", ownerVenueParamSchema), validate("query", tourSlotRangeSchema), async (c) =>
        c.json(await listOwnerSlots(deps, await requirePrincipal(c), c.req.valid("param").venueId, c.req.valid("query"))),
      )
      .post("/owner/venues/:venueId/slots", owner, validate("param", ownerVenueParamSchema), validate("json", createSlotsSchema), async (c) =>
        c.json(await createSlots(deps, await requirePrincipal(c), c.req.valid("param").venueId, c.req.valid("json")), 201),
      )
      .delete("/owner/slots/:slotId", owner, validate("param", ownerSlotParamSchema), async (c) =>
        c.json(await deleteSlot(deps, await requirePrincipal(c), c.req.valid("param").slotId)),
      )
      .get("/owner/venues/:venueId/blackouts", owner, validate("param", ownerVenueParamSchema), async (c) =>
        c.json(await listBlackouts(deps, await requirePrincipal(c), c.req.valid("param").venueId)),
      )
      .post("/owner/venues/:venueId/blackouts", owner, validate("param", ownerVenueParamSchema), validate("json", blackoutSchema), async (c) =>
        c.json(await addBlackout(deps, await requirePrincipal(c), c.req.valid("param").venueId, c.req.valid("json")), 201),
      )
      .delete("/owner/venues/:venueId/blackouts/:date", owner, validate("param", ownerBlackoutParamSchema), async (c) => {
        const { venueId, date } = c.req.valid("param");
        return c.json(await removeBlackout(deps, await requirePrincipal(c), venueId, date));
      })
      .get("/owner/venues/:venueId/requests", owner, validate("param", ownerVenueParamSchema), async (c) =>
        c.json(await listVenueRequests(deps, await requirePrincipal(c), c.req.valid("param").venueId)),
      )
      .post("/owner/requests/:id/confirm", owner, validate("param", tourIdParamSchema), validate("json", confirmRequestSchema), async (c) =>
        c.json(await confirmRequest(deps, await requirePrincipal(c), c.req.valid("param").id, c.req.valid("json"))),
      )
      .post("/owner/requests/:id/decline", owner, validate("param", tourIdParamSchema), validate("json", declineRequestSchema), async (c) =>
        c.json(await declineRequest(deps, await requirePrincipal(c), c.req.valid("param").id, c.req.valid("json"))),
      )
      .post("/owner/requests/:id/propose", owner, validate("param", tourIdParamSchema), validate("json", proposeTimeSchema), async (c) =>
        c.json(await proposeTime(deps, await requirePrincipal(c), c.req.valid("param").id, c.req.valid("json"))),
      )
      .get("/owner/venues/:venueId/bookings", owner, validate("param", ownerVenueParamSchema), async (c) =>
        c.json(await listVenueBookings(deps, await requirePrincipal(c), c.req.valid("param").venueId)),
      )
  );
}
