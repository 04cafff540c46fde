import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { SavedVenue } from "@domain/venue-cards";
import { api, unwrap } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";

/** Query keys of saved venues, per account: one person's hearts never show for another. */
export const savedKeys = {
  all: ["saved-venues"] as const,
  ids: (userId: string) => [...savedKeys.all, userId, "ids"] as const,
  list: (userId: string) => [...savedKeys.all, userId, "list"] as const,
};

export const savedQueries = {
  ids: (userId: string) =>
    queryOptions({ queryKey: savedKeys.ids(userId), queryFn: ({ signal }) => unwrap(api["saved-venues"].ids.$get(undefined, { init: { signal } })) }),
  list: (userId: string) =>
    queryOptions({ queryKey: savedKeys.list(userId), queryFn: ({ signal }) => unwrap(api["saved-venues"].$get(undefined, { init: { signal } })) }),
};

/**
 * The saved ids of the signed-in couple, shared by every heart on screen; `ready` once they have arrived.
 * Saved venues are a couple's planning: a business account has none.
 */
export function useSavedVenueIds(): { ids: ReadonlySet<string>; ready: boolean } {
  const { user, status } = useAuth();
  const userId = status === "signed-in" && user?.user_metadata.user_type === "couple" ? user.id : null;
  const query = useQuery({ ...savedQueries.ids(userId ?? ""), enabled: userId !== null });
  const ids = useMemo(() => new Set(query.data?.ids ?? []), [query.data]);
  // A failed load still lets the heart be pressed: the server has the last word.
  return { ids, ready: userId !== null && !query.isPending };
}

export interface SaveVenueChange {
  venueId: string;
  saved: boolean;
  /** Putting a venue back into the favorites list (undo), at the place it had. */
  restore?: { venue: SavedVenue; index: number };
}

function withId(ids: readonly string[], id: string, saved: boolean): string[] {
  const rest = ids.filter((x) => x !== id);
  return saved ? [...rest, id] : rest;
}

/**
 * Saves or unsaves a venue. The hearts and the favorites list change at once and go back if the
 * server refuses; once the last pending change has settled, both are read again.
 */
export function useSaveVenue() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? "";
  // The queries' own keys carry their data types, so the cache updates below are typed.
  const idsKey = savedQueries.ids(userId).queryKey;
  const listKey = savedQueries.list(userId).queryKey;
  return useMutation({
    mutationKey: [...savedKeys.all, "save"],
    mutationFn: async ({ venueId, saved }: SaveVenueChange): Promise<void> => {
      const param = { param: { venueId } };
      if (saved) await unwrap(api["saved-venues"][":venueId"].$put(param));
      else await unwrap(api["saved-venues"][":venueId"].$delete(param));
    },
    onMutate: async ({ venueId, saved, restore }) => {
      // A read in flight would land after this change and undo it on screen.
      await Promise.all([queryClient.cancelQueries({ queryKey: idsKey }), queryClient.cancelQueries({ queryKey: listKey })]);
      const before = { ids: queryClient.getQueryData(idsKey), list: queryClient.getQueryData(listKey) };
      queryClient.setQueryData(idsKey, (old) => old && { ...old, ids: withId(old.ids, venueId, saved) });
      queryClient.setQueryData(listKey, (old) => {
        if (!old) return old;
        const venues = old.venues.filter((v) => v.id !== venueId);
        if (saved && restore) venues.splice(Math.min(restore.index, venues.length), 0, restore.venue);
        return { ...old, venues };
      });
      return before;
    },
    onError: (_error, _change, before) => {
      if (!before) return;
      queryClient.setQueryData(idsKey, before.ids);
      queryClient.setQueryData(listKey, before.list);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: [...savedKeys.all, "save"] }) > 1) return;
      return queryClient.invalidateQueries({ queryKey: [...savedKeys.all, userId] });
    },
  });
}
