import { z } from "zod";
import { boardNameSchema } from "../../../domain/inspiration-boards.ts";
import { has } from "../../planning/entities.ts";
import { defineAction, definePlanningModule, defineTool, type Facts, type SkillReply } from "../../planning/contract.ts";
import { boardSummaries, createBoard } from "./operations/boards.ts";

/** One of the couple's inspiration boards as June reads it. */
export interface InspirationBoardFacts {
  id: string;
  name: string;
  images: number;
  /** The first few notes the couple wrote on its images. */
  notes: string[];
  palette: string[];
}

declare module "../../planning/contract.ts" {
  interface PlanningFacts {
    /** The couple's inspiration boards, oldest first (none: []). */
    inspirationBoards: InspirationBoardFacts[];
  }
}

export function answerInspirationBoards(facts: Facts): SkillReply {
  const boards = facts.inspirationBoards;
  if (boards === undefined) return { reply: "I couldn't read your inspiration boards just now. Open Inspiration Boards to see them." };
  if (boards.length === 0) {
    return {
      reply: "You don't have an inspiration board yet. A board collects pictures you love (dresses, flowers, cake, decor) with a note on each, and shows a palette taken from them. Want me to start one?",
      actions: [{ type: "create-inspiration-board", name: "Our wedding ideas" }],
    };
  }
  const lines = boards.slice(0, 5).map((board) => `• ${board.name}: ${board.images === 1 ? "1 image" : `${board.images} images`}${board.notes[0] ? ` (a note: "${board.notes[0]}")` : ""}`);
  return { reply: `Your inspiration ${boards.length === 1 ? "board" : "boards"}:\n${lines.join("\n")}\nOpen Inspiration Boards to add pictures, write notes or reorder them.` };
}

const createBoardSchema = z.object({ type: z.literal("create-inspiration-board"), name: boardNameSchema });

/** Inspiration boards as a planning module (decision 039). */
export const inspirationBoardsPlanning = definePlanningModule({
  name: "inspiration-boards",
  async facts(scope) {
    return { inspirationBoards: await boardSummaries(scope.deps.db, scope.access.coupleId) };
  },
  tools: [
    defineTool({
      name: "get_inspiration_boards",
      description: "The couple's inspiration boards: each board's name, how many images it holds, the first notes written on its images and its palette (hex colors taken from the images).",
      input: z.object({}),
      run: ({ facts }) => ({ boards: facts.inspirationBoards ?? null }),
    }),
  ],
  actions: [
    defineAction({
      type: "create-inspiration-board",
      area: "boards",
      level: "edit",
      input: createBoardSchema,
      label: (action) => `Create an inspiration board "${action.name}"`,
      async run(scope, action) {
        const board = await createBoard(scope.deps, scope.access, action.name);
        return `Created the board "${board.name}". Open Inspiration Boards to add your pictures.`;
      },
      changes: ["inspiration-boards", "planning"],
      proposal: {
        tool: "propose_create_inspiration_board",
        description: "Propose creating an empty inspiration board with a name (e.g. Dresses, Flowers, Cake); they confirm in the chat, then add pictures on the Inspiration Boards page.",
        args: z.object({ name: z.string().max(60).optional() }),
        toAction: (args) => ({ name: args.name?.trim() || "Our wedding ideas" }),
      },
    }),
  ],
  skills: [
    {
      intent: "inspiration-boards",
      rank: 112,
      utterances: ["what's on our inspiration boards", "show our mood boards", "how many pictures are on our boards", "start an inspiration board", "make a mood board for dresses"],
      recognizes: (t) => has(t, /\b(inspiration|mood|vision) boards?\b/),
      answer: ({ text, facts }) =>
        /\b(start|create|make|new)\b/.test(text) && facts.inspirationBoards !== undefined && facts.inspirationBoards.length > 0
          ? { reply: "Shall I start a new inspiration board? You'll add its pictures on the Inspiration Boards page.", actions: [{ type: "create-inspiration-board", name: `Board ${facts.inspirationBoards.length + 1}` }] }
          : answerInspirationBoards(facts),
      capability: "Inspiration boards: what's on them, or start one",
    },
  ],
  async overview(scope) {
    const boards = await boardSummaries(scope.deps.db, scope.access.coupleId);
    return { inspirationBoards: { boards: boards.length, images: boards.reduce((sum, board) => sum + board.images, 0) } };
  },
});
