import type { HelpAudience } from "@domain/help";

/**
 * The audience filter of /help, one chip per HELP_AUDIENCES value (in the order people look for
 * them). The list is typed against HelpAudience rather than imported, so the help pages do not pull
 * zod into the browser just for five names.
 */
export const HELP_AUDIENCE_LABELS = {
  everyone: "Everyone",
  couples: "Couples",
  venues: "Venues",
  vendors: "Vendors",
  contributors: "Contributors",
} as const satisfies Record<HelpAudience, string>;

export const HELP_AUDIENCE_FILTERS = Object.keys(HELP_AUDIENCE_LABELS) as HelpAudience[];

export function isHelpAudience(value: string | null): value is HelpAudience {
  return value !== null && Object.hasOwn(HELP_AUDIENCE_LABELS, value);
}
