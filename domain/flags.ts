/** The fourteen feature flags of spec section 9. Each is on only when its build setting is exactly "true". */
export const FLAG_NAMES = [
  /** /venue-tours redirects to /venue-favorites (spec section 2). */
  "nav_hide_venue_tours",
  /** The couple profile drops its "Venue search" box (where the venue hunt stands); a stored answer is kept. */
  "venue_pref_box_removed",
  /** Beyond the Wedding: the intake's wording on the overview (hero button, "Start here" section) is the shorter, polished copy. */
  "intake_tab_copy_polish",
  /** Account pages: the shortcuts move from a row of cards above the tabs to a column beside them (below on phones). */
  "profile_layout_v2",
  /** Account pages: the profile form sits on the page without an extra card around it, and its save bar is boxed only with changes to save. */
  "profile_redundant_boxes_removed",
  "guest_form_wizard",
  /** The modern theme (spec section 9). */
  "web_themes_v2",
  /** The vendor dashboard shows profile completeness steps (milestones) with its progress. */
  "vendor_milestones_v1",
  "messages_uploads_v1",
  "collab_roles_mvp",
  "guest_sheets_sync",
  "timeline_master_events",
  "timeline_auto_adjust",
  "telemetry_canary",
] as const;

export type FlagName = (typeof FLAG_NAMES)[number];
export type Flags = Readonly<Record<FlagName, boolean>>;

/** The build setting that turns a flag on, e.g. web_themes_v2 -> VITE_FLAG_WEB_THEMES_V2. */
export function flagSettingName(flag: FlagName): string {
  return `VITE_FLAG_${flag.toUpperCase()}`;
}

export function readFlags(settings: Readonly<Record<string, unknown>>): Flags {
  const entries = FLAG_NAMES.map((flag) => [flag, settings[flagSettingName(flag)] === "true"] as const);
  return Object.fromEntries(entries) as Record<FlagName, boolean>;
}
