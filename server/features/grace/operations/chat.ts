import {
  deriveStakeholderType,
  GRACE_VOICE_MESSAGE,
  ISSUE_TYPE_LABELS,
  TICKET_DEFAULTS,
  type GraceChatRequest,
  type GraceChatResponse,
  type GraceHistoryMessage,
  type GraceLink,
  type IssueType,
  type StakeholderType,
} from "../../../../domain/grace.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { GraceEngine } from "../../../ai/grace/engine.ts";
import type { GraceVoice } from "../../../ai/grace/voice.ts";
import type { Logger } from "../../../logger.ts";
import { fileTicket, keepTicketConversation, type TicketOutcome } from "./tickets.ts";
import type { GraceDeps } from "./deps.ts";

export interface GraceChatDeps extends GraceDeps {
  engine: GraceEngine;
  voice: GraceVoice;
}

/** Spec section 4: from the signed-in account, never from the body; couple when signed out or on error. */
export function stakeholderOf(principal: Principal | null, logger?: Logger): StakeholderType {
  try {
    if (!principal) return "couple";
    return deriveStakeholderType({ isVenueOwner: principal.userType === "venue_owner", isVendor: principal.userType === "vendor", hasContributorProfile: principal.isContributor });
  } catch (error) {
    logger?.warn({ err: error }, "stakeholder type unknown; treating as couple");
    return "couple";
  }
}

function reference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** What the person is told about their ticket, and whether one is on its way to the team. */
function ticketSentence(outcome: TicketOutcome, email: string, issueType: IssueType): { text: string; filed: boolean; links: GraceLink[] } {
  switch (outcome.kind) {
    case "opened":
      return {
        text: `I've opened help ticket ${reference(outcome.id)} for our support team. A person will reply by email to ${email}, usually within one working day (Monday to Friday, 9 am to 6 pm Eastern). Anything else you tell me here is added to it until they pick it up.`,
        filed: true,
        links: [],
      };
    case "existing":
      return { text: `Our support team already has help ticket ${reference(outcome.id)} from this conversation, and I've added what you just told me; they will reply by email to ${email}.`, filed: true, links: [] };
    case "joined":
      return {
        text: `You already have help ticket ${reference(outcome.id)} open about ${ISSUE_TYPE_LABELS[issueType].toLowerCase()}, so I've added this conversation to it rather than opening another; the team will reply by email to ${email}.`,
        filed: true,
        links: [],
      };
    case "unverified":
      return {
        text: "I can't open a help ticket until your email address is verified, because our team answers by email. Use the link in the banner at the top of the page to verify it, then ask me again, or write to us from the contact page.",
        filed: false,
        links: [{ label: "Contact us", href: "/contact" }],
      };
    case "daily_cap":
      return {
        text: "You've opened as many help tickets today as I can open in a day; our team has them all and will reply by email. For something new and urgent, write to us from the contact page.",
        filed: false,
        links: [{ label: "Contact us", href: "/contact" }],
      };
  }
}

/**
 * POST /api/functions/grace-support-chat: Grace answers; when the answer suggests a ticket and the
 * caller is signed in, the conversation's ticket is opened (once) and the admins are told. Ticket
 * and voice failures are logged only: the person still gets the answer.
 */
export async function graceSupportChat(deps: GraceChatDeps, principal: Principal | null, input: GraceChatRequest): Promise<GraceChatResponse> {
  const stakeholder = stakeholderOf(principal, deps.logger);
  // A voice message carries the browser's transcript when it could make one; the audio itself is never sent.
  const question = input.isVoice && input.transcript ? input.transcript : input.message;
  if (input.isVoice && !input.transcript && input.message === GRACE_VOICE_MESSAGE) return withVoice(deps, input, UNHEARD_VOICE_ANSWER);
  const answer = await deps.engine.answer({ message: question, history: input.conversationHistory, stakeholder, signedIn: principal !== null });
  let response = answer.response;
  let suggestTicket = answer.suggestTicket;
  let links = answer.links;
  let ticket: GraceChatResponse["ticket"];
  if (principal) {
    const exchange: GraceHistoryMessage[] = [
      { role: "user", content: question },
      { role: "assistant", content: answer.response },
    ];
    try {
      if (answer.suggestTicket) {
        const outcome = await fileTicket(
          deps,
          principal,
          {
            stakeholderType: stakeholder,
            issueType: answer.issueType,
            priority: answer.priority,
            title: answer.title,
            description: question,
            conversationId: input.conversationId,
            conversationLog: [...input.conversationHistory, ...exchange],
          },
          exchange,
        );
        const said = ticketSentence(outcome, principal.email, answer.issueType);
        response = `${response}\n\n${said.text}`;
        links = [...links, ...said.links.filter((l) => !links.some((m) => m.href === l.href))];
        // No ticket is offered to someone who cannot file one.
        suggestTicket = said.filed;
        if (outcome.kind === "opened" || outcome.kind === "existing" || outcome.kind === "joined") ticket = { id: outcome.id, created: outcome.kind === "opened" };
      } else {
        await keepTicketConversation(deps, principal, input.conversationId, exchange);
      }
    } catch (error) {
      deps.logger.error({ err: error }, "help ticket creation failed");
    }
  }
  return withVoice(deps, input, {
    response,
    suggestTicket,
    issueType: answer.issueType,
    priority: answer.priority,
    title: answer.title,
    links,
    ...(ticket ? { ticket } : {}),
  });
}

/** Voice mode: the reply as speech too, when the server has a speech engine (else the browser speaks it). */
async function withVoice(deps: GraceChatDeps, input: GraceChatRequest, answer: GraceChatResponse): Promise<GraceChatResponse> {
  if (!input.isVoice) return answer;
  try {
    const audioUrl = await deps.voice.speak(answer.response);
    return audioUrl ? { ...answer, audioUrl } : answer;
  } catch (error) {
    deps.logger.error({ err: error }, "Grace's voice reply failed");
    return answer;
  }
}

/** A recording arrived but this browser could not transcribe it: Grace cannot listen to audio, so she asks. */
const UNHEARD_VOICE_ANSWER: GraceChatResponse = {
  response:
    "Thanks for your voice message. This browser couldn't turn it into words for me, so I couldn't hear your question. Could you type it in a sentence or two? Turn off voice mode to get the text box, and I'll be right here.",
  suggestTicket: false,
  issueType: TICKET_DEFAULTS.issueType,
  priority: TICKET_DEFAULTS.priority,
  title: TICKET_DEFAULTS.title,
  links: [],
};
