// NLP.js ships no types; these are the few entry points June's intent classifier uses (decision 028).
declare module "@nlpjs/core" {
  export interface Container {
    use(plugin: unknown): void;
  }
  export function containerBootstrap(settings?: Record<string, unknown>): Promise<Container>;
}

declare module "@nlpjs/lang-en-min" {
  export class LangEn {}
}

declare module "@nlpjs/nlp" {
  import type { Container } from "@nlpjs/core";
  export interface NlpResult {
    intent: string;
    score: number;
    classifications: { intent: string; score: number }[];
  }
  export class Nlp {
    constructor(settings: { container: Container; languages: string[]; autoSave: boolean; autoLoad: boolean; nlu?: { log: boolean }; forceNER?: boolean });
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string): Promise<NlpResult>;
  }
}
