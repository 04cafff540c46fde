import { JUNE_WELCOME_CLOSING } from "../../../../domain/june.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { CallerAddress } from "../../../http/rate-limit.ts";
import type { JuneDeps } from "./deps.ts";
import { ownPlanningScope } from "./scope.ts";

/**
 * The personalized welcome (spec section 4): each planning module's line (the greeting, the guest list,
 * the days to go), in order, then the closing question.
 */
export async function getWelcome(deps: JuneDeps, principal: Principal, caller: CallerAddress, now = new Date()): Promise<{ text: string }> {
  const facts = await deps.planning.gatherFacts(ownPlanningScope(deps, principal, caller, now), deps.logger, deps.planning.welcomeModules);
  return { text: [...deps.planning.welcomeLines(facts), JUNE_WELCOME_CLOSING].join(" ") };
}
