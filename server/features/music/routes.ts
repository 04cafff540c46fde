import { Hono } from "hono";
import {
  approveRequestSchema,
  householdParamSchema,
  musicInquiryParamSchema,
  siteRequestIdParamSchema,
  momentParamSchema,
  musicIdParamSchema,
  musicShareIdParamSchema,
  musicShareSchema,
  musicShareTokenParamSchema,
  reorderMomentSchema,
  songSchema,
  spotifyCallbackSchema,
  spotifyPlaylistLinkSchema,
  spotifySearchSchema,
} from "../../../domain/music.ts";
import type { AppDeps } from "../../deps.ts";
import type { AppEnv } from "../../http/env.ts";
import { allow, ownedRow, planningAccess, requirePrincipal } from "../../http/policy.ts";
import { rowOfPlanning } from "../../http/planning-rows.ts";
import { addressLimitOptions, limitByAddress } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";
import { inquiryResource } from "../vendor-inquiries/index.ts";
import { loadOwnedHousehold, loadOwnedShare, loadOwnedSiteRequest, loadOwnedSong } from "./access.ts";
import { readInquiryMusic, shareMusicWithInquiry, stopSharingMusicWithInquiry } from "./operations/inquiry-shares.ts";
import { approveSiteRequest, declineSiteRequest, deleteSiteRequest } from "./operations/site-requests.ts";
import { exportMusicCsv } from "./operations/export.ts";
import { addSong, deleteSong, getMusicPlan, reorderMoment, updateSong } from "./operations/plan.ts";
import { disconnectSpotify, exportMomentPlaylist, finishSpotifyConnect, importSpotifyPlaylist, searchSpotifyTracks, startSpotifyConnect } from "./operations/spotify.ts";
import { approveRequest, declineRequest } from "./operations/requests.ts";
import { createMusicShare, readSharedMusic, revokeMusicShare } from "./operations/shares.ts";

/** As for the timeline's links: a few opens per person, and a script walking tokens is stopped early. */
export const MUSIC_SHARE_LINK_LIMIT = { name: "music-share:address", max: 60, windowSeconds: 10 * 60 };
/** Searching Spotify as someone types: generous for a person, short of what gets the app rate-limited. */
export const SPOTIFY_SEARCH_LIMIT = { name: "spotify-search:address", max: 120, windowSeconds: 60 };

/**
 * /api/music: the wedding's music plan. The couple's own, or (with `?coupleId=`) the couple's a helper
 * was granted the music area: view to read, edit to change. Someone else's song, request or link id
 * is a 404 before the body is read. Share links are read by anyone holding the token.
 */
export function musicRoutes({ db, config, logger }: AppDeps) {
  const deps = { db, config, logger };
  const view = allow.planning(deps, "music", "view");
  const edit = allow.planning(deps, "music", "edit");
  // Connecting or disconnecting Spotify is the couple's own account: no helper, whatever their music level.
  const coupleOnly = allow.planning(deps, "own", "edit");
  const ownSong = rowOfPlanning(db, musicIdParamSchema.shape.id, loadOwnedSong);
  const ownRequest = rowOfPlanning(db, householdParamSchema.shape.householdId, loadOwnedHousehold, "householdId");
  const ownShare = rowOfPlanning(db, musicShareIdParamSchema.shape.id, loadOwnedShare);
  const ownSiteRequest = rowOfPlanning(db, siteRequestIdParamSchema.shape.id, loadOwnedSiteRequest);
  // A conversation's two parties (as its thread): the couple who wrote and the vendor's owner.
  const inquiryParty = allow.all(allow.signedIn, allow.owner(deps, inquiryResource, { param: "inquiryId", orAdmin: false }));
  return new Hono<AppEnv>()
    .get("/", view, async (c) => c.json(await getMusicPlan(deps, planningAccess(c))))
    .get("/export.csv", view, async (c) => {
      const { filename, csv } = await exportMusicCsv(deps, planningAccess(c));
      return c.body(csv, 200, { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` });
    })
    .post("/songs", edit, validate("json", songSchema), async (c) => c.json(await addSong(deps, planningAccess(c), c.req.valid("json")), 201))
    .put("/songs/:id", edit, validate("param", musicIdParamSchema), ownSong, validate("json", songSchema), async (c) =>
      c.json(await updateSong(deps, planningAccess(c), c.req.valid("param").id, c.req.valid("json"))),
    )
    .delete("/songs/:id", edit, validate("param", musicIdParamSchema), ownSong, async (c) => c.json(await deleteSong(deps, planningAccess(c), c.req.valid("param").id)))
    .post("/requests/:householdId/approve", edit, validate("param", householdParamSchema), ownRequest, validate("json", approveRequestSchema), async (c) =>
      c.json(await approveRequest(deps, planningAccess(c), c.req.valid("param").householdId, c.req.valid("json")), 201),
    )
    .post("/requests/:householdId/decline", edit, validate("param", householdParamSchema), ownRequest, async (c) =>
      c.json(await declineRequest(deps, planningAccess(c), c.req.valid("param").householdId)),
    )
    // Requests sent from the wedding website (decision 050), answered like the RSVP ones.
    .post("/site-requests/:id/approve", edit, validate("param", siteRequestIdParamSchema), ownSiteRequest, validate("json", approveRequestSchema), async (c) =>
      c.json(await approveSiteRequest(deps, planningAccess(c), c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .post("/site-requests/:id/decline", edit, validate("param", siteRequestIdParamSchema), ownSiteRequest, async (c) => c.json(await declineSiteRequest(deps, planningAccess(c), c.req.valid("param").id)))
    .delete("/site-requests/:id", edit, validate("param", siteRequestIdParamSchema), ownSiteRequest, async (c) => c.json(await deleteSiteRequest(deps, planningAccess(c), c.req.valid("param").id)))
    // The plan sent with an inquiry to a DJ or band (decision 050): read in the thread by its two parties;
    // sent and taken back by the couple alone (a helper sends no inquiries).
    .get("/inquiries/:inquiryId", inquiryParty, validate("param", musicInquiryParamSchema), async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await readInquiryMusic(deps, await requirePrincipal(c), ownedRow(c, inquiryResource)));
    })
    .put("/inquiries/:inquiryId/share", coupleOnly, validate("param", musicInquiryParamSchema), async (c) => c.json(await shareMusicWithInquiry(deps, planningAccess(c), c.req.valid("param").inquiryId)))
    .delete("/inquiries/:inquiryId/share", coupleOnly, validate("param", musicInquiryParamSchema), async (c) => c.json(await stopSharingMusicWithInquiry(deps, planningAccess(c), c.req.valid("param").inquiryId)))
    .put("/moments/:moment/order", edit, validate("param", momentParamSchema), validate("json", reorderMomentSchema), async (c) =>
      c.json(await reorderMoment(deps, planningAccess(c), c.req.valid("param").moment, c.req.valid("json").songIds)),
    )
    // Spotify (decision 040): the couple connects their own account; helpers who may edit use it.
    .post("/spotify/connect", coupleOnly, async (c) => c.json(await startSpotifyConnect(deps, planningAccess(c))))
    .get("/spotify/callback", coupleOnly, validate("query", spotifyCallbackSchema), async (c) => {
      const outcome = await finishSpotifyConnect(deps, planningAccess(c), c.req.valid("query"));
      c.header("Referrer-Policy", "no-referrer");
      return c.redirect(`/spotify-integration?spotify=${outcome}`, 303);
    })
    .delete("/spotify", coupleOnly, async (c) => c.json(await disconnectSpotify(deps, planningAccess(c))))
    .get("/spotify/search", edit, limitByAddress(db, SPOTIFY_SEARCH_LIMIT, addressLimitOptions(config)), validate("query", spotifySearchSchema), async (c) =>
      c.json(await searchSpotifyTracks(deps, planningAccess(c), c.req.valid("query").q)),
    )
    .post("/moments/:moment/spotify-playlist", edit, validate("param", momentParamSchema), validate("json", spotifyPlaylistLinkSchema), async (c) =>
      c.json(await importSpotifyPlaylist(deps, planningAccess(c), c.req.valid("param").moment, c.req.valid("json").link), 201),
    )
    .post("/moments/:moment/export", edit, validate("param", momentParamSchema), async (c) =>
      c.json(await exportMomentPlaylist(deps, planningAccess(c), c.req.valid("param").moment)),
    )
    .post("/shares", edit, validate("json", musicShareSchema), async (c) => c.json(await createMusicShare(deps, planningAccess(c), c.req.valid("json").label), 201))
    .delete("/shares/:id", edit, validate("param", musicShareIdParamSchema), ownShare, async (c) => c.json(await revokeMusicShare(deps, planningAccess(c), c.req.valid("param").id)))
    // Read-only share links, for the DJ or band: no account needed.
    .get("/shared/:token", allow.public, limitByAddress(db, MUSIC_SHARE_LINK_LIMIT, addressLimitOptions(config)), validate("param", musicShareTokenParamSchema), async (c) => {
      c.header("Cache-Control", "no-store");
      c.header("Referrer-Policy", "no-referrer");
      return c.json(await readSharedMusic(deps, c.req.valid("param").token));
    });
}
