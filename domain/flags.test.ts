import { describe, expect, it } from "vitest";
import { FLAG_NAMES, flagSettingName, readFlags } from "./flags";

describe("feature flags", () => {
  it("lists the fourteen flags of spec section 9", () => {
    expect(FLAG_NAMES).toHaveLength(14);
    expect(new Set(FLAG_NAMES).size).toBe(14);
    expect(flagSettingName("web_themes_v2")).toBe("VITE_FLAG_WEB_THEMES_V2");
  });
  it("turns a flag on only for the exact string true", () => {
    const flags = readFlags({
      VITE_FLAG_WEB_THEMES_V2: "true",
      VITE_FLAG_NAV_HIDE_VENUE_TOURS: "TRUE",
      VITE_FLAG_TELEMETRY_CANARY: "1",
      VITE_FLAG_GUEST_SHEETS_SYNC: true,
    });
    expect(flags.web_themes_v2).toBe(true);
    expect(flags.nav_hide_venue_tours).toBe(false);
    expect(flags.telemetry_canary).toBe(false);
    expect(flags.guest_sheets_sync).toBe(false);
    expect(Object.values(readFlags({})).every((on) => on === false)).toBe(true);
  });
});
