import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { BudgetInput, ExpenseInput } from "@domain/budget";
import { createContext, useContext } from "react";
import { api, unwrap } from "@web/lib/api";
import { apiWithQuery } from "@web/lib/api-with-query";
import { useAuth } from "@web/lib/auth";

/**
 * Whose budget the page works on: null for the couple's own, or the couple a helper opened
 * (/planning/budget-tracker?coupleId=...): every call then names that couple, and the server decides.
 */
export const BudgetCoupleContext = createContext<string | null>(null);
const clientFor = (coupleId: string | null) => (coupleId ? apiWithQuery({ coupleId }) : api);

export type BudgetView = InferResponseType<typeof api.budget.$get, 200>;
export type ExpenseView = BudgetView["expenses"][number];
export type PaymentView = ExpenseView["payments"][number];

/** Query keys of the budget tracker, per account: one couple's numbers never show for another. */
export const budgetKeys = {
  all: ["budget"] as const,
  mine: (userId: string, coupleId: string | null = null) => [...budgetKeys.all, userId, coupleId ?? "own"] as const,
};

export const budgetQueries = {
  mine: (userId: string, coupleId: string | null = null) =>
    queryOptions({ queryKey: budgetKeys.mine(userId, coupleId), queryFn: ({ signal }) => unwrap(clientFor(coupleId).budget.$get(undefined, { init: { signal } })) }),
};

/** The CSV download (a plain link: the browser saves the file the server names). */
export const BUDGET_CSV_URL = "/api/budget/export.csv";
export const budgetCsvUrl = (coupleId: string | null) => (coupleId ? `${BUDGET_CSV_URL}?coupleId=${encodeURIComponent(coupleId)}` : BUDGET_CSV_URL);

function useBudgetKey() {
  const { user } = useAuth();
  return budgetQueries.mine(user?.id ?? "", useContext(BudgetCoupleContext)).queryKey;
}

function useBudgetClient() {
  return clientFor(useContext(BudgetCoupleContext));
}

/** Saves the total, guest count and (optionally) the allocations; the answer is the whole budget, put straight in the cache. */
export function useSaveBudget() {
  const queryClient = useQueryClient();
  const key = useBudgetKey();
  const client = useBudgetClient();
  return useMutation({
    mutationFn: (input: BudgetInput) => unwrap(client.budget.$put({ json: input })),
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
  const client = useBudgetClient();
  return useBudgetWrite(({ id, input }: { id?: string; input: ExpenseInput }) =>
    id ? unwrap(client.budget.expenses[":id"].$put({ param: { id }, json: input })) : unwrap(client.budget.expenses.$post({ json: input })),
  );
}

export function useDeleteExpense() {
  const client = useBudgetClient();
  return useBudgetWrite((id: string) => unwrap(client.budget.expenses[":id"].$delete({ param: { id } })));
}

export function useSetPaymentPaid() {
  const client = useBudgetClient();
  return useBudgetWrite(({ id, paid }: { id: string; paid: boolean }) => unwrap(client.budget.payments[":id"].$patch({ param: { id }, json: { paid } })));
}
