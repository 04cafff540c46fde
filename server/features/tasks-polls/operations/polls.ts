import { and, count, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { POLLS_MAX, type pollSchema } from "../../../../domain/tasks-polls.ts";
import type { Principal } from "../../../auth/principal.ts";
import { planningPolls, planningPollVotes } from "../../../db/schema/index.ts";
import { ApiError } from "../../../http/errors.ts";
import type { PlanningAccess } from "../../../http/policy.ts";
import type { TasksPollsDeps } from "../deps.ts";
import { loadCouplePoll } from "../rows.ts";

/** Starts a poll with its options (bounded per couple, counted in the same transaction). */
export async function createPoll(deps: TasksPollsDeps, principal: Principal, access: PlanningAccess, input: z.output<typeof pollSchema>) {
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(planningPolls).where(eq(planningPolls.coupleId, access.coupleId));
    if ((existing?.n ?? 0) >= POLLS_MAX) throw new ApiError(409, "polls_full", `A couple can keep up to ${POLLS_MAX} polls.`);
    const [row] = await tx.insert(planningPolls).values({ coupleId: access.coupleId, question: input.question, options: input.options, createdBy: principal.userId }).returning();
    return { id: row!.id, question: row!.question, options: row!.options };
  });
}

/** One vote per person: a second vote replaces the first while the poll is open. */
export async function vote(deps: TasksPollsDeps, principal: Principal, access: PlanningAccess, pollId: string, option: number) {
  return deps.db.transaction(async (tx) => {
    const poll = await loadCouplePoll(tx, access.coupleId, pollId);
    if (poll.closedAt) throw new ApiError(409, "poll_closed", "This poll is closed, so votes can't change.");
    if (option >= poll.options.length) throw new ApiError(400, "invalid_input", "Choose one of the poll's options.", { option: ["Choose one of the poll's options."] });
    await tx
      .insert(planningPollVotes)
      .values({ pollId, voterId: principal.userId, option })
      .onConflictDoUpdate({ target: [planningPollVotes.pollId, planningPollVotes.voterId], set: { option, votedAt: new Date() } });
    return { pollId, option };
  });
}

/** Closes a poll: its results stay, votes stop. The couple may close any; a helper only their own. */
export async function closePoll(deps: TasksPollsDeps, principal: Principal, access: PlanningAccess, pollId: string) {
  const poll = await loadCouplePoll(deps.db, access.coupleId, pollId);
  if (access.as !== "couple" && poll.createdBy !== principal.userId) {
    throw new ApiError(403, "not_your_poll", "Only the couple or the person who asked can close this poll.");
  }
  await deps.db
    .update(planningPolls)
    .set({ closedAt: new Date() })
    .where(and(eq(planningPolls.id, pollId), eq(planningPolls.coupleId, access.coupleId), isNull(planningPolls.closedAt)));
  return { pollId, closed: true as const };
}
