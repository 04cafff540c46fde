import { Hono } from "hono";
import { z } from "zod";
import {
  addressSubmissionSchema,
  bulkEditSchema,
  bulkEditUndoSchema,
  guestIdParamSchema,
  guestIdsSchema,
  guestLinkSchema,
  guestListQuerySchema,
  guestSchema,
  guestSettingsSchema,
  householdSchema,
  registrationSchema,
  rsvpAnswerSchema,
  sendInvitationsSchema,
  submissionDecisionSchema,
  tokenParamSchema,
  weddingCodeParamSchema,
  weddingEventSchema,
} from "../../../domain/guests.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, planningAccess } from "../../http/policy.ts";
import { addressLimitOptions, callerAddress, limitByAddress } from "../../http/rate-limit.ts";
import { rowOfPlanning } from "../../http/planning-rows.ts";
import { validate } from "../../http/validate.ts";
import { createEvent, deleteEvent, updateEvent, updateHousehold } from "./operations/events.ts";
import { exportGuestsCsv, guestFeedCsv } from "./operations/export.ts";
import { bulkEditGuests, createGuest, deleteGuests, restoreGuests, undoBulkEdit, updateGuest } from "./operations/guests.ts";
import { sendInvitations } from "./operations/invitations.ts";
import { getGuest, guestOverview, listGuests, searchHouseholds } from "./operations/list.ts";
import { answerRsvp, readRsvp } from "./operations/rsvp.ts";
import { rotateGuestLink, revokeGuestLink, saveGuestSettings } from "./operations/settings.ts";
import { loadEvent, loadGuest, loadHousehold, loadSubmission } from "./rows.ts";
import { decideSubmission, listSubmissions, readAddressLink, readRegistration, submitAddress, submitRegistration } from "./operations/submissions.ts";

const householdQuerySchema = z.object({ q: z.string().trim().max(100, "Keep the search to 100 characters.").optional(), coupleId: z.string().optional() });
const newEventSchema = weddingEventSchema;

const csvHeaders = (filename?: string) => ({
  "Content-Type": "text/csv; charset=utf-8",
  ...(filename ? { "Content-Disposition": `attachment; filename="${filename}"` } : {}),
});

/**
 * /api/guests: the guest list manager. The couple, or a helper they granted the guest list (view to
 * read, edit to change); the couple comes from `?coupleId=` for helpers. Every operation reads and
 * writes only that couple's rows; another couple's id is a 404.
 */
export function guestRoutes({ db, config, mailer, logger }: AppDeps) {
  const deps = { db, config, mailer, logger };
  const view = allow.planning(deps, "guests", "view");
  const edit = allow.planning(deps, "guests", "edit");
  // Mail goes to other people: a verified address is needed as well.
  const mail = allow.all(allow.planning(deps, "guests", "edit"), allow.verified);
  const couple = (c: Parameters<typeof planningAccess>[0]) => planningAccess(c).coupleId;
  const idSchema = guestIdParamSchema.shape.id;
  const guestRow = rowOfPlanning(db, idSchema, loadGuest);
  const eventRow = rowOfPlanning(db, idSchema, loadEvent);
  const householdRow = rowOfPlanning(db, idSchema, loadHousehold);
  const submissionRow = rowOfPlanning(db, idSchema, loadSubmission);
  return new Hono<AppEnv>()
    .get("/", view, validate("query", guestListQuerySchema), async (c) => c.json(await listGuests(deps, couple(c), c.req.valid("query"))))
    .get("/overview", view, async (c) => c.json(await guestOverview(deps, couple(c))))
    .get("/export.csv", view, async (c) => {
      const { filename, csv } = await exportGuestsCsv(deps, couple(c));
      return c.body(csv, 200, csvHeaders(filename));
    })
    .get("/households", view, validate("query", householdQuerySchema), async (c) => c.json(await searchHouseholds(deps, couple(c), c.req.valid("query").q)))
    .get("/submissions", view, async (c) => c.json(await listSubmissions(deps, couple(c))))
    .post("/", edit, validate("json", guestSchema), async (c) => c.json(await createGuest(deps, planningAccess(c), c.req.valid("json")), 201))
    .post("/bulk-edit", edit, validate("json", bulkEditSchema), async (c) => c.json(await bulkEditGuests(deps, planningAccess(c), c.req.valid("json"))))
    .post("/bulk-edit/undo", edit, validate("json", bulkEditUndoSchema), async (c) => c.json(await undoBulkEdit(deps, planningAccess(c), c.req.valid("json"))))
    .post("/bulk-delete", edit, validate("json", guestIdsSchema), async (c) => c.json(await deleteGuests(deps, planningAccess(c), c.req.valid("json").ids)))
    .post("/restore", edit, validate("json", guestIdsSchema), async (c) => c.json(await restoreGuests(deps, planningAccess(c), c.req.valid("json").ids)))
    .put("/settings", edit, validate("json", guestSettingsSchema), async (c) => c.json(await saveGuestSettings(deps, couple(c), c.req.valid("json"))))
    .post("/links/rotate", edit, validate("json", guestLinkSchema), async (c) => c.json(await rotateGuestLink(deps, couple(c), c.req.valid("json").link)))
    .post("/links/revoke", edit, validate("json", guestLinkSchema), async (c) => c.json(await revokeGuestLink(deps, couple(c), c.req.valid("json").link)))
    .post("/invitations", mail, validate("json", sendInvitationsSchema), async (c) => c.json(await sendInvitations(deps, couple(c), c.req.valid("json"), callerAddress(c, config))))
    .post("/events", edit, validate("json", newEventSchema), async (c) => c.json(await createEvent(deps, couple(c), c.req.valid("json")), 201))
    .put("/events/:id", edit, eventRow, validate("param", guestIdParamSchema), validate("json", weddingEventSchema), async (c) =>
      c.json(await updateEvent(deps, couple(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/events/:id", edit, eventRow, validate("param", guestIdParamSchema), async (c) => c.json(await deleteEvent(deps, couple(c), c.req.valid("param").id)))
    .put("/households/:id", edit, householdRow, validate("param", guestIdParamSchema), validate("json", householdSchema), async (c) =>
      c.json(await updateHousehold(deps, couple(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .post("/submissions/:id/decision", edit, submissionRow, validate("param", guestIdParamSchema), validate("json", submissionDecisionSchema), async (c) =>
      c.json(await decideSubmission(deps, couple(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .get("/:id", view, guestRow, validate("param", guestIdParamSchema), async (c) => c.json(await getGuest(deps, couple(c), c.req.valid("param").id)))
    .put("/:id", edit, guestRow, validate("param", guestIdParamSchema), validate("json", guestSchema), async (c) =>
      c.json(await updateGuest(deps, planningAccess(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/:id", edit, guestRow, validate("param", guestIdParamSchema), async (c) => c.json(await deleteGuests(deps, planningAccess(c), [c.req.valid("param").id])));
}

/** Token pages are opened by people, a few times each; a script walking tokens is stopped early. */
export const GUEST_LINK_LIMIT = { name: "guest-links:address", max: 60, windowSeconds: 10 * 60 };
/** Writes from the public pages (answers, addresses, registrations). */
export const GUEST_WRITE_LIMIT = { name: "guest-writes:address", max: 20, windowSeconds: 10 * 60 };
/** Wedding-code lookups: a guest opens the page and registers a few times; a script guessing codes stops (decision 024). */
export const WEDDING_CODE_LIMIT = { name: "wedding-code:address", max: 20, windowSeconds: 60 * 60 };
/** Spreadsheets refresh a feed every hour or so; a few people may share one office address. */
export const GUEST_FEED_LIMIT = { name: "guest-feed:address", max: 120, windowSeconds: 10 * 60 };

/**
 * The guests' side, without signing in: /api/rsvp/:token, /api/guest-address/:token,
 * /api/guest-registration/:weddingCode and the spreadsheet feed /api/guest-feed/:token. A wrong or
 * revoked token answers a 404 with a friendly message and no data.
 */
export function guestPublicRoutes({ db, config, mailer, logger }: AppDeps) {
  const deps = { db, config, mailer, logger };
  const options = addressLimitOptions(config);
  const read = limitByAddress(db, GUEST_LINK_LIMIT, options);
  const write = limitByAddress(db, GUEST_WRITE_LIMIT, options);
  const feed = limitByAddress(db, GUEST_FEED_LIMIT, options);
  const code = limitByAddress(db, WEDDING_CODE_LIMIT, options);
  return new Hono<AppEnv>()
    .get("/rsvp/:token", allow.public, read, validate("param", tokenParamSchema), async (c) => c.json(await readRsvp(deps, c.req.valid("param").token)))
    .put("/rsvp/:token", allow.public, write, validate("param", tokenParamSchema), validate("json", rsvpAnswerSchema), async (c) =>
      c.json(await answerRsvp(deps, c.req.valid("param").token, c.req.valid("json"))),
    )
    .get("/guest-address/:token", allow.public, read, validate("param", tokenParamSchema), async (c) => c.json(await readAddressLink(deps, c.req.valid("param").token)))
    .post("/guest-address/:token", allow.public, write, validate("param", tokenParamSchema), validate("json", addressSubmissionSchema), async (c) =>
      c.json(await submitAddress(deps, c.req.valid("param").token, c.req.valid("json"))),
    )
    .get("/guest-registration/:weddingCode", allow.public, read, code, validate("param", weddingCodeParamSchema), async (c) =>
      c.json(await readRegistration(deps, c.req.valid("param").weddingCode)),
    )
    .post("/guest-registration/:weddingCode", allow.public, write, code, validate("param", weddingCodeParamSchema), validate("json", registrationSchema), async (c) =>
      c.json(await submitRegistration(deps, c.req.valid("param").weddingCode, c.req.valid("json")), 201),
    )
    .get("/guest-feed/:token", allow.public, feed, validate("param", tokenParamSchema), async (c) => c.body(await guestFeedCsv(deps, c.req.valid("param").token), 200, csvHeaders()));
}
