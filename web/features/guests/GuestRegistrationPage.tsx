import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { Spinner } from "@web/components/ui/spinner";
import { usePageTitle } from "@web/lib/page-head";
import type { PageQueries } from "@web/lib/page-queries";
import { publicGuestQueries, useRegister } from "./api";
import { GuestInfoForm, Shell, Thanks } from "./GuestInfoForm";
import { LinkNotFound } from "./RsvpPage";

/** Rendered on the server with the guest's own answers, for that request only (decision 056). */
export const pageQueries: PageQueries = ({ params }) => [publicGuestQueries.registration(params.weddingCode ?? "")];

/** /guest-registration/{weddingCode}: guests not on the list yet add themselves, for the couple to approve. */
export default function GuestRegistrationPage() {
  usePageTitle("Join the guest list");
  const { weddingCode = "" } = useParams();
  const query = useQuery(publicGuestQueries.registration(weddingCode));
  const register = useRegister(weddingCode);
  const [done, setDone] = useState(false);
  if (query.isPending) return <Spinner label="Looking up the wedding..." />;
  if (!query.data) return <LinkNotFound title="We couldn't find that wedding" body="The wedding code may be mistyped, or registration is closed. Please check the code with the couple." />;
  return (
    <Shell eyebrow="Join the guest list" couple={query.data.couple} intro="Add your name and mailing address. The couple will see your request and add you to their list.">
      {done ? (
        <Thanks title="Request sent" body="The couple will review it soon. If they add you, your invitation will come to the address you gave." />
      ) : (
        <GuestInfoForm
          registration
          pending={register.isPending}
          onSubmit={async (values) => {
            await register.mutateAsync(values);
            setDone(true);
          }}
        />
      )}
    </Shell>
  );
}
