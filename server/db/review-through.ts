import { sql } from "drizzle-orm";
import type { ReviewThrough } from "../../domain/vendor-cards.ts";
import { vendorInquiries, vendorReviews } from "./schema/index.ts";

/**
 * A review's mark, for a select over vendor_reviews: "booked" when the vendor marked one of the
 * reviewing couple's inquiries booked, "contacted" when the couple wrote to the vendor at all, else
 * null. Shared by the public profile, the vendor's dashboard and the moderation queue.
 */
export const reviewThrough = sql<ReviewThrough>`(
  select case when bool_or(${vendorInquiries.status} = 'booked') then 'booked' when count(*) > 0 then 'contacted' end
  from ${vendorInquiries}
  where ${vendorInquiries.vendorId} = ${vendorReviews.vendorId} and ${vendorInquiries.coupleId} = ${vendorReviews.userId}
)`;
