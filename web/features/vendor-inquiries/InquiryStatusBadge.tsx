import { inquiryStatusLabel } from "@domain/vendors";
import { Badge } from "@web/components/ui/badge";

/** An inquiry's status: new and booked stand out, replied and declined stay quiet. */
export function InquiryStatusBadge({ status }: { status: string }) {
  const variant = status === "new" ? "primary" : status === "booked" ? "accent" : "outline";
  return <Badge variant={variant}>{inquiryStatusLabel(status)}</Badge>;
}
