import { z } from "zod";
import "./zod-messages.ts";
import { optionalCalendarDateSchema } from "./calendar-date.ts";
import { idSchema } from "./ids.ts";

/**
 * Tasks and polls (issue 29, decisions 038 and 058): tasks the couple and their helpers assign to each
 * other (with a comment thread and an optional link to a master-timeline item), and polls the group votes
 * in. Both belong to the planning chat's area (`chat`): view reads them, edit adds tasks, comments, ticks
 * them off and votes. Shared by the forms and the routes.
 */

export const TASK_TITLE_MAX = 200;
export const TASKS_MAX = 300;
export const POLL_QUESTION_MAX = 200;
export const POLL_OPTION_MAX = 100;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 10;
export const POLLS_MAX = 100;
export const COMMENT_MAX = 2000;
export const COMMENTS_PER_TASK_MAX = 500;
/** How far ahead a poll's close date may be. */
export const POLL_CLOSE_MAX_DAYS = 366;

export const taskIdParamSchema = z.object({ taskId: idSchema("That task id is not valid.") });
export const pollIdParamSchema = z.object({ pollId: idSchema("That poll id is not valid.") });
export const commentIdParamSchema = z.object({ commentId: idSchema("That comment id is not valid.") });

/** A master-timeline checklist item the task stands for; null clears the link. */
const timelineTaskIdSchema = idSchema("Choose an item from your master timeline.").nullable();

/** Who does it: a user id of the couple or one of their helpers; null leaves it unassigned. */
const assigneeSchema = z.string().trim().min(1, "Choose who the task is for.").max(64, "Choose who the task is for.").nullable();

export const taskSchema = z.object({
  title: z.string().trim().min(1, "Say what needs doing.").max(TASK_TITLE_MAX, `Keep the task under ${TASK_TITLE_MAX} characters.`),
  assigneeId: assigneeSchema.default(null),
  dueDate: optionalCalendarDateSchema.nullable().default(null),
  timelineTaskId: timelineTaskIdSchema.default(null),
});
export type TaskInput = z.input<typeof taskSchema>;

export const taskUpdateSchema = z
  .object({
    title: taskSchema.shape.title.optional(),
    assigneeId: assigneeSchema.optional(),
    dueDate: optionalCalendarDateSchema.nullable().optional(),
    done: z.boolean({ message: "Say whether the task is done: true or false." }).optional(),
    timelineTaskId: timelineTaskIdSchema.optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), "Change the title, who it's for, the due date, the timeline item or whether it's done.");
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;

export const commentSchema = z.object({
  body: z.string().trim().min(1, "Write a comment first.").max(COMMENT_MAX, `Keep the comment under ${COMMENT_MAX} characters.`),
});
export type CommentInput = z.input<typeof commentSchema>;

/** A poll option: text, or a venue or vendor from the catalog (its name, photo and page come from the listing). */
export const pollOptionSchema = z.union(
  [
    z.string().trim().min(1, "Fill in each option, or remove the empty one.").max(POLL_OPTION_MAX, `Keep each option under ${POLL_OPTION_MAX} characters.`),
    z.object({ kind: z.enum(["venue", "vendor"]), id: idSchema("Choose a venue or vendor from the search.") }),
  ],
  { message: "Each option is a few words, or a venue or vendor from the search." },
);
export type PollOptionInput = z.input<typeof pollOptionSchema>;

/** The same text (any case) or the same listing twice is one option. */
export const pollOptionKey = (option: z.output<typeof pollOptionSchema>) => (typeof option === "string" ? `text:${option.toLowerCase()}` : `${option.kind}:${option.id}`);

export const pollSchema = z
  .object({
    question: z.string().trim().min(1, "Ask a question.").max(POLL_QUESTION_MAX, `Keep the question under ${POLL_QUESTION_MAX} characters.`),
    options: z
      .array(pollOptionSchema)
      .min(POLL_OPTIONS_MIN, `Give at least ${POLL_OPTIONS_MIN} options.`)
      .max(POLL_OPTIONS_MAX, `A poll can have at most ${POLL_OPTIONS_MAX} options.`)
      .refine((options) => new Set(options.map(pollOptionKey)).size === options.length, "Each option must be different."),
    /** How many options each person may choose: 1 is a single vote. */
    maxChoices: z.number({ message: "Say how many options each person may choose." }).int("Say how many options each person may choose.").min(1, "Each person chooses at least 1 option.").default(1),
    /** Anonymous (the default) shows only counts; named shows who voted for what. */
    anonymous: z.boolean({ message: "Say whether the votes are anonymous: true or false." }).default(true),
    /** When votes stop on their own (an ISO date and time); null keeps it open until closed. */
    closesAt: z.iso.datetime({ offset: true, message: "Enter a close date and time." }).nullable().default(null),
  })
  .refine((poll) => poll.maxChoices <= poll.options.length, { path: ["maxChoices"], message: "Each person can choose at most as many options as the poll has." });
export type PollInput = z.input<typeof pollSchema>;

/** The options a person chooses (their positions): they replace any earlier vote while the poll is open; none takes it back. */
export const voteSchema = z.object({
  choices: z
    .array(z.number({ message: "Choose an option." }).int("Choose an option.").min(0, "Choose an option.").max(POLL_OPTIONS_MAX - 1, "Choose an option."), { message: "Choose an option." })
    .max(POLL_OPTIONS_MAX, "Choose an option.")
    .refine((choices) => new Set(choices).size === choices.length, "Choose each option once."),
});
export type VoteInput = z.input<typeof voteSchema>;

/** Whether a poll takes votes at `now`: not closed early and its close date (if any) not reached. */
export function isPollOpen(poll: { closedAt: Date | string | null; closesAt: Date | string | null }, now: Date): boolean {
  return poll.closedAt === null && (poll.closesAt === null || new Date(poll.closesAt).getTime() > now.getTime());
}

/** Whether a task is past its due date on `today` ("YYYY-MM-DD"), not yet done. */
export function isOverdue(task: { dueDate: string | null; done: boolean }, today: string): boolean {
  return !task.done && task.dueDate !== null && task.dueDate < today;
}
