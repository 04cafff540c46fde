import { useMutation } from "@tanstack/react-query";
import type { QuizAnswers } from "@domain/planning-quiz";
import { api, unwrap } from "@web/lib/api";

/** The quiz's result for these answers: the named style and the catalog rows that fit. */
export function useQuizResult() {
  return useMutation({ mutationFn: (json: QuizAnswers) => unwrap(api["planning-quiz"].result.$post({ json })) });
}
