/**
 * Runs the Spotify stand-in (server/test/spotify-stand-in.ts) on its own, for browser tests and for
 * trying the connect flow locally: `node --import tsx scripts/spotify-stand-in.ts 4171` (the browser test starts it in process), then start the
 * app with SPOTIFY_CLIENT_ID=stand-in-client-id and the two base URLs it prints.
 */
import { startSpotifyStandIn } from "../server/test/spotify-stand-in.ts";

const port = Number(process.argv[2] ?? 0);
const standIn = await startSpotifyStandIn(port);
console.log(`SPOTIFY_CLIENT_ID=${standIn.clientId} SPOTIFY_API_BASE_URL=${standIn.apiBaseUrl} SPOTIFY_ACCOUNTS_BASE_URL=${standIn.accountsBaseUrl}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
