import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { adminListQuerySchema, contactMessageUpdateSchema, uuidParamSchema } from "../../../domain/admin.ts";
import { contactMessages, users, userTypes } from "../../db/schema/index.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { ApiError } from "../../http/errors.ts";
import { allow } from "../../http/policy.ts";
import { validate } from "../../http/validate.ts";
import { containsPattern } from "../../db/like.ts";
import { webVitalsAdminRoutes } from "../telemetry/index.ts";
import { venueClaimAdminRoutes } from "../venue-claims/index.ts";
import { helpTicketAdminRoutes } from "../grace/index.ts";
import { vendorClaimAdminRoutes } from "../vendor-claims/index.ts";

const messageQuerySchema = adminListQuerySchema.extend({ status: z.enum(["open", "handled", "all"]).default("open") });

export function adminRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .route("/venue-claims", venueClaimAdminRoutes(deps))
    .route("/vendor-claims", vendorClaimAdminRoutes(deps))
    .route("/web-vitals", webVitalsAdminRoutes(deps))
    .route("/help-tickets", helpTicketAdminRoutes(deps))
    .get("/users", allow.admin, validate("query", adminListQuerySchema), async (c) => {
      const { q, limit, offset } = c.req.valid("query");
      const where = q ? or(ilike(users.email, containsPattern(q)), ilike(users.name, containsPattern(q))) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: users.id,
            email: users.email,
            name: users.name,
            userType: users.userType,
            emailVerified: users.emailVerified,
            isAdmin: sql<boolean>`coalesce(${userTypes.isAdmin}, false)`,
            createdAt: users.createdAt,
          })
          .from(users)
          .leftJoin(userTypes, eq(userTypes.id, users.id))
          .where(where)
          .orderBy(desc(users.createdAt))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return c.json({ users: rows, total: totals?.total ?? 0, limit, offset });
    })
    .get("/contact-messages", allow.admin, validate("query", messageQuerySchema), async (c) => {
      const { q, limit, offset, status } = c.req.valid("query");
      const conditions: SQL[] = [];
      if (status === "open") conditions.push(isNull(contactMessages.handledAt));
      if (status === "handled") conditions.push(isNotNull(contactMessages.handledAt));
      if (q) {
        const pattern = containsPattern(q);
        conditions.push(or(ilike(contactMessages.email, pattern), ilike(contactMessages.name, pattern), ilike(contactMessages.message, pattern))!);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [totals]] = await Promise.all([
        db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt)).limit(limit).offset(offset),
        db.select({ total: count() }).from(contactMessages).where(where),
      ]);
      return c.json({ messages: rows, total: totals?.total ?? 0, limit, offset });
    })
    .patch("/contact-messages/:id", allow.adminRecent, validate("param", uuidParamSchema), validate("json", contactMessageUpdateSchema), async (c) => {
      const { id } = c.req.valid("param");
      const { handled } = c.req.valid("json");
      const [row] = await db
        .update(contactMessages)
        .set({ handledAt: handled ? new Date() : null })
        .where(eq(contactMessages.id, id))
        .returning();
      if (!row) throw new ApiError(404, "not_found", "That message does not exist.");
      return c.json({ message: row });
    });
}
