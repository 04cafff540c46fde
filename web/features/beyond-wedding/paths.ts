/** The guarded Beyond the Wedding routes of spec section 2 (the overview is /beyond-wedding). */
export const BEYOND_WEDDING_PATHS = [
  "june-voice-intake",
  "intake-scheduling",
  "beyond-wedding/communication",
  "financial-planning",
  "legal-protection",
  "health-wellness",
  "life-planning",
  "insurance-security",
  "faith-values",
] as const;
