import type { UseFormRegisterReturn } from "react-hook-form";
import { PASSWORD_MIN_LENGTH } from "@domain/account";
import { FormField } from "@web/components/ui/form-field";
import { cn } from "@web/lib/cn";
import { PasswordInput } from "./PasswordInput";

/** What the length hint says as the person types; the server adds the real reasons if it refuses. */
export function passwordHint(length: number): string {
  if (length === 0) return `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are strong and easy to remember.`;
  if (length < PASSWORD_MIN_LENGTH) {
    const left = PASSWORD_MIN_LENGTH - length;
    return `At least ${PASSWORD_MIN_LENGTH} characters: ${left} more to go.`;
  }
  return `${PASSWORD_MIN_LENGTH} characters or more. We also check it isn't a common or breached password.`;
}

interface NewPasswordFieldProps {
  label: string;
  value: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** A new password with a live length hint and a small meter (decorative: the hint says the same). */
export function NewPasswordField({ label, value, error, registration }: NewPasswordFieldProps) {
  const progress = Math.min(value.length / PASSWORD_MIN_LENGTH, 1);
  const long = value.length >= PASSWORD_MIN_LENGTH;
  return (
    <FormField label={label} error={error} hint={passwordHint(value.length)}>
      {(ids) => (
        <div className="grid gap-2">
          <PasswordInput {...ids} {...registration} autoComplete="new-password" />
          <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
            <div
              className={cn("h-full rounded-full transition-[width,background-color] duration-300", long ? "bg-success" : "bg-primary/60")}
              style={{ width: `${progress * 100}%` }}
            />
          </div>
        </div>
      )}
    </FormField>
  );
}
