import type { Skill, SkillReply } from "../../planning/contract.ts";
import type { ColorFamily, ImageFacts } from "./image.ts";
import { findTopic } from "./knowledge.ts";
import type { Conversation, JuneEngine, JuneReply, Toolbox } from "./types.ts";

/**
 * June's built-in brain: offline and deterministic. The planning modules' skills (server/modules.ts)
 * answer about the couple's own planning, from the facts the server gathered for them; June's own skills
 * answer images, planning and etiquette knowledge, thanks and help. Skills are tried in rank order and
 * the first that recognizes the message answers. No skill names a venue, price or date it was not
 * given, and each says plainly what it cannot see (facts that are unknown).
 */

const FLOWERS: Record<ColorFamily, string> = {
  white: "white garden roses, lisianthus, ranunculus and sweet peas",
  neutral: "café au lait dahlias, dried pampas grass and champagne roses",
  black: "deep plum calla lilies and black baccara roses as accents",
  gray: "dusty miller, silver-dollar eucalyptus and lamb's ear",
  red: "red ranunculus, dahlias and garden roses",
  pink: "peonies, garden roses and blush ranunculus",
  orange: "peach garden roses, marigolds and ranunculus",
  yellow: "craspedia, yellow tulips and, in late summer, sunflowers",
  green: "eucalyptus, ferns, olive branches and green hydrangea",
  blue: "delphinium, blue thistle and hydrangea",
  purple: "lavender, lisianthus, anemones and sweet peas",
  brown: "dried grasses, bunny tails and rust-toned mums",
};

export function answerImage(facts: ImageFacts | null): JuneReply {
  if (!facts) return { reply: "I couldn't open that image. Try a JPEG, PNG or WebP photo." };
  const orientation = facts.width > facts.height ? "landscape" : facts.width < facts.height ? "portrait" : "square";
  const palette = facts.palette;
  if (palette.length === 0) {
    return { reply: `That's a ${facts.width} × ${facts.height} ${orientation} ${facts.format.toUpperCase()} image. I can't see what's in a picture, and no color stands out in it.` };
  }
  const swatches = palette.map((p) => `${p.name} (${p.hex}, ${Math.round(p.share * 100)}%)`).join(", ");
  const families = [...new Set(palette.map((p) => p.family))];
  const accent = families.find((f) => !["white", "neutral", "gray", "black"].includes(f)) ?? families[0]!;
  const flowers = families.slice(0, 3).map((f) => FLOWERS[f]);
  return {
    reply: `That's a ${facts.width} × ${facts.height} ${orientation} ${facts.format.toUpperCase()} image. I can't see what's in a picture, but I can read its colors: ${swatches}.\nAs a wedding palette: build the flowers from ${flowers.join("; ")}. Use ${palette[0]!.name} for linens and stationery, and let ${palette.find((p) => p.family === accent)?.name ?? palette[0]!.name} be the accent in bouquets, ribbons and candles. Share the hex codes with your florist and stationer so everything matches.`,
  };
}

/** What June says it can do: every module's capability, then June's own. */
export function answerHelp(skills: readonly Skill[]): SkillReply {
  const capabilities = [...skills.flatMap((skill) => (skill.capability ? [skill.capability] : [])), "Etiquette and planning questions (invitations, plus-ones, tipping, marriage licenses)", "Color palettes from a photo you send"];
  return { reply: `I can help you with:\n${capabilities.map((line) => `• ${line}`).join("\n")}\nWhat would you like to start with?` };
}

export function answerUnknown(): SkillReply {
  return {
    reply:
      "I'm not sure about that one, and I'd rather not guess. I can help with your budget, what to do this month, venue ideas from our catalog, etiquette and planning questions, or a color palette from a photo.",
  };
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** June's own skills, ranked among the modules' (knowledge sits between the headcount and the budget). */
function ownSkills(all: () => readonly Skill[]): Skill[] {
  return [
    {
      intent: "knowledge",
      rank: 100,
      // "How much is left for flowers?" is the budget's, even though flowers are a topic.
      recognizes: (t) => findTopic(t) !== undefined && !has(t, /\b(budget|afford|spent|spend|left)\b/),
      answer: ({ text }) => ({ reply: findTopic(text)!.answer }),
    },
    { intent: "thanks", rank: 900, recognizes: (t) => has(t, /\b(thank you|thanks|thx|appreciate it)\b/), answer: () => ({ reply: "You're welcome! I'm here whenever you need me. 💐" }) },
    { intent: "help", rank: 910, recognizes: (t) => has(t, /\b(what can you do|help me|how can you help|who are you|what do you do)\b/), answer: () => answerHelp(all()) },
  ];
}

/** The skills in the order June tries them: the modules' and June's own, by rank. */
export function rankedSkills(moduleSkills: readonly Skill[]): Skill[] {
  const skills: Skill[] = [];
  skills.push(...moduleSkills, ...ownSkills(() => skills));
  return skills.sort((a, b) => a.rank - b.rank);
}

/** The skill that answers a message, or undefined when none recognizes it. */
export function skillFor(text: string, skills: readonly Skill[]): Skill | undefined {
  const lower = text.toLowerCase();
  return skills.find((skill) => skill.recognizes(lower));
}

export function answerFor(conversation: Conversation, toolbox: Toolbox): JuneReply {
  if (conversation.image) return answerImage(conversation.image.facts);
  const text = conversation.messages.at(-1)?.content ?? "";
  const skill = skillFor(text, rankedSkills(toolbox.skills));
  return skill ? skill.answer({ text, facts: toolbox.facts }) : answerUnknown();
}

/** Keeps only actions the couple may be offered (at most 3 at a time). */
function withActions(reply: JuneReply): JuneReply {
  const actions = (reply.actions ?? []).slice(0, 3);
  return actions.length > 0 ? { reply: reply.reply, actions } : { reply: reply.reply };
}

export const builtInEngine: JuneEngine = {
  name: "built-in",
  async reply(conversation, toolbox) {
    return withActions(answerFor(conversation, toolbox));
  },
};
