import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type {
  AddressSubmissionValues,
  BulkEditSnapshot,
  BulkEditValues,
  GuestFormValues,
  WeddingEventValues,
  GuestListQuery,
  GuestSettingsValues,
  HouseholdValues,
  RegistrationValues,
  RsvpAnswerValues,
  SendInvitationsValues,
} from "@domain/guests";
import { api, apiFetch, unwrap } from "@web/lib/api";

export type GuestPage = InferResponseType<typeof api.guests.$get, 200>;
export type GuestView = GuestPage["guests"][number];
export type GuestOverview = InferResponseType<typeof api.guests.overview.$get, 200>;
export type WeddingEventView = GuestOverview["events"][number];
export type SubmissionView = InferResponseType<typeof api.guests.submissions.$get, 200>["submissions"][number];
export type RsvpView = InferResponseType<(typeof api.rsvp)[":token"]["$get"], 200>;

/**
 * Whose list: the couple's own (null), or a couple who shared theirs with this helper (`?couple=` on
 * the page). Every request then names that couple with `?coupleId=`, which the server checks.
 */
export type CoupleScope = string | null;

function scoped(scope: CoupleScope) {
  if (!scope) return undefined;
  return {
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, window.location.origin);
      url.searchParams.set("coupleId", scope);
      return apiFetch(url.pathname + url.search, init);
    }) as typeof fetch,
  };
}

export type ListParams = Omit<Partial<GuestListQuery>, "coupleId">;

export const guestKeys = {
  all: (scope: CoupleScope) => ["guests", scope ?? "mine"] as const,
  list: (scope: CoupleScope, params: ListParams) => [...guestKeys.all(scope), "list", params] as const,
  overview: (scope: CoupleScope) => [...guestKeys.all(scope), "overview"] as const,
  households: (scope: CoupleScope, q: string) => [...guestKeys.all(scope), "households", q] as const,
  submissions: (scope: CoupleScope) => [...guestKeys.all(scope), "submissions"] as const,
};

/** Only what is set goes in the address; the server fills the defaults. */
const asQuery = (params: ListParams) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== "").map(([k, v]) => [k, String(v)]));

export const guestQueries = {
  list: (scope: CoupleScope, params: ListParams) =>
    queryOptions({
      queryKey: guestKeys.list(scope, params),
      queryFn: ({ signal }) => unwrap(api.guests.$get({ query: asQuery(params) }, { ...scoped(scope), init: { signal } })),
      // The page stays on screen while the next one loads (paging, typing in the search).
      placeholderData: keepPreviousData,
    }),
  overview: (scope: CoupleScope) =>
    queryOptions({ queryKey: guestKeys.overview(scope), queryFn: ({ signal }) => unwrap(api.guests.overview.$get(undefined, { ...scoped(scope), init: { signal } })) }),
  households: (scope: CoupleScope, q: string) =>
    queryOptions({ queryKey: guestKeys.households(scope, q), queryFn: ({ signal }) => unwrap(api.guests.households.$get({ query: { q } }, { ...scoped(scope), init: { signal } })) }),
  submissions: (scope: CoupleScope) =>
    queryOptions({ queryKey: guestKeys.submissions(scope), queryFn: ({ signal }) => unwrap(api.guests.submissions.$get(undefined, { ...scoped(scope), init: { signal } })) }),
};

export function exportCsvUrl(scope: CoupleScope): string {
  return scope ? `/api/guests/export.csv?coupleId=${encodeURIComponent(scope)}` : "/api/guests/export.csv";
}

/** Every write reads the list, counts and tags again afterwards. */
function useGuestWrite<TVariables, TResult>(scope: CoupleScope, write: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => queryClient.invalidateQueries({ queryKey: guestKeys.all(scope) }) });
}

/** Forms send what the person typed (blank fields as ""); the server parses it with the same schema. */
export function useSaveGuest(scope: CoupleScope) {
  return useGuestWrite(scope, ({ id, input: json }: { id?: string; input: GuestFormValues }) =>
    id ? unwrap(api.guests[":id"].$put({ param: { id }, json }, scoped(scope))) : unwrap(api.guests.$post({ json }, scoped(scope))),
  );
}

export function useDeleteGuests(scope: CoupleScope) {
  return useGuestWrite(scope, (ids: string[]) => unwrap(api.guests["bulk-delete"].$post({ json: { ids } }, scoped(scope))));
}

export function useRestoreGuests(scope: CoupleScope) {
  return useGuestWrite(scope, (ids: string[]) => unwrap(api.guests.restore.$post({ json: { ids } }, scoped(scope))));
}

export function useBulkEdit(scope: CoupleScope) {
  return useGuestWrite(scope, (input: BulkEditValues) => unwrap(api.guests["bulk-edit"].$post({ json: input }, scoped(scope))));
}

/** Undo of a bulk edit: sends back the guests as the edit found them (its answer's `previous`). */
export function useUndoBulkEdit(scope: CoupleScope) {
  return useGuestWrite(scope, (previous: BulkEditSnapshot[]) => unwrap(api.guests["bulk-edit"].undo.$post({ json: { guests: previous } }, scoped(scope))));
}

export function useSaveEvent(scope: CoupleScope) {
  return useGuestWrite(scope, ({ id, input: json }: { id?: string; input: WeddingEventValues }) =>
    id ? unwrap(api.guests.events[":id"].$put({ param: { id }, json }, scoped(scope))) : unwrap(api.guests.events.$post({ json }, scoped(scope))),
  );
}

export function useDeleteEvent(scope: CoupleScope) {
  return useGuestWrite(scope, (id: string) => unwrap(api.guests.events[":id"].$delete({ param: { id } }, scoped(scope))));
}

export function useSaveHousehold(scope: CoupleScope) {
  return useGuestWrite(scope, ({ id, input }: { id: string; input: HouseholdValues }) => unwrap(api.guests.households[":id"].$put({ param: { id }, json: input }, scoped(scope))));
}

export function useSaveSettings(scope: CoupleScope) {
  return useGuestWrite(scope, (input: GuestSettingsValues) => unwrap(api.guests.settings.$put({ json: input }, scoped(scope))));
}

export function useGuestLink(scope: CoupleScope) {
  return useGuestWrite(scope, ({ link, action }: { link: "address" | "sheets"; action: "rotate" | "revoke" }) =>
    action === "rotate" ? unwrap(api.guests.links.rotate.$post({ json: { link } }, scoped(scope))) : unwrap(api.guests.links.revoke.$post({ json: { link } }, scoped(scope))),
  );
}

export function useSendInvitations(scope: CoupleScope) {
  return useGuestWrite(scope, (input: SendInvitationsValues) => unwrap(api.guests.invitations.$post({ json: input }, scoped(scope))));
}

export function useDecideSubmission(scope: CoupleScope) {
  return useGuestWrite(scope, ({ id, approve }: { id: string; approve: boolean }) =>
    unwrap(api.guests.submissions[":id"].decision.$post({ param: { id }, json: { approve } }, scoped(scope))),
  );
}

// The guests' side: no account.

/**
 * The pages are rendered on the server with these answers (decision 056): the browser hydrates with them
 * without asking again, and a "not found" the server rendered stays one.
 */
const GUEST_LINK_QUERY = { retry: false, retryOnMount: false, staleTime: 30_000 } as const;

export const publicGuestQueries = {
  rsvp: (token: string) =>
    queryOptions({ queryKey: ["rsvp", token], queryFn: ({ signal }) => unwrap(api.rsvp[":token"].$get({ param: { token } }, { init: { signal } })), ...GUEST_LINK_QUERY }),
  addressLink: (token: string) =>
    queryOptions({
      queryKey: ["guest-address", token],
      queryFn: ({ signal }) => unwrap(api["guest-address"][":token"].$get({ param: { token } }, { init: { signal } })),
      ...GUEST_LINK_QUERY,
    }),
  registration: (weddingCode: string) =>
    queryOptions({
      queryKey: ["guest-registration", weddingCode],
      queryFn: ({ signal }) => unwrap(api["guest-registration"][":weddingCode"].$get({ param: { weddingCode } }, { init: { signal } })),
      ...GUEST_LINK_QUERY,
    }),
};

export function useAnswerRsvp(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RsvpAnswerValues) => unwrap(api.rsvp[":token"].$put({ param: { token }, json: input })),
    onSuccess: (view) => queryClient.setQueryData(publicGuestQueries.rsvp(token).queryKey, view),
  });
}

export function useSubmitAddress(token: string) {
  return useMutation({ mutationFn: (input: AddressSubmissionValues) => unwrap(api["guest-address"][":token"].$post({ param: { token }, json: input })) });
}

export function useRegister(weddingCode: string) {
  return useMutation({ mutationFn: (input: RegistrationValues) => unwrap(api["guest-registration"][":weddingCode"].$post({ param: { weddingCode }, json: input })) });
}

/** The couple's events (rehearsal dinner, ceremony, brunch...), read from the list's overview. */
export const weddingEventsQuery = (scope: CoupleScope) => queryOptions({ ...guestQueries.overview(scope), select: (overview: GuestOverview) => overview.events });
