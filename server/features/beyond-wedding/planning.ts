import { z } from "zod";
import { BEYOND_ANSWER_MAX, INTAKE_QUESTIONS, progressLine, suggestModules, type BeyondModuleKey } from "../../../domain/beyond-wedding.ts";
import { has } from "../../planning/entities.ts";
import { defineAction, definePlanningModule, defineTool, type Facts, type SkillReply } from "../../planning/contract.ts";
import { readBeyondProgress, saveBeyondItem } from "./operations/progress.ts";
import { upcomingSessions } from "./operations/scheduling.ts";
import { formatSessionTime } from "../../../domain/intake-scheduling.ts";

/** One module's progress, as June and the overview read it. */
export interface BeyondModuleFacts {
  module: BeyondModuleKey;
  title: string;
  doneCount: number;
  total: number;
}

/** What June knows of Beyond the Wedding: every module's progress and the intake's saved answers. */
export interface BeyondFacts {
  modules: BeyondModuleFacts[];
  intake: { question: string; answer: string }[];
  /** Booked sessions still to come (at most three), soonest first; times on the provider's clock. */
  sessions: { provider: string; kind: string; when: string }[];
}

declare module "../../planning/contract.ts" {
  interface PlanningFacts {
    /** The couple's Beyond the Wedding; null for anyone else (a helper): it is the couple's alone (decision 034). */
    beyond: BeyondFacts | null;
  }
}

/** The intake answers by question index, for the suggestions. */
function answersOf(beyond: BeyondFacts): Map<number, string> {
  return new Map(beyond.intake.flatMap((entry) => {
    const index = INTAKE_QUESTIONS.indexOf(entry.question as (typeof INTAKE_QUESTIONS)[number]);
    return index >= 0 && entry.answer ? [[index, entry.answer] as const] : [];
  }));
}

export function answerBeyond(facts: Facts, text = ""): SkillReply {
  const beyond = facts.beyond;
  if (beyond === undefined) return { reply: "I couldn't read your Beyond the Wedding progress just now. You'll find it on the Beyond the Wedding page." };
  if (beyond === null) return { reply: "Beyond the Wedding is the couple's own: I can only talk about it with the couple." };
  const started = beyond.modules.filter((module) => module.doneCount > 0);
  const parts: string[] = [];
  // "What's the Beyond the Wedding stuff, is it worth it?": what it is, before where they stand.
  if (started.length === 0 || /\bwhat(?:'s| is| are)\b|\bworth\b|\bexplain\b|\bhow does\b/i.test(text)) {
    parts.push(
      `Beyond the Wedding is the part of Serviceberry for your life after the wedding: ${beyond.modules.length} short modules you work through together, each a checklist you tick off (${beyond.modules.map((module) => module.title).join(", ")}). It goes at your pace, and it's most useful in the months before and after the day, when money, family and plans are on the table anyway.`,
    );
  }
  parts.push(
    started.length === 0
      ? "You haven't ticked anything off in Beyond the Wedding yet."
      : `Your Beyond the Wedding progress:\n${started.map((module) => `• ${module.title}: ${progressLine(module.doneCount, module.total).toLowerCase()}`).join("\n")}`,
  );
  const answers = answersOf(beyond);
  if (answers.size > 0) {
    parts.push(`Your intake answers:\n${beyond.intake.filter((entry) => entry.answer).map((entry) => `• ${entry.question} ${entry.answer}`).join("\n")}`);
    parts.push(`Where I'd start:\n${suggestModules(answers).map((s) => `• ${s.title}: ${s.reason}`).join("\n")}`);
  } else {
    parts.push("Answer the six intake questions on the June voice intake page and I'll suggest which module to start with.");
  }
  if (beyond.sessions.length > 0) {
    parts.push(`Your upcoming sessions:\n${beyond.sessions.map((s) => `• ${s.provider} (${s.kind}), ${s.when}`).join("\n")}\nReschedule or cancel them on the Intake scheduling page.`);
  }
  return { reply: parts.join("\n\n") };
}

/** Booking a counselor, coach or planner: the couple's upcoming sessions, and how to book one. */
export function answerSessions(facts: Facts): SkillReply {
  const beyond = facts.beyond;
  const how = "Book one on the Intake scheduling page (Beyond the Wedding → Intake scheduling): pick a premarital counselor, coach or planner, choose an open one-hour time, and you'll get a confirmation email with a calendar file. You can reschedule or cancel there too.";
  if (beyond === null) return { reply: "Sessions with counselors and coaches are the couple's own: I can only talk about them with the couple." };
  if (!beyond || beyond.sessions.length === 0) return { reply: `Yes. ${how}` };
  return { reply: `Your upcoming sessions:\n${beyond.sessions.map((s) => `• ${s.provider} (${s.kind}), ${s.when}`).join("\n")}\n${how}` };
}

const saveIntakeAnswerSchema = z.object({
  type: z.literal("save-intake-answer"),
  questionIndex: z.number().int().min(0).max(INTAKE_QUESTIONS.length - 1),
  answer: z.string().trim().min(1, "Write an answer to save.").max(BEYOND_ANSWER_MAX, `Keep your answer under ${BEYOND_ANSWER_MAX.toLocaleString("en-US")} characters.`),
});

/** The words that name each intake question, in the order of INTAKE_QUESTIONS. */
const INTAKE_QUESTION_WORDS: readonly RegExp[] = [
  /\b(?:sure about each other|made (?:you|us) sure|knew|the one)\b/,
  /\bgoing well\b/,
  /\b(?:uncertain|unsure|worr\w*|first year)\b/,
  /\b(?:topic|help with|want help)\b/,
  /\b(?:hard things|talk (?:things )?through|conflict|disagree\w*|argu\w*|fight\w*)\b/,
  /\b(?:anniversary|a win)\b/,
];
const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"];

/** "Save that as our answer to question 3: …", "for the intake, our answer on the first year is …": which question, and the answer. */
function intakeAnswerIn(text: string): { questionIndex?: number; answer?: string } {
  const lower = text.toLowerCase();
  const numbered = /\b(?:question|q|number|no\.?|#)\s*([1-6])\b/.exec(lower)?.[1];
  const ordinal = ORDINALS.findIndex((word) => new RegExp(`\\b${word} (?:question|one)\\b`).test(lower));
  const asked = lower.split(/\b(?:is|was|are)\s*:|:/)[0]!;
  const worded = INTAKE_QUESTION_WORDS.findIndex((words) => words.test(asked));
  const questionIndex = numbered ? Number(numbered) - 1 : ordinal >= 0 ? ordinal : worded >= 0 ? worded : undefined;
  const quoted = /["“]([^"”]{3,})["”]/.exec(text)?.[1];
  const afterColon = /:\s*(.+?)\s*(?:[.!]\s*(?:can|could|would|will|please|pls|save|record|store|keep|put|write)\b[^.!?]*[.!?]?\s*)?$/i.exec(text)?.[1];
  const answer = (quoted ?? afterColon)?.trim().replace(/[.\s]+$/, "");
  return { questionIndex, answer: answer && answer.length >= 3 ? `${answer.charAt(0).toUpperCase()}${answer.slice(1)}.` : undefined };
}

function answerSaveIntake(text: string, facts: Facts): SkillReply {
  if (facts.beyond === null) return { reply: "Only the couple can save their Beyond the Wedding intake answers." };
  const { questionIndex, answer } = intakeAnswerIn(text);
  const list = INTAKE_QUESTIONS.map((question, i) => `${i + 1}. ${question}`).join("\n");
  if (questionIndex === undefined) return { reply: `Which intake question is that the answer to?\n${list}\nSay, for example, "save that as our answer to question 4".` };
  const question = INTAKE_QUESTIONS[questionIndex]!;
  if (!answer) return { reply: `What's your answer to "${question}"? Tell me and I'll save it.` };
  return { reply: `Shall I save this as your answer to "${question}": ${answer}`, actions: [{ type: "save-intake-answer", questionIndex, answer: answer.slice(0, BEYOND_ANSWER_MAX) }] };
}

/** Beyond the Wedding as a planning module (decision 022): the couple's own, never a helper's. */
export const beyondWeddingPlanning = definePlanningModule({
  name: "beyond-wedding",
  async facts(scope) {
    if (scope.access.as !== "couple") return { beyond: null };
    const { modules } = await readBeyondProgress(scope.deps, scope.access.coupleId);
    const intake = modules.find((module) => module.module === "june-voice-intake")?.items ?? [];
    const sessions = await upcomingSessions(scope.deps, scope.access.coupleId);
    return {
      beyond: {
        modules: modules.map(({ module, title, doneCount, total }) => ({ module, title, doneCount, total })),
        intake: INTAKE_QUESTIONS.map((question, index) => ({ question, answer: intake.find((item) => item.index === index)?.answer ?? "" })),
        sessions: sessions.map((s) => ({ provider: s.provider.name, kind: s.provider.kind, when: formatSessionTime(s.startsAt, s.provider.timeZone) })),
      },
    };
  },
  tools: [
    defineTool({
      name: "get_beyond_wedding",
      description: "The couple's Beyond the Wedding (post-wedding modules): progress per module, their saved intake answers, which modules to start with from those answers, and their upcoming sessions with a counselor, coach or planner.",
      input: z.object({}),
      run: ({ facts }) => {
        const beyond = facts.beyond;
        if (beyond === undefined) return { error: "unknown" };
        if (beyond === null) return { error: "Only the couple can see their Beyond the Wedding." };
        const answers = answersOf(beyond);
        return { modules: beyond.modules, intake: beyond.intake, suggestions: answers.size > 0 ? suggestModules(answers) : [], upcomingSessions: beyond.sessions };
      },
    }),
  ],
  actions: [
    defineAction({
      type: "save-intake-answer",
      // The couple's alone, as the feature's own routes: no helper passes `own`.
      area: "own",
      level: "edit",
      input: saveIntakeAnswerSchema,
      label: (action) => `Save your answer to “${INTAKE_QUESTIONS[action.questionIndex]}”`,
      async run(scope, action) {
        await saveBeyondItem(scope.deps, scope.access.coupleId, "june-voice-intake", action.questionIndex, { answer: action.answer, done: true });
        return `Saved your answer to “${INTAKE_QUESTIONS[action.questionIndex]}” You'll find it on the June voice intake page.`;
      },
      changes: ["beyond-wedding", "planning"],
      proposal: {
        tool: "propose_save_intake_answer",
        description: `Propose saving the couple's answer to one of the six Beyond the Wedding intake questions (numbered 1 to 6: ${INTAKE_QUESTIONS.map((q, i) => `${i + 1}. ${q}`).join(" ")}); they confirm in the chat.`,
        args: z.object({ question_number: z.number().int(), answer: z.string() }),
        toAction(args, facts) {
          if (facts.beyond === null) return { error: "Only the couple can save intake answers." };
          if (args.question_number < 1 || args.question_number > INTAKE_QUESTIONS.length) return { error: `The intake has questions 1 to ${INTAKE_QUESTIONS.length}.` };
          if (!args.answer.trim()) return { error: "There is no answer to save yet: ask the question first." };
          return { questionIndex: args.question_number - 1, answer: args.answer.trim() };
        },
      },
    }),
  ],
  skills: [
    {
      // "For the intake, our answer on the first year is: …, can you save that": an answer proposed for the couple to confirm.
      intent: "save-intake-answer",
      rank: 60,
      slotted: true,
      topic: "saving an intake answer",
      recognizes: (t) => has(t, /\bintake\b/i) && has(t, /\b(?:save|record|put|write|log|store|add|keep)\b/i) && has(t, /\banswers?\b|:|["“]/i),
      answer: ({ text, facts }) => answerSaveIntake(text, facts),
    },
    {
      // "Can we book premarital counseling through here?": the intake sessions, ahead of etiquette.
      intent: "beyond-sessions",
      rank: 90,
      slotted: true,
      topic: "sessions with a counselor or coach",
      recognizes: (t) => has(t, /\b(counsel\w*|therap\w*|pre-?marital|pre-?marriage|coach\w*)\b/i) && has(t, /\b(book\w*|schedul\w*|sessions?|appointments?|meet\w*|through (here|this|the app|serviceberry)|can we|how do we|find|offer|next)\b/i),
      answer: ({ facts }) => answerSessions(facts),
    },
    {
      intent: "beyond-wedding",
      rank: 140,
      utterances: [
        "what did we answer in our intake",
        "remind us of our beyond the wedding intake answers",
        "how far are we in beyond the wedding",
        "which beyond the wedding module should we start with",
        "our progress in the marriage modules",
        "what did we say in the june voice intake",
        "which newlywed module should we do first",
        "how many beyond the wedding modules have we finished",
      ],
      recognizes: (t) => has(t, /\bbeyond the wedding\b|\bintake\b|\bafter the wedding\b.*\bmodules?\b|\b(marriage|newlywed) modules?\b|\bsession with (our|the) (counselor|coach|planner)\b/i),
      topic: "Beyond the Wedding",
      answer: ({ text, facts }) => answerBeyond(facts, text),
      capability: "Beyond the Wedding: your module progress, your intake answers and where to start",
    },
  ],
  async overview(scope): Promise<{ beyondWedding: { startedCount: number; modules: BeyondModuleFacts[] } | null }> {
    if (scope.access.as !== "couple") return { beyondWedding: null };
    const { modules } = await readBeyondProgress(scope.deps, scope.access.coupleId);
    return {
      beyondWedding: {
        startedCount: modules.filter((module) => module.doneCount > 0).length,
        modules: modules.map(({ module, title, doneCount, total }) => ({ module, title, doneCount, total })),
      },
    };
  },
});
