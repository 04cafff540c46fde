/** The fourteen feature flags of spec section 9. Each is on only when its build setting is exactly "true". */
export const FLAG_NAMES = [
  "nav_hide_venue_tours",
  "venue_pref_box_removed",
  "intake_tab_copy_polish",
  "profile_layout_v2",
  "profile_redundant_boxes_removed",
  "guest_form_wizard",
  "web_themes_v2",
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
