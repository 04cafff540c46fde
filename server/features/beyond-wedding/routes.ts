import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { beyondItemParamSchema, beyondItemSchema, beyondModuleParamSchema } from "../../../domain/beyond-wedding.ts";
import {
  bookSessionSchema,
  privateNoteSchema,
  providerParamSchema,
  providerSchema,
  reminderSettingsSchema,
  rescheduleSessionSchema,
  sessionParamSchema,
  unsubscribeSchema,
} from "../../../domain/intake-scheduling.ts";
import { planningQuerySchema } from "../../../domain/contributors.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, planningAccess, requirePrincipal } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { readPrivateNote, savePrivateNote } from "./operations/private-notes.ts";
import { readBeyondModule, readBeyondProgress, saveBeyondItem } from "./operations/progress.ts";
import { readReminderSettings, saveReminderSettings, unsubscribe } from "./operations/reminders.ts";
import {
  adminCreateProvider,
  adminListProviders,
  adminUpdateProvider,
  bookSession,
  cancelSession,
  readScheduling,
  findOwnSession,
  rescheduleSession,
  sessionCalendar,
} from "./operations/scheduling.ts";

/**
 * /api/beyond-wedding: a couple's answers and progress in the intake and the seven modules, their
 * sessions with counselors, coaches and planners, their reminder mail, and each partner's private
 * notes. The couple's own and their invited partner's (decisions 034 and 041): any other helper, a
 * business account or an admin is never let in, and another couple's `?coupleId=` is a 404.
 */
export function beyondWeddingRoutes(deps: AppDeps) {
  const { db } = deps;
  const view = allow.planning({ db }, "own-and-partner", "view");
  const edit = allow.planning({ db }, "own-and-partner", "edit");
  // An invited partner names the couple (`?coupleId=`); the couple leaves it out.
  const query = validate("query", planningQuerySchema);
  // Another couple's session is a 404 before its body is read, so a session id cannot be probed.
  const ownSession = createMiddleware<AppEnv>(async (c, next) => {
    await findOwnSession({ db }, planningAccess(c).coupleId, c.req.param("sessionId") ?? "");
    await next();
  });
  return new Hono<AppEnv>()
    .get("/progress", view, query, async (c) => c.json(await readBeyondProgress({ db }, planningAccess(c).coupleId)))
    .get("/modules/:module", view, query, validate("param", beyondModuleParamSchema), async (c) =>
      c.json(await readBeyondModule({ db }, planningAccess(c).coupleId, c.req.valid("param").module)),
    )
    .put("/modules/:module/items/:index", edit, query, validate("param", beyondItemParamSchema), validate("json", beyondItemSchema), async (c) => {
      const { module, index } = c.req.valid("param");
      return c.json(await saveBeyondItem({ db }, planningAccess(c).coupleId, module, index, c.req.valid("json")));
    })
    // Each partner's own note: keyed by who is signed in, so neither reads the other's.
    .get("/modules/:module/private-note", view, query, validate("param", beyondModuleParamSchema), async (c) => {
      const principal = await requirePrincipal(c);
      return c.json(await readPrivateNote({ db }, planningAccess(c).coupleId, principal.userId, c.req.valid("param").module));
    })
    .put("/modules/:module/private-note", edit, query, validate("param", beyondModuleParamSchema), validate("json", privateNoteSchema), async (c) => {
      const principal = await requirePrincipal(c);
      return c.json(await savePrivateNote({ db }, planningAccess(c).coupleId, principal.userId, c.req.valid("param").module, c.req.valid("json").body));
    })
    .get("/scheduling", view, query, async (c) => c.json(await readScheduling(deps, planningAccess(c).coupleId)))
    .post("/sessions", edit, query, validate("json", bookSessionSchema), async (c) => c.json(await bookSession(deps, planningAccess(c).coupleId, c.req.valid("json")), 201))
    .patch("/sessions/:sessionId", edit, query, validate("param", sessionParamSchema), ownSession, validate("json", rescheduleSessionSchema), async (c) =>
      c.json(await rescheduleSession(deps, planningAccess(c).coupleId, c.req.valid("param").sessionId, c.req.valid("json").startsAt)),
    )
    .post("/sessions/:sessionId/cancel", edit, query, validate("param", sessionParamSchema), async (c) =>
      c.json(await cancelSession(deps, planningAccess(c).coupleId, c.req.valid("param").sessionId)),
    )
    .get("/sessions/:sessionId/calendar", view, query, validate("param", sessionParamSchema), async (c) => {
      const file = await sessionCalendar(deps, planningAccess(c).coupleId, c.req.valid("param").sessionId);
      return c.body(file.content, 200, {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${file.filename}"`,
        "Cache-Control": "private, no-store",
      });
    })
    .get("/reminders", view, query, async (c) => c.json(await readReminderSettings({ db }, planningAccess(c).coupleId)))
    .put("/reminders", edit, query, validate("json", reminderSettingsSchema), async (c) =>
      c.json(await saveReminderSettings({ db }, planningAccess(c).coupleId, c.req.valid("json").frequency)),
    )
    // From the link in a reminder: the signed token is the proof, no sign-in needed; it can only turn reminders off.
    .post("/reminders/unsubscribe", allow.public, validate("json", unsubscribeSchema), async (c) => c.json(await unsubscribe(deps, c.req.valid("json").token)))
    .get("/admin/providers", allow.admin, async (c) => c.json(await adminListProviders({ db })))
    .post("/admin/providers", allow.adminRecent, validate("json", providerSchema), async (c) => c.json(await adminCreateProvider({ db }, c.req.valid("json")), 201))
    .put("/admin/providers/:providerId", allow.adminRecent, validate("param", providerParamSchema), validate("json", providerSchema), async (c) =>
      c.json(await adminUpdateProvider({ db }, c.req.valid("param").providerId, c.req.valid("json"))),
    );
}
