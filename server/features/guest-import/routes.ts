import { Hono } from "hono";
import { planningQuerySchema } from "../../../domain/contributors.ts";
import { guestImportSchema } from "../../../domain/guest-import/schemas.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, planningAccess } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { importGuests } from "./operations/import.ts";
import { previewGuestImport } from "./operations/preview.ts";

/**
 * /api/guest-import: a CSV or vCard file into the guest list. The couple, or a helper with edit access
 * to guests (`?coupleId=`); the body is the file's text, so this route alone takes bodies up to
 * IMPORT_BODY_MAX_BYTES (server/app.ts).
 */
export function guestImportRoutes({ db, logger }: AppDeps) {
  const deps = { db, logger };
  const guestsEdit = allow.planning(deps, "guests", "edit");
  return new Hono<AppEnv>()
    .post("/preview", guestsEdit, validate("query", planningQuerySchema), validate("json", guestImportSchema), async (c) =>
      c.json(await previewGuestImport(deps, planningAccess(c).coupleId, c.req.valid("json"))),
    )
    .post("/", guestsEdit, validate("query", planningQuerySchema), validate("json", guestImportSchema), async (c) =>
      c.json(await importGuests(deps, planningAccess(c), c.req.valid("json")), 201),
    );
}
