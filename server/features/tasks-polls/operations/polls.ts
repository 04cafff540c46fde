import { and, count, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { POLL_CLOSE_MAX_DAYS, POLLS_MAX, type pollSchema } from "../../../../domain/tasks-polls.ts";
import type { Principal } from "../../../auth/principal.ts";
import type { Database } from "../../../db/client.ts";
import { planningPolls, planningPollVotes, type StoredPollOption } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import type { TasksPollsDeps } from "../deps.ts";
import { pollNotFound } from "../rows.ts";
import { listingsById } from "./catalog.ts";

type PollInput = z.output<typeof pollSchema>;
const DAY_MS = 24 * 60 * 60 * 1000;

const invalid = (message: string, field: string) => new ApiError(400, "invalid_input", message, { [field]: [message] });

/** The options as stored: a text option is its label; a listing keeps its name now (shown if it is taken down later). */
async function storedOptions(db: Pick<Database, "select">, options: PollInput["options"]): Promise<StoredPollOption[]> {
  const ids = (kind: "venue" | "vendor") => options.flatMap((option) => (typeof option !== "string" && option.kind === kind ? [option.id] : []));
  const listings = await listingsById(db, ids("venue"), ids("vendor"));
  const stored = options.map((option): StoredPollOption => {
    if (typeof option === "string") return option;
    const listing = listings.get(`${option.kind}:${option.id}`);
    if (!listing) throw invalid(`That ${option.kind} isn't in the catalog. Search for it again, or write the option as text.`, "options");
    return option.kind === "venue" ? { label: listing.name, venueId: listing.id } : { label: listing.name, vendorId: listing.id };
  });
  // A text option with a listing's name is the same option twice.
  const labels = stored.map((option) => (typeof option === "string" ? option : option.label).toLowerCase());
  if (new Set(labels).size !== labels.length) throw invalid("Each option must be different.", "options");
  return stored;
}

/** Starts a poll (bounded per couple, counted in the same transaction). */
export async function createPoll(deps: TasksPollsDeps, principal: Principal, access: PlanningAccess, input: PollInput, now = new Date()) {
  const closesAt = input.closesAt === null ? null : new Date(input.closesAt);
  if (closesAt && closesAt.getTime() <= now.getTime()) throw invalid("Choose a close date in the future, or leave it empty.", "closesAt");
  if (closesAt && closesAt.getTime() > now.getTime() + POLL_CLOSE_MAX_DAYS * DAY_MS) throw invalid("Choose a close date within a year.", "closesAt");
  return deps.db.transaction(async (tx) => {
    const options = await storedOptions(tx, input.options);
    const [existing] = await tx.select({ n: count() }).from(planningPolls).where(eq(planningPolls.coupleId, access.coupleId));
    if ((existing?.n ?? 0) >= POLLS_MAX) throw new ApiError(409, "polls_full", `A couple can keep up to ${POLLS_MAX} polls.`);
    const [row] = await tx
      .insert(planningPolls)
      .values({ coupleId: access.coupleId, question: input.question, options, maxChoices: input.maxChoices, anonymous: input.anonymous, closesAt, createdBy: principal.userId })
      .returning();
    return { id: row!.id, question: row!.question, maxChoices: row!.maxChoices, anonymous: row!.anonymous, closesAt: row!.closesAt?.toISOString() ?? null };
  });
}

/**
 * Records the caller's choices, replacing their earlier vote (none takes it back), while the poll is open. The poll's row is
 * locked for the vote, so two votes of one person at once can't add up to more than the poll allows.
 */
export async function vote(deps: TasksPollsDeps, principal: Principal, access: PlanningAccess, pollId: string, choices: number[], now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const [poll] = await tx
      .select()
      .from(planningPolls)
      .where(and(eq(planningPolls.id, pollId), eq(planningPolls.coupleId, access.coupleId)))
      .limit(1)
      .for("update");
    if (!poll) throw pollNotFound();
    if (poll.closedAt) throw new ApiError(409, "poll_closed", "This poll is closed, so votes can't change.");
    if (poll.closesAt && poll.closesAt.getTime() <= now.getTime()) throw new ApiError(409, "poll_closed", "This poll's close date has passed, so votes can't change.");
    if (choices.some((choice) => choice >= poll.options.length)) throw invalid("Choose one of the poll's options.", "choices");
    if (choices.length > poll.maxChoices) throw invalid(poll.maxChoices === 1 ? "Choose one option." : `Choose up to ${poll.maxChoices} options.`, "choices");
    await tx.delete(planningPollVotes).where(and(eq(planningPollVotes.pollId, pollId), eq(planningPollVotes.voterId, principal.userId)));
    if (choices.length > 0) {
      await tx
        .insert(planningPollVotes)
        .values(choices.map((option) => ({ pollId, voterId: principal.userId, option, votedAt: now })))
        .onConflictDoNothing();
    }
    return { pollId, choices: [...choices].sort((a, b) => a - b) };
  });
}

/** Closes a poll early: its results stay, votes stop. The couple may close any; a helper only their own. */
export async function closePoll(deps: TasksPollsDeps, principal: Principal, access: PlanningAccess, pollId: string) {
  const [poll] = await deps.db
    .select({ createdBy: planningPolls.createdBy })
    .from(planningPolls)
    .where(and(eq(planningPolls.id, pollId), eq(planningPolls.coupleId, access.coupleId)))
    .limit(1);
  if (!poll) throw pollNotFound();
  if (access.as !== "couple" && poll.createdBy !== principal.userId) {
    throw new ApiError(403, "not_your_poll", "Only the couple or the person who asked can close this poll.");
  }
  await deps.db
    .update(planningPolls)
    .set({ closedAt: new Date() })
    .where(and(eq(planningPolls.id, pollId), eq(planningPolls.coupleId, access.coupleId), isNull(planningPolls.closedAt)));
  return { pollId, closed: true as const };
}
