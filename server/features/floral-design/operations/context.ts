import type { DesignContext } from "../../../../domain/floral.ts";
import { paletteFromWords } from "../../../../domain/floral.ts";
import { getCity, isCityId } from "../../../../domain/cities.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import { readCoupleProfile } from "../../account/planning.ts";
import { getBudget } from "../../budget/index.ts";
import { guestTableCount } from "../../seating/index.ts";
import type { FloralDeps } from "../access.ts";

export interface StudioContext extends DesignContext {
  coupleNames: string;
  city: string | null;
  /** The wedding colors from the profile, as palette colors the studio knows. */
  weddingColors: string[];
  weddingColorsText: string | null;
}

/**
 * What the studio reads about the wedding: date and state (seasons), guest count and the floor plan's
 * guest tables (centerpieces per table), the wedding colors, and the budget's Flowers and decor line. The budget line is shown to the
 * couple only: a helper granted the boards area has not been granted the budget.
 */
export async function studioContext(deps: FloralDeps, access: PlanningAccess): Promise<StudioContext> {
  const [profile, budget, seatingTables] = await Promise.all([
    readCoupleProfile(deps.db, access.coupleId),
    access.as === "couple" ? getBudget(deps, access) : Promise.resolve(null),
    guestTableCount(deps.db, access.coupleId),
  ]);
  const city = profile?.city && isCityId(profile.city) ? getCity(profile.city) : null;
  const names = [profile?.partner1Name, profile?.partner2Name].filter((n): n is string => Boolean(n?.trim()));
  return {
    coupleNames: names.length ? names.join(" & ") : "The couple",
    weddingDate: profile?.weddingDate ?? null,
    city: city?.displayName ?? null,
    state: city ? city.state : null,
    guestCount: profile?.guestCount ?? budget?.budget?.guestCount ?? null,
    seatingTables,
    flowersBudgetCents: budget?.budget ? (budget.budget.allocations.flowers ?? 0) : null,
    weddingColors: paletteFromWords(profile?.colorPalette),
    weddingColorsText: profile?.colorPalette ?? null,
  };
}
