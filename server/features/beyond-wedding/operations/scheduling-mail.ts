import { formatSessionTime, PROVIDER_KIND_LABELS, SESSION_MINUTES, type ProviderKind } from "../../../../domain/intake-scheduling.ts";
import type { intakeProviders, intakeSessions } from "../../../db/schema/index.ts";
import type { MailMessage } from "../../../mail/mailer.ts";
import { message } from "../../../mail/templates.ts";
import { buildIcs } from "../../../shared/ics.ts";

type ProviderRow = typeof intakeProviders.$inferSelect;
type SessionRow = typeof intakeSessions.$inferSelect;

const pageOf = (publicUrl: string) => `${publicUrl}/intake-scheduling`;
const kindOf = (provider: ProviderRow) => PROVIDER_KIND_LABELS[provider.kind as ProviderKind].toLowerCase();
/** Times in mail are on the provider's clock, with its zone, as the booking page shows them. */
const when = (at: Date, provider: ProviderRow) => formatSessionTime(at, provider.timeZone);

function calendarFile(publicUrl: string, session: SessionRow, provider: ProviderRow) {
  const content = buildIcs({
    uid: `intake-session-${session.id}@serviceberry`,
    start: session.startsAt,
    end: session.endsAt,
    summary: `Session with ${provider.name} (${kindOf(provider)})`,
    location: "Video call: the link comes from your " + kindOf(provider),
    description: `Your ${SESSION_MINUTES}-minute Beyond the Wedding session with ${provider.name}. Reschedule or cancel at ${pageOf(publicUrl)}`,
    url: pageOf(publicUrl),
    status: session.status === "canceled" ? "CANCELLED" : "CONFIRMED",
    sequence: session.sequence,
  });
  return { filename: "serviceberry-session.ics", content };
}

function withCalendar(mail: MailMessage, publicUrl: string, session: SessionRow, provider: ProviderRow): MailMessage {
  const ics = calendarFile(publicUrl, session, provider);
  // The file is METHOD:PUBLISH with the event's STATUS; its SEQUENCE makes calendar apps replace their copy.
  return { ...mail, attachments: [{ filename: ics.filename, content: ics.content, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }] };
}

export const sessionMail = {
  calendarFile,
  booked(to: string, publicUrl: string, session: SessionRow, provider: ProviderRow): MailMessage {
    return withCalendar(
      message(
        to,
        `Your session with ${provider.name} is booked`,
        [
          `You're booked for a ${SESSION_MINUTES}-minute session with ${provider.name}, ${kindOf(provider)}, on ${when(session.startsAt, provider)}.`,
          "The calendar file attached adds it to your calendar. If your plans change, reschedule or cancel from your intake scheduling page so the time can go to another couple.",
        ],
        { label: "See your sessions", url: pageOf(publicUrl) },
      ),
      publicUrl,
      session,
      provider,
    );
  },
  rescheduled(to: string, publicUrl: string, session: SessionRow, provider: ProviderRow, previous: Date): MailMessage {
    return withCalendar(
      message(
        to,
        `Your session with ${provider.name} moved to ${when(session.startsAt, provider)}`,
        [
          `Your session with ${provider.name} is now on ${when(session.startsAt, provider)} (it was ${when(previous, provider)}).`,
          "The calendar file attached updates the event in your calendar.",
        ],
        { label: "See your sessions", url: pageOf(publicUrl) },
      ),
      publicUrl,
      session,
      provider,
    );
  },
  canceled(to: string, publicUrl: string, session: SessionRow, provider: ProviderRow): MailMessage {
    return withCalendar(
      message(
        to,
        `Session canceled: ${provider.name}, ${when(session.startsAt, provider)}`,
        [`You canceled your session with ${provider.name} on ${when(session.startsAt, provider)}.`, "The calendar file attached removes it from your calendar. You can book another time whenever suits you."],
        { label: "Book another time", url: pageOf(publicUrl) },
      ),
      publicUrl,
      session,
      provider,
    );
  },
};
