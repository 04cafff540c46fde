import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { createContext, useContext } from "react";
import type { SeatingPlanInput } from "@domain/seating";
import { api, unwrap } from "@web/lib/api";
import { apiWithQuery } from "@web/lib/api-with-query";

/** Whose seating chart the page works on: null for the couple's own, or the couple a helper opened (?coupleId=). */
export const SeatingCoupleContext = createContext<string | null>(null);

const clientFor = (coupleId: string | null) => (coupleId ? apiWithQuery({ coupleId }) : api);

export type SeatingView = InferResponseType<typeof api.seating.$get, 200>;
export type SeatingVenues = InferResponseType<typeof api.seating.venues.$get, 200>;
export type VenueLayoutView = InferResponseType<(typeof api.seating)["venue-layout"]["$get"], 200>;
export type SharedSeatingView = InferResponseType<(typeof api.seating.shared)[":token"]["$get"], 200>;

/** Query keys, per account and couple and event: one couple's chart never shows for another. */
export const seatingKeys = {
  all: ["seating"] as const,
  plan: (userId: string, coupleId: string | null, eventId: string | null) => [...seatingKeys.all, "plan", userId, coupleId ?? "own", eventId ?? "default"] as const,
  shared: (token: string) => [...seatingKeys.all, "shared", token] as const,
};

export const seatingQueries = {
  plan: (userId: string, coupleId: string | null, eventId: string | null) =>
    queryOptions({
      queryKey: seatingKeys.plan(userId, coupleId, eventId),
      queryFn: ({ signal }) => unwrap(clientFor(coupleId).seating.$get({ query: eventId ? { eventId } : {} }, { init: { signal } })),
    }),
  venues: (userId: string, coupleId: string | null) =>
    queryOptions({ queryKey: [...seatingKeys.all, "venues", userId, coupleId ?? "own"], queryFn: ({ signal }) => unwrap(clientFor(coupleId).seating.venues.$get(undefined, { init: { signal } })) }),
  shared: (token: string) =>
    queryOptions({ queryKey: seatingKeys.shared(token), queryFn: ({ signal }) => unwrap(api.seating.shared[":token"].$get({ param: { token } }, { init: { signal } })), retry: false }),
};

/** A suggested layout for a room of a saved venue (not saved: the builder shows it for the couple to change). */
export function useVenueLayout() {
  const client = clientFor(useContext(SeatingCoupleContext));
  return useMutation({
    mutationFn: (query: { venueId: string; roomId?: string; eventId?: string }) => unwrap(client.seating["venue-layout"].$get({ query })),
  });
}

/** The caterer's CSV, for the couple or the helper's couple. */
export function useCatererCsvUrl(eventId: string | null): string {
  const coupleId = useContext(SeatingCoupleContext);
  const query = new URLSearchParams();
  if (eventId) query.set("eventId", eventId);
  if (coupleId) query.set("coupleId", coupleId);
  const search = query.toString();
  return `/api/seating/caterer.csv${search ? `?${search}` : ""}`;
}

export function useSavePlan() {
  const client = clientFor(useContext(SeatingCoupleContext));
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: SeatingPlanInput) => unwrap(client.seating.$put({ json: plan })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seatingKeys.all }),
  });
}

export function useShareLink() {
  const client = clientFor(useContext(SeatingCoupleContext));
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (eventId: string | null) => unwrap(client.seating.share.$post({ json: { eventId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seatingKeys.all }),
  });
  const revoke = useMutation({
    mutationFn: (eventId: string | null) => unwrap(client.seating.share.$delete({ query: eventId ? { eventId } : {} })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seatingKeys.all }),
  });
  return { create, revoke };
}
