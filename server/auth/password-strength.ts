import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../domain/account.ts";

/** ~49,000 passwords seen in public breaches, shipped with zxcvbn-ts: checked locally, nothing leaves the server. */
const BREACHED = new Set((common.dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));

const estimator = new ZxcvbnFactory({
  translations: english.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...english.dictionary },
});

/** Words a guesser would try first against this product's accounts. */
const PRODUCT_WORDS = ["serviceberry", "juneberry", "wedding", "bride", "groom", "marriage", "cleveland", "columbus", "cincinnati", "nashville"];

/**
 * The guessable pieces of a name or an email: each word, and an email's local part whole and with its
 * separators dropped ("maya.theo@example.com" gives maya, theo, maya.theo, mayatheo).
 */
export function wordsOf(value: string): string[] {
  const lower = value.toLowerCase().trim();
  const local = lower.includes("@") ? lower.slice(0, lower.lastIndexOf("@")) : lower;
  const pieces = lower.split(/[@.\s_+-]+/);
  return [...new Set([...pieces, local, local.replace(/[^a-z0-9]+/g, ""), local.replace(/[^a-z]+/g, "")])];
}

export interface PasswordVerdict {
  ok: boolean;
  reasons: string[];
}

/**
 * At least 12 characters, not in the breach list, and not easy to guess (zxcvbn score 3 or more,
 * counting the person's own email and name as known words).
 */
export async function checkPasswordStrength(password: string, personalWords: string[] = []): Promise<PasswordVerdict> {
  const reasons: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) reasons.push(`Use at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (password.length > PASSWORD_MAX_LENGTH) reasons.push(`Use at most ${PASSWORD_MAX_LENGTH} characters.`);
  if (BREACHED.has(password.toLowerCase())) {
    reasons.push("This password has appeared in data breaches, so attackers try it first.");
  }
  if (password.length <= PASSWORD_MAX_LENGTH) {
    const userInputs = [...PRODUCT_WORDS, ...personalWords.flatMap(wordsOf).filter((w) => w.length >= 3)];
    const result = await estimator.check(password, userInputs);
    if (result.score < 3 && !BREACHED.has(password.toLowerCase())) {
      const why = result.feedback.warning ?? "It is too common or easy to guess.";
      reasons.push(`${why} ${result.feedback.suggestions[0] ?? "Try a few unrelated words together."}`.trim());
    }
  }
  return { ok: reasons.length === 0, reasons };
}
