import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { Badge } from "@web/components/ui/badge";

/** A claim's status as a badge, for the claimant and for admins. */
export function ClaimStatus({ status }: { status: string }) {
  if (status === "approved")
    return (
      <Badge variant="accent" className="self-start">
        <CheckCircle2 aria-hidden="true" />
        Approved
      </Badge>
    );
  if (status === "rejected")
    return (
      <Badge variant="outline" className="self-start">
        <XCircle aria-hidden="true" />
        Not approved
      </Badge>
    );
  return (
    <Badge variant="primary" className="self-start">
      <Clock aria-hidden="true" />
      Waiting for review
    </Badge>
  );
}

