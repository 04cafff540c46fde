import { message } from "../../mail/templates.ts";

/** The claimant hears about both decisions. */
export const claimMail = {
  received: (to: string, venueName: string, url: string) =>
    message(
      to,
      `We received your claim for ${venueName}`,
      [
        `Thanks for claiming ${venueName} on Serviceberry. Our team checks every claim by hand, usually within two working days, and may call the number you gave us.`,
        "You'll get an email as soon as it is decided. You can see the status of your claims any time.",
      ],
      { label: "See my claims", url },
    ),
  approved: (to: string, venueName: string, url: string) =>
    message(
      to,
      `Your claim for ${venueName} is approved`,
      [
        `Good news: your claim for ${venueName} is approved, and the listing is now managed from your venue dashboard.`,
        "Check the facts and photos, answer the venue questionnaire so couples can compare, and open tour times.",
      ],
      { label: "Open my venue dashboard", url },
    ),
  rejected: (to: string, venueName: string, note: string, url: string) =>
    message(
      to,
      `Your claim for ${venueName} was not approved`,
      [
        `We couldn't approve your claim for ${venueName}.`,
        `Our note: ${note}`,
        "If you think this is a mistake, send a new claim with more proof (for example an email from the venue's own web address), or reply through our contact page.",
      ],
      { label: "Claim a listing", url },
    ),
};
