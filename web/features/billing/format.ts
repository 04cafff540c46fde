import { format } from "date-fns";

/** A plan date (renewal, grace end) in words, on the reader's calendar. */
export function formatPlanDate(iso: string): string {
  return format(new Date(iso), "MMMM d, yyyy");
}
