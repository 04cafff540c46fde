import { formatCalendarDate } from "../../../domain/dates.ts";
import { message } from "../../mail/templates.ts";

export interface InquiryFacts {
  weddingDate: string | null;
  guestCount: number | null;
  budget: number | null;
}

function factsLine({ weddingDate, guestCount, budget }: InquiryFacts): string | null {
  const parts = [
    weddingDate ? `Wedding date: ${formatCalendarDate(weddingDate, "EEEE, MMMM d, yyyy")}` : null,
    guestCount ? `Guests: ${guestCount}` : null,
    budget != null ? `Budget: $${budget.toLocaleString("en-US")}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : null;
}

export const inquiryMail = {
  /** To the account that manages the vendor. */
  newInquiry: (to: string, coupleName: string, businessName: string, facts: InquiryFacts, text: string, url: string, withMusicPlan = false) =>
    message(
      to,
      `New inquiry for ${businessName} from ${coupleName}`,
      [
        `${coupleName} sent ${businessName} an inquiry on Serviceberry.`,
        ...(factsLine(facts) ? [factsLine(facts)!] : []),
        `Their message:\n${text}`,
        ...(withMusicPlan ? ["They attached their wedding music plan: it is in the conversation, read-only and always up to date."] : []),
        "Reply from your inbox; the couple gets your answer by email and on Serviceberry.",
      ],
      { label: "Open my inbox", url },
    ),
  /** To a catalog listing's public address, while nobody manages it: no details of the couple. */
  unclaimed: (to: string, businessName: string, url: string) =>
    message(
      to,
      `A couple wants to hear from ${businessName}`,
      [
        `A couple planning their wedding sent ${businessName} an inquiry on Serviceberry.`,
        "Your business is listed in our catalog, but nobody has claimed the profile yet. Claim it to read the inquiry and answer; it is waiting in the profile's inbox. Claiming is free and our team checks each claim by hand.",
      ],
      { label: "Claim my profile", url },
    ),
  /** A new message in the thread, to the other party: the vendor's answer names the business once, a couple's names both. */
  reply: (to: string, fromName: string, businessName: string, text: string, url: string) =>
    message(
      to,
      fromName === businessName ? `New message from ${businessName}` : `New message from ${fromName} about ${businessName}`,
      [`${fromName} wrote:`, text, "Answer in the conversation on Serviceberry."],
      { label: "Open the conversation", url },
    ),
};
