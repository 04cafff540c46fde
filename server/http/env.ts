import type { Principal } from "../auth/principal.ts";
import type { PlanningAccess } from "./policy.ts";

/** Per-request values every route can read. */
export interface AppEnv {
  Variables: {
    /** Loads (once per request) the signed-in principal, or null. Set by createApp. */
    principal: () => Promise<Principal | null>;
    /** Rows an owner-of-row policy loaded, by resource: read with `ownedRow(c, resource)`. */
    ownedRows: Map<unknown, unknown> | undefined;
    /** Whose planning a planning policy admitted: read with `planningAccess(c)`. */
    planning: PlanningAccess | undefined;
  };
}
