/** Business constants of spec section 9, in one place for both sides. */
export const BRAND_NAME = "Serviceberry";

export const PASSWORD_RESET_LINK_MINUTES = 10;
export const POST_SIGN_IN_REDIRECT_MS = 100;
export const JUNE_HISTORY_LOAD_LIMIT = 20;
export const JUNE_MESSAGES_SENT = 10;
export const SAVED_VENUES_IN_CONTEXT = 5;
export const JUNE_AUTO_OPEN_DELAY_MS = 8000;
export const JUNE_AUTO_OPENED_KEY = "june-chat-auto-opened";
export const MOBILE_BREAKPOINT_PX = 768;
export const JUNE_PANEL_DESKTOP = { width: 320, height: 384 } as const;
export const SPEECH_RECOGNITION_LANGUAGE = "en-US";
export const TICKET_DEFAULTS = { issueType: "general", priority: "medium", title: "Support Request" } as const;
export const DEMO_BUDGET_TOTAL = 35000;
export const DEMO_ANIMATION_RESTART_MS = 3000;
export const RIPPLE_EFFECT_MS = 600;
export const SCROLL_AREA_HIDE_DELAY_MS = 600;
export const DROPDOWN_DEFAULT_OFFSET = 4;
export const NOTIFICATION_VISIBLE_MS = 5000;

/**
 * Home-page figures as the spec gives them, shown as sample figures (nothing in the product measures
 * them yet). Both 100% and 96% appear on purpose; their labels say what each one is about, so they do
 * not read as two answers to one question.
 */
export const HOME_STATS = [
  { value: "600+", label: "Couples planned" },
  { value: "18 hours", label: "Average time saved" },
  { value: "100%", label: "Satisfaction with setup" },
  { value: "15 min", label: "Average setup" },
] as const;
export const CLOSING_BANNER_SATISFACTION = "96%";
export const CLOSING_BANNER_SATISFACTION_LABEL = "satisfaction on the wedding day";
export const SAMPLE_FIGURES_NOTE = "Sample figures, for illustration.";
export const FREE_OFFER_PRICE_USD = 0;
export const VENUE_COUNT_CLAIM = "50+";

/** Contact details shown in the footer and on /contact. */
export const CONTACT_DETAILS = {
  email: "hello@serviceberry.app",
  supportEmail: "support@serviceberry.app",
  phone: "(614) 555-0142",
  hours: "Monday to Friday, 9 am to 6 pm Eastern",
  address: "250 Civic Center Dr, Suite 500, Columbus, OH 43215",
} as const;
