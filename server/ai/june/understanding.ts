import { containerBootstrap } from "@nlpjs/core";
import { LangEn } from "@nlpjs/lang-en-min";
import { Nlp } from "@nlpjs/nlp";
import type { Skill } from "../../planning/contract.ts";

/**
 * How June tells what a message asks (decision 028): an NLP.js intent classifier (a small neural network
 * over stemmed words) trained on the example utterances each skill brings. Nothing here lists words for
 * an intent: the modules' utterances are the training data, and adding a skill with utterances teaches it.
 */

/** At or above this, a refusal or a delete warning is given (a likely guard is not worth a clarifying question). */
export const GUARD = 0.75;
/** At or above this, June answers the intent the classifier chose (when no recognizer matched). */
export const CONFIDENT = 0.72;
/** How far ahead of the runner-up an unconfident intent must be to be answered without asking. */
export const MARGIN = 0.3;
/** Between this and CONFIDENT, June asks one clarifying question naming the two likeliest topics. */
export const UNSURE = 0.35;

export interface Understanding {
  /** The likeliest intent, or undefined when the message matches none (NLP.js's "None"). */
  intent: string | undefined;
  score: number;
  /** The intents in order of likelihood (None left out). */
  ranked: { intent: string; score: number }[];
}

export interface IntentClassifier {
  classify(text: string): Promise<Understanding>;
}

/** Trains a classifier on the skills' utterances (about 50 ms for June's set; done once per skill list). */
export async function trainClassifier(skills: readonly Skill[]): Promise<IntentClassifier> {
  const container = await containerBootstrap();
  container.use(LangEn);
  const nlp = new Nlp({ container, languages: ["en"], autoSave: false, autoLoad: false, nlu: { log: false }, forceNER: false });
  for (const skill of skills) for (const utterance of skill.utterances ?? []) nlp.addDocument("en", utterance, skill.intent);
  await nlp.train();
  return {
    async classify(text) {
      const result = await nlp.process("en", text);
      const ranked = (result.classifications ?? []).filter((c) => c.intent !== "None" && c.score > 0);
      const top = ranked[0];
      return top && result.intent !== "None" ? { intent: top.intent, score: top.score, ranked } : { intent: undefined, score: 0, ranked };
    },
  };
}

const trained = new WeakMap<readonly Skill[], Promise<IntentClassifier>>();

/** The classifier for a list of skills, trained on first use and kept (the registry's list lives as long as the app). */
export function classifierFor(skills: readonly Skill[]): Promise<IntentClassifier> {
  let classifier = trained.get(skills);
  if (!classifier) {
    classifier = trainClassifier(skills);
    trained.set(skills, classifier);
  }
  return classifier;
}
