import { juneWelcome } from "../../../../domain/june.ts";
import { gatherJuneContext } from "../context.ts";
import type { JuneDeps } from "./deps.ts";

/** What the welcome reads: the profile and the guest list's RSVP counts. */
const WELCOME_SECTIONS = ["profile", "guestStats"] as const;

/** The personalized welcome (spec section 4), from the couple's own profile and guest list. */
export async function getWelcome(deps: JuneDeps, coupleId: string, now = new Date()): Promise<{ text: string }> {
  const context = await gatherJuneContext(deps, coupleId, now, WELCOME_SECTIONS);
  return {
    text: juneWelcome({
      partner1Name: context.profile?.partner1Name,
      weddingDate: context.profile?.weddingDate,
      guestStats: context.guestStats,
      today: context.today,
    }),
  };
}
