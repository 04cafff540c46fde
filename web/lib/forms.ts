import { useEffect, type FormEvent } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toRequestError } from "./api";

/**
 * Puts the server's field errors on the matching fields and returns the message to show for the
 * form as a whole (null when every problem was tied to a field).
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): string | null {
  const requestError = toRequestError(error);
  const matched = fields.filter((field) => requestError.fields?.[field]?.[0]);
  matched.forEach((field, index) => {
    setError(field, { type: "server", message: requestError.fields![field]![0] }, { shouldFocus: index === 0 });
  });
  return matched.length > 0 ? null : requestError.message;
}

/** Asks before the tab is closed or reloaded while a form has unsaved changes. */
export function useWarnBeforeUnload(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
}

/** "" from an empty input, select or date field is "not set" (null) for the API. */
export const blankToNull = (value: unknown) => (value === "" ? null : value);

/** A form's submit handler: stays on the page and runs `submit`. */
export function submitWith(submit: () => unknown) {
  return (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
}
