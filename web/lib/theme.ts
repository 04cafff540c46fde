import { flags } from "./flags";

export type ThemeName = "classic" | "modern";

/** Classic by default; modern only when web_themes_v2 is on (spec section 4, Themes). */
export function themeFor(webThemesV2: boolean): ThemeName {
  return webThemesV2 ? "modern" : "classic";
}

export const currentTheme: ThemeName = themeFor(flags.web_themes_v2);

export function applyTheme(root: HTMLElement = document.documentElement): void {
  root.dataset.theme = currentTheme;
}
