import { readFlags, type FlagName } from "@domain/flags";

/** The fourteen feature flags, fixed at build time from VITE_FLAG_<NAME> (on only when exactly "true"). */
export const flags = readFlags(import.meta.env);

export function isFlagOn(flag: FlagName): boolean {
  return flags[flag];
}
