import { message } from "../../mail/templates.ts";

/** The claimant hears about the claim and both decisions. */
export const vendorClaimMail = {
  received: (to: string, businessName: string, url: string) =>
    message(
      to,
      `We received your claim for ${businessName}`,
      [
        `Thanks for claiming ${businessName} on Serviceberry. Our team checks every claim by hand, usually within two working days, and may call the number you gave us.`,
        "You'll get an email as soon as it is decided.",
      ],
      { label: "See my claims", url },
    ),
  approved: (to: string, businessName: string, url: string) =>
    message(
      to,
      `Your claim for ${businessName} is approved`,
      [
        `Good news: your claim for ${businessName} is approved, and the profile is now yours to manage from the vendor dashboard.`,
        "Any inquiries couples sent before you claimed it are waiting in your inbox.",
      ],
      { label: "Open my vendor dashboard", url },
    ),
  rejected: (to: string, businessName: string, note: string, url: string) =>
    message(
      to,
      `Your claim for ${businessName} was not approved`,
      [`We couldn't approve your claim for ${businessName}.`, `Our note: ${note}`, "If you think this is a mistake, send a new claim with more proof, or write to us through the contact page."],
      { label: "Claim a profile", url },
    ),
};
