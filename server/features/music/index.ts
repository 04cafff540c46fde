// The music feature as the rest of the server sees it: everything else in this folder is its own.
export { musicRoutes } from "./routes.ts";
export { attachMusicPlanToInquiry } from "./operations/inquiry-shares.ts";
export { requestSongFromSite, SITE_SONG_REQUEST_LIMITS } from "./operations/site-requests.ts";
