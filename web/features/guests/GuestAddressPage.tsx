import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { Spinner } from "@web/components/ui/spinner";
import { usePageTitle } from "@web/lib/page-head";
import type { PageQueries } from "@web/lib/page-queries";
import { publicGuestQueries, useSubmitAddress } from "./api";
import { GuestInfoForm, Shell, Thanks } from "./GuestInfoForm";
import { LinkNotFound } from "./RsvpPage";

/** Rendered on the server with the guest's own answers, for that request only (decision 056). */
export const pageQueries: PageQueries = ({ params }) => [publicGuestQueries.addressLink(params.token ?? "")];

/** /guest-address/{token}: the couple's one shared link where guests give their mailing address. */
export default function GuestAddressPage() {
  usePageTitle("Share your address");
  const { token = "" } = useParams();
  const query = useQuery(publicGuestQueries.addressLink(token));
  const submit = useSubmitAddress(token);
  const [done, setDone] = useState(false);
  if (query.isPending) return <Spinner label="Opening the page..." />;
  if (!query.data) return <LinkNotFound title="This address link isn't working" body="It may be incomplete, or the couple turned it off. Please ask them for the current link." />;
  return (
    <Shell eyebrow="Where should your invitation go?" couple={query.data.couple} intro="They're getting ready to send invitations. Add your mailing address and they'll take it from here.">
      {done ? (
        <Thanks title="Thank you!" body="Your address is on its way to the couple. Watch your mailbox." />
      ) : (
        <GuestInfoForm
          registration={false}
          pending={submit.isPending}
          onSubmit={async (values) => {
            await submit.mutateAsync(values);
            setDone(true);
          }}
        />
      )}
    </Shell>
  );
}
