import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { createContext, useContext } from "react";
import type { BudgetCategoryId, BudgetInput, ExpenseInput } from "@domain/budget";
import { api, unwrap } from "@web/lib/api";
import { apiWithQuery } from "@web/lib/api-with-query";
import { useAuth } from "@web/lib/auth";

/** What the budget API answers: the whole budget, or (a helper limited to some lines) those lines only. */
export type BudgetAnswer = InferResponseType<typeof api.budget.$get, 200>;
export type BudgetView = Extract<BudgetAnswer, { lines: null }>;
export type BudgetLinesView = Exclude<BudgetAnswer, { lines: null }>;
export type ExpenseView = BudgetAnswer["expenses"][number];
export type PaymentView = ExpenseView["payments"][number];

/**
 * Whose budget the page shows: the couple's own (null), or a couple a helper works for (`?coupleId=`), with the
 * lines that helper is limited to (null: all). Every query and write below reads it, so each call names the couple.
 */
export const BudgetScope = createContext<{ coupleId: string | null; lines: readonly BudgetCategoryId[] | null }>({ coupleId: null, lines: null });

const clientFor = (coupleId: string | null) => (coupleId ? apiWithQuery({ coupleId }) : api);

/** Query keys of the budget tracker, per account and couple: one couple's numbers never show for another. */
export const budgetKeys = {
  all: ["budget"] as const,
  mine: (userId: string, coupleId: string | null = null) => [...budgetKeys.all, userId, coupleId ?? "own"] as const,
};

export const budgetQueries = {
  mine: (userId: string, coupleId: string | null = null) =>
    queryOptions({ queryKey: budgetKeys.mine(userId, coupleId), queryFn: ({ signal }) => unwrap(clientFor(coupleId).budget.$get(undefined, { init: { signal } })) }),
};


/** The CSV download (a plain link: the browser saves the file the server names). */
export function budgetCsvUrl(coupleId: string | null): string {
  return coupleId ? `/api/budget/export.csv?coupleId=${encodeURIComponent(coupleId)}` : "/api/budget/export.csv";
}

function useBudgetKey() {
  const { user } = useAuth();
  const { coupleId } = useContext(BudgetScope);
  return budgetQueries.mine(user?.id ?? "", coupleId).queryKey;
}

/** Saves the total, guest count and (optionally) the allocations; the answer is the whole budget, put straight in the cache. */
export function useSaveBudget() {
  const queryClient = useQueryClient();
  const key = useBudgetKey();
  const { coupleId } = useContext(BudgetScope);
  return useMutation({
    mutationFn: (input: BudgetInput) => unwrap(clientFor(coupleId).budget.$put({ json: input })),
    onSuccess: (view) => queryClient.setQueryData(key, view),
  });
}

/** Every expense and payment write reads the budget again afterwards (figures, chart and reminders move together). */
function useBudgetWrite<TVariables, TResult>(write: (client: typeof api, variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const key = useBudgetKey();
  const { coupleId } = useContext(BudgetScope);
  return useMutation({
    mutationFn: (variables: TVariables) => write(clientFor(coupleId), variables),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries({ queryKey: [...budgetKeys.all] })]),
  });
}

export function useSaveExpense() {
  return useBudgetWrite((client, { id, input }: { id?: string; input: ExpenseInput }) =>
    id ? unwrap(client.budget.expenses[":id"].$put({ param: { id }, json: input })) : unwrap(client.budget.expenses.$post({ json: input })),
  );
}

export function useDeleteExpense() {
  return useBudgetWrite((client, id: string) => unwrap(client.budget.expenses[":id"].$delete({ param: { id } })));
}

export function useSetPaymentPaid() {
  return useBudgetWrite((client, { id, paid }: { id: string; paid: boolean }) => unwrap(client.budget.payments[":id"].$patch({ param: { id }, json: { paid } })));
}
