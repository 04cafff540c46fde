import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { createContext, useContext } from "react";
import type { SongValues } from "@domain/music";
import { api, unwrap } from "@web/lib/api";
import { apiWithQuery } from "@web/lib/api-with-query";

/** Whose music plan the page works on: null for the couple's own, or the couple a helper opened (?coupleId=). */
export const MusicCoupleContext = createContext<string | null>(null);

const clientFor = (coupleId: string | null) => (coupleId ? apiWithQuery({ coupleId }) : api);
const useClient = () => clientFor(useContext(MusicCoupleContext));

export type MusicPlanView = InferResponseType<typeof api.music.$get, 200>;
export type MomentView = MusicPlanView["moments"][number];
export type SongView = MomentView["songs"][number];
export type SongRequestView = MusicPlanView["requests"][number];
export type SharedMusicView = InferResponseType<(typeof api.music.shared)[":token"]["$get"], 200>;

/** Query keys of the music plan, per account: one couple's plan never shows for another. */
export const musicKeys = {
  all: ["music"] as const,
  mine: (userId: string, coupleId: string | null = null) => [...musicKeys.all, "mine", userId, coupleId ?? "own"] as const,
  shared: (token: string) => [...musicKeys.all, "shared", token] as const,
};

export const musicQueries = {
  mine: (userId: string, coupleId: string | null = null) =>
    queryOptions({ queryKey: musicKeys.mine(userId, coupleId), queryFn: ({ signal }) => unwrap(clientFor(coupleId).music.$get(undefined, { init: { signal } })) }),
  shared: (token: string) =>
    queryOptions({ queryKey: musicKeys.shared(token), queryFn: ({ signal }) => unwrap(api.music.shared[":token"].$get({ param: { token } }, { init: { signal } })), retry: false }),
};

export const MUSIC_CSV_URL = "/api/music/export.csv";

/** Every write reads the plan again afterwards (and the overview with it). */
function useMusicWrite<TVariables, TResult>(write: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: musicKeys.all }), queryClient.invalidateQueries({ queryKey: ["planning"] })]),
  });
}

export function useSaveSong() {
  const client = useClient();
  return useMusicWrite(({ id, input }: { id?: string; input: SongValues }) =>
    id ? unwrap(client.music.songs[":id"].$put({ param: { id }, json: input })) : unwrap(client.music.songs.$post({ json: input })),
  );
}

export function useDeleteSong() {
  const client = useClient();
  return useMusicWrite((id: string) => unwrap(client.music.songs[":id"].$delete({ param: { id } })));
}

/** A request in the one list: answered through its RSVP household or as a website request (decision 050). */
type RequestRef = Pick<SongRequestView, "id" | "source">;

export function useApproveRequest() {
  const client = useClient();
  return useMusicWrite(({ request, input }: { request: RequestRef; input: { moment: SongValues["moment"]; title: string; artist: string } }) =>
    request.source === "rsvp"
      ? unwrap(client.music.requests[":householdId"].approve.$post({ param: { householdId: request.id }, json: input }))
      : unwrap(client.music["site-requests"][":id"].approve.$post({ param: { id: request.id }, json: input })),
  );
}

export function useDeclineRequest() {
  const client = useClient();
  return useMusicWrite((request: RequestRef) =>
    request.source === "rsvp"
      ? unwrap(client.music.requests[":householdId"].decline.$post({ param: { householdId: request.id } }))
      : unwrap(client.music["site-requests"][":id"].decline.$post({ param: { id: request.id } })),
  );
}

/** Removes a website request for good (spam, a joke); RSVP requests stay with the household's answer. */
export function useDeleteSiteRequest() {
  const client = useClient();
  return useMusicWrite((id: string) => unwrap(client.music["site-requests"][":id"].$delete({ param: { id } })));
}

export type InquiryMusicView = InferResponseType<(typeof api.music.inquiries)[":inquiryId"]["$get"], 200>;

/** The music plan in an inquiry's thread: for the couple whether it is shared; for the DJ or band, the plan. */
export const inquiryMusicQuery = (inquiryId: string) =>
  queryOptions({
    queryKey: [...musicKeys.all, "inquiry", inquiryId] as const,
    queryFn: ({ signal }) => unwrap(api.music.inquiries[":inquiryId"].$get({ param: { inquiryId } }, { init: { signal } })),
    retry: false,
  });

/** Sends the plan with a conversation, or stops sharing it (the couple's own). */
export function useInquiryMusicShare() {
  return useMusicWrite(({ inquiryId, share }: { inquiryId: string; share: boolean }) =>
    share
      ? unwrap(api.music.inquiries[":inquiryId"].share.$put({ param: { inquiryId } }))
      : unwrap(api.music.inquiries[":inquiryId"].share.$delete({ param: { inquiryId } })),
  );
}

export function useCreateMusicShare() {
  const client = useClient();
  return useMusicWrite((label: string) => unwrap(client.music.shares.$post({ json: { label } })));
}

export function useRevokeMusicShare() {
  const client = useClient();
  return useMusicWrite((id: string) => unwrap(client.music.shares[":id"].$delete({ param: { id } })));
}

export type SpotifyStatusView = MusicPlanView["spotify"];
export type SpotifyTrackView = InferResponseType<typeof api.music.spotify.search.$get, 200>["tracks"][number];

export function useReorderMoment() {
  const client = useClient();
  return useMusicWrite(({ moment, songIds }: { moment: SongValues["moment"]; songIds: string[] }) =>
    unwrap(client.music.moments[":moment"].order.$put({ param: { moment }, json: { songIds } })),
  );
}

/** Starts connecting: the server answers with Spotify's consent page, and the browser goes there. */
export function useConnectSpotify() {
  const client = useClient();
  return useMutation({
    mutationFn: () => unwrap(client.music.spotify.connect.$post()),
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
  });
}

export function useDisconnectSpotify() {
  const client = useClient();
  return useMusicWrite(() => unwrap(client.music.spotify.$delete()));
}

export function useSearchSpotify() {
  const client = useClient();
  return useMutation({ mutationFn: (q: string) => unwrap(client.music.spotify.search.$get({ query: { q } })) });
}

export function useImportSpotifyPlaylist() {
  const client = useClient();
  return useMusicWrite(({ moment, link }: { moment: SongValues["moment"]; link: string }) =>
    unwrap(client.music.moments[":moment"]["spotify-playlist"].$post({ param: { moment }, json: { link } })),
  );
}

export function useExportMomentPlaylist() {
  const client = useClient();
  return useMusicWrite((moment: SongValues["moment"]) => unwrap(client.music.moments[":moment"].export.$post({ param: { moment } })));
}
