export * from "./settings.ts";
export * from "./contact.ts";
export * from "./help.ts";
export * from "./rate-limits.ts";
export * from "./auth.ts";
export * from "./profiles.ts";
export * from "./venues.ts";
