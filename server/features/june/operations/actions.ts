import type { ContentfulStatusCode } from "hono/utils/http-status";
import { VERIFY_EMAIL_MESSAGE } from "../../../../domain/account.ts";
import type { JuneAction, JuneActionRequest, JuneActionState } from "../../../../domain/june.ts";
import type { Principal } from "../../../auth/principal.ts";
import { ApiError } from "../../../http/errors.ts";
import { resolvePlanningAccess } from "../../../http/policy.ts";
import type { CallerAddress } from "../../../http/rate-limit.ts";
import { ActionRefused, type ChangedArea } from "../../../planning/contract.ts";
import type { PlanningRegistry } from "../../../planning/registry.ts";
import { markAction } from "./history.ts";
import type { JuneDeps } from "./deps.ts";
import { ownPlanningScope } from "./scope.ts";

/**
 * The proposed actions a module recognizes, each with the line the couple reads on its confirm card;
 * anything else (a model's made-up action, a stored proposal that no longer holds) is left out.
 */
export function labeledActions(planning: PlanningRegistry, proposed: readonly { type: string }[]): JuneAction[] {
  return proposed.flatMap((raw) => {
    const action = planning.action(raw.type);
    const parsed = action?.parse(raw);
    if (!action || !parsed?.ok) return [];
    return [{ ...parsed.action, label: action.label(parsed.action) ?? "" }];
  });
}

export interface ActionOutcome {
  state: JuneActionState;
  result: string;
  /** Where the change shows: the web app refreshes these areas' screens. */
  changed: readonly ChangedArea[];
}

/**
 * Confirms (runs) or cancels an action June proposed, and keeps its state on the proposing message. A
 * confirmed action runs its planning module's operation directly (no call back into the HTTP app), after
 * the same checks the feature's own route makes: the planning rule for its area and level, and a
 * verified address for actions that mail other people.
 */
export async function decideAction(deps: JuneDeps, principal: Principal, request: JuneActionRequest, caller: CallerAddress): Promise<ActionOutcome> {
  const coupleId = principal.userId;
  const record = async (state: JuneActionState, result: string, changed: readonly ChangedArea[] = []) => {
    if (request.messageId) await markAction(deps.db, coupleId, request.messageId, request.actionIndex, { state, result });
    return { state, result, changed };
  };
  const fail = async (status: ContentfulStatusCode, code: string, message: string): Promise<never> => {
    await record("failed", message);
    throw new ApiError(status, code, message);
  };
  if (request.decision === "cancel") return record("canceled", "Canceled.");
  const action = deps.planning.action(request.action.type);
  if (!action) return fail(422, "action_failed", "June can't do that.");
  const access = await resolvePlanningAccess(deps.db, principal, coupleId, action.area, action.level);
  if (access instanceof ApiError) return fail(access.status, access.code, access.message);
  if (typeof access === "string") return fail(403, "forbidden", access);
  if (action.verifiedEmail && !principal.emailVerified) return fail(403, "forbidden", VERIFY_EMAIL_MESSAGE);
  try {
    const result = await action.run({ ...ownPlanningScope(deps, principal, caller, new Date()), access }, request.action);
    return await record("done", result, action.changes);
  } catch (error) {
    // What the operation refused (no budget yet, a task that is gone) is told to the couple as it is.
    if (error instanceof ActionRefused) return fail(422, "action_failed", error.message);
    if (error instanceof ApiError && error.status < 500) return fail(422, "action_failed", error.message);
    throw error;
  }
}
