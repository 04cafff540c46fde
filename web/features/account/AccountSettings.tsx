import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Download, KeyRound, Mail, Trash2, UserRound } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { z } from "zod";
import { deleteAccountSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, updateUserSchema, type AccountUser } from "@domain/account";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toRequestError } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { authClient } from "@web/lib/auth-client";
import { safeStorage } from "@web/lib/storage";
import { notify } from "@web/lib/toast";
import { FormAlert } from "@web/components/FormAlert";
import { applyServerErrors, useWarnBeforeUnload } from "@web/lib/forms";
import { useDeleteAccount } from "./api";

/** The new address asked for, so the page can tell "changed" from "half-way" when the mail link brings you back. */
const PENDING_EMAIL_KEY = "serviceberry-pending-email";

/**
 * Sign-in and data settings shared by every account page: change email, change password, download
 * my data and delete the account.
 */
export function AccountSettings({ user }: { user: AccountUser }) {
  return (
    <div className="grid gap-6">
      <NameSection user={user} />
      <ChangeEmailSection user={user} />
      <ChangePasswordSection />
      <YourDataSection />
    </div>
  );
}

function SettingsCard({ icon, title, description, children }: { icon: ReactNode; title: string; description: ReactNode; children: ReactNode }) {
  const headingId = `settings-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <Card className="p-5 sm:p-7">
      <section aria-labelledby={headingId}>
        <div className="flex items-start gap-4">
          <span className="hidden size-11 shrink-0 place-items-center rounded-full bg-primary-soft text-primary sm:grid">{icon}</span>
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-heading font-semibold leading-snug">
              {title}
            </h2>
            <div className="mt-1.5 text-muted-foreground">{description}</div>
            <div className="mt-5">{children}</div>
          </div>
        </div>
      </section>
    </Card>
  );
}

function SuccessNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-[var(--radius)] bg-accent p-3 text-sm font-medium text-accent-foreground">
      <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

// ---------------------------------------------------------------- name

const nameSchema = z.object({ name: updateUserSchema.shape.name.unwrap() });

/** The name businesses and admins see; a couple's profile names (Maya & Theo) win once both are there. */
function NameSection({ user }: { user: AccountUser }) {
  const { refresh } = useAuth();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<z.input<typeof nameSchema>, unknown, z.output<typeof nameSchema>>({ resolver: zodResolver(nameSchema), defaultValues: { name: user.user_metadata.name } });
  useWarnBeforeUnload(isDirty);

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      await authClient.updateName(name);
      reset({ name });
      await refresh("USER_UPDATED");
      void notify.success("Your name is saved");
    } catch (error) {
      setError("name", { type: "server", message: toRequestError(error).message });
    }
  });

  return (
    <SettingsCard
      icon={<UserRound className="size-5" aria-hidden="true" />}
      title="Your name"
      description={
        user.is_couple
          ? "Venues and vendors see this name on your tour requests, inquiries and reviews. Once your wedding profile has both partners' names, they see those instead."
          : "Couples and our team see this name on your messages."
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4 sm:max-w-md">
        <FormField label="Name" error={errors.name?.message}>
          {(ids) => <Input {...ids} autoComplete="name" {...register("name")} />}
        </FormField>
        <div>
          <Button type="submit" variant="secondary" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? "Saving..." : "Save name"}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

// ---------------------------------------------------------------- email

function ChangeEmailSection({ user }: { user: AccountUser }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = z.object({
    newEmail: z
      .string()
      .trim()
      .toLowerCase()
      .email("Please enter a valid email address")
      .max(254)
      .refine((value) => value !== user.email.toLowerCase(), "That is already your email address"),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { newEmail: "" } });
  useWarnBeforeUnload(isDirty);

  const onSubmit = handleSubmit(async ({ newEmail }) => {
    setSentTo(null);
    try {
      await authClient.changeEmail(newEmail, user);
      safeStorage.set(PENDING_EMAIL_KEY, newEmail);
      const inbox = user.email_verified ? user.email : newEmail;
      setSentTo(inbox);
      reset();
      void notify.success("Check your email", { description: `We sent a link to ${inbox}.` });
    } catch (error) {
      setError("newEmail", { type: "server", message: toRequestError(error).message });
    }
  });

  return (
    <SettingsCard
      icon={<Mail className="size-5" aria-hidden="true" />}
      title="Email address"
      description={
        <>
          <p>
            You sign in with <strong className="font-semibold text-foreground">{user.email}</strong>
            {user.email_verified ? " (verified)." : " (not verified yet)."}
          </p>
          <p className="mt-2 text-sm">
            {user.email_verified
              ? "To change it, we first send a confirmation link to your current address. Once you confirm, we send a second link to the new address, and your email changes when you open it."
              : "Your current address isn't verified, so we send a link to the new address instead. Your email changes when you open it."}
          </p>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4 sm:max-w-md">
        <FormField label="New email address" error={errors.newEmail?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="email" inputMode="email" {...register("newEmail")} />}
        </FormField>
        {sentTo && <SuccessNote>We sent a link to {sentTo}. Open it to continue; it works for 24 hours.</SuccessNote>}
        <div>
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {isSubmitting ? "Sending..." : "Change email"}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

/** Arrivals already answered (StrictMode runs effects twice). */
const answeredEmailArrivals = new Set<string>();

/**
 * The mail links of an email change come back to the account page with ?email=changed: the first
 * (confirm from the old address) half-way, the second (from the new address) with the change made.
 */
export function useEmailChangeArrival() {
  const location = useLocation();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get("email") !== "changed" || answeredEmailArrivals.has(location.key)) return;
    answeredEmailArrivals.add(location.key);
    const failed = params.get("error");
    params.delete("email");
    params.delete("error");
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : "" }, { replace: true });
    if (failed) {
      void notify.error("That link has expired or was already used", { description: "Please ask for the email change again." });
      return;
    }
    void refresh("USER_UPDATED").then((user) => {
      const pending = safeStorage.get(PENDING_EMAIL_KEY);
      if (user && pending && user.email === pending) {
        safeStorage.set(PENDING_EMAIL_KEY, "");
        void notify.success("Your email address is changed", { description: `You now sign in with ${user.email}.` });
      } else {
        void notify.info("Change confirmed", {
          description: pending
            ? `One more step: open the link we sent to ${pending} to finish.`
            : "If we sent a link to your new address, open it to finish the change.",
        });
      }
    });
  }, [location, navigate, refresh]);
}

// ---------------------------------------------------------------- password

const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password").max(PASSWORD_MAX_LENGTH),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string().min(1, "Type the new password again"),
  })
  .refine((values) => values.confirmPassword === values.newPassword, { path: ["confirmPassword"], message: "The two new passwords don't match" })
  .refine((values) => values.newPassword !== values.currentPassword, { path: ["newPassword"], message: "Choose a password different from the current one" });

type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

function ChangePasswordSection() {
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  useWarnBeforeUnload(isDirty);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setDone(false);
    setFormError(null);
    try {
      await authClient.changePassword(currentPassword, newPassword);
      reset();
      setDone(true);
      void notify.success("Password changed", { description: "Other devices were signed out. You stay signed in here." });
    } catch (error) {
      const requestError = toRequestError(error);
      if (/INVALID_PASSWORD/i.test(requestError.code)) {
        setError("currentPassword", { type: "server", message: "That password is not right." }, { shouldFocus: true });
      } else if (/WEAK_PASSWORD|PASSWORD_TOO/i.test(requestError.code)) {
        setError("newPassword", { type: "server", message: requestError.message }, { shouldFocus: true });
      } else {
        setFormError(applyServerErrors<ChangePasswordValues>(error, ["currentPassword", "newPassword"], setError));
      }
    }
  });

  return (
    <SettingsCard
      icon={<KeyRound className="size-5" aria-hidden="true" />}
      title="Password"
      description="Changing your password signs you out on every other device, so use it if you think someone else knows it."
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4 sm:max-w-md">
        <FormField label="Current password" error={errors.currentPassword?.message}>
          {(ids) => <Input {...ids} type="password" autoComplete="current-password" {...register("currentPassword")} />}
        </FormField>
        <FormField
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong, memorable one.`}
          error={errors.newPassword?.message}
        >
          {(ids) => <Input {...ids} type="password" autoComplete="new-password" {...register("newPassword")} />}
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          {(ids) => <Input {...ids} type="password" autoComplete="new-password" {...register("confirmPassword")} />}
        </FormField>
        {formError && <FormAlert>{formError}</FormAlert>}
        {done && <SuccessNote>Your password is changed. Other devices were signed out; you stay signed in here.</SuccessNote>}
        <div>
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {isSubmitting ? "Changing..." : "Change password"}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

// ---------------------------------------------------------------- data

function YourDataSection() {
  return (
    <SettingsCard
      icon={<Download className="size-5" aria-hidden="true" />}
      title="Your data"
      description="Everything Serviceberry keeps about you belongs to you. Take a copy any time, or close your account for good."
    >
      <div className="grid gap-6">
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            A JSON file with your account, profile, sessions and the messages you sent us. Passwords are never included.
          </p>
          <div>
            <Button asChild variant="secondary">
              <a href="/api/account/export" download>
                <Download aria-hidden="true" />
                Download my data
              </a>
            </Button>
          </div>
        </div>
        <div className="grid gap-3 border-t border-border pt-6">
          <h3 className="font-sans text-base font-semibold">Delete account</h3>
          <p className="text-sm text-muted-foreground">
            Deleting your account removes it and everything in it at once. It can't be undone, so download your data first if you want a copy.
          </p>
          <div>
            <DeleteAccountDialog />
          </div>
        </div>
      </div>
    </SettingsCard>
  );
}

const deleteFormSchema = z.object({
  password: deleteAccountSchema.shape.password,
  confirm: z
    .string()
    .trim()
    .refine((value) => value === "DELETE", "Type DELETE in capital letters to confirm"),
});
type DeleteFormValues = z.input<typeof deleteFormSchema>;

function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteFormValues, unknown, z.output<typeof deleteFormSchema>>({ resolver: zodResolver(deleteFormSchema), defaultValues: { password: "", confirm: "" } });

  const deletion = useDeleteAccount();
  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await deletion.mutateAsync(password);
      setOpen(false);
      await refresh("SIGNED_OUT");
      void notify.success("Your account has been deleted", { description: "Thank you for planning with Serviceberry." });
      navigate("/");
    } catch (error) {
      setFormError(applyServerErrors<DeleteFormValues>(error, ["password", "confirm"], setError));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          reset();
          setFormError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" className="border-destructive/40 text-destructive hover:bg-destructive/10">
          <Trash2 aria-hidden="true" />
          Delete account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This permanently deletes your Serviceberry account with your profile, plans and saved items. Helpers lose access too. It can't be undone.
        </DialogDescription>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
          <FormField label="Your password" error={errors.password?.message}>
            {(ids) => <Input {...ids} type="password" autoComplete="current-password" {...register("password")} />}
          </FormField>
          <FormField label="Type DELETE to confirm" error={errors.confirm?.message}>
            {(ids) => <Input {...ids} autoComplete="off" autoCapitalize="characters" spellCheck={false} {...register("confirm")} />}
          </FormField>
          {formError && <FormAlert>{formError}</FormAlert>}
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">Keep my account</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? "Deleting..." : "Delete my account"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
