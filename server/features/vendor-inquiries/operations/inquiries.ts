import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { VENDOR_PAGE_SIZE, type InquiryStatus, type VendorInquiryInput } from "../../../../domain/vendors.ts";
import type { Principal } from "../../../auth/principal.ts";
import { users, vendorInquiries, vendorInquiryMessages, vendors } from "../../../db/schema/index.ts";
import { shownName } from "../../../db/shown-name.ts";
import type { AppDeps } from "../../../deps.ts";
import { containsLink } from "../../../../domain/links.ts";
import { ApiError } from "../../../http/errors.ts";
import { addressCheck, enforceLimits, takeRateLimit, type CallerAddress, type RateLimitRule } from "../../../http/rate-limit.ts";
import { assertSendingAllowed, logCoupleMail } from "../../../mail/couple-sending.ts";
import type { VendorRow } from "../../vendor-dashboard/index.ts";
import { sendLater } from "../../../mail/send-later.ts";
import { attachMusicPlanToInquiry } from "../../music/index.ts";
import { inquiryMail } from "../mail.ts";
import type { InquiryRow } from "../resources.ts";

export type InquiryDeps = Pick<AppDeps, "db" | "mailer" | "logger" | "config">;

// The name reaches a mail's subject line: one carrying a link is not repeated (decision 024).
const nameOf = (user: { name: string | null; email: string } | undefined) => {
  const name = user?.name?.trim() || user?.email.split("@")[0] || "A couple";
  return containsLink(name) ? "A couple" : name;
};

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * Inquiries and thread messages each mail the other side, so they are limited per person, per
 * vendor and per address; a listing nobody has claimed is mailed at most once a week (decision 024).
 */
export const INQUIRY_LIMITS = {
  coupleDay: { name: "inquiry:couple:day", max: 10, windowSeconds: DAY },
  coupleVendorDay: { name: "inquiry:couple-vendor:day", max: 2, windowSeconds: DAY },
  vendorDay: { name: "inquiry:vendor:day", max: 50, windowSeconds: DAY },
  addressDay: { name: "inquiry:address:day", max: 30, windowSeconds: DAY },
  unclaimedMailWeek: { name: "inquiry-mail:unclaimed-vendor:week", max: 1, windowSeconds: 7 * DAY },
  messageThreadHour: { name: "inquiry-message:author-thread:hour", max: 20, windowSeconds: HOUR },
  messageAuthorDay: { name: "inquiry-message:author:day", max: 100, windowSeconds: DAY },
  messageAddressHour: { name: "inquiry-message:address:hour", max: 120, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

/**
 * A couple writes to a published vendor: the inquiry lands in the vendor's inbox and the vendor is
 * mailed. A catalog listing nobody manages yet keeps the inquiry until it is claimed; its public
 * address is told that a couple wrote (without the couple's details), and the answer says so.
 */
export async function sendInquiry({ db, mailer, logger, config }: InquiryDeps, principal: Principal, vendorId: string, input: VendorInquiryInput, caller: CallerAddress) {
  const [vendor] = await db
    .select({ id: vendors.id, businessName: vendors.businessName, ownerId: vendors.ownerId, published: vendors.published, contactEmail: vendors.contactEmail })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  if (!vendor?.published) throw new ApiError(404, "vendor_not_found", "We couldn't find that vendor.");
  if (vendor.ownerId === principal.userId) throw new ApiError(409, "own_vendor", "This is your own business; couples write to it from here.");
  await assertSendingAllowed(db, principal.userId);
  await enforceLimits(db, [
    addressCheck(INQUIRY_LIMITS.addressDay, caller, "Too many inquiries from your network today. Your inquiry was not sent."),
    { rule: INQUIRY_LIMITS.coupleDay, subject: principal.userId, message: `You can send ${INQUIRY_LIMITS.coupleDay.max} inquiries a day. Your inquiry was not sent.` },
    { rule: INQUIRY_LIMITS.coupleVendorDay, subject: `${principal.userId}|${vendor.id}`, message: "You already wrote to this vendor today; continue in that conversation from My inquiries. This inquiry was not sent." },
    { rule: INQUIRY_LIMITS.vendorDay, subject: vendor.id, message: "This vendor has received many inquiries today. Your inquiry was not sent." },
  ]);
  // The inquiry and the music plan attached to it (decision 050) are sent together or not at all.
  const inquiry = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(vendorInquiries)
      .values({ vendorId: vendor.id, coupleId: principal.userId, weddingDate: input.weddingDate ?? null, guestCount: input.guestCount ?? null, budget: input.budget ?? null, message: input.message, coupleReadAt: new Date() })
      .returning({ id: vendorInquiries.id, status: vendorInquiries.status, createdAt: vendorInquiries.createdAt });
    if (input.attachMusicPlan) await attachMusicPlanToInquiry(tx, principal.userId, row!.id);
    return row;
  });
  const [couple] = await db.select({ name: shownName(users.id, users.name), email: users.email }).from(users).where(eq(users.id, principal.userId));
  if (vendor.ownerId) {
    const [owner] = await db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, vendor.ownerId));
    // An address receives what others send only once it is verified.
    if (owner?.verified) {
      const facts = { weddingDate: input.weddingDate ?? null, guestCount: input.guestCount ?? null, budget: input.budget ?? null };
      sendLater(mailer, logger, [inquiryMail.newInquiry(owner.email, nameOf(couple), vendor.businessName, facts, input.message, `${config.publicUrl}/vendor-dashboard?tab=inbox&inquiry=${inquiry!.id}`, input.attachMusicPlan === true)]);
    }
    await logCoupleMail(db, principal.userId, "inquiry", owner?.verified ? 1 : 0);
  } else if (vendor.contactEmail) {
    // A business that never signed up hears from us at most once a week, however many couples write.
    const weekly = await takeRateLimit(db, INQUIRY_LIMITS.unclaimedMailWeek, vendor.id);
    if (weekly.allowed) {
      sendLater(mailer, logger, [inquiryMail.unclaimed(vendor.contactEmail, vendor.businessName, `${config.publicUrl}/vendor/claim`)]);
      await logCoupleMail(db, principal.userId, "inquiry", 1);
    }
  }
  return { inquiry: { ...inquiry!, vendorId: vendor.id }, vendorClaimed: vendor.ownerId !== null, musicPlanAttached: input.attachMusicPlan === true };
}

const summaryColumns = {
  id: vendorInquiries.id,
  status: vendorInquiries.status,
  weddingDate: vendorInquiries.weddingDate,
  guestCount: vendorInquiries.guestCount,
  budget: vendorInquiries.budget,
  message: vendorInquiries.message,
  lastMessageAt: vendorInquiries.lastMessageAt,
  createdAt: vendorInquiries.createdAt,
};

/** The couple's own inquiries, latest activity first. */
export async function listMyInquiries({ db }: InquiryDeps, principal: Principal) {
  const rows = await db
    .select({
      ...summaryColumns,
      unread: sql<boolean>`(${vendorInquiries.coupleReadAt} is null or ${vendorInquiries.coupleReadAt} < ${vendorInquiries.lastMessageAt})`,
      vendor: { id: vendors.id, slug: vendors.slug, businessName: vendors.businessName, category: vendors.category, city: vendors.city, claimed: sql<boolean>`${vendors.ownerId} is not null` },
    })
    .from(vendorInquiries)
    .innerJoin(vendors, eq(vendors.id, vendorInquiries.vendorId))
    .where(eq(vendorInquiries.coupleId, principal.userId))
    .orderBy(desc(vendorInquiries.lastMessageAt));
  return { inquiries: rows };
}

/** A vendor's inbox: only couples who wrote to this vendor, by status, newest activity first. */
export async function listInbox({ db }: InquiryDeps, vendor: VendorRow, query: { status: InquiryStatus | "all"; page: number }) {
  const where: SQL | undefined = and(eq(vendorInquiries.vendorId, vendor.id), query.status === "all" ? undefined : eq(vendorInquiries.status, query.status));
  const [rows, [totals], byStatus] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        unread: sql<boolean>`(${vendorInquiries.vendorReadAt} is null or ${vendorInquiries.vendorReadAt} < ${vendorInquiries.lastMessageAt})`,
        couple: { name: shownName(users.id, users.name), email: users.email },
      })
      .from(vendorInquiries)
      .innerJoin(users, eq(users.id, vendorInquiries.coupleId))
      .where(where)
      .orderBy(desc(vendorInquiries.lastMessageAt))
      .limit(VENDOR_PAGE_SIZE)
      .offset((query.page - 1) * VENDOR_PAGE_SIZE),
    db.select({ total: count() }).from(vendorInquiries).where(where),
    db.select({ status: vendorInquiries.status, n: count() }).from(vendorInquiries).where(eq(vendorInquiries.vendorId, vendor.id)).groupBy(vendorInquiries.status),
  ]);
  return {
    inquiries: rows.map(({ couple, ...row }) => ({ ...row, couple: { name: nameOf(couple), email: couple.email } })),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: VENDOR_PAGE_SIZE,
    counts: Object.fromEntries(byStatus.map((r) => [r.status, r.n])) as Partial<Record<InquiryStatus, number>>,
  };
}

type Side = "couple" | "vendor";
const sideOf = (row: InquiryRow, principal: Principal): Side => (row.coupleId === principal.userId ? "couple" : "vendor");

/** One thread, to one of its parties; opening it marks it read for that side. */
export async function getThread({ db }: InquiryDeps, principal: Principal, row: InquiryRow) {
  const side = sideOf(row, principal);
  const [[couple], messages] = await Promise.all([
    db.select({ name: shownName(users.id, users.name), email: users.email }).from(users).where(eq(users.id, row.coupleId)),
    db
      .select({ id: vendorInquiryMessages.id, authorId: vendorInquiryMessages.authorId, body: vendorInquiryMessages.body, createdAt: vendorInquiryMessages.createdAt })
      .from(vendorInquiryMessages)
      .where(eq(vendorInquiryMessages.inquiryId, row.id))
      .orderBy(asc(vendorInquiryMessages.createdAt), asc(vendorInquiryMessages.id)),
  ]);
  await db
    .update(vendorInquiries)
    .set(side === "couple" ? { coupleReadAt: new Date() } : { vendorReadAt: new Date() })
    .where(eq(vendorInquiries.id, row.id));
  return {
    viewer: side,
    inquiry: {
      id: row.id,
      status: row.status,
      weddingDate: row.weddingDate,
      guestCount: row.guestCount,
      budget: row.budget,
      createdAt: row.createdAt,
      vendor: { id: row.vendor.id, slug: row.vendor.slug, businessName: row.vendor.businessName, claimed: row.vendor.ownerId !== null },
      // The couple's id lets the vendor open the boards the couple shared with them (decision 042).
      couple: { id: row.coupleId, name: nameOf(couple), email: couple?.email ?? "" },
    },
    messages: [
      { id: `${row.id}-first`, from: "couple" as Side, body: row.message, createdAt: row.createdAt },
      ...messages.map((m) => ({ id: m.id, from: (m.authorId === row.coupleId ? "couple" : "vendor") as Side, body: m.body, createdAt: m.createdAt })),
    ],
  };
}

/** A message from either party; the vendor's first answer marks a new inquiry replied. The other side is mailed. */
export async function replyToInquiry({ db, mailer, logger, config }: InquiryDeps, principal: Principal, row: InquiryRow, body: string, caller: CallerAddress) {
  const side = sideOf(row, principal);
  if (side === "couple") await assertSendingAllowed(db, principal.userId);
  await enforceLimits(db, [
    addressCheck(INQUIRY_LIMITS.messageAddressHour, caller, "Too many messages from your network. Your message was not sent."),
    { rule: INQUIRY_LIMITS.messageThreadHour, subject: `${principal.userId}|${row.id}`, message: `You can send ${INQUIRY_LIMITS.messageThreadHour.max} messages an hour in one conversation. Your message was not sent.` },
    { rule: INQUIRY_LIMITS.messageAuthorDay, subject: principal.userId, message: `You can send ${INQUIRY_LIMITS.messageAuthorDay.max} messages a day. Your message was not sent.` },
  ]);
  const message = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(vendorInquiryMessages).values({ inquiryId: row.id, authorId: principal.userId, body }).returning();
    const now = new Date();
    await tx
      .update(vendorInquiries)
      .set({
        lastMessageAt: now,
        updatedAt: now,
        ...(side === "couple" ? { coupleReadAt: now } : { vendorReadAt: now }),
        ...(side === "vendor" && row.status === "new" ? { status: "replied" } : {}),
      })
      .where(eq(vendorInquiries.id, row.id));
    return inserted!;
  });
  const otherId = side === "couple" ? row.vendor.ownerId : row.coupleId;
  if (otherId) {
    const [[other], [me]] = await Promise.all([
      db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, otherId)),
      db.select({ name: shownName(users.id, users.name), email: users.email }).from(users).where(eq(users.id, principal.userId)),
    ]);
    const fromName = side === "vendor" ? row.vendor.businessName : nameOf(me);
    const url = side === "vendor" ? `${config.publicUrl}/my-inquiries?inquiry=${row.id}` : `${config.publicUrl}/vendor-dashboard?tab=inbox&inquiry=${row.id}`;
    if (other?.verified) {
      sendLater(mailer, logger, [inquiryMail.reply(other.email, fromName, row.vendor.businessName, body, url)]);
      if (side === "couple") await logCoupleMail(db, principal.userId, "message", 1);
    }
  }
  return {
    message: { id: message.id, from: side, body: message.body, createdAt: message.createdAt },
    status: side === "vendor" && row.status === "new" ? "replied" : row.status,
  };
}

/** The vendor files the inquiry: new, replied, booked or declined. */
export async function setInquiryStatus({ db }: InquiryDeps, row: InquiryRow, status: InquiryStatus) {
  await db.update(vendorInquiries).set({ status, updatedAt: new Date() }).where(eq(vendorInquiries.id, row.id));
  return { id: row.id, status };
}
