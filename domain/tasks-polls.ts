import { z } from "zod";
import "./zod-messages.ts";
import { optionalCalendarDateSchema } from "./calendar-date.ts";
import { idSchema } from "./ids.ts";

/**
 * Tasks and polls (issue 29, decision 038): tasks the couple and their helpers assign to each other, and
 * polls the group votes in. Both belong to the planning chat's area (`chat`): view reads them, edit adds
 * tasks, ticks them off and votes. Shared by the forms and the routes.
 */

export const TASK_TITLE_MAX = 200;
export const TASKS_MAX = 300;
export const POLL_QUESTION_MAX = 200;
export const POLL_OPTION_MAX = 100;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 10;
export const POLLS_MAX = 100;

export const taskIdParamSchema = z.object({ taskId: idSchema("That task id is not valid.") });
export const pollIdParamSchema = z.object({ pollId: idSchema("That poll id is not valid.") });

/** Who does it: a user id of the couple or one of their helpers; null leaves it unassigned. */
const assigneeSchema = z.string().trim().min(1, "Choose who the task is for.").max(64, "Choose who the task is for.").nullable();

export const taskSchema = z.object({
  title: z.string().trim().min(1, "Say what needs doing.").max(TASK_TITLE_MAX, `Keep the task under ${TASK_TITLE_MAX} characters.`),
  assigneeId: assigneeSchema.default(null),
  dueDate: optionalCalendarDateSchema.nullable().default(null),
});
export type TaskInput = z.input<typeof taskSchema>;

export const taskUpdateSchema = z
  .object({
    title: taskSchema.shape.title.optional(),
    assigneeId: assigneeSchema.optional(),
    dueDate: optionalCalendarDateSchema.nullable().optional(),
    done: z.boolean({ message: "Say whether the task is done: true or false." }).optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), "Change the title, who it's for, the due date or whether it's done.");
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;

export const pollSchema = z.object({
  question: z.string().trim().min(1, "Ask a question.").max(POLL_QUESTION_MAX, `Keep the question under ${POLL_QUESTION_MAX} characters.`),
  options: z
    .array(z.string().trim().min(1, "Fill in each option, or remove the empty one.").max(POLL_OPTION_MAX, `Keep each option under ${POLL_OPTION_MAX} characters.`))
    .min(POLL_OPTIONS_MIN, `Give at least ${POLL_OPTIONS_MIN} options.`)
    .max(POLL_OPTIONS_MAX, `A poll can have at most ${POLL_OPTIONS_MAX} options.`)
    .refine((options) => new Set(options.map((o) => o.toLowerCase())).size === options.length, "Each option must be different."),
});
export type PollInput = z.input<typeof pollSchema>;

export const voteSchema = z.object({
  option: z.number({ message: "Choose an option." }).int("Choose an option.").min(0, "Choose an option.").max(POLL_OPTIONS_MAX - 1, "Choose an option."),
});

/** Whether a task is past its due date on `today` ("YYYY-MM-DD"), not yet done. */
export function isOverdue(task: { dueDate: string | null; done: boolean }, today: string): boolean {
  return !task.done && task.dueDate !== null && task.dueDate < today;
}
