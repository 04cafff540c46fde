import type { Principal } from "../auth/principal.ts";

/** Per-request values every route can read. */
export interface AppEnv {
  Variables: {
    /** Loads (once per request) the signed-in principal, or null. Set by createApp. */
    principal: () => Promise<Principal | null>;
  };
}
