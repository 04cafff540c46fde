import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { CATALOG_QUERY_KEY } from "@web/lib/page-queries";
import type { TouringHours } from "@domain/touring-hours";
import { api, unwrap } from "@web/lib/api";

/** Query keys of the tours feature: a couple's own tours, a venue's open times, the owner's side per listing. */
export const tourKeys = {
  all: ["tours"] as const,
  mine: () => [...tourKeys.all, "mine"] as const,
  booking: (id: string) => [...tourKeys.all, "booking", id] as const,
  venueSlots: (idOrSlug: string) => [...tourKeys.all, "venue-slots", idOrSlug] as const,
  owner: (venueId: string) => [...tourKeys.all, "owner", venueId] as const,
};

const ownerParam = (venueId: string) => ({ param: { venueId } });
type Window = { from: string; to: string };

const fetchers = {
  mine: (signal: AbortSignal) => unwrap(api.tours.mine.$get(undefined, { init: { signal } })),
  booking: (id: string, signal: AbortSignal) => unwrap(api.tours.bookings[":id"].$get({ param: { id } }, { init: { signal } })),
  venueSlots: (idOrSlug: string, window: Window | null, signal: AbortSignal) =>
    unwrap(api.tours.venues[":idOrSlug"].slots.$get({ param: { idOrSlug }, query: window ?? {} }, { init: { signal } })),
  ownerSlots: (venueId: string, query: Window, signal: AbortSignal) =>
    unwrap(api.tours.owner.venues[":venueId"].slots.$get({ ...ownerParam(venueId), query }, { init: { signal } })),
  ownerRequests: (venueId: string, signal: AbortSignal) => unwrap(api.tours.owner.venues[":venueId"].requests.$get(ownerParam(venueId), { init: { signal } })),
  ownerBookings: (venueId: string, signal: AbortSignal) => unwrap(api.tours.owner.venues[":venueId"].bookings.$get(ownerParam(venueId), { init: { signal } })),
  ownerBlackouts: (venueId: string, signal: AbortSignal) => unwrap(api.tours.owner.venues[":venueId"].blackouts.$get(ownerParam(venueId), { init: { signal } })),
  ownerTouringHours: (venueId: string, signal: AbortSignal) => unwrap(api.tours.owner.venues[":venueId"]["touring-hours"].$get(ownerParam(venueId), { init: { signal } })),
};

export const tourQueries = {
  mine: () => queryOptions({ queryKey: tourKeys.mine(), queryFn: ({ signal }) => fetchers.mine(signal) }),
  booking: (id: string) => queryOptions({ queryKey: tourKeys.booking(id), queryFn: ({ signal }) => fetchers.booking(id, signal) }),
  /** A venue and its open times; without a window, the server's default one. The previous window stays shown while the next loads. */
  venueSlots: (idOrSlug: string, window: Window | null = null) =>
    queryOptions({
      queryKey: [...tourKeys.venueSlots(idOrSlug), window] as const,
      queryFn: ({ signal }) => fetchers.venueSlots(idOrSlug, window, signal),
      placeholderData: keepPreviousData,
    }),
  ownerSlots: (venueId: string, window: Window) =>
    queryOptions({ queryKey: [...tourKeys.owner(venueId), "slots", window] as const, queryFn: ({ signal }) => fetchers.ownerSlots(venueId, window, signal) }),
  ownerRequests: (venueId: string) =>
    queryOptions({ queryKey: [...tourKeys.owner(venueId), "requests"] as const, queryFn: ({ signal }) => fetchers.ownerRequests(venueId, signal) }),
  ownerBookings: (venueId: string) =>
    queryOptions({ queryKey: [...tourKeys.owner(venueId), "bookings"] as const, queryFn: ({ signal }) => fetchers.ownerBookings(venueId, signal) }),
  ownerBlackouts: (venueId: string) =>
    queryOptions({ queryKey: [...tourKeys.owner(venueId), "blackouts"] as const, queryFn: ({ signal }) => fetchers.ownerBlackouts(venueId, signal) }),
  ownerTouringHours: (venueId: string) =>
    queryOptions({ queryKey: [...tourKeys.owner(venueId), "touring-hours"] as const, queryFn: ({ signal }) => fetchers.ownerTouringHours(venueId, signal) }),
};

export type MyTours = Awaited<ReturnType<typeof fetchers.mine>>;
export type OwnerSlot = Awaited<ReturnType<typeof fetchers.ownerSlots>>["slots"][number];
export type OwnerRequests = Awaited<ReturnType<typeof fetchers.ownerRequests>>;
export type OwnerRequest = OwnerRequests["requests"][number];
export type OwnerBookings = Awaited<ReturnType<typeof fetchers.ownerBookings>>;
export type OwnerBlackouts = Awaited<ReturnType<typeof fetchers.ownerBlackouts>>;
export type OwnerTouringHours = Awaited<ReturnType<typeof fetchers.ownerTouringHours>>;

/** The writes of the tours feature. Each answers with the server's own types. */
export const tourWrites = {
  book: (json: { slotId: string; guests: number; note: string }) => unwrap(api.tours.bookings.$post({ json })),
  request: (json: { venueId: string; preferredAt: string; alternateAt: string | null; guests: number; message: string }) => unwrap(api.tours.requests.$post({ json })),
  cancelBooking: (id: string) => unwrap(api.tours.bookings[":id"].cancel.$post({ param: { id } })),
  cancelRequest: (id: string) => unwrap(api.tours.requests[":id"].cancel.$post({ param: { id } })),
  acceptProposal: (id: string) => unwrap(api.tours.requests[":id"].accept.$post({ param: { id } })),
  addSlots: (venueId: string, json: Parameters<(typeof api.tours.owner.venues)[":venueId"]["slots"]["$post"]>[0]["json"]) =>
    unwrap(api.tours.owner.venues[":venueId"].slots.$post({ ...ownerParam(venueId), json })),
  deleteSlot: (slotId: string) => unwrap(api.tours.owner.slots[":slotId"].$delete({ param: { slotId } })),
  confirmRequest: (id: string, which: "preferred" | "alternate") => unwrap(api.tours.owner.requests[":id"].confirm.$post({ param: { id }, json: { which, note: "" } })),
  declineRequest: (id: string, note: string) => unwrap(api.tours.owner.requests[":id"].decline.$post({ param: { id }, json: { note } })),
  proposeTime: (id: string, proposedAt: string, note: string) => unwrap(api.tours.owner.requests[":id"].propose.$post({ param: { id }, json: { proposedAt, note } })),
  blockDate: (venueId: string, date: string, reason: string) => unwrap(api.tours.owner.venues[":venueId"].blackouts.$post({ ...ownerParam(venueId), json: { date, reason } })),
  /** Null goes back to the default hours. */
  setTouringHours: (venueId: string, hours: TouringHours | null) => unwrap(api.tours.owner.venues[":venueId"]["touring-hours"].$put({ ...ownerParam(venueId), json: { hours } })),
  unblockDate: (venueId: string, date: string) => unwrap(api.tours.owner.venues[":venueId"].blackouts[":date"].$delete({ param: { venueId, date } })),
};

/**
 * A tours write: afterwards every tours query is read again, since one write moves several lists at
 * once (a booking takes a slot and shows on both sides), and a refused one usually means the screen
 * was out of date (someone else took the time).
 */
export function useTourMutation<TVariables, TResult>(write: (variables: TVariables) => Promise<TResult>, options: { onSuccess?(result: TResult): void; onError?(error: Error): void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: () => Promise.all([tourKeys.all, CATALOG_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
