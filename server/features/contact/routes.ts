import { Hono } from "hono";
import { contactMessageSchema } from "../../../domain/contact.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow } from "../../http/policy.ts";
import { addressLimitOptions, limitByAddress } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import type { AppDeps } from "../../deps.ts";
import { receiveContactMessage } from "./operations/messages.ts";

/** Enough for a person who mistyped twice; too few for a spam script. */
const CONTACT_LIMIT = { name: "contact:address", max: 10, windowSeconds: 15 * 60 };

export function contactRoutes({ db, config }: AppDeps) {
  const limit = limitByAddress(db, CONTACT_LIMIT, addressLimitOptions(config));
  return new Hono<AppEnv>().post("/", allow.public, validate("json", contactMessageSchema), limit, async (c) =>
    c.json(await receiveContactMessage({ db }, c.req.valid("json")), 201),
  );
}
