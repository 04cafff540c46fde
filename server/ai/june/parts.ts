import { categoryPhraseIn } from "../../planning/entities.ts";

/**
 * Messages that batch several asks ("how many said yes and whats left to pay", "who hasn't answered?
 * also add a task to call them friday"): the parts that each ask or request something, each with the
 * statements said just before it ("we hired a videographer!! Reel Moments, $1,650. can you put that in
 * the budget"), so every part can be read on its own.
 */

/** A question or request opens with one of these (after "and", "also", "oh and", "please"...). */
const WH_START = /^(?:what|what's|whats|how|who|who's|whos|whom|when|when's|whens|where|which|why|any)\b/;
/** "Can't find it on here" states; "can't you…?" asks with its question mark. */
const YES_NO_START = /^(?:is|are|was|were|do|does|did|can|could|should|will|would|have|has)\b(?!['’]?t\b|n['’]?t\b)/;
const REQUEST_START = /^(?:another (?:one|task|thing)|one more|add|put|take|clean out|clear out|get rid of|wipe|remind|set|change|move|push|bump|mark|check(?: (?:it|that|this|them|those|both))? off|tick(?: (?:it|that|this|them|those|both))? off|cross(?: (?:it|that|this|them|those|both))? off|save(?![- ]the[- ]dates?\b)|send|show|list|tell|give|find|look up|schedule|create|make|raise|lower|increase|decrease|update|delete|remove|erase|publish)\b/;
const LEAD_IN = /^(?:(?:and|also|plus|then|oh|ok|okay|so|actually|just|wait|nope|no(?=[,.!]| actually\b| wait\b| just\b)|damn|dang|darn|ugh+|ah+|aw+|oof|shoot|wow|hmm+|man|bummer|yikes|and then|oh and|and also|one more thing|last thing|lastly|finally|btw|please|pls|june|if not|if so|if yes|if they are|if it is|otherwise|\d+[.)]|-|•)\W*\s*)*/;
/** "Can you put that in the budget": a request said anywhere in its sentence. */
const ASKED_OF_JUNE = /\b(?:can|could|would|will) (?:you|u)\b|\bplease\b|\bpls\b/;

/** Abbreviations whose period does not end a sentence ("Dr. Patel", "St. Clair"). */
const ABBREVIATION = /\b(?:mr|mrs|ms|dr|st|sr|jr|vs|etc|no|mt|ft|approx|est)\.$/i;

/**
 * The words after a joining "and"/"also"/"plus" or a comma that start a new ask. Fewer than open a sentence:
 * "guests who said yes and are vegetarian" or "the barn, which holds 150" go on with the same ask.
 */
const JOINED_ASK = "what|what's|whats|how|who's|whos|who (?:did|do|does|is|are|was|were|has|have|will|should|can)|another (?:one|task|thing)|one more|when|when's|whens|where|why|can you|could you|please|add|put|remind|set|change|move|push|bump|mark|check off|save|send|show|tell|give|find|look up|schedule|create|raise|lower|update|cross off|publish";
/** After a comma ("…coming, and do they all have a meal"), or as "and is there", a yes/no question starts too. */
const COMMA_JOINED_ASK = "do|does|did|is|are|was|were|has|have|can|could|should";
const NEXT_ASK = new RegExp(
  `\\s*,\\s*(?:and\\s+|also\\s+|plus\\s+)?(?=(?:${JOINED_ASK})\\b)|\\s*,\\s*(?:and\\s+|also\\s+|plus\\s+)?(?=(?:${COMMA_JOINED_ASK})\\s+(?:we|they|you|u|i|he|she|it|the|our|all|any|there|everyone|anyone)\\b)|\\s+(?:and|also|plus|&|\\+)\\s+(?:also\\s+|then\\s+)?(?=(?:${JOINED_ASK})\\b|(?:is|are) there\\b)|\\s*,?\\s+then\\s+(?=(?:${JOINED_ASK})\\b)|\\s*,\\s*(?:and\\s+)?(?=[^,.;?!]{2,60}\\s+(?:too|as well)\\W*$)|\\s*,\\s*(?:and\\s+)?(?=(?:the|our|what about|how about)\\s+[^,.;?!]{2,40}\\?\\s*$)|\\s*,\\s*(?:and\\s+)?(?=(?:since|because|cause|so)\\b[^,.;?!]*\\b(?:bump|raise|set|add|put|move|change|increase|lower|cut)\\b)`,
  "i",
);

/** A question that leans on the one before it ("what date is that", "how many of them said yes"). */
const REFERS_BACK = /\b(?:it|its|that|them|they|those|these|this|he|she|him|her|his|their|there|one|ones|ours|cheaper|else|instead)\b/;
/** Words that name no topic of their own: "what date is that" is about the part before it; "finalize the menu with them" has its own. */
const NO_TOPIC = new Set("back forward off over later earlier done complete completed finished it its that them they those these this he she him her their there one ones ours what whats what's when whens when's where which who whos who's how is are was were do does did can could should will would have has had we us our i me my you the a an of to in on for at by with and or if not so date day days time week weeks weekday month months year years much many exactly again still ever yet then also about any anyone anybody all be been get got supposed need needs right now actually just really too else more next after before tho though lol pls please".split(" "));
/** A guess said to be checked ("the rehearsal is the night before, right?", "…on their rsvp i think?"): the question after it goes on about it. */
const CHECKED_GUESS = /\b(?:right|correct|yeah|yes|no|huh|isn't it|aren't they|didn't we|don't we|i think|i guess|i believe|maybe|probably)\s*\?+\s*$/;

function sentencesOf(text: string): string[] {
  const pieces = text.split(/\n+|;\s*|(?<=[?!])\s+|(?<=\.)\s+(?=\S)|\s+(?=\d{1,2}\)\s*\S)/);
  // Re-join pieces split after an abbreviation ("Dr. Patel").
  const joined: string[] = [];
  for (const piece of pieces) {
    const last = joined.at(-1);
    if (last !== undefined && ABBREVIATION.test(last)) joined[joined.length - 1] = `${last} ${piece}`;
    else joined.push(piece);
  }
  return joined.map((s) => s.trim()).filter(Boolean);
}

const withoutLeadIn = (part: string) => part.toLowerCase().replace(LEAD_IN, "").trim();

/** "Can we push that back 2 weeks", "let's move it to friday": a change the couple asks for in their own voice. */
const WE_ASK = /^(?:(?:can|could) (?:we|i)|let'?s|lets) (?:just |please |pls )?/;
export const isRequest = (part: string) => REQUEST_START.test(withoutLeadIn(part).replace(WE_ASK, "")) || ASKED_OF_JUNE.test(part.toLowerCase());

/**
 * Whether a part asks a question or makes a request (not a statement of context). "Is for the menu of kids."
 * opens like a question but ends as a statement: a yes/no opening counts only with its question mark.
 */
export function asksSomething(part: string): boolean {
  const plain = withoutLeadIn(part);
  return part.includes("?") || WH_START.test(plain) || (YES_NO_START.test(plain) && !/\.\s*$/.test(part)) || isRequest(part) || SAME_AGAIN.test(plain);
}

/** "Same q for the invitations", "what about catering", "and in catering?": the question before, asked again of something else. */
const SAME_AGAIN = /^(?:same (?:q|question|thing|goes)?\s*(?:for|with)|(?:what|how) about)\b/;
const FRAGMENT_START = /^(?:same (?:q|question|thing|goes)?\s*(?:for|with)|(?:what|how) about|and (?:in|for|on)|in|for|on)\b/;

/** "No, I meant the ceremony", "sorry, I was asking about catering": a correction of what the question before named. */
const CORRECTION = /^(?:(?:no|nope|sorry|actually|wait|oops|ugh|wrong one|wrong task|my bad|not that one|not that)\b[^\w]*)*(?:i meant|i mean|meant|i was asking about|i'?m asking about)\s+/;

/**
 * Words of one kind, any of which a follow-up can put in place of another ("how many kids are coming" →
 * "and the vegetarians?"): guest groups, the wedding's events, the cities served. Budget categories are read
 * by their own words (categoryPhraseIn).
 */
const SWAPPABLE: readonly RegExp[] = [
  /\b(?:kids|children|adults|grown[- ]ups|vegetarians?|vegans?|gluten[- ]free|plus[- ]ones?|the (?:chicken|beef|fish|vegetarian|vegan) (?:people|ones|guests))\b/i,
  /\b(?:wedding|ceremony|reception|rehearsal(?: dinner)?|welcome (?:party|drinks)|brunch|after[- ]party|cocktail hour)\b/i,
  /\b(?:cleveland|columbus|cincinnati|nashville)\b/i,
];

const escaped = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The question before, asked of what a short fragment names instead ("how much is left in the venue budget?
 * and in catering?", "no I meant the ceremony"). Undefined when the fragment swaps nothing the question before named.
 */
export function askedAgainOf(fragment: string, before: string, extra: readonly RegExp[] = []): string | undefined {
  const corrected = withoutLeadIn(fragment).replace(CORRECTION, "");
  const plain = corrected.replace(/^(?:the|our)\s+/, "");
  const isCorrection = corrected !== withoutLeadIn(fragment);
  // "Marisol's side? just the number pls": the fragment is the first clause; what follows only says how to answer.
  const firstClause = plain.split(/[?,;]/)[0]!.trim();
  if (plain.split(/\s+/).length > 6 || !(isCorrection || FRAGMENT_START.test(plain) || plain.split(/\s+/).length <= 2 || firstClause.split(/\s+/).length <= 2)) return undefined;
  // "Who's coming from Theo's side?" "and mine? -M": the same question of the other side, signed as it was.
  const signature = /\s+[-–—~]+\s*\p{L}+\W*$/u.exec(fragment)?.[0] ?? "";
  const owner = /^(?:and\s+)?(?:(mine|hers|his|theirs)|(my|her|his|their|[\p{L}]+'s)(?:\s+(?:side|people|family|guests|friends|folks|relatives|crowd))?)\W*$/u.exec(plain.replace(/\s+[-–—~]+\s*\p{L}+\W*$/u, "").trim());
  const ownedBefore = /\b(?:[\p{L}]+'s|his|her|my|their)(?=\s+(?:side|people|family|guests|friends|folks|relatives|crowd)\b)/iu.exec(before);
  if (owner && ownedBefore) {
    const whose = owner[1] ? ({ mine: "my", hers: "her", his: "his", theirs: "their" } as Record<string, string>)[owner[1]]! : owner[2]!;
    if (whose.toLowerCase() !== ownedBefore[0].toLowerCase()) return `${before.slice(0, ownedBefore.index)}${whose}${before.slice(ownedBefore.index + ownedBefore[0].length).replace(/\s*[?.!]*\s*$/, "")}${signature}`;
  }
  const [said, instead] = [categoryPhraseIn(before), categoryPhraseIn(plain)];
  if (said && instead && said !== instead) return before.replace(new RegExp(`\\b${escaped(said)}\\b`, "i"), instead);
  for (const kind of [...SWAPPABLE, ...extra]) {
    const [was, now] = [kind.exec(before)?.[0], kind.exec(plain)?.[0]];
    if (was && now && was.toLowerCase() !== now.toLowerCase()) return before.replace(new RegExp(`\\b${escaped(was)}\\b`, "i"), now);
  }
  // "By when do we finalize the menu? and the officiant?": a bare "the …" asks the same of that thing.
  const bareThing = /^(?:(?:what about|how about|and)\s+)?(?:the|our|my)\s+[\p{L}' -]{2,30}\??$/u.test(corrected.trim());
  return isCorrection || bareThing ? correctedObject(before, plain.replace(FRAGMENT_START, "").trim()) : undefined;
}

/** Nouns that only point at a thing ("the cake tasting thing"): kept when the thing named is swapped. */
const POINTING_NOUNS = new Set(["thing", "one", "task", "item", "stuff"]);

/**
 * "When is the cake tasting thing?" "no sorry, I meant the rings": the question before, asked of what the
 * correction names in place of its first "the …" (or "our …") phrase. Undefined when it has none.
 */
function correctedObject(before: string, correction: string): string | undefined {
  const instead = correction.replace(/[?.!,]+/g, " ").trim();
  if (!instead || instead.split(/\s+/).length > 3) return undefined;
  const words = before.trim().split(/\s+/);
  const start = words.findIndex((word, i) => i > 0 && /^(?:the|our|my)$/i.test(words[i - 1]!) && !NO_TOPIC.has(word.toLowerCase()) && !POINTING_NOUNS.has(word.toLowerCase()));
  if (start < 0) return undefined;
  let end = start;
  while (end + 1 < words.length && !NO_TOPIC.has(words[end + 1]!.toLowerCase().replace(/\W+$/, "")) && !POINTING_NOUNS.has(words[end + 1]!.toLowerCase().replace(/\W+$/, ""))) end++;
  return [...words.slice(0, start), instead, ...words.slice(end + 1)].join(" ");
}

/**
 * A request that repeats the one before for something else: "…, and another one to pick up the suits" after
 * "add a task to buy a guest book" is "add a task to pick up the suits"; "…, and shout by the isley brothers
 * too" after "add marry you by bruno mars to our songs" is "add shout by the isley brothers to our songs".
 * The piece as said when it is not such a repeat.
 */
export function requestAgain(piece: string, before: string): string {
  if (!isRequest(before)) return piece;
  const another = /^\W*(?:another|one more)(?: (?:one|task|thing|to-?do|reminder))?\s+(.+)$/i.exec(piece);
  const kind = /^(.*?\b(?:task|to-?do|reminder|item|expense|guest|song|note))\b/i.exec(before);
  if (another && kind) return `${kind[1]} ${another[1]}`;
  // "X too", "X as well": the request before, with X in place of its object.
  const also = /^\W*(?:and\s+)?(.+?)\s+(?:too|as well|also)\W*$/i.exec(piece);
  const frame = /^(\W*(?:(?:please|pls|can you|could you|also)\s+)*(?:add|put|invite|save|remove|delete|take|mark|check off)\s+)(.+?)(\s+(?:to|on|onto|in|into|off|from)\s+(?:the|our|my)\s+[\w\s-]+?)\W*$/i.exec(before);
  if (also && frame && !isRequest(also[1]!) && !WH_START.test(withoutLeadIn(also[1]!))) return `${frame[1]}${also[1]}${frame[3]}`;
  return piece;
}

/** One ask: its text with what it leans on, and, for a question that refers back yet names its own topic, its words alone. */
export interface AskedPart {
  text: string;
  alone?: string;
}

/** Whether a question names a topic of its own besides the words that point back ("finalize the menu with them"). */
function namesOwnTopic(part: string): boolean {
  return withoutLeadIn(part)
    .split(/[^a-z'-]+/)
    .some((word) => word.length >= 3 && !NO_TOPIC.has(word));
}

/**
 * The asks in a message, in order, each with the statements said just before it; one part when the message
 * asks one thing. A question that refers back ("what date is that") is read with the part before it, and a
 * guess to check ("…, right?") with the question after it.
 */
/** A piece that only says how to answer ("just the number please", "short answer pls", "names only"). */
const HOW_TO_ANSWER = /^\W*(?:(?:just|only)\s+)?(?:(?:give|tell|send) (?:me|us) )?(?:the\s+)?(?:number|total|figure|amount|names?|list|short (?:answer|version)|quick (?:answer|version)|yes or no|tl;?dr|bottom line)(?:\s+only)?(?:\s+(?:please|pls|plz|is fine|thanks|thx|ty))?\W*$/i;

export function askedParts(text: string): AskedPart[] {
  const pieces = sentencesOf(text)
    .flatMap((sentence) => sentence.split(NEXT_ASK))
    // "…and since the list keeps growing bump catering to 15k": the reason, then the request.
    .flatMap((piece) => {
      const reason = /^((?:and\s+)?(?:since|because|cause|so)\b.*?)\s+((?:bump|raise|set|add|put|move|change|increase|lower|cut)\b.*)$/i.exec(piece);
      return reason ? [reason[1]!, reason[2]!] : [piece];
    })
    .map((piece) => piece.replace(/^(?:(?:and|also|plus|then|&|\+)\s+|(?:\d+[.)]|[-•*])\s*)/i, "").trim())
    // "How much do we still owe altogether. just the number please": how to answer, not another ask.
    .filter((piece) => piece && !HOW_TO_ANSWER.test(piece));
  const parts: AskedPart[] = [];
  let context: string[] = [];
  let pendingGuess: string | undefined;
  for (const said of pieces) {
    // "Have we booked a cake person? if not who's good in columbus": the condition leans on the ask before, whose thing it keeps.
    const condition = /^(?:if not|if so|if yes|if no|otherwise|if we haven'?t|if we have)\b[,\s]*/i.exec(said);
    const thing = condition && parts.length > 0 ? categoryPhraseIn(parts.at(-1)!.text) : undefined;
    const piece = condition ? `${said.slice(condition[0].length)}${thing && !categoryPhraseIn(said) ? ` for ${thing}` : ""}`.trim() : said;
    if (!piece) continue;
    const again = context.length === 0 && parts.length > 0 ? askedAgainOf(piece, parts.at(-1)!.text) : undefined;
    // "…, and shout by the isley brothers too": the request before, repeated for something else.
    const repeated = again === undefined && context.length === 0 && parts.length > 0 ? requestAgain(piece, parts.at(-1)!.text) : piece;
    if (repeated !== piece) {
      parts.push({ text: repeated });
      continue;
    }
    // "List our whole vendor team, who's booked": two or three words go on with the ask before them, and so does a
    // fragment that opens with no question word or verb ("…rental fee at the barn? and per person for food?").
    const plain = withoutLeadIn(piece);
    const fragment = piece.split(/\s+/).length <= 5 && !WH_START.test(plain) && !YES_NO_START.test(plain) && !isRequest(piece) && !SAME_AGAIN.test(plain) && piece.includes("?");
    if (again === undefined && (piece.split(/\s+/).length < 3 || fragment) && parts.length > 0 && context.length === 0) {
      parts.at(-1)!.text = `${parts.at(-1)!.text} ${piece}`;
      continue;
    }
    if (again === undefined && (piece.split(/\s+/).length < 2 || !asksSomething(piece))) {
      context.push(piece);
      continue;
    }
    const part: AskedPart = { text: again ?? [...context, piece].join(" ") };
    const hadContext = context.length > 0;
    context = [];
    // "Did we order the rings yet? we just did it!! tick it off": a request whose only object is a pronoun leans on the ask before.
    const bareRequest = isRequest(piece) && !namesOwnTopic(withoutLeadIn(piece).replace(REQUEST_START, ""));
    if (pendingGuess !== undefined) {
      part.text = `${pendingGuess} ${part.text}`;
      pendingGuess = undefined;
    } else if (again === undefined && REFERS_BACK.test(withoutLeadIn(piece)) && parts.length > 0 && (bareRequest || condition !== null || (!isRequest(piece) && !hadContext))) {
      // "…? if so add them to our playlist": a condition's pronoun is what the ask before found.
      if (namesOwnTopic(piece) && !bareRequest && condition === null) part.alone = piece;
      part.text = `${parts.at(-1)!.text} ${part.text}`;
    }
    if (CHECKED_GUESS.test(piece)) pendingGuess = part.text;
    else parts.push(part);
  }
  if (pendingGuess !== undefined) parts.push({ text: pendingGuess });
  // Statements after the last ask go with it ("…add a task to call them friday. they never answer texts").
  if (context.length > 0 && parts.length > 0) parts.at(-1)!.text = `${parts.at(-1)!.text} ${context.join(" ")}`;
  return parts.length > 0 ? parts : [{ text }];
}

/** "Yes please", "ok add that", "sure, do it": the offer just made, accepted in words instead of with its button. */
const ACCEPTS = /^\W*(?:(?:yes|yeah|yep|yup|sure|ok|okay|k|please|pls|great|perfect|sounds good|go ahead|do it|do that|let'?s do (?:it|that))\b[\s,.!]*)*(?:(?:please |pls |go ahead and |just )?(?:add|put|save|send|schedule|make|set|do) (?:it|that|this|them|those|both)(?: (?:as (?:a )?(?:task|to-?do|reminder|expense)|(?:to|on|in|into) (?:the |our |my )?[a-z ]{2,30}))?|yes|yeah|yep|yup|sure|ok|okay|please|please do|go ahead|do it|do that|sounds good|let'?s do it)[\s,.!]*(?:please|pls|thanks?|thank you|june)?[\s,.!]*$/i;

export function acceptsOffer(text: string): boolean {
  return ACCEPTS.test(text.trim());
}

/** A message that leans on the one before it: opens as a follow-up, points back, or is only a few words. */
const FOLLOW_UP_OPENING = /^\W*(?:(?:damn|dang|darn|ugh+|ah+|aw+|oof|shoot|wow|man|bummer|yikes)\b\W*)*(?:and|also|plus|what about|how about|same (?:for|with|q|question|thing)|ok(?:ay)?|so|then|but|no|nope|actually|wait|i meant|i mean|sorry|oh|hmm|what if)\b/i;

/** "Ok unrelated but…", "diff question", "totally different thing": the couple says the message starts a new topic. */
export const NEW_TOPIC = /^\W*(?:(?:ok(?:ay)?|so|oh|and|also|um+|hey|btw|anyway|wait)\b[\s,.!]*)*(?:(?:(?:totally|completely|kinda|kind of|slightly|a bit|somewhat)\s+)?(?:(?:unrelated|off[- ]topic)(?:\s+(?:q|question|thing|topic|subject|note))?|(?:different|diff|separate|other|new|random|another)\s+(?:q|question|thing|topic|subject|note))|(?:changing|change of|switching|switch) (?:the )?(?:subject|topics?|gears)|on (?:a |an )?(?:different|other|another|separate|unrelated) (?:note|topic|subject)|(?:something|one more thing) (?:else|different|unrelated))\b(?:\s*(?:but|though|tho))?[\s,.:;!-]*(?=\S+\s+\S)/i;

/** "That day", "that category", "fit there", "under that": a pointer at something just named. */
export const POINTER = /\b(?:that|this|the same) (?:day|date|category|budget line|line item|venue|place|vendor|amount|price|time)\b|\b(?:fit|seat|hold|sit) there\b|\b(?:under|below|over|within|less than|more than) that\b(?!\s+\w)|\bthe rest (?:of it )?(?:due|owed)\b/i;

export function followsUp(text: string): boolean {
  // "🪩🪩": pictures alone ask nothing of the question before.
  if (NEW_TOPIC.test(text) || !/[\p{L}\p{N}]/u.test(text)) return false;
  if (POINTER.test(text)) return true;
  // "Push that back a week, still waiting on our pastor": a request whose object is only a pronoun.
  const request = withoutLeadIn(text).split(/[,.;!?]/)[0]!;
  if (isRequest(request) && REFERS_BACK.test(request) && !namesOwnTopic(withoutLeadIn(request).replace(WE_ASK, "").replace(REQUEST_START, ""))) return true;
  const words = text.trim().split(/\s+/).length;
  return FOLLOW_UP_OPENING.test(text) || words <= 3 || (words <= 10 && REFERS_BACK.test(withoutLeadIn(text)));
}
