import { Hono } from "hono";
import { contactMessageSchema } from "../../../domain/contact.ts";
import { contactMessages } from "../../db/schema/index.ts";
import { allow } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import type { AppDeps } from "../../deps.ts";

export function contactRoutes({ db }: AppDeps) {
  return new Hono().post("/", allow.public, validate("json", contactMessageSchema), async (c) => {
    const input = c.req.valid("json");
    const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
    return c.json({ id: row!.id }, 201);
  });
}
