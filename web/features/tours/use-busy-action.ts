import { useState, type FormEvent } from "react";
import { notify } from "@web/lib/toast";
import { toRequestError } from "../account/use-api-resource";

/**
 * One request at a time from a button or a form: `busy` while `action` runs, and a failure's message
 * in `problem` (for a form that shows it), or handed to `onError` instead (e.g. `toastError`).
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function run(action: () => Promise<void>, onError: (message: string) => void = setProblem): Promise<void> {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      onError(toRequestError(error).message);
    } finally {
      setBusy(false);
    }
  }
  return { busy, problem, setProblem, run };
}

/** A failure shown as a toast, for actions without a form to show it in. */
export const toastError = (message: string) => void notify.error(message);

/** A form's submit handler: stays on the page and runs `submit`. */
export function submitWith(submit: () => unknown) {
  return (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
}
