import { deriveStakeholderType, GRACE_VOICE_MESSAGE, TICKET_DEFAULTS, type GraceChatRequest, type GraceChatResponse, type StakeholderType } from "../../../../domain/grace.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { GraceEngine } from "../../../ai/grace/engine.ts";
import type { GraceVoice } from "../../../ai/grace/voice.ts";
import type { Logger } from "../../../logger.ts";
import { openTicketOnce } from "./tickets.ts";
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

function ticketSentence(id: string, created: boolean, email: string): string {
  const reference = id.slice(0, 8).toUpperCase();
  return created
    ? `I've opened help ticket ${reference} for our support team. A person will reply by email to ${email}, usually within one working day (Monday to Friday, 9 am to 6 pm Eastern).`
    : `Our support team already has help ticket ${reference} from this conversation, with everything you've told me here; they will reply by email to ${email}.`;
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
  let ticket: GraceChatResponse["ticket"];
  if (answer.suggestTicket && principal) {
    try {
      ticket = await openTicketOnce(deps, principal, {
        stakeholderType: stakeholder,
        issueType: answer.issueType,
        priority: answer.priority,
        title: answer.title,
        description: question,
        conversationId: input.conversationId,
        conversationLog: [...input.conversationHistory, { role: "user", content: question }, { role: "assistant", content: answer.response }],
      });
      response = `${response}\n\n${ticketSentence(ticket.id, ticket.created, principal.email)}`;
    } catch (error) {
      deps.logger.error({ err: error }, "help ticket creation failed");
    }
  }
  return withVoice(deps, input, {
    response,
    suggestTicket: answer.suggestTicket,
    issueType: answer.issueType,
    priority: answer.priority,
    title: answer.title,
    links: answer.links,
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
