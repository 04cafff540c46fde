import { budgetCategory, formatCents, type BudgetInput } from "../../../../domain/budget.ts";
import type { JuneAction, JuneActionRequest, JuneActionState, JuneActionType } from "../../../../domain/june.ts";
import type { Principal } from "../../../auth/principal.ts";
import { ApiError } from "../../../http/errors.ts";
import type { BudgetView } from "../../budget/view.ts";
import { markAction } from "./history.ts";
import type { JuneDeps } from "./deps.ts";

/** Calls one /api route as the signed-in couple: the request goes through the app's whole stack and policies. */
export type ApiCall = (method: "GET" | "PUT" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown) => Promise<{ status: number; body: unknown }>;

/** The message of an API error answer, for telling the couple why an action did not happen. */
function failure(answer: { status: number; body: unknown }): never {
  const message = (answer.body as { error?: { message?: string } } | null)?.error?.message ?? "Something went wrong. Please try again.";
  throw new ApiError(answer.status >= 400 && answer.status < 500 ? 422 : 502, "action_failed", message);
}

interface ActionDefinition<T extends JuneActionType> {
  /** Runs the action through the API as the couple; returns what June tells them. */
  run(call: ApiCall, action: Extract<JuneAction, { type: T }>): Promise<string>;
}

/**
 * What June can do once the couple confirms, one entry per action. Adding an action (a task, a guest,
 * RSVP reminders) is one entry here plus its shape in domain/june.ts.
 */
export const ACTIONS: { [T in JuneActionType]: ActionDefinition<T> } = {
  "save-venue": {
    async run(call, action) {
      const answer = await call("PUT", `/api/saved-venues/${action.venueId}`);
      if (answer.status !== 200) failure(answer);
      return `Saved ${action.venueName} to your favorites.`;
    },
  },
  "set-budget-category": {
    async run(call, action) {
      const current = await call("GET", "/api/budget");
      if (current.status !== 200) failure(current);
      const budget = (current.body as BudgetView).budget;
      if (!budget) throw new ApiError(409, "budget_not_set", "Set your total budget in the budget tracker first.");
      const input: BudgetInput = { totalCents: budget.totalCents, guestCount: budget.guestCount, allocations: { ...budget.allocations, [action.categoryId]: action.amountCents } };
      const saved = await call("PUT", "/api/budget", input);
      if (saved.status !== 200) failure(saved);
      return `${budgetCategory(action.categoryId)!.name} is now ${formatCents(action.amountCents, { wholeDollars: true })}.`;
    },
  },
  "add-task": {
    async run(call, action) {
      const answer = await call("POST", "/api/timeline/tasks", { title: action.title, dueDate: action.dueDate });
      if (answer.status !== 201) failure(answer);
      return `Added "${action.title}" to your timeline, due ${action.dueDate}.`;
    },
  },
  "complete-task": {
    async run(call, action) {
      const answer = await call("PATCH", `/api/timeline/tasks/${action.taskId}`, { done: true });
      if (answer.status !== 200) failure(answer);
      return `Marked "${action.title}" done on your timeline.`;
    },
  },
  "add-guest": {
    async run(call, action) {
      const answer = await call("POST", "/api/guests", { firstName: action.firstName, lastName: action.lastName });
      if (answer.status !== 201) failure(answer);
      return `Added ${[action.firstName, action.lastName].filter(Boolean).join(" ")} to your guest list.`;
    },
  },
  "send-rsvp-reminders": {
    async run(call) {
      const answer = await call("POST", "/api/guests/invitations", { kind: "reminder", audience: "pending" });
      if (answer.status !== 200) failure(answer);
      const { households = 0, messages = 0 } = (answer.body ?? {}) as { households?: number; messages?: number };
      if (households === 0) return "No reminders went out: none of your pending guests has an email address on your list.";
      return `Sent RSVP reminders to ${households} ${households === 1 ? "household" : "households"} (${messages} ${messages === 1 ? "email" : "emails"}).`;
    },
  },
};

/** Confirms (runs) or cancels an action June proposed, and keeps its state on the proposing message. */
export async function decideAction(deps: JuneDeps, principal: Principal, request: JuneActionRequest, call: ApiCall): Promise<{ state: JuneActionState; result: string }> {
  const coupleId = principal.userId;
  const record = async (state: JuneActionState, result: string) => {
    if (request.messageId) await markAction(deps.db, coupleId, request.messageId, request.actionIndex, { state, result });
    return { state, result };
  };
  if (request.decision === "cancel") return record("canceled", "Canceled.");
  const definition = ACTIONS[request.action.type] as ActionDefinition<JuneActionType>;
  try {
    return await record("done", await definition.run(call, request.action));
  } catch (error) {
    if (error instanceof ApiError) {
      await record("failed", error.message);
      throw error;
    }
    throw error;
  }
}
