import { ApiRequestError } from "./api";

/**
 * Sensitive actions (a new email, admin changes) answer 403 `reauthentication_required` when the
 * sign-in is not recent. `withReauthentication` asks for the password once (the dialog that
 * `ReauthHost` shows) and then retries the action, so no screen handles it by itself.
 */
type Listener = () => void;

let pending: { promise: Promise<boolean>; settle: (confirmed: boolean) => void } | null = null;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

export function subscribeToReauthentication(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isReauthenticationPending(): boolean {
  return pending !== null;
}

/** Opens the password dialog (one at a time); true once the password was confirmed, false if canceled. */
export function requestReauthentication(): Promise<boolean> {
  if (pending) return pending.promise;
  let settle!: (confirmed: boolean) => void;
  const promise = new Promise<boolean>((resolve) => {
    settle = (confirmed) => {
      pending = null;
      notify();
      resolve(confirmed);
    };
  });
  pending = { promise, settle };
  notify();
  return promise;
}

export function settleReauthentication(confirmed: boolean): void {
  pending?.settle(confirmed);
}

export function needsReauthentication(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === "reauthentication_required";
}

/** Runs `action`; if the server wants a fresh sign-in, asks for the password and runs it once more. */
export async function withReauthentication<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (needsReauthentication(error) && (await requestReauthentication())) return action();
    throw error;
  }
}
