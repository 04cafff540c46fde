/**
 * Word handling both assistants share when they search text: the common words a search skips and a light
 * stemmer, so that "tours", "touring" and "toured" meet, without a language library's surprises.
 */
/** Words too common to tell one text from another. */
export const STOPWORDS = new Set(
  "a an and are as at be been but by can could do does did for from get got has have how i i'm im in into is it it's its just me my of on or our please so that the their them then there this to too was we what when where which who why will with would you your yours am any also about being here hi hello hey thanks thank ok okay like pls plz u ur us some way want need know really very still yet yall guys".split(
    " ",
  ),
);

/** A word without its common English ending. */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  for (const suffix of ["ations", "ation", "ings", "ing", "ies", "ied", "ed", "es", "ly", "s"]) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      const base = word.slice(0, -suffix.length);
      return suffix === "ies" || suffix === "ied" ? `${base}y` : base;
    }
  }
  return word;
}


/**
 * Texting shorthand both assistants read as the words it stands for ("pls help w/ my acct asap", "r u sure",
 * "got chrgd 2x"). Whole words only, so names pass through; a digit becomes a word only where no count could
 * stand ("how 2", "4 my").
 */
const TEXTING_SHORTHAND: readonly [RegExp, string][] = [
  [/\bu\b/gi, "you"],
  [/\bur\b/gi, "your"],
  [/\bppl\b/gi, "people"],
  [/\bpls\b|\bplz\b/gi, "please"],
  [/\bthx\b|\bthnx\b|\btysm\b/gi, "thanks"],
  [/\babt\b/gi, "about"],
  [/\bb4\b/gi, "before"],
  [/\bw\/o\b/gi, "without"],
  [/\bw\/(?=\s)/gi, "with"],
  // "Any1 w food allergies?": a lone "w" between words is "with"; "any1", "some1", "every1" are the words.
  [/(?<=\w\s)w(?=\s+\w)/gi, "with"],
  [/\b(any|some|every|no)1\b/gi, "$1one"],
  [/\bbc\b|\bcuz\b|\bbecuz\b/gi, "because"],
  [/\btmrw\b|\btmr\b|\btmrow\b/gi, "tomorrow"],
  [/\brn\b/gi, "right now"],
  [/\bthru\b/gi, "through"],
  [/\bgonna\b/gi, "going to"],
  [/\bwanna\b/gi, "want to"],
  [/\bgotta\b/gi, "have to"],
  [/\bwhats\b/gi, "what's"],
  [/\bwhos\b/gi, "who's"],
  [/\bwhens\b/gi, "when's"],
  [/\bwheres\b/gi, "where's"],
  [/\bhows\b/gi, "how's"],
  [/\bthats\b/gi, "that's"],
  [/\bdont\b/gi, "don't"],
  [/\bdidnt\b/gi, "didn't"],
  [/\bhavent\b/gi, "haven't"],
  [/\bhasnt\b/gi, "hasn't"],
  [/\bcant\b/gi, "can't"],
  [/\bwont\b/gi, "won't"],
  [/\bim\b/gi, "i'm"],
  [/\bive\b/gi, "i've"],
  [/\bweve\b/gi, "we've"],
  [/\btheyre\b/gi, "they're"],
  [/\bbday\b/gi, "birthday"],
  [/\bmins\b/gi, "minutes"],
  [/\bhrs\b/gi, "hours"],
  [/\bwks\b/gi, "weeks"],
  [/\bwk\b/gi, "week"],
  [/\bwknd\b|\bwkend\b/gi, "weekend"],
  [/\bappts?\b/gi, "appointment"],
  [/\br\b(?! &)/gi, "are"],
  [/\bmos\b/gi, "months"],
  [/\b2moro\b|\b2morrow\b|\btomoz\b/gi, "tomorrow"],
  [/\bnxt\b/gi, "next"],
  [/\bacct\b|\baccnt\b|\bacount\b|\bacc\b/gi, "account"],
  [/\bpw\b|\bpwd\b|\bpswd\b/gi, "password"],
  [/\bmsgs\b/gi, "messages"],
  [/\bmsg(?:d|ed)\b/gi, "messaged"],
  [/\bmsg\b/gi, "message"],
  [/\bbiz\b/gi, "business"],
  [/\bdiff\b/gi, "different"],
  [/\bMIL\b/g, "mother in law"],
  // "mil keeps asking", "my mil": lower case too, where it can only be a person (not "2 mil").
  [/(?<=\b(?:my|our|the|his|her|your)\s)mil\b|^mil\b(?=\s+[a-z])/gi, "mother in law"],
  [/\bwat\b/gi, "what"],
  [/\bbf\b/gi, "boyfriend"],
  [/\bgf\b/gi, "girlfriend"],
  // "n the rehearsal dinner?": a lone "n" is "and".
  [/(?<=^|\s)n(?=\s+[a-z])/gi, "and"],
  [/\bMOH\b/gi, "maid of honor"],
  [/\bFIL\b/g, "father in law"],
  [/\bchg\b|\bchnge\b/gi, "change"],
  [/\bchrgd\b|\bchg'?d\b/gi, "charged"],
  [/\b2x\b|\btwo times\b/gi, "twice"],
  [/\bnotifs?\b|\bnotis\b/gi, "notifications"],
  [/\breq\b/gi, "request"],
  [/\bpymt\b|\bpmt\b/gi, "payment"],
  [/\btxt\b/gi, "text"],
  [/\baddy\b/gi, "address"],
  [/\bwrking\b|\bwrkng\b|\bworkin\b/gi, "working"],
  [/\bidk\b/gi, "I don't know"],
  [/\bnvm\b/gi, "never mind"],
  [/\bsmth\b|\bsmthg\b/gi, "something"],
  [/\b(how|want|need|trying|have|able|going|where) 2\b(?= [a-z])/gi, "$1 to"],
  [/\b4 (?=(?:my|our|the|a|an|me|us|him|her|them|this|that|some|taxes|free)\b)/gi, "for "],
];

/** The message with texting shorthand spelled out. */
export function spelledOut(text: string): string {
  let plain = text;
  for (const [pattern, replacement] of TEXTING_SHORTHAND) plain = plain.replace(pattern, replacement);
  return plain;
}
