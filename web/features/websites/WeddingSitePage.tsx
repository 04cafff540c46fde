import { useQuery } from "@tanstack/react-query";
import { Lock, MailQuestion } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { useNavigate, useParams } from "react-router";
import { formatCalendarDate } from "@domain/dates";
import type { RsvpLookup } from "@domain/websites";
import { FormAlert } from "@web/components/FormAlert";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { toRequestError } from "@web/lib/api";
import { usePageHead } from "@web/lib/page-head";
import type { PageQueries } from "@web/lib/page-queries";
import { RsvpByToken } from "../guests";
import { useFindInvitation, useUnlockSite, websiteQueries } from "./api";
import { NotFoundCard } from "./NotFoundCard";
import { SiteView } from "./SiteView";

export const pageQueries: PageQueries = ({ params }) => [websiteQueries.site(params.site ?? "")];

/** /wedding/{slug} (or /wedding/{id}): the couple's site as a guest sees it, no account needed. */
export default function WeddingSitePage() {
  const { site: address = "" } = useParams();
  const navigate = useNavigate();
  const query = useQuery(websiteQueries.site(address));
  const data = query.data;
  const open = data?.state === "open" ? data.site : null;
  // An old address, or the id: the one readable address replaces it in the bar.
  const redirectTo = data?.redirectTo ?? null;
  useEffect(() => {
    if (redirectTo) void navigate(`/wedding/${redirectTo}`, { replace: true });
  }, [redirectTo, navigate]);
  usePageHead(
    open
      ? {
          title: `${open.couple.names}'s wedding`,
          description: [open.weddingDate ? formatCalendarDate(open.weddingDate, "MMMM d, yyyy") : null, open.city, "Our wedding website: the schedule, travel and RSVP."].filter(Boolean).join(" · "),
          canonicalPath: `/wedding/${open.slug}`,
        }
      : { title: data?.state === "locked" ? "Wedding website" : query.isError ? "Wedding website not found" : "Wedding website", noindex: true },
  );

  if (query.isPending) return <Spinner label="Opening the wedding website..." className="py-32!" />;
  if (!data) {
    const missing = query.error?.status === 404 || query.error?.status === 400;
    return (
      <NotFoundCard icon={<MailQuestion aria-hidden="true" />} title={missing ? "We couldn't find that wedding website" : "We couldn't open this wedding website"}>
        {missing ? "Check the address the couple shared with you. If they just changed it, ask them for the new link." : (query.error?.message ?? "Please try again in a moment.")}
      </NotFoundCard>
    );
  }
  if (data.state === "locked") {
    return (
      <div className="container-page max-w-md py-16">
        <div className="rounded-[var(--radius-lg)] border border-border bg-card p-6 shadow-soft sm:p-8">
          <Lock aria-hidden="true" className="size-8 text-primary" />
          {data.lock === "password" ? (
            <>
              <h1 className="mt-3 text-2xl font-semibold">This wedding website has a password</h1>
              <p className="mt-2 text-muted-foreground">The couple shared it with their invitation.</p>
              <UnlockForm address={address} />
            </>
          ) : (
            <>
              <h1 className="mt-3 text-2xl font-semibold">This wedding website is for invited guests</h1>
              <p className="mt-2 text-muted-foreground">Find your invitation to open it.</p>
              <FindInvitationForm address={address} lookup={data.rsvpLookup} />
            </>
          )}
        </div>
      </div>
    );
  }
  return <SiteView site={data.site} rsvp={<SiteRsvp address={address} lookup={data.site.rsvpLookup} />} />;
}

function UnlockForm({ address }: { address: string }) {
  const unlock = useUnlockSite(address);
  const [error, setError] = useState<string | null>(null);
  // Read from the form, not state: a guest may type before the server-rendered page hydrates.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (!password) return setError("Enter the password the couple shared.");
    try {
      await unlock.mutateAsync(password);
    } catch (e) {
      setError(toRequestError(e).message);
    }
  };
  return (
    <form onSubmit={submit} className="mt-6 grid gap-4" noValidate>
      <FormField label="Password" error={error ?? undefined}>
        {(ids) => <Input {...ids} name="password" type="password" autoComplete="off" />}
      </FormField>
      <Button type="submit" disabled={unlock.isPending}>
        {unlock.isPending ? "Checking..." : "Open the website"}
      </Button>
    </form>
  );
}

/** The RSVP section: find your invitation, then answer right here. */
function SiteRsvp({ address, lookup }: { address: string; lookup: RsvpLookup }) {
  const [token, setToken] = useState<string | null>(null);
  if (token) {
    // The guest list's own RSVP form: the same records as the invitation's link. Product colors, whatever the palette.
    return (
      <div className="rounded-[var(--radius-lg)] bg-background text-foreground">
        <RsvpByToken token={token} />
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-md rounded-[var(--radius-lg)] bg-card p-6 text-foreground shadow-soft">
      <FindInvitationForm address={address} lookup={lookup} onFound={setToken} />
    </div>
  );
}

function FindInvitationForm({ address, lookup, onFound }: { address: string; lookup: RsvpLookup; onFound?: (token: string) => void }) {
  const find = useFindInvitation(address);
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string; form?: string }>({});
  // Read from the form, not state: a guest may type before the server-rendered page hydrates.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const firstName = String(form.get("firstName") ?? "");
    const lastName = String(form.get("lastName") ?? "");
    const next = { firstName: firstName.trim() ? undefined : "Enter your first name.", lastName: lastName.trim() ? undefined : "Enter your last name." };
    setErrors(next);
    if (next.firstName || next.lastName) return;
    try {
      const found = await find.mutateAsync({ firstName, lastName });
      onFound?.(found.rsvpToken);
    } catch (e) {
      const error = toRequestError(e);
      setErrors({ firstName: error.fields?.firstName?.[0], lastName: error.fields?.lastName?.[0], form: error.message });
    }
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Find your invitation">
      <p className="text-sm text-muted-foreground">
        {lookup === "exact" ? "Type your first and last name exactly as they are on your invitation." : "Type your first and last name as they are on your invitation."}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName}>
          {(ids) => <Input {...ids} name="firstName" autoComplete="given-name" />}
        </FormField>
        <FormField label="Last name" error={errors.lastName}>
          {(ids) => <Input {...ids} name="lastName" autoComplete="family-name" />}
        </FormField>
      </div>
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <Button type="submit" disabled={find.isPending}>
        {find.isPending ? "Looking..." : "Find my invitation"}
      </Button>
    </form>
  );
}
