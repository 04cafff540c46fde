import { z } from "zod";
import "./zod-messages.ts";
import { VENDOR_SEARCH_MAX_LENGTH } from "./vendors.ts";

/** Schemas of the vendor's side (dashboard, friendors, claims search) that domain/vendors.ts leaves out. */

export const vendorRecommendationParamSchema = z.object({
  id: z.uuid("That vendor id is not valid"),
  recommendationId: z.uuid("That recommendation id is not valid"),
});

/** A search by business name (friendor candidates, claimable listings). */
export const vendorNameSearchSchema = z.object({
  q: z.string().trim().max(VENDOR_SEARCH_MAX_LENGTH, `Search for at most ${VENDOR_SEARCH_MAX_LENGTH} characters.`).optional(),
});

export const vendorInboxParamSchema = z.object({ vendorId: z.uuid("That vendor id is not valid") });
