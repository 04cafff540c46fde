import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { formatCalendarDate } from "../../../../domain/dates.ts";
import { salutationFor, type SendInvitationsInput } from "../../../../domain/guests.ts";
import { containsLink } from "../../../../domain/links.ts";
import { guestHouseholds, guests } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { CallerAddress } from "../../../http/rate-limit.ts";
import { logCoupleMail, takeInvitationAllowance } from "../../../mail/couple-sending.ts";
import { message } from "../../../mail/templates.ts";
import { coupleNames, loadEvents, loadSettings, type EventRow, type GuestDeps } from "../rows.ts";

function eventLine(event: EventRow): string {
  const when = [event.eventDate ? formatCalendarDate(event.eventDate, "EEEE, MMMM d, yyyy") : "", event.startTime].filter(Boolean).join(" at ");
  return [event.name, when, event.location].filter(Boolean).join(", ");
}

/** The invitation or reminder one address receives, with its household's RSVP link. */
export function invitationMail(options: {
  to: string;
  kind: "invitation" | "reminder";
  couple: string;
  householdName: string;
  events: EventRow[];
  deadline: string | null;
  url: string;
}) {
  const { kind, couple, householdName, events, deadline, url } = options;
  const by = deadline ? ` by ${formatCalendarDate(deadline, "EEEE, MMMM d, yyyy")}` : "";
  const subject = kind === "invitation" ? `${couple} invite you to their wedding` : `Reminder: please RSVP to ${couple}'s wedding`;
  const paragraphs = [
    salutationFor(householdName),
    kind === "invitation"
      ? `${couple} would love to celebrate their wedding with you.`
      : `${couple} are still waiting to hear whether you can join them. It only takes a minute.`,
    ...(events.length ? [`You're invited to: ${events.map(eventLine).join("; ")}.`] : []),
    `Please let them know who is coming${by}, with any meal choices and dietary needs. You can change your answer on the same page${by ? " until then" : ""}.`,
    "This link is personal to your household; please don't share it.",
  ];
  return message(options.to, subject, paragraphs, { label: "RSVP now", url });
}

/**
 * Mails invitations or reminders, to every household with an email address or only those with
 * someone still pending, and records when. Households are stamped first (one UPDATE ... RETURNING),
 * then mail goes out after the response; a failed send is logged and its stamp given back. The
 * couple's names reach the subject line, so they may carry no link; the messages count against the
 * couple's sending limits (and the caller's address's), and an admin's pause stops them (decision 024).
 */
export async function sendInvitations(deps: GuestDeps, coupleId: string, input: SendInvitationsInput, caller: CallerAddress) {
  const { db } = deps;
  const conditions = [eq(guests.coupleId, coupleId), isNull(guests.deletedAt), isNotNull(guests.email)];
  if (input.householdIds?.length) conditions.push(inArray(guests.householdId, input.householdIds));
  const recipients = await db
    .select({ householdId: guests.householdId, email: guests.email, status: guests.rsvpStatus })
    .from(guests)
    .where(and(...conditions));
  const pendingHouseholds =
    input.audience === "pending"
      ? new Set(
          (
            await db
              .select({ id: guests.householdId })
              .from(guests)
              .where(and(eq(guests.coupleId, coupleId), isNull(guests.deletedAt), eq(guests.rsvpStatus, "pending")))
          ).map((r) => r.id),
        )
      : null;
  const byHousehold = new Map<string, Set<string>>();
  for (const r of recipients) {
    if (pendingHouseholds && !pendingHouseholds.has(r.householdId)) continue;
    const set = byHousehold.get(r.householdId) ?? new Set<string>();
    set.add(r.email!);
    byHousehold.set(r.householdId, set);
  }
  if (byHousehold.size === 0) return { households: 0, messages: 0 };
  const names = await coupleNames(db, coupleId);
  if (containsLink(names.display)) {
    throw new ApiError(400, "link_in_names", "Your names contain a web address, and they appear in each invitation's subject line. Remove it from your names in your profile, then send again.");
  }
  const count = [...byHousehold.values()].reduce((sum, set) => sum + set.size, 0);
  await takeInvitationAllowance(db, coupleId, caller, count);

  const now = new Date();
  const stamp = input.kind === "invitation" ? { invitationSentAt: now } : { reminderSentAt: now };
  const previous = await db
    .select({ id: guestHouseholds.id, invitationSentAt: guestHouseholds.invitationSentAt, reminderSentAt: guestHouseholds.reminderSentAt })
    .from(guestHouseholds)
    .where(and(eq(guestHouseholds.coupleId, coupleId), inArray(guestHouseholds.id, [...byHousehold.keys()])));
  const households = await db
    .update(guestHouseholds)
    .set({ ...stamp, updatedAt: sql`now()` })
    .where(and(eq(guestHouseholds.coupleId, coupleId), inArray(guestHouseholds.id, [...byHousehold.keys()])))
    .returning({ id: guestHouseholds.id, name: guestHouseholds.name, token: guestHouseholds.rsvpToken });
  const [events, settings] = await Promise.all([loadEvents(db, coupleId), loadSettings(db, coupleId)]);
  await logCoupleMail(db, coupleId, input.kind, households.reduce((sum, h) => sum + (byHousehold.get(h.id)?.size ?? 0), 0));
  const messages = households.flatMap((h) =>
    [...byHousehold.get(h.id)!].map((to) => ({
      householdId: h.id,
      mail: invitationMail({
        to,
        kind: input.kind,
        couple: names.display,
        householdName: h.name,
        events,
        deadline: settings?.rsvpDeadline ?? null,
        url: `${deps.config.publicUrl}/rsvp/${h.token}`,
      }),
    })),
  );
  const before = new Map(previous.map((p) => [p.id, p]));
  void (async () => {
    for (const { householdId, mail } of messages) {
      try {
        await deps.mailer.send(mail);
      } catch (error) {
        deps.logger.error({ err: error }, "guest invitation mail failed");
        const old = before.get(householdId);
        await db
          .update(guestHouseholds)
          .set(input.kind === "invitation" ? { invitationSentAt: old?.invitationSentAt ?? null } : { reminderSentAt: old?.reminderSentAt ?? null })
          .where(eq(guestHouseholds.id, householdId))
          .catch(() => undefined);
      }
    }
  })();
  return { households: households.length, messages: messages.length };
}
