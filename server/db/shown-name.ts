import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * The name venues, vendors and admins see for an account: a couple's two names from their wedding
 * profile ("Maya & Theo") once both are filled in, else the name given at sign-up or in account
 * settings. One SQL expression, so every list and mail shows the same name.
 */
export function shownName(userId: AnyColumn, accountName: AnyColumn): SQL<string> {
  // The profile's id is renamed inside the subquery: Drizzle writes a one-table query's columns unqualified
  // ("id"), which would otherwise name the profile's own id and match every profile.
  return sql<string>`coalesce((select nullif(trim(cp.partner1_name), '') || ' & ' || nullif(trim(cp.partner2_name), '') from (select p.id as profile_id, p.partner1_name, p.partner2_name from couple_profiles p) cp where cp.profile_id = ${userId}), ${accountName})`;
}
