import { formatTourTime } from "../../../domain/tours.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { message } from "../../mail/templates.ts";
import type { TourVenue } from "./service.ts";

interface Links {
  publicUrl: string;
}

const when = (venue: TourVenue, at: Date) => formatTourTime(at, venue.timeZone);
const where = (venue: TourVenue) => `${venue.name}, ${venue.address}`;
const guestsText = (guests: number) => `${guests} ${guests === 1 ? "person" : "people"}`;
const ownerPage = (links: Links, venue: TourVenue) => `${links.publicUrl}/venue-owner-dashboard/venues/${venue.id}/tours`;
const coupleLink = (links: Links) => ({ label: "See your venue tours", url: `${links.publicUrl}/venue-tours` });
/** The owner's tours page when the venue has an owner account; catalogue listings get the claim page. */
const venueLink = (links: Links, venue: TourVenue, owned: boolean) =>
  owned ? { label: "Manage your tours", url: ownerPage(links, venue) } : { label: "Claim this listing to manage tours", url: `${links.publicUrl}/venue/claim` };

export const tourMail = {
  bookingConfirmed(to: string, links: Links, venue: TourVenue, at: Date, guests: number, ics: { filename: string; content: string }): MailMessage {
    return {
      ...message(
        to,
        `Your tour of ${venue.name} is booked`,
        [
          `You're booked for a tour of ${venue.name} on ${when(venue, at)}.`,
          `Where: ${where(venue)}. Party: ${guestsText(guests)}.`,
          "The calendar file attached adds it to your calendar. If your plans change, cancel from your venue tours page so the venue can offer the time to someone else.",
        ],
        coupleLink(links),
      ),
      attachments: [{ filename: ics.filename, content: ics.content, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }],
    };
  },
  bookingNotice(to: string, links: Links, venue: TourVenue, owned: boolean, at: Date, couple: { name: string; email: string }, guests: number, note: string): MailMessage {
    return {
      ...message(
        to,
        `New tour booked at ${venue.name}: ${when(venue, at)}`,
        [
          `${couple.name || "A couple"} (${couple.email}) booked a tour of ${venue.name} on ${when(venue, at)} for ${guestsText(guests)}.`,
          ...(note ? [`Their note: ${note}`] : []),
          "Reply to this email to reach them.",
        ],
        venueLink(links, venue, owned),
      ),
      replyTo: couple.email,
    };
  },
  bookingCanceled(to: string, links: Links, venue: TourVenue, at: Date, byCouple: boolean, audience: "couple" | "venue", owned = true): MailMessage {
    const who = byCouple ? (audience === "couple" ? "You canceled" : "The couple canceled") : audience === "couple" ? "The venue canceled" : "You canceled";
    return message(
      to,
      `Tour canceled: ${venue.name}, ${when(venue, at)}`,
      [
        `${who} the tour of ${venue.name} on ${when(venue, at)}.`,
        audience === "couple" ? "You can book another time whenever suits you." : "The time is open for booking again.",
      ],
      audience === "couple" ? { label: "Book another time", url: `${links.publicUrl}/book-tour?venue=${encodeURIComponent(venue.slug)}` } : venueLink(links, venue, owned),
    );
  },
  requestReceived(to: string, links: Links, venue: TourVenue, preferredAt: Date, alternateAt: Date | null): MailMessage {
    return message(
      to,
      `We sent your tour request to ${venue.name}`,
      [
        `You asked ${venue.name} for a tour on ${when(venue, preferredAt)}${alternateAt ? `, or else ${when(venue, alternateAt)}` : ""}.`,
        "The venue will confirm, suggest another time, or let you know it can't. We'll email you as soon as they answer.",
      ],
      coupleLink(links),
    );
  },
  requestNotice(
    to: string,
    links: Links,
    venue: TourVenue,
    owned: boolean,
    couple: { name: string; email: string },
    preferredAt: Date,
    alternateAt: Date | null,
    guests: number,
    text: string,
  ): MailMessage {
    return {
      ...message(
        to,
        `Tour request for ${venue.name}: ${when(venue, preferredAt)}`,
        [
          `${couple.name || "A couple"} (${couple.email}) would like to tour ${venue.name} on ${when(venue, preferredAt)}${alternateAt ? ` or ${when(venue, alternateAt)}` : ""}, ${guestsText(guests)}.`,
          ...(text ? [`Their message: ${text}`] : []),
          owned ? "Confirm it, propose another time or decline from your tours page." : "Reply to this email to arrange the tour with them.",
        ],
        venueLink(links, venue, owned),
      ),
      replyTo: couple.email,
    };
  },
  requestDecision(to: string, links: Links, venue: TourVenue, decision: "confirmed" | "declined" | "proposed", at: Date, note: string): MailMessage {
    const subject = {
      confirmed: `${venue.name} confirmed your tour: ${when(venue, at)}`,
      declined: `${venue.name} can't offer your requested tour`,
      proposed: `${venue.name} proposed another time for your tour`,
    }[decision];
    const lead = {
      confirmed: `Good news: ${venue.name} confirmed your tour on ${when(venue, at)}. Where: ${where(venue)}.`,
      declined: `${venue.name} can't offer a tour at the time you asked for.`,
      proposed: `${venue.name} can't make your time, and proposed ${when(venue, at)} instead. Accept it from your venue tours page, or cancel the request.`,
    }[decision];
    return message(to, subject, [lead, ...(note ? [`Their note: ${note}`] : [])], coupleLink(links));
  },
  requestAccepted(to: string, links: Links, venue: TourVenue, owned: boolean, couple: { name: string; email: string }, at: Date): MailMessage {
    return {
      ...message(
        to,
        `Tour confirmed at ${venue.name}: ${when(venue, at)}`,
        [`${couple.name || "The couple"} (${couple.email}) accepted the time you proposed: ${when(venue, at)}.`],
        venueLink(links, venue, owned),
      ),
      replyTo: couple.email,
    };
  },
  requestCanceled(to: string, links: Links, venue: TourVenue, owned: boolean, at: Date, audience: "couple" | "venue"): MailMessage {
    return message(
      to,
      `Tour request canceled: ${venue.name}`,
      [audience === "couple" ? `Your tour request for ${venue.name} (${when(venue, at)}) is canceled.` : `The tour request for ${venue.name} on ${when(venue, at)} was canceled.`],
      audience === "couple" ? coupleLink(links) : venueLink(links, venue, owned),
    );
  },
};
