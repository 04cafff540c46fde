import { useCallback, useReducer } from "react";
import type { SeatingPlan } from "@domain/seating";

/**
 * The builder's plan with undo and redo: every change is a new plan (the old ones kept, up to
 * HISTORY_MAX), and `saved` is the plan as the server last returned it, so `dirty` is a comparison.
 */
const HISTORY_MAX = 100;

interface EditorState {
  past: SeatingPlan[];
  present: SeatingPlan;
  future: SeatingPlan[];
  saved: SeatingPlan;
}

type EditorAction = { type: "change"; change: (plan: SeatingPlan) => SeatingPlan } | { type: "undo" } | { type: "redo" } | { type: "load"; plan: SeatingPlan; keepHistory: boolean };

function reduce(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "change": {
      const next = action.change(state.present);
      if (next === state.present) return state;
      return { ...state, past: [...state.past, state.present].slice(-HISTORY_MAX), present: next, future: [] };
    }
    case "undo": {
      const previous = state.past.at(-1);
      return previous ? { ...state, past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future] } : state;
    }
    case "redo": {
      const [next, ...rest] = state.future;
      return next ? { ...state, past: [...state.past, state.present], present: next, future: rest } : state;
    }
    case "load":
      return action.keepHistory ? { ...state, present: action.plan, saved: action.plan } : { past: [], present: action.plan, future: [], saved: action.plan };
  }
}

export function usePlanEditor(initial: SeatingPlan) {
  const [state, dispatch] = useReducer(reduce, { past: [], present: initial, future: [], saved: initial });
  const change = useCallback((fn: (plan: SeatingPlan) => SeatingPlan) => dispatch({ type: "change", change: fn }), []);
  const undo = useCallback(() => dispatch({ type: "undo" }), []);
  const redo = useCallback(() => dispatch({ type: "redo" }), []);
  const load = useCallback((plan: SeatingPlan, keepHistory = false) => dispatch({ type: "load", plan, keepHistory }), []);
  return {
    plan: state.present,
    dirty: JSON.stringify(state.present) !== JSON.stringify(state.saved),
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
    change,
    undo,
    redo,
    load,
  };
}

/** A short id for a new piece that no piece of the plan has. */
export function newPieceId(prefix: "t" | "f" | "r", taken: readonly { id: string }[]): string {
  const used = new Set(taken.map((piece) => piece.id));
  let n = taken.length + 1;
  while (used.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}
