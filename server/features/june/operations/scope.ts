import { planningToday } from "../../../../domain/dates.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { CallerAddress } from "../../../http/rate-limit.ts";
import type { PlanningScope } from "../../../planning/contract.ts";
import type { JuneDeps } from "./deps.ts";

/**
 * June reads the signed-in account's own planning, and only that: the couple's, or for a vendor's June
 * their own empty planning (decision 017). Actions are checked again when confirmed, by the same rule
 * as the feature's routes (`resolvePlanningAccess`).
 */
export function ownPlanningScope(deps: JuneDeps, principal: Principal, caller: CallerAddress, now: Date): PlanningScope {
  return {
    deps,
    access: { coupleId: principal.userId, as: "couple", level: "edit" },
    principal,
    caller,
    // The four cities' clock.
    today: planningToday(now),
  };
}
