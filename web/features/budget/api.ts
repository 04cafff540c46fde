import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { BudgetInput, ExpenseInput } from "@domain/budget";
import { api, unwrap } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";

export type BudgetView = InferResponseType<typeof api.budget.$get, 200>;
export type ExpenseView = BudgetView["expenses"][number];
export type PaymentView = ExpenseView["payments"][number];

/** Query keys of the budget tracker, per account: one couple's numbers never show for another. */
export const budgetKeys = {
  all: ["budget"] as const,
  mine: (userId: string) => [...budgetKeys.all, userId] as const,
};

export const budgetQueries = {
  mine: (userId: string) => queryOptions({ queryKey: budgetKeys.mine(userId), queryFn: ({ signal }) => unwrap(api.budget.$get(undefined, { init: { signal } })) }),
};

/** The CSV download (a plain link: the browser saves the file the server names). */
export const BUDGET_CSV_URL = "/api/budget/export.csv";

function useBudgetKey() {
  const { user } = useAuth();
  return budgetQueries.mine(user?.id ?? "").queryKey;
}

/** Saves the total, guest count and (optionally) the allocations; the answer is the whole budget, put straight in the cache. */
export function useSaveBudget() {
  const queryClient = useQueryClient();
  const key = useBudgetKey();
  return useMutation({
    mutationFn: (input: BudgetInput) => unwrap(api.budget.$put({ json: input })),
    onSuccess: (view) => queryClient.setQueryData(key, view),
  });
}

/** Every expense and payment write reads the budget again afterwards (figures, chart and reminders move together). */
function useBudgetWrite<TVariables, TResult>(write: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const key = useBudgetKey();
  return useMutation({ mutationFn: write, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export function useSaveExpense() {
  return useBudgetWrite(({ id, input }: { id?: string; input: ExpenseInput }) =>
    id ? unwrap(api.budget.expenses[":id"].$put({ param: { id }, json: input })) : unwrap(api.budget.expenses.$post({ json: input })),
  );
}

export function useDeleteExpense() {
  return useBudgetWrite((id: string) => unwrap(api.budget.expenses[":id"].$delete({ param: { id } })));
}

export function useSetPaymentPaid() {
  return useBudgetWrite(({ id, paid }: { id: string; paid: boolean }) => unwrap(api.budget.payments[":id"].$patch({ param: { id }, json: { paid } })));
}
