import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InquiryStatus } from "@domain/vendors";
import { api, unwrap, type ApiRequestError } from "@web/lib/api";

export const inquiryKeys = {
  all: ["inquiries"] as const,
  mine: () => [...inquiryKeys.all, "mine"] as const,
  thread: (id: string) => [...inquiryKeys.all, "thread", id] as const,
  inbox: (vendorId: string, status: string, page: number) => [...inquiryKeys.all, "inbox", vendorId, status, page] as const,
};

const fetchThread = (id: string, signal?: AbortSignal) => unwrap(api.inquiries[":id"].$get({ param: { id } }, { init: { signal } }));
export type Thread = Awaited<ReturnType<typeof fetchThread>>;

export const inquiryQueries = {
  mine: () => queryOptions({ queryKey: inquiryKeys.mine(), queryFn: ({ signal }) => unwrap(api.inquiries.mine.$get(undefined, { init: { signal } })) }),
  thread: (id: string) => queryOptions({ queryKey: inquiryKeys.thread(id), queryFn: ({ signal }) => fetchThread(id, signal) }),
  inbox: (vendorId: string, status: InquiryStatus | "all", page: number) =>
    queryOptions({
      queryKey: inquiryKeys.inbox(vendorId, status, page),
      queryFn: ({ signal }) => unwrap(api.inquiries.inbox[":vendorId"].$get({ param: { vendorId }, query: { status, page: String(page) } }, { init: { signal } })),
      placeholderData: keepPreviousData,
    }),
};

export type InquiryBody = Parameters<(typeof api.inquiries.vendors)[":id"]["$post"]>[0]["json"];

/** Every inquiry list and thread is read again after a write: statuses and unread marks move. */
function useInquiryMutation<TVariables, TResult>(write: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult, ApiRequestError, TVariables>({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.all }) });
}

export function useSendInquiry(vendorId: string) {
  return useInquiryMutation((json: InquiryBody) => unwrap(api.inquiries.vendors[":id"].$post({ param: { id: vendorId }, json })));
}

export function useReply(inquiryId: string) {
  return useInquiryMutation((body: string) => unwrap(api.inquiries[":id"].messages.$post({ param: { id: inquiryId }, json: { body } })));
}

export function useSetInquiryStatus(inquiryId: string) {
  return useInquiryMutation((status: InquiryStatus) => unwrap(api.inquiries[":id"].status.$put({ param: { id: inquiryId }, json: { status } })));
}
