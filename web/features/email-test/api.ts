import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@web/lib/api";

export const mailKeys = { outbox: ["mail", "outbox"] as const };

export const mailQueries = {
  outbox: () => queryOptions({ queryKey: mailKeys.outbox, queryFn: ({ signal }) => unwrap(api.mail.outbox.$get(undefined, { init: { signal } })) }),
};

/** Sends the test message; the outbox is read again so it shows at the top. */
export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => unwrap(api.mail.test.$post({ json: { to } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.outbox }),
  });
}
