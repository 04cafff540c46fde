import { format } from "date-fns";

/** "March 4, 2026": the day a post was published, in American style. */
export const publishedOn = (iso: string) => format(new Date(iso), "MMMM d, yyyy");
