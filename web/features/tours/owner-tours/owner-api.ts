import { api, unwrap } from "@web/lib/api";

/** What the owner's tours page loads for one listing; the types of the answers come from these. */
const param = (venueId: string) => ({ param: { venueId } });

export const loadOwnerSlots = (venueId: string, query: { from: string; to: string }, signal?: AbortSignal) =>
  unwrap(api.tours.owner.venues[":venueId"].slots.$get({ ...param(venueId), query }, { init: { signal } }));
export const loadOwnerRequests = (venueId: string, signal?: AbortSignal) => unwrap(api.tours.owner.venues[":venueId"].requests.$get(param(venueId), { init: { signal } }));
export const loadOwnerBookings = (venueId: string, signal?: AbortSignal) => unwrap(api.tours.owner.venues[":venueId"].bookings.$get(param(venueId), { init: { signal } }));
export const loadOwnerBlackouts = (venueId: string, signal?: AbortSignal) => unwrap(api.tours.owner.venues[":venueId"].blackouts.$get(param(venueId), { init: { signal } }));

export type OwnerSlot = Awaited<ReturnType<typeof loadOwnerSlots>>["slots"][number];
export type OwnerRequests = Awaited<ReturnType<typeof loadOwnerRequests>>;
export type OwnerRequest = OwnerRequests["requests"][number];
export type OwnerBookings = Awaited<ReturnType<typeof loadOwnerBookings>>;
export type OwnerBlackouts = Awaited<ReturnType<typeof loadOwnerBlackouts>>;
