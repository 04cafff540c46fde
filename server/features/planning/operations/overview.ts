import { planningToday } from "../../../../domain/dates.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import type { CallerAddress } from "../../../http/rate-limit.ts";
import type { PlanningDeps, PlanningModule } from "../../../planning/contract.ts";
import type { OverviewOf, PlanningRegistry } from "../../../planning/registry.ts";

/** The couple's overview from every planning module's section, as of today on Eastern time. */
export async function planningOverview<Modules extends readonly PlanningModule[]>(
  deps: PlanningDeps,
  planning: PlanningRegistry<Modules>,
  principal: Principal,
  access: PlanningAccess,
  caller: CallerAddress,
  now = new Date(),
): Promise<OverviewOf<Modules>> {
  return planning.overview({ deps, principal, access, caller, today: planningToday(now) });
}
