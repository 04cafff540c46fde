import { Hono } from "hono";
import { applyTemplateSchema, eventSchema, shareSchema, shareTokenParamSchema, taskDoneSchema, taskSchema, timelineByIdParamSchema, timelineIdParamSchema, weddingDateMoveSchema } from "../../../domain/timeline.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, ownedRow, planningAccess } from "../../http/policy.ts";
import { rowOfPlanning } from "../../http/planning-rows.ts";
import { addressLimitOptions, limitByAddress } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { loadOwnedEvent, loadOwnedTask, timelineResource } from "./access.ts";
import { eventsCalendar, tasksCalendar } from "./operations/calendar.ts";
import { createEvent, deleteEvent, updateEvent } from "./operations/events.ts";
import { createShare, readShared, revokeShare } from "./operations/shares.ts";
import { createTask, deleteTask, setTaskDone, updateTask } from "./operations/tasks.ts";
import { applyTemplate, getTimeline, getTimelineById, moveWeddingDate } from "./operations/timeline.ts";

const ics = (filename: string) => ({ "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` });

/**
 * /api/timeline: the master timeline. The couple's own, or (with `?coupleId=`) the couple's a helper
 * was granted the timeline area: view to read, edit to change. Someone else's task, event or share id
 * is a 404. Share links are read by anyone holding the token.
 */
/** As for the RSVP pages: a few opens per person, and a script walking tokens is stopped early. */
export const SHARE_LINK_LIMIT = { name: "timeline-share:address", max: 60, windowSeconds: 10 * 60 };

export function timelineRoutes({ db, config, logger, mailer }: AppDeps) {
  const deps = { db, config, logger, mailer };
  const view = allow.planning(deps, "timeline", "view");
  const edit = allow.planning(deps, "timeline", "edit");
  // Someone else's task or event is a 404 before its body is read (so a bad body reveals nothing).
  const ownTask = rowOfPlanning(db, timelineIdParamSchema.shape.id, loadOwnedTask);
  const ownEvent = rowOfPlanning(db, timelineIdParamSchema.shape.id, loadOwnedEvent);
  return new Hono<AppEnv>()
    .get("/", view, async (c) => c.json(await getTimeline(deps, planningAccess(c))))
    .post("/", edit, validate("json", applyTemplateSchema), async (c) => c.json(await applyTemplate(deps, planningAccess(c), c.req.valid("json").templateId)))
    // The wedding date is the couple's own profile: not something a helper moves.
    .put("/wedding-date", allow.planning(deps, "own", "edit"), validate("json", weddingDateMoveSchema), async (c) =>
      c.json(await moveWeddingDate(deps, planningAccess(c), c.req.valid("json"))),
    )
    .get("/tasks.ics", view, async (c) => {
      const { filename, ics: body } = await tasksCalendar(deps, planningAccess(c));
      return c.body(body, 200, ics(filename));
    })
    .get("/events.ics", view, async (c) => {
      const { filename, ics: body } = await eventsCalendar(deps, planningAccess(c));
      return c.body(body, 200, ics(filename));
    })
    .post("/tasks", edit, validate("json", taskSchema), async (c) => c.json(await createTask(deps, planningAccess(c), c.req.valid("json")), 201))
    .put("/tasks/:id", edit, validate("param", timelineIdParamSchema), ownTask, validate("json", taskSchema), async (c) =>
      c.json(await updateTask(deps, planningAccess(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .patch("/tasks/:id", edit, validate("param", timelineIdParamSchema), ownTask, validate("json", taskDoneSchema), async (c) =>
      c.json(await setTaskDone(deps, planningAccess(c), c.req.valid("param").id, c.req.valid("json").done)),
    )
    .delete("/tasks/:id", edit, validate("param", timelineIdParamSchema), async (c) => c.json(await deleteTask(deps, planningAccess(c), c.req.valid("param").id)))
    .post("/events", edit, validate("json", eventSchema), async (c) => c.json(await createEvent(deps, planningAccess(c), c.req.valid("json")), 201))
    .put("/events/:id", edit, validate("param", timelineIdParamSchema), ownEvent, validate("json", eventSchema), async (c) =>
      c.json(await updateEvent(deps, planningAccess(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/events/:id", edit, validate("param", timelineIdParamSchema), async (c) => c.json(await deleteEvent(deps, planningAccess(c), c.req.valid("param").id)))
    .post("/shares", edit, validate("json", shareSchema), async (c) => c.json(await createShare(deps, planningAccess(c), c.req.valid("json").label), 201))
    .delete("/shares/:id", edit, validate("param", timelineIdParamSchema), async (c) => c.json(await revokeShare(deps, planningAccess(c), c.req.valid("param").id)))
    // Worksheet and phone view: the couple and the helpers who may view the timeline.
    .get("/by-id/:timelineId", allow.owner(deps, timelineResource, { param: "timelineId", orAdmin: false }), validate("param", timelineByIdParamSchema), async (c) =>
      c.json(await getTimelineById(deps, ownedRow(c, timelineResource).timeline)),
    )
    // Read-only share links, for vendors and the wedding party: no account needed.
    .get("/shared/:token", allow.public, limitByAddress(db, SHARE_LINK_LIMIT, addressLimitOptions(config)), validate("param", shareTokenParamSchema), async (c) => {
      c.header("Cache-Control", "no-store");
      c.header("Referrer-Policy", "no-referrer");
      return c.json(await readShared(deps, c.req.valid("param").token));
    });
}
