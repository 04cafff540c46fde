import { Link2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { NewShareLinks, ShareLinkList } from "@web/components/ShareLinks";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { useCreateShare, useRevokeShare, type TimelineView } from "./api";

/**
 * Read-only links to the day-of schedule for vendors and the wedding party. The link is shown once
 * when made (only a hash of its token is kept); revoking one stops it working at once.
 */
export function SharePanel({ shares }: { shares: TimelineView["shares"] }) {
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<{ label: string; shared: string; phone: string } | null>(null);
  const create = useCreateShare();
  const revoke = useRevokeShare();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!label.trim()) return setError("Say who the link is for, e.g. 'Photographer'.");
    setError(null);
    create.mutate(label, {
      onSuccess: ({ share, token }) => {
        const origin = window.location.origin;
        setMade({ label: share.label, shared: `${origin}/timeline/shared/${token}`, phone: `${origin}/timeline/mobile/${share.timelineId}/${token}` });
        setLabel("");
      },
      onError: (e) => setError(e.message),
    });
  }

  return (
    <div className="grid gap-4">
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField label="Who is the link for?" error={error ?? undefined}>
          {(ids) => <Input {...ids} value={label} onChange={(e) => setLabel(e.target.value)} placeholder="Photographer" maxLength={80} />}
        </FormField>
        <Button type="submit" disabled={create.isPending}>
          <Link2 aria-hidden="true" />
          Create a read-only link
        </Button>
      </form>
      {made && (
        <NewShareLinks
          label={made.label}
          links={[
            { name: "Schedule link", url: made.shared, testId: "share-url" },
            { name: "Phone view link", url: made.phone, testId: "share-phone-url" },
          ]}
        />
      )}
      <ShareLinkList shares={shares} revoke={revoke} testId="share" empty="No links yet. Anyone with a link sees your day-of schedule, never your checklist or budget." />
    </div>
  );
}
