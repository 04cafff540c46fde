import { and, desc, eq } from "drizzle-orm";
import { MUSIC_VENDOR_CATEGORY } from "../../../../domain/music.ts";
import type { Principal } from "../../../auth/principal.ts";
import { musicInquiryShares, vendorInquiries, vendors } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import type { MusicDeps, Transaction } from "../access.ts";
import { momentsOf, weddingOfCouple } from "./plan.ts";

type Reader = Pick<MusicDeps["db"], "select">;

const inquiryNotFound = () => new ApiError(404, "inquiry_not_found", "We couldn't find that conversation.");
/** The vendor of a conversation the plan was not sent with sees the same as for a missing one. */
const planNotShared = () => new ApiError(404, "music_plan_not_shared", "We couldn't find a music plan in this conversation.");
const notMusicVendor = () => new ApiError(422, "not_a_music_vendor", "The music plan goes to DJs and bands only. Write to one from the marketplace (DJs & Bands).");

/** One of the couple's own conversations, with its vendor's name and category; anyone else's is a 404. */
async function coupleInquiry(db: Reader, coupleId: string, inquiryId: string) {
  const [row] = await db
    .select({ id: vendorInquiries.id, vendorName: vendors.businessName, category: vendors.category })
    .from(vendorInquiries)
    .innerJoin(vendors, eq(vendors.id, vendorInquiries.vendorId))
    .where(and(eq(vendorInquiries.id, inquiryId), eq(vendorInquiries.coupleId, coupleId)))
    .limit(1);
  if (!row) throw inquiryNotFound();
  return row;
}

/**
 * Attaches the couple's music plan to a conversation with a DJ or band, inside the caller's
 * transaction (the inquiry being sent, or one already under way). Sharing again changes nothing.
 */
export async function attachMusicPlanToInquiry(tx: Transaction, coupleId: string, inquiryId: string) {
  const inquiry = await coupleInquiry(tx, coupleId, inquiryId);
  if (inquiry.category !== MUSIC_VENDOR_CATEGORY) throw notMusicVendor();
  await tx.insert(musicInquiryShares).values({ inquiryId: inquiry.id, coupleId }).onConflictDoNothing();
  return inquiry;
}

export async function shareMusicWithInquiry(deps: MusicDeps, access: PlanningAccess, inquiryId: string) {
  const inquiry = await deps.db.transaction((tx) => attachMusicPlanToInquiry(tx, access.coupleId, inquiryId));
  return { inquiryId: inquiry.id, vendorName: inquiry.vendorName, shared: true };
}

/** Stops sharing: from now on the vendor's thread shows no plan and the plan's address answers 404. */
export async function stopSharingMusicWithInquiry(deps: MusicDeps, access: PlanningAccess, inquiryId: string) {
  const inquiry = await coupleInquiry(deps.db, access.coupleId, inquiryId);
  await deps.db.delete(musicInquiryShares).where(and(eq(musicInquiryShares.inquiryId, inquiry.id), eq(musicInquiryShares.coupleId, access.coupleId)));
  return { inquiryId: inquiry.id, vendorName: inquiry.vendorName, shared: false };
}

/** The conversations the plan goes with (the music page lists them, each to stop sharing). */
export async function inquirySharesOf(db: Reader, coupleId: string) {
  const rows = await db
    .select({ inquiryId: musicInquiryShares.inquiryId, sharedAt: musicInquiryShares.sharedAt, vendorName: vendors.businessName })
    .from(musicInquiryShares)
    .innerJoin(vendorInquiries, eq(vendorInquiries.id, musicInquiryShares.inquiryId))
    .innerJoin(vendors, eq(vendors.id, vendorInquiries.vendorId))
    .where(eq(musicInquiryShares.coupleId, coupleId))
    .orderBy(desc(musicInquiryShares.sharedAt));
  return rows.map((row) => ({ inquiryId: row.inquiryId, vendorName: row.vendorName, sharedAt: row.sharedAt.toISOString() }));
}

/**
 * The music plan in a conversation, for one of its two parties (the policy checked that). The couple
 * learns whether it is shared and may be; the vendor gets the plan as it is now (never who requested
 * what), or a 404 when the couple did not send it or stopped sharing.
 */
export async function readInquiryMusic(deps: MusicDeps, principal: Principal, inquiry: { id: string; coupleId: string; vendor: { id: string } }) {
  const [[share], [vendor]] = await Promise.all([
    deps.db.select({ sharedAt: musicInquiryShares.sharedAt }).from(musicInquiryShares).where(eq(musicInquiryShares.inquiryId, inquiry.id)).limit(1),
    deps.db.select({ category: vendors.category }).from(vendors).where(eq(vendors.id, inquiry.vendor.id)).limit(1),
  ]);
  const viewer = inquiry.coupleId === principal.userId ? ("couple" as const) : ("vendor" as const);
  if (viewer === "vendor" && !share) throw planNotShared();
  const plan = share ? await readablePlan(deps.db, inquiry.coupleId) : null;
  return { viewer, shared: Boolean(share), sharedAt: share?.sharedAt.toISOString() ?? null, canShare: vendor?.category === MUSIC_VENDOR_CATEGORY, plan };
}

/** The plan as the DJ or band reads it: names, date, and the songs by moment without guests' names. */
export async function readablePlan(db: Reader, coupleId: string) {
  const [wedding, moments] = await Promise.all([weddingOfCouple(db, coupleId), momentsOf(db, coupleId)]);
  return {
    wedding,
    moments: moments.map((m) => ({ ...m, songs: m.songs.map(({ fromGuestRequest: _asked, note, ...song }) => ({ ...song, note: note.startsWith("Requested by ") ? "" : note })) })),
  };
}
