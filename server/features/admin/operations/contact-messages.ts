import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { containsPattern } from "../../../db/like.ts";
import { contactMessages } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { AdminDeps } from "./users.ts";

export interface ContactMessageQuery {
  q?: string;
  limit: number;
  offset: number;
  status: "open" | "handled" | "all";
}

/** The contact form's messages, newest first; `q` matches email, name or text (literally). */
export async function listContactMessages({ db }: AdminDeps, { q, limit, offset, status }: ContactMessageQuery) {
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
  return { messages: rows, total: totals?.total ?? 0, limit, offset };
}

/** Marks a message handled (or open again). */
export async function markContactMessage({ db }: AdminDeps, id: string, handled: boolean) {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new ApiError(404, "not_found", "That message does not exist.");
  return { message: row };
}
