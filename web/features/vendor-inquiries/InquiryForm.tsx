import { MailCheck, Send, UserRound } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { accountHomeFor } from "@domain/account-kinds";
import { MUSIC_VENDOR_CATEGORY } from "@domain/music";
import { INQUIRY_MESSAGE_MAX_LENGTH, vendorInquirySchema } from "@domain/vendors";
import { AccountGate, SignInActions } from "@web/components/AccountGate";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, Textarea } from "@web/components/ui/input";
import { notify } from "@web/lib/toast";
import { usePrefillFromProfile } from "@web/features/account";
import { useSendInquiry } from "./api";

interface InquiryVendor {
  id: string;
  businessName: string;
  /** A vendor account manages the profile; else the inquiry waits for whoever claims it. */
  claimed: boolean;
  /** DJs and bands are offered the couple's music plan with the inquiry (decision 050). */
  category?: string;
}

/**
 * "Send an inquiry" on a vendor's profile: couples with a verified address (we mail the vendor for
 * them). Signed out, or another kind of account, the gate explains what to do instead.
 */
export function InquiryForm({ vendor }: { vendor: InquiryVendor }) {
  return (
    <AccountGate
      look="panel"
      needs="couple"
      adminsToo
      verifiedEmail
      loadingLabel="Checking your account..."
      signedOut={{ title: `Sign in to write to ${vendor.businessName}`, body: "Inquiries come from couple accounts, so the vendor can answer you here.", actions: <SignInActions returnHere signUp={{ to: "/signup/couple", label: "Create a free couple account" }} /> }}
      wrongKind={(user) => ({
        icon: UserRound,
        title: "Inquiries are sent from couple accounts.",
        body: `You're signed in as ${user.email}. Sign in with a couple account to write to ${vendor.businessName}.`,
        actions: (
          <Button asChild variant="secondary" className="w-fit">
            <Link to={accountHomeFor(user)}>Go to your account</Link>
          </Button>
        ),
      })}
      unverified={(user) => ({
        icon: MailCheck,
        title: "Please verify your email address first.",
        body: `We email ${vendor.businessName} for you, so we need to know ${user.email} is yours. Use the link we sent you, then come back here.`,
      })}
    >
      <Form vendor={vendor} />
    </AccountGate>
  );
}

type Field = "weddingDate" | "guestCount" | "budget" | "message";
const EMPTY: Record<Field, string> = { weddingDate: "", guestCount: "", budget: "", message: "" };

function Form({ vendor }: { vendor: InquiryVendor }) {
  const [values, setValues] = useState(EMPTY);
  const offersMusicPlan = vendor.category === MUSIC_VENDOR_CATEGORY;
  const [attachMusicPlan, setAttachMusicPlan] = useState(offersMusicPlan);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<{ id: string; claimed: boolean } | null>(null);
  const send = useSendInquiry(vendor.id);
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  // The date and guest count the couple already saved fill the blanks, so they are not asked twice.
  const saved = usePrefillFromProfile(({ weddingDate, guestCount }) =>
    setValues((v) => ({ ...v, weddingDate: v.weddingDate || (weddingDate ?? ""), guestCount: v.guestCount || (guestCount ? String(guestCount) : "") })),
  );

  if (sentTo) {
    return (
      <div role="status" className="grid gap-3 rounded-[var(--radius-lg)] border border-border bg-accent/40 p-5">
        <p className="font-display text-xl">Your inquiry is on its way.</p>
        <p className="text-sm">
          {sentTo.claimed
            ? `${vendor.businessName} gets it by email and in their inbox. Their reply will appear in your inquiries, and we'll email you.`
            : `${vendor.businessName} hasn't claimed their Serviceberry profile yet. We've let the business know a couple wrote; your inquiry waits for them, and we'll email you when they answer.`}
        </p>
        <Link to={`/my-inquiries?inquiry=${sentTo.id}`} className="w-fit font-semibold text-primary underline underline-offset-4">
          See my inquiries
        </Link>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label={`Send an inquiry to ${vendor.businessName}`}
      onSubmit={(event) => {
        event.preventDefault();
        setFormError(null);
        const body = {
          weddingDate: values.weddingDate || null,
          guestCount: values.guestCount.trim() ? values.guestCount.trim() : null,
          budget: values.budget.trim() ? values.budget.replace(/[$,\s]/g, "") : null,
          message: values.message,
          ...(offersMusicPlan ? { attachMusicPlan } : {}),
        };
        const parsed = vendorInquirySchema.safeParse(body);
        if (!parsed.success) {
          setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
          return;
        }
        setErrors({});
        send.mutate(parsed.data, {
          onSuccess: (result) => {
            setSentTo({ id: result.inquiry.id, claimed: result.vendorClaimed });
            void notify.success(`Inquiry sent to ${vendor.businessName}`);
          },
          onError: (requestError) => {
            const fields = requestError.fields ?? {};
            setErrors(Object.fromEntries(Object.entries(fields).map(([key, messages]) => [key, messages[0]])));
            if (Object.keys(fields).length === 0) setFormError(requestError.message);
          },
        });
      }}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      {!vendor.claimed && (
        <p className="rounded-[var(--radius-md)] border border-border bg-muted/40 p-3 text-sm">
          {vendor.businessName} hasn&rsquo;t claimed their Serviceberry profile yet. You can still write: we let the business know, your inquiry waits for
          them, and we email you when they answer.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Wedding date" error={errors.weddingDate}>
          {(ids) => <Input {...ids} type="date" value={values.weddingDate} onChange={set("weddingDate")} />}
        </FormField>
        <FormField label="Guest count" hint={saved?.guestCount ? "From your wedding profile." : undefined} error={errors.guestCount}>
          {(ids) => <Input {...ids} inputMode="numeric" value={values.guestCount} onChange={set("guestCount")} />}
        </FormField>
        <FormField label="Budget for this vendor ($)" error={errors.budget}>
          {(ids) => <Input {...ids} inputMode="numeric" value={values.budget} onChange={set("budget")} placeholder="2500" />}
        </FormField>
      </div>
      <FormField label="Message" error={errors.message} hint="Say what you're planning and what you'd like to know. Only this vendor sees it.">
        {(ids) => <Textarea {...ids} rows={5} maxLength={INQUIRY_MESSAGE_MAX_LENGTH} value={values.message} onChange={set("message")} />}
      </FormField>
      {offersMusicPlan && (
        <label className="flex items-start gap-3 rounded-[var(--radius-md)] border border-border p-3 text-sm">
          <input type="checkbox" className="mt-0.5 size-5 accent-[var(--color-primary)]" checked={attachMusicPlan} onChange={(event) => setAttachMusicPlan(event.target.checked)} />
          <span>
            <span className="font-medium">Attach our music plan</span>
            <span className="block text-muted-foreground">
              {vendor.businessName} reads your songs by moment in your conversation, always up to date and read-only (never who requested what). You can stop sharing any time.
            </span>
          </span>
        </label>
      )}
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-fit">
        <Send aria-hidden="true" />
        {send.isPending ? "Sending..." : "Send inquiry"}
      </Button>
    </form>
  );
}
