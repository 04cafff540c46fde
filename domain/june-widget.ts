/**
 * What the app shell needs to place June's button and auto-open the panel: no zod, no texts, since
 * the shell loads it on every page (the panel and its logic load on demand).
 */
export const JUNE_AUTO_OPEN_MS = 8000;
export const JUNE_AUTO_OPEN_KEY = "june-chat-auto-opened";
/** The paths whose first visit auto-opens the panel (spec section 4). */
export const JUNE_AUTO_OPEN_PATHS: readonly string[] = ["/", "/index"];
