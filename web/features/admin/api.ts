import type { WebVitalsWindow } from "@domain/web-vitals";
import type { IssueType, TicketPriority, TicketStatus } from "@domain/grace";
import type { REVIEW_MODERATION_ACTIONS } from "@domain/vendors";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@web/lib/api";
import { withReauthentication } from "@web/lib/reauth";
import { ADMIN_PAGE_SIZE } from "./admin-ui";

/** Query keys of the admin area: each list by its filters and page. */
export const adminKeys = {
  all: ["admin"] as const,
  users: (q: string, offset: number) => [...adminKeys.all, "users", q, offset] as const,
  messages: (status: string, q: string, offset: number) => [...adminKeys.all, "messages", status, q, offset] as const,
  claims: (status: string, offset: number) => [...adminKeys.all, "claims", status, offset] as const,
  vendorClaims: (status: string, offset: number) => [...adminKeys.all, "vendor-claims", status, offset] as const,
  webVitals: (days: WebVitalsWindow) => [...adminKeys.all, "web-vitals", days] as const,
  tickets: (filters: TicketFilters, offset: number) => [...adminKeys.all, "tickets", filters, offset] as const,
  ticket: (id: string) => [...adminKeys.all, "ticket", id] as const,
  unreadTickets: () => [...adminKeys.all, "tickets-unread"] as const,
  reviews: () => [...adminKeys.all, "reviews"] as const,
  sending: () => [...adminKeys.all, "sending"] as const,
};

/** The desk's filters, as the address keeps them. */
export interface TicketFilters {
  status: "active" | "open" | "waiting" | "resolved" | "all";
  priority?: TicketPriority;
  issueType?: IssueType;
  assignee?: string;
  q?: string;
}

const page = (offset: number) => ({ limit: String(ADMIN_PAGE_SIZE), offset: String(offset) });

/** Each list keeps the previous page on screen ("Updating...") while the next one loads. */
export const adminQueries = {
  users: (q: string, offset: number) =>
    queryOptions({
      queryKey: adminKeys.users(q, offset),
      queryFn: ({ signal }) => unwrap(api.admin.users.$get({ query: { ...(q ? { q } : {}), ...page(offset) } }, { init: { signal } })),
      placeholderData: keepPreviousData,
    }),
  messages: (status: "open" | "handled" | "all", q: string, offset: number) =>
    queryOptions({
      queryKey: adminKeys.messages(status, q, offset),
      queryFn: ({ signal }) => unwrap(api.admin["contact-messages"].$get({ query: { status, ...(q ? { q } : {}), ...page(offset) } }, { init: { signal } })),
      placeholderData: keepPreviousData,
    }),
  claims: (status: "pending" | "approved" | "rejected" | "all", offset: number) =>
    queryOptions({
      queryKey: adminKeys.claims(status, offset),
      queryFn: ({ signal }) => unwrap(api.admin["venue-claims"].$get({ query: { status, ...page(offset) } }, { init: { signal } })),
      placeholderData: keepPreviousData,
    }),
  tickets: (filters: TicketFilters, offset: number) =>
    queryOptions({
      queryKey: adminKeys.tickets(filters, offset),
      queryFn: ({ signal }) =>
        unwrap(
          api.admin["help-tickets"].$get(
            {
              query: {
                status: filters.status,
                ...(filters.priority ? { priority: filters.priority } : {}),
                ...(filters.issueType ? { issueType: filters.issueType } : {}),
                ...(filters.assignee ? { assignee: filters.assignee } : {}),
                ...(filters.q ? { q: filters.q } : {}),
                ...page(offset),
              },
            },
            { init: { signal } },
          ),
        ),
      placeholderData: keepPreviousData,
    }),
  ticket: (id: string) =>
    queryOptions({
      queryKey: adminKeys.ticket(id),
      queryFn: ({ signal }) => unwrap(api.admin["help-tickets"][":id"].$get({ param: { id } }, { init: { signal } })),
    }),
  /** The badge on the Help tickets tab: tickets no admin has opened yet. */
  unreadTickets: () =>
    queryOptions({
      queryKey: adminKeys.unreadTickets(),
      queryFn: ({ signal }) => unwrap(api.admin["help-tickets"].unread.$get({}, { init: { signal } })),
      refetchInterval: 60_000,
    }),
  vendorClaims: (status: "pending" | "approved" | "rejected" | "all", offset: number) =>
    queryOptions({
      queryKey: adminKeys.vendorClaims(status, offset),
      queryFn: ({ signal }) => unwrap(api.admin["vendor-claims"].$get({ query: { status, ...page(offset) } }, { init: { signal } })),
      placeholderData: keepPreviousData,
    }),
  /** Reviews waiting for a decision: held bursts of low ratings and reviews vendors reported. */
  reviews: () =>
    queryOptions({
      queryKey: adminKeys.reviews(),
      queryFn: ({ signal }) => unwrap(api.admin.reviews.$get({}, { init: { signal } })),
    }),
  /** Couples who sent mail to other people lately, and paused ones. */
  sending: () =>
    queryOptions({
      queryKey: adminKeys.sending(),
      queryFn: ({ signal }) => unwrap(api.admin.sending.$get({}, { init: { signal } })),
    }),
  webVitals: (days: WebVitalsWindow) =>
    queryOptions({
      queryKey: adminKeys.webVitals(days),
      queryFn: ({ signal }) => unwrap(api.admin["web-vitals"].$get({ query: { days: String(days) } }, { init: { signal } })),
      placeholderData: keepPreviousData,
    }),
};

/** Every admin change needs a recent sign-in: the password dialog asks once, then the write is retried. */
export const adminWrites = {
  setHandled: ({ id, handled }: { id: string; handled: boolean }) =>
    withReauthentication(() => unwrap(api.admin["contact-messages"][":id"].$patch({ param: { id }, json: { handled } }))),
  approveClaim: ({ id }: { id: string; name: string }) => withReauthentication(() => unwrap(api.admin["venue-claims"][":id"].approve.$post({ param: { id } }))),
  updateTicket: ({ id, ...patch }: { id: string; status?: TicketStatus; assigneeId?: string | null; priority?: TicketPriority }) =>
    withReauthentication(() => unwrap(api.admin["help-tickets"][":id"].$patch({ param: { id }, json: patch }))),
  replyToTicket: ({ id, message, status }: { id: string; message: string; status: TicketStatus }) =>
    withReauthentication(() => unwrap(api.admin["help-tickets"][":id"].replies.$post({ param: { id }, json: { message, status } }))),
  rejectClaim: ({ id, note }: { id: string; note: string }) =>
    withReauthentication(() => unwrap(api.admin["venue-claims"][":id"].reject.$post({ param: { id }, json: { note } }))),
  approveVendorClaim: ({ id }: { id: string; name: string }) => withReauthentication(() => unwrap(api.admin["vendor-claims"][":id"].approve.$post({ param: { id } }))),
  rejectVendorClaim: ({ id, note }: { id: string; note: string }) =>
    withReauthentication(() => unwrap(api.admin["vendor-claims"][":id"].reject.$post({ param: { id }, json: { note } }))),
  moderateReview: ({ id, action }: { id: string; action: ReviewModerationAction }) =>
    withReauthentication(() => unwrap(api.admin.reviews[":id"].decision.$post({ param: { id }, json: { action } }))),
  pauseSending: ({ coupleId, reason }: { coupleId: string; reason: string }) =>
    withReauthentication(() => unwrap(api.admin.sending[":coupleId"].pause.$put({ param: { coupleId }, json: { reason } }))),
  resumeSending: ({ coupleId }: { coupleId: string }) => withReauthentication(() => unwrap(api.admin.sending[":coupleId"].pause.$delete({ param: { coupleId } }))),
};

export type ReviewModerationAction = (typeof REVIEW_MODERATION_ACTIONS)[number];

/** An admin write: afterwards the admin lists are read again (an item may leave the list it was in). */
export function useAdminMutation<TVariables, TResult>(write: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
