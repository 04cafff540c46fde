import { useState, type FormEvent } from "react";
import { api, ApiRequestError, unwrap } from "@web/lib/api";
import { settleReauthentication } from "@web/lib/reauth";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./ui/dialog";
import { FormField } from "./ui/form-field";
import { Input } from "./ui/input";

/** "Confirm it's you": the password again, for a sensitive action after an older sign-in. */
export default function ReauthDialog() {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === "") {
      setError("Enter your password");
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await unwrap(api.account.reauthenticate.$post({ json: { password } }));
      settleReauthentication(true);
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : "Something went wrong. Please try again.");
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && settleReauthentication(false)}>
      <DialogContent>
        <DialogTitle>Confirm it's you</DialogTitle>
        <DialogDescription>For your security, please enter your password again to continue.</DialogDescription>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
          <FormField label="Password" error={error}>
            {(ids) => (
              <Input
                {...ids}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" onClick={() => settleReauthentication(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Checking..." : "Continue"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
