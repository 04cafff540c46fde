import { spelledOut } from "../words.ts";

/**
 * Casual wording made plain before June reads a message: people type to a planning app on a phone
 * ("hiii", "how many veggie meals", "r u sure", "who did we hire to take pics"). The texting shorthand
 * both assistants read is in ../words.ts; these are the planning words couples shorten. Only whole words are
 * replaced, case is kept for everything else (guest and vendor names pass through untouched), and the
 * replacements are everyday shorthand, not synonyms for any one skill's words.
 */
const SHORTHAND: readonly [RegExp, string][] = [
  [/\bhow'?s\b/gi, "how is"],
  [/\brsvpd\b|\brsvped\b/gi, "rsvp'd"],
  // British spellings read as the American ones the skills know.
  [/\bfavourite(s?)\b/gi, "favorite$1"],
  [/\bfavourited\b/gi, "favorited"],
  [/\bcolour(s?)\b/gi, "color$1"],
  [/\bcancelled\b/gi, "canceled"],
  [/\bcancelling\b/gi, "canceling"],
  [/\bcheque\b/gi, "check"],
  [/\borganis(e|ed|ing)\b/gi, "organiz$1"],
  [/\bveggies?\b/gi, "vegetarian"],
  [/\bkiddos?\b|\bkiddies\b|\blittle ones\b|\b(?:the )?littles\b|\blittle 'uns\b/gi, "kids"],
  [/\b(?:gonna |going to )?run (?:us|me)\b/gi, "cost us"],
  [/\bundecided\b/gi, "not answered"],
  [/\bon the fence\b/gi, "not answered"],
  // "The groom's mom wants to add 15 coworkers": a parent's wish to invite more people, not a request to June.
  [/\b(mom|mother|dad|father|parents|mother-in-law|father-in-law|in-laws|mil|fil)\s+(wants?|would like) to add\b/gi, "$1 $2 to invite"],
  // "Who's the florist on this one": a planner speaking of the couple's wedding.
  [/\b(?:on|for) this (?:one|wedding|couple|event)\b/gi, "for us"],
  // A planner's trade shorthand: "HMU", "MUA", "F&B", "the VM", "paid out to date".
  [/\bHMU\b|\bMUAs?\b/gi, "hair and makeup"],
  [/\bF ?& ?B\b/gi, "catering"],
  [/\b(?:the )?VM\b/g, "the venue manager"],
  [/\bpaid out\b/gi, "paid"],
  [/\bto date\b/gi, "so far"],
  // "Whats left to pay": money still owed, not vendors still to book.
  [/\b(?:left|still|remaining|yet) to (?:be )?pa(?:y|id)\b/gi, "still owed"],
  // "# of declines": the number of guests who declined.
  [/(^|\s)#\s*of\b/gi, "$1number of"],
  [/\bdeclines\b/gi, "declined"],
  // "How many are still ghosting us": not answering.
  [/\b(?:ghosting|ghosted) (?:us|me|our (?:rsvp|invite|invitation)s?)\b/gi, "not answered"],
  [/\b(?:pics|pix|pictures)\b/gi, "photos"],
  [/\btake (?:the |our )?photos\b/gi, "do the photography"],
  [/\b\+1s\b/gi, "plus ones"],
  [/(^|\s)\+1\b/gi, "$1plus one"],
  [/\bplus 1s?\b/gi, "plus one"],
  // Autocorrect's favorite slips on a phone: "hoe many", "hiw many", "how mnay".
  [/\b(?:hoe|hiw|hw|how) (?:many|mnay|mny)\b/gi, "how many"],
  [/\b(?:hoe|hiw|hw) much\b/gi, "how much"],
  [/\b(?:a |one )?fortnight\b/gi, "two weeks"],
  // "Any cheques we gotta write this week?": payments to make, not a checklist.
  [/\b(?:checks|cheques|check|cheque) (?:we|i|to|that we|we've|we have) (?:gotta |have to |need to |must |should |still )?(?:write|send|cut|mail)\b|\b(?:write|writing|cut|cutting) (?:a |any |the |some )?(?:checks|cheques|check|cheque)\b/gi, "payments we have to make"],
  [/\bwhose (?=still|not|coming|going|missing|left|bringing|invited|attending|allergic|vegetarian|vegan|sitting|on |in |at |paying|paid|next|up)/gi, "who's "],
  // "Venue says we need a licensed bartender, any in columbus?": what a vendor asked for is the couple's need, not a question about the vendor.
  [/\b(?:(?:the|our) )?(?:venue|caterer|planner|coordinator|florist|photographer|dj|officiant|baker)(?: (?:people|lady|guy|manager|coordinator|team))? (?:says|said|told us|wants|requires|is requiring)(?: that)? (?=we (?:need|have to have|must have|gotta have|should have))/gi, ""],
  // "Late add - my coworker priya natarajan": a guest to add.
  [/^\W*(?:late|last[- ]minute|quick|new|one more|another) (?:add|addition)\s*[-:,–—]\s*/gi, "add "],
  [/\btues\b/gi, "tuesday"],
  [/\bthurs?\b/gi, "thursday"],
  [/\bweds\b/gi, "wednesday"],
];

/**
 * Formal and word-for-word translated English, made the plain words June's skills read ("which persons have
 * rejected the invitation", "the alimentary restrictions", "augment the total budget to 45.000 dollars",
 * "the tasting of the cake for the 10 of December"). Meanings only, never names.
 */
const FORMAL: readonly [RegExp, string][] = [
  // Spoken fillers from voice input ("okay so um can you like add..."): no meaning to read.
  [/(?:^\s*|(?<=[.!?,]\s*))(?:okay|ok|so|alright|well|yeah|and)(?:,?\s+(?:so|um|uh|like))*[,\s]+(?=\w)/gi, ""],
  [/\b(?:um+|uh+|erm|er|hmm+)\b,?\s*/gi, ""],
  // "Theo says to add his boss", "my mom wants us to invite the Petersons": a request passed on is the request.
  [/(?:^\s*|(?<=[.!?]\s*))(?:(?:my|our|his|her) )?[\p{L}'-]+ (?:says|said|wants (?:me|us) to|asked (?:me|us) to|asks (?:me|us) to|told (?:me|us) to)(?: to)?,?\s+(?=(?:please |pls |can you |could you )?(?:add|put|invite|move|remove|delete|change|set|mark|save|send|take|bump|raise)\b)/giu, ""],
  [/\b(you|u) like,? (?=go|add|move|change|take|put|remove|send|check|look)/gi, "$1 "],
  [/(?<!\b(?:would|'d|you'd|we'd|i'd|feel|look|looks|looked|just|something|anything|nothing|more|not|don't|didn't|i|we|you|they|he|she|it)\s)\blike,?\s+(?=how|what|when|where|who|which|go|add|move|change|take|put|remove|a\b|an\b|the\b|\d)/gi, ""],
  [/\b(?:kindly|please be so kind (?:as )?to|would you be so kind (?:as )?to)\s+/gi, "please "],
  [/\b(?:we|i) (?:desire|wish|would like) to\b/gi, "we want to"],
  [/\b(?:[Mm]rs?|[Mm]s|[Ss]r|[Ss]ra|[Ss]rta|[Dd]r)\.?\s+(?=[A-ZÀ-Ý])/g, ""],
  [/\bpersons\b/gi, "people"],
  [/\b(?:rejected|refused|declined) the invitation\b/gi, "declined"],
  [/\bmake me a list\b/gi, "list them"],
  [/\b(?:alimentary|food|dietary|diet) restrictions?\b/gi, "dietary needs"],
  [/\bfamilies\b(?=[^.?!]*\b(?:response|answer|reply|respond|rsvp))/gi, "households"],
  [/\b(?:not yet given|not given|not yet sent|not sent) (?:a |their |any )?(?:response|answer|reply)\b/gi, "not answered"],
  [/\bspending more than (?:what )?(?:we )?(?:planned|budgeted|had planned|foresaw)\b/gi, "over budget"],
  [/\b(?:until|till) (?:which|what) (?:date|day)\b|\buntil when\b/gi, "by when"],
  [/\b(?:the )?guests? (?:can|may|must|have to) (?:confirm|answer|reply|respond)\b/gi, "the rsvp deadline"],
  [/\bfor when is (?:it|that|this)\b/gi, "when is it due"],
  [/\bto the list of (?:the )?(?:invited|guests|invitees)\b|\bto the guests list\b/gi, "to the guest list"],
  [/\bregister (?:a |an )?(?:new )?(expense|payment|cost)\b/gi, "add an $1"],
  [/\baugment\b/gi, "raise"],
  [/\b(\d{1,3})\.(\d{3})(?![\d.])/g, "$1,$2"],
  [/\bthe (\d{1,2}) of (january|february|march|april|may|june|july|august|september|october|november|december)\b/gi, "$2 $1"],
  [/\bthe tasting of the cake\b/gi, "the cake tasting"],
  [/\beliminate\b/gi, "delete"],
  [/\bthe family ([A-Z][\p{L}'-]+)\b/gu, "the $1 family"],
  [/\bwith how much (?:anticipation|advance|time)\b/gi, "how far in advance"],
  [/\bremarks?\b|\bobservations?\b/gi, "notes"],
  [/\b(?:page web|web ?page|internet page|site web)(?: of (?:the|our) wedding)?\b/gi, "wedding website"],
];

/**
 * A figure or a date said to be checked ("is it really only 3 kids coming?", "we invited 118 people total,
 * correct?", "the venue ended up costing 5500 didn't it"): asked as the question it is, so June answers with
 * the real figure instead of taking the guess as a request.
 */
const CHECKS: readonly [RegExp, string][] = [
  [/\b(?:is it|are there|it's|so) (?:really |actually |just |only )*(?:like )?\d+ (kids|children|guests|people|adults|vegetarians|vegans) (coming|attending|invited)\b/gi, "how many $1 are $2"],
  [/\bwe (?:invited|have|are inviting|'re inviting|'ve invited) (?:like |about |around |roughly )?\d+ (?:people|guests)(?: total| in total| altogether| in all)?,? (?:correct|right|yes|is that right)\b/gi, "how many guests are on our list"],
  [/\b(?:remind me )?what (?:we'?ve|we have|we) (?:actually |really )?paid(?: out)?(?: so far)?\b/gi, "how much have we paid so far"],
  [/\bthe (\w+) (?:ended up |ends up )?cost(?:ing|s)? (?:us )?(?:like |about |around )?\$?[\d,.]+k?,? (?:didn'?t it|did it|right|correct)\b/gi, "how much did the $1 cost us"],
  [/\bthe wedding is (?:on )?(?:[a-z]+ \d{1,2}(?:st|nd|rd|th)?|\d{1,2}\/\d{1,2}|the \d{1,2}(?:st|nd|rd|th)?)(?:,? \d{4})?,? (?:right|correct|yes|isn'?t it)\b/gi, "what is our wedding date"],
  [/\b(?:the |our )?(rehearsal dinner|rehearsal|welcome party|brunch|ceremony|reception) is (?:on )?(?:this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?: night| evening| morning| afternoon)?,? (?:right|correct|yes|isn'?t it)\b/gi, "when is the $1"],
  [/\bwe have (?:like |about |around |only |just )?(?:a|one|two|three|\d+) (?:days?|weeks?|months?)(?: left)? to ((?:book|order|send|buy|finalize|schedule|mail|choose|hire|pick) [a-z' ]{3,40}?),? (?:right|correct|yes|isn'?t it)\b/gi, "when is the deadline for $1"],
];

/**
 * The words of a guest spreadsheet or another wedding app ("accepts / regrets / pending", "no-replies", "party
 * size", "line item", "add a row"), said in the words June's skills read.
 */
const SPREADSHEET: readonly [RegExp, string][] = [
  [/\b(?:the |our |how many |number of )?accepts\b(?=\s*(?:\/|and|&|vs\.?|or|,)\s*(?:the )?regrets)/gi, "said yes"],
  [/\b(how many|number of|the|our|total) accepts\b/gi, "$1 said yes"],
  [/(said yes\s*(?:\/|and|&|vs\.?|or|,)\s*)(?:the )?regrets\b/gi, "$1said no"],
  [/\b(?:the )?(?:no[- ]repl(?:y|ies)|non[- ]?respon(?:ders|dents)|no[- ]responses?)\b/gi, "the guests who haven't answered"],
  [/\bparty size (?:for|of) (?:the )?([a-z][\p{L}'-]+?)(?:s|es)?\b/giu, "how many people are in the $1 family"],
  [/\bnew (?:budget )?(?:line item|line|expense|row)\s*[:-]\s*/gi, "add an expense: "],
  [/\b(?:budget )?line items?\b|\bbudget lines?\b/gi, "budget expense"],
  [/\b(?:estimated|estimate|est\.?) (?:vs\.?|versus|and|or|\/) (?:the )?actual\b/gi, "estimated and actual cost"],
  [/\badd (?:a |another |one more )?(?:row|line|entry) (?:for|with)\b/gi, "add"],
  [/\b(?:checklist items?|to-?do items?)\b/gi, "task"],
  // "Total paid to date across all vendors": a telegraphic ask for what has been paid.
  [/^\W*(?:our |the )?total (paid|spent)\b/i, "how much have we $1"],
];

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const NUMBER_WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(TENS), "hundred", "thousand"].join("|")})`;
/** A run of number words ("fifteen hundred", "a hundred and twenty", "twenty-five"), "a" only before a hundred or thousand. */
const NUMBER_RUN = new RegExp(`\\b(?:a (?=hundred|thousand))?${NUMBER_WORD}(?:(?:[ -]|\\s+and\\s+)${NUMBER_WORD})*\\b`, "gi");

/** The value of a run of number words, or undefined for a lone "one" or "zero" ("plus one", "no one" stay words). */
function numberOf(run: string): number | undefined {
  const words = run.toLowerCase().split(/[\s-]+/).filter((w) => w !== "and" && w !== "a");
  if (words.length === 1 && (words[0] === "one" || words[0] === "zero")) return undefined;
  // "One fifty", "two twenty-five": said like prices and headcounts, a digit then tens means hundreds.
  const [head, next] = words;
  if (words.length >= 2 && UNITS[head!] !== undefined && UNITS[head!]! >= 1 && UNITS[head!]! <= 9 && next !== undefined && (TENS[next] !== undefined || (UNITS[next] ?? 0) >= 10)) {
    return UNITS[head!]! * 100 + (numberOf(words.slice(1).join(" ")) ?? 0);
  }
  let total = 0;
  let current = 0;
  for (const word of words) {
    if (word in UNITS) current += UNITS[word]!;
    else if (word in TENS) current += TENS[word]!;
    else if (word === "hundred") current = (current || 1) * 100;
    else if (word === "thousand") {
      total += (current || 1) * 1000;
      current = 0;
    }
  }
  return total + current;
}

/** Numbers written as words made digits ("fifteen hundred" is 1500), and "a grand" or "3 grand" made dollars. */
function digitsFor(text: string): string {
  // "4 thousand", "2.5 thousand", "12 hundred": a digit before a scale word is multiplied first.
  const scaled = text.replace(/\b(\d+(?:\.\d+)?)\s+(hundred|thousand)\b/gi, (_all, n: string, scale: string) => String(Math.round(Number(n) * (scale.toLowerCase() === "hundred" ? 100 : 1000))));
  const digits = scaled.replace(NUMBER_RUN, (run) => {
    const value = numberOf(run);
    return value === undefined ? run : String(value);
  });
  return digits.replace(/\b(?:a|one) grand\b/gi, () => "$1,000").replace(/\b(\d+(?:\.\d+)?) grand\b/gi, (_all, n: string) => `$${Math.round(Number(n) * 1000)}`);
}

/** The message with stretched words shortened ("hiii", "sooo"), everyday shorthand spelled out and numbers as digits. */
/** June addressed: after a greeting or thanks, opening the message with a comma, or closing it after one. */
const CALLED_BY_NAME = [
  /^(\W*(?:(?:ok|okay|so|oh|omg)\W+)*(?:hi+|hiya|hel+o+|hey+|heya|yo|good (?:morning|afternoon|evening)|morning|howdy|thanks|thank you|thank u|thx|ty|ok|okay))\W+june\b/i,
  /^(\W*)june\s*[,:!—–-]+\s*/i,
  /(\w)\s*,\s*june(?=\W*$)/i,
];

export function plainWording(text: string): string {
  // Three or more of one letter never occur in English words; two stay ("cool", "Anne").
  let plain = text.replace(/([a-z])\1{2,}/gi, "$1");
  // "Add dancing queen to our must play list 🪩": a picture says nothing a skill reads, unless it is all there is ("👍").
  const unpictured = plain.replace(/(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\p{Emoji_Modifier})+/gu, " ").replace(/[ \t]{2,}/g, " ").trim();
  if (/\p{L}/u.test(unpictured)) plain = unpictured;
  // "👍", "🙏❤️" on their own after an answer are thanks.
  else if (/^(?:\s|👍|🙏|❤|🥰|😍|🙌|😊|💕|💖|🤍|\u{FE0F}|\p{Emoji_Modifier})+$/u.test(plain)) plain = "thanks";
  plain = spelledOut(plain);
  // "Hey june, how many rsvped", "thanks june!": June called by name is no guest named June.
  for (const pattern of CALLED_BY_NAME) plain = plain.replace(pattern, "$1");
  // Fillers go, unless they are all there is ("hmm" alone is still said to June).
  const formal = FORMAL.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), plain);
  if (/\p{L}/u.test(formal)) plain = formal;
  for (const [pattern, replacement] of CHECKS) plain = plain.replace(pattern, replacement);
  for (const [pattern, replacement] of SPREADSHEET) plain = plain.replace(pattern, replacement);
  for (const [pattern, replacement] of SHORTHAND) plain = plain.replace(pattern, replacement);
  return digitsFor(plain);
}
