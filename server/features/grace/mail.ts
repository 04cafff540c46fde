import { ISSUE_TYPE_LABELS, STAKEHOLDER_LABELS, type IssueType, type StakeholderType } from "../../../domain/grace.ts";
import { message } from "../../mail/templates.ts";

export const ticketMail = {
  /** To each admin when Grace opens a ticket (notify-admin-help-ticket). */
  newTicket: (to: string, ticket: { title: string; priority: string; issueType: string; stakeholderType: string; userEmail: string; description: string }, url: string) =>
    message(
      to,
      `New help ticket (${ticket.priority}): ${ticket.title}`,
      [
        `Grace opened a help ticket for ${ticket.userEmail} (${STAKEHOLDER_LABELS[ticket.stakeholderType as StakeholderType] ?? ticket.stakeholderType}).`,
        `Area: ${ISSUE_TYPE_LABELS[ticket.issueType as IssueType] ?? ticket.issueType}. Priority: ${ticket.priority}.`,
        `What they wrote: ${ticket.description}`,
      ],
      { label: "Open the ticket", url },
    ),
  /** To the ticket's author when an admin replies. */
  reply: (to: string, title: string, body: string, url: string) =>
    message(to, `Re: ${title}`, ["A person on the Serviceberry support team replied to your help request:", body, "Reply through the contact page or ask Grace if you need anything else."], {
      label: "Contact us",
      url,
    }),
};
