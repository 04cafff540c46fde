import { z } from "zod";

/**
 * What a couple can share with a contributor (a helper they invited), area by area, and how much:
 * `none` hides the area, `view` shows it, `edit` also lets the helper change it. Stored as
 * `contributor_profiles.permissions`; the server enforces it through `allow.planning(area, level)`.
 */
export const PLANNING_AREAS = ["guests", "budget", "timeline", "venues", "chat", "boards", "music", "websites"] as const;
export type PlanningArea = (typeof PLANNING_AREAS)[number];

export const ACCESS_LEVELS = ["none", "view", "edit"] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** How each area is named in sentences ("The couple hasn't shared the guest list with you."). */
export const PLANNING_AREA_NAMES: Record<PlanningArea, string> = {
  guests: "the guest list",
  budget: "the budget",
  timeline: "the timeline",
  venues: "the saved venues",
  chat: "the planning chat",
  boards: "the shared boards",
  music: "the music plan",
  websites: "the wedding website",
};

export const accessLevelSchema = z.enum(ACCESS_LEVELS, { message: "Choose none, view or edit." });

/** A contributor's access to each area; an area left out is `none`. */
export const contributorPermissionsSchema = z.object({
  guests: accessLevelSchema.default("none"),
  budget: accessLevelSchema.default("none"),
  timeline: accessLevelSchema.default("none"),
  venues: accessLevelSchema.default("none"),
  chat: accessLevelSchema.default("none"),
  boards: accessLevelSchema.default("none"),
  music: accessLevelSchema.default("none"),
  websites: accessLevelSchema.default("none"),
});
export type ContributorPermissions = z.infer<typeof contributorPermissionsSchema>;

export const NO_ACCESS: ContributorPermissions = { guests: "none", budget: "none", timeline: "none", venues: "none", chat: "none", boards: "none", music: "none", websites: "none" };

/** Permissions as stored; anything unreadable (an older shape, a hand edit) grants nothing. */
export function readContributorPermissions(stored: unknown): ContributorPermissions {
  const parsed = contributorPermissionsSchema.safeParse(stored);
  return parsed.success ? parsed.data : NO_ACCESS;
}

const RANK: Record<AccessLevel, number> = { none: 0, view: 1, edit: 2 };

/** Whether these permissions give at least `level` on `area` (edit includes view). */
export function grants(permissions: ContributorPermissions, area: PlanningArea, level: AccessLevel): boolean {
  return RANK[permissions[area]] >= RANK[level];
}

/**
 * Which couple's planning a request is about, when a contributor calls: the route's `:coupleId`, or
 * a `coupleId` query parameter. A couple acting on their own planning leaves it out. User ids are
 * better-auth's: letters, digits, `_` and `-`.
 */
export const coupleIdSchema = z
  .string()
  .min(1, "That couple id is not valid.")
  .max(64, "That couple id is not valid.")
  .regex(/^[A-Za-z0-9_-]+$/, "That couple id is not valid.");

/** The query of a planning route: a helper names the couple (`?coupleId=`); the couple leaves it out. */
export const planningQuerySchema = z.object({ coupleId: coupleIdSchema.optional() });
