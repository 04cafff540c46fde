/**
 * What a message asks, read without what only surrounds the ask. People write to support as they would
 * write a letter ("Good afternoon. ... Thank you, Dolores"), tell who they are first ("I am 72 and own a
 * little barn", "not a computer person"), name the product's things in older or everyday words ("my login
 * number", "the e-mail letter", "the computer page") or vent before they ask ("THIRD time asking", "this is
 * ridiculous"). Left in, those words outvote the few that name the need; here they are dropped or mapped to
 * the words the help articles use, so the search and the area read the ask itself.
 */

/** A greeting opening the letter ("Good afternoon.", "Hello,", "Dear Sir or Madam,", "Hi Grace!"). */
const GREETING = /^\s*(?:(?:good (?:morning|afternoon|evening|day)|hello|hi|hey|hiya|howdy|greetings|to whom it may concern|dear (?:sir or madam|sir|madam|sirs|team|support|grace|serviceberry|friends?)|dear)(?:\s+(?:there|grace|all|everyone|folks|team|friends?|dear|serviceberry))*\s*[,.!:;]+\s*)+/i;

/** Words that close a letter ("Thank you", "Much obliged", "Kind regards", "Sincerely", "God bless"). */
const CLOSING = "(?:thank you(?: (?:so|very) much| kindly| again| in advance)?|thanks(?: (?:so|very) much| again| in advance| a (?:lot|bunch|million))?|many thanks|much obliged|much appreciated|obliged|(?:kind|best|warm|warmest|kindest) regards|regards|sincerely(?: yours)?|yours (?:truly|sincerely)|respectfully(?: yours)?|best wishes|all the best|best|cheers|god bless(?: you)?|blessings|take care|warmly|gratefully|with (?:thanks|gratitude))(?: for (?:your|the|any) (?:help|time|patience|assistance|trouble|kindness))?";
/** A closing as the letter's last sentence or line, maybe with a signature ("Much obliged, Walt"). */
const SIGN_OFF = new RegExp(`(?:^|[.!?]\\s+|,\\s*|\\n\\s*|\\s+[-–—]\\s*)${CLOSING}\\s*[,.!]*\\s*(?:[-–—]\\s*)?(?<name>[^.!?\\n]{0,40}?)[.!]?\\s*$`, "i");
/** A signature: a name or two of capitalized words ("Dolores", "Ruth Ann", "Mrs. Jenkins", "Earl Whitcomb"). */
const SIGNATURE = /^(?:(?:mr|mrs|ms|miss|dr)\.?\s+)?[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2}$/;
/** A bare signature line after a dash at the very end ("... for us. - Walt"). */
const DASH_SIGNATURE = /\s+[-–—]+\s*(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)?\s*$/;

/**
 * Who the writer is, which asks nothing: an age ("I am 72", "we are both in our seventies", "40 yrs"),
 * not being good with computers, and the small courtesies of a letter ("bear with me", "I hope you are well").
 */
const ABOUT_THE_WRITER: RegExp[] = [
  // "I am 72 and own a little barn": the age goes, the rest of the sentence stays.
  /\b(?:i am|i'm|im|we are|we're)(?: both| now| nearly| almost| over)? (?:\d{2}|(?:in )?(?:my|our) (?:late |early |mid )?(?:fifties|sixties|seventies|eighties|nineties|[5-9]0'?s))(?: years old| years young| years of age)?(?: now)?(?:,? and (?=\w))?/gi,
  /\b\d{2} (?:yrs|years) (?:old|young|in (?:the )?(?:business|trade))\b/gi,
  /,\s*\d{2} (?:yrs|years)(?=\s*,)/gi,
  /\b(?:(?:i am|i'm|im)(?: really| just)? )?(?:not (?:a|much of a) (?:computer|tech\w*|internet|online) (?:person|guy|gal|lady|man|woman)|not (?:good|great|very good) (?:with|at) (?:computers|technology|the computer|the internet|these things)|(?:no good|hopeless|terrible|awful|horrible|bad|the worst) (?:with|at) (?:computers|technology|the computer|these things|dates|deadlines|names|numbers|remembering(?: things)?|details|keeping track(?: of things)?))\b/gi,
  /\b(?:these|the) computers? (?:confuses?|baffles?) me(?: terribly| so)?\b/gi,
  /\b(?:please )?(?:bear with me|forgive me|excuse my (?:typing|spelling))\b/gi,
  /\bi hope (?:you are|you're|this finds you) (?:well|doing well)\b/gi,
  // "My hands shake", "my eyes aren't good", "we are on a fixed income": why it is hard, not what is asked.
  /\b(?:my|our) (?:hands|eyes|eyesight|hearing) (?:shake|are bad|aren'?t (?:good|what they were|great)|is bad|isn'?t (?:good|what it was))\b/gi,
  /\b(?:i am|i'm|we are|we're) on a (?:fixed|small|tight) income\b/gi,
  // "Most of our friends are not on computers much": the people involved are not technical.
  /\b(?:are|is|am|'re) (?:not|never|rarely|hardly) (?:on|good with|using) (?:computers?|the computer|the internet|e-?mail)(?: much| at all| very much| often)?\b/gi,
  // "My nephew set this up for my shop": who set the account up is not the question.
  /\b(?:my|our) (?:\w+ )?(?:nephew|niece|son|daughter|grandson|granddaughter|grandkids?|grandchildren|kids?|children|husband|wife) (?:set|put|made|built) (?:this|it|me|us|everything)(?: all)? up(?: for (?:me|us|my \w+|our \w+))?(?: and)?\b/gi,
  // "A little chapel on my farm near Franklin, Tennessee": where the place is does not change the answer.
  /\b(?:just |right )?(?:near|outside(?: of)?) [A-Z][a-z]+(?: [A-Z][a-z]+)?(?:, [A-Z][a-z]+(?: [A-Z][a-z]+)?)?/g,
];

/**
 * Older and everyday names for the product's things, as the help articles name them. Only whole phrases
 * that cannot mean anything else are mapped.
 */
const OLD_NAMES: [RegExp, string][] = [
  // "My login number", "the pass number", "my secret word": a password.
  [/\b(?:log ?in|log-in|sign ?in|pass|password|secret|account|pin) (?:number|code|word)s?\b|\bpassword number\b|\bsecret word\b/gi, "password"],
  // "The e-mail letter", "an email note": an email.
  [/\be-?mail (?:letters?|notes?|messages?)\b|\belectronic mail\b/gi, "email"],
  // "The computer page", "my page on here", "my shop page": the asker's own profile or listing.
  [/\b(?:(?:the|a) )?(?:computer|internet|web) page\b/gi, "the site"],
  [/\b(?:my|our) (?:computer|internet|web) page\b/gi, "my profile page"],
  [/\b(?:my|our) (?:shop|store|business|company|studio) page\b/gi, "my profile page"],
  // "The little gear", "the wheel symbol": settings.
  [/\b(?:the )?(?:little )?(?:gear|cog|wheel)(?: (?:icon|symbol|button|thing))?\b(?= (?:at|in|on|up|thing|button|icon)\b)/gi, "settings"],
  // "Take it off the website till April", "take us off the site for the winter": unpublish it for a while.
  [/\b(?:take|taking|took|pull|pulling|put) (?:it|us|the (?:hall|barn|venue|listing|place|page|shop)|our (?:hall|barn|venue|listing|place|page|shop)|my (?:hall|barn|venue|listing|place|page|shop)) (?:off|down from) (?:the |your |this )?(?:web ?site|site|internet|computer|listings?)\b/gi, "unpublish my listing"],
  // "Put it on the website", "putting my chapel on your website": listing a venue or business.
  [/\b(?:put|putting|get|getting|add|adding) (?:it|us|my \w+|our \w+|the \w+) (?:on|onto) (?:the |your |this )?(?:web ?site|site|internet)\b/gi, "list on serviceberry"],
  // "Letters from brides", "where do I find their letters": couples' inquiries to a business.
  [/\b(?:their|the|brides'?|couples'?) letters\b|\bletters (?:from|by) (?:the )?(?:brides?|couples?|customers|people)\b/gi, "inquiries from couples"],
  // "The seating picture": the seating chart's floor plan.
  [/\bseating (?:picture|drawing|map|diagram)\b/gi, "floor plan"],
  // "Password protected", "password-protected": kept private, not a sign-in.
  [/\bpassword[- ]protect(?:ed|ion)?\b/gi, "private"],
  // "The money part", "the money page": the budget.
  [/\b(?:the )?money (?:part|page|side|section|tab)\b/gi, "the budget"],
  // "Write back to her underneath it": replying to a review.
  [/\bwrite back (?:to \w+ )?(?:underneath|under|below) (?:it|her note|his note|the note|that)\b/gi, "reply under the review"],
  // "Notes about my work on my page" are reviews.
  [/\b(?:\w+ ){0,3}(?:note|notes|comment|comments|words) about (?:me|us|my|our) (?:\w+ )?(?:on|under) (?:my|our) (?:page|profile|listing)\b/gi, "a review on my profile"],
];

/** Devices, browsers and systems people name beside a problem ("on my iPhone 12 (Safari)", "chrome on windows"). */
// "Edge" alone is left to the frames below that cannot mean a table's edge ("in Edge", "edge on windows").
const BROWSER = "(?:google chrome|chrome|safari|firefox|microsoft edge|samsung internet|internet explorer|duckduckgo)";
const DEVICE = "(?:iphone|ipad|android(?: phone| tablet)?|samsung(?: galaxy)?|galaxy|pixel|macbook(?: air| pro)?|imac|mac|pc|chromebook|laptop|desktop|tablet)(?: (?:\\d+|pro|max|plus|mini|air|se|xr|xs|ultra|s\\d+))*";
const SYSTEM = "(?:windows|mac ?os|os ?x|ios|ipados|android|linux|chrome ?os)(?: \\d+(?:\\.\\d+)*)?";
const OWNER = "(?:(?:my|our|the|a|her|his|their|an) )?(?:(?:work|home|office|shop|old|new|personal|company|wife'?s|husband'?s|son'?s|daughter'?s|desktop|mobile) )?";

/**
 * Where and how a problem happened, which does not change the answer: the device, browser and system
 * ("on my iPad in Safari", "edge on windows 11", "desktop chrome", "in the samsung email app"), version
 * numbers and file sizes. Left in, they outvote the ask ("iPhone" reads as photos, "app" as the mobile app).
 */
const TECHNICAL_DETAILS: RegExp[] = [
  // "(venue double booked, long story)": a story told aside, not what is asked.
  /\([^()]{0,80}\blong story\b[^()]{0,20}\)/gi,
  // "Chrome on windows", "edge on windows 11", "chrome on the shop computer", "desktop chrome".
  new RegExp(`\\b(?:desktop |mobile )?${BROWSER}(?: browser)? (?:on|in) ${OWNER}(?:${DEVICE}|${SYSTEM}|computer|phone)\\b`, "gi"),
  // "On my iPhone 12 (Safari)", "from my work laptop", "on my macbook in chrome".
  new RegExp(`\\b(?:on|from|using|with) ${OWNER}${DEVICE}(?: \\(${BROWSER}\\)| (?:in|on|using|with) ${OWNER}${BROWSER}(?: browser)?)?(?=\\W|$)`, "gi"),
  // "In Safari", "tried twice in Edge", "using firefox".
  new RegExp(`\\b(?:on|in|from|using|via|through) ${OWNER}${BROWSER}(?: browser)?\\b`, "gi"),
  new RegExp(`\\b(?:in|using|via) edge\\b|\\bedge(?: browser)? on ${OWNER}(?:${DEVICE}|${SYSTEM}|computer)\\b|\\bedge browser\\b`, "gi"),
  new RegExp(`\\b(?:desktop|mobile) ${BROWSER}\\b|\\b${BROWSER} (?:browser|on (?:desktop|mobile))\\b`, "gi"),
  new RegExp(`\\b(?:on|from|using|with) ${OWNER}${SYSTEM}\\b`, "gi"),
  // "Tried like 3 times", "did it several times": how often it was tried (the trying itself stays).
  /(?<=\b(?:tried|tried it|tried this|tried that|tried again|did it|did that|attempted)\s)(?:like |about |maybe |at least |over |probably )?(?:\d+|three|four|five|six|ten|several|a few|a bunch of|many|multiple|a dozen|a million) times\b/gi,
  // "...every time.", "...all the time,": that it keeps happening, said at a clause's end.
  /\b(?:(?:every|each) (?:single )?time|all the time|every day)(?=\s*(?:[,.!?;]|$))/gi,
  // "iOS 17.2", "version 4.1.2", "v2.3": a version number.
  /\b(?:ios|android|version|ver\.?|v)\s?\d+(?:\.\d+)+\b|\b\d+\.\d+\.\d+\b/gi,
  // "They're about 14 MB each": a file's size.
  /\b(?:about |around |like |roughly |over |under |nearly |almost )?\d+(?:\.\d+)? ?(?:mb|kb|gb|megs?|megabytes?|gigs?|gigabytes?)(?: each| apiece| a piece)?\b/gi,
];

/**
 * What a pasted error means, in the words the help articles use. "Network error" half way through an upload
 * is an upload that failed, "the link is invalid" an expired link, "too many requests" a lockout, "404" on a
 * page a page not found. The error's own words ("network", "500", "requests") name nothing the help knows.
 */
const ERROR_MEANINGS: [RegExp, string][] = [
  // "I opened it in the samsung email app": the app is only where the email was read.
  [/\b(?:samsung|gmail|outlook|yahoo|apple|aol|ios|iphone|android) (?:e-?mail|mail) app\b/gi, "email app"],
  [/\b(?:network|connection|upload|server) (?:error|failure|problem)\b|\b(?:lost|no) (?:internet )?connection\b|\b(?:timed|times) out\b|\btime ?out error\b/gi, "failed with an error"],
  // "An error msg", "an error popup": only an error, which names nothing yet.
  [/\berror (?:msg|message|messages|popup|pop-up|box|screen|notice|code)\b/gi, "error"],
  [/\b(?:error|err) ?(?:code )?5\d\d\b|\b5\d\d (?:error|internal server error)\b|\binternal server error\b|\b(?:an )?unexpected error(?: (?:has )?occurred)?\b|\ban error (?:has )?occurred\b/gi, "an error"],
  [/\b(?:invalid|not valid)(?: or expired)? link\b|\blink (?:is|was|has) (?:invalid|not valid|no longer valid)\b|\blink (?:is |was )?(?:invalid|not valid)\b/gi, "link invalid or expired"],
  // "I click the link and it says it doesn't work anymore": a link that stopped working has expired.
  [/(?<=\blink\b[^.?!]{0,60})\b(?:(?:it )?says? )?(?:it )?(?:doesn'?t|does not|won'?t|no longer) work(?:s)? (?:any ?more|now)\b|(?<=\blink\b[^.?!]{0,60})\b(?:isn'?t|is not|not) (?:valid|good) any ?more\b/gi, "link invalid or expired"],
  [/\btoo many (?:requests|tries|sign[- ]?in attempts|log[- ]?in attempts|login attempts|failed attempts)\b|\b(?:error )?429\b/gi, "too many attempts"],
  [/\b(?:error )?404(?: error)?(?: page)?(?: (?:was )?not found)?(?: page)?(?=\W|$)|\bpage (?:was )?not found\b/gi, "page not found"],
  [/\b(?:access denied|permission denied|not authori[sz]ed|unauthori[sz]ed access|forbidden|error 403|403 forbidden)\b|\byou don'?t have (?:permission|access)\b/gi, "no access"],
  // "Greyed out with a little lock icon": a part not open to this account.
  [/\b(?:gr[ae]yed[- ]out|gr[ae]y)\b[^.?!]{0,40}\b(?:lock|padlock)(?: icon| symbol)?\b|\b(?:(?:a |the |little |small )*(?:lock|padlock)) (?:icon|symbol)\b/gi, "locked, no access"],
  // "serviceberry.app/nashville": a page's address read as its words.
  [/\b(?:https?:\/\/)?(?:www\.)?serviceberry\.[a-z]{2,4}\/?([\w/-]*)/gi, "the $1 page"],
];

/** What only vents, asking nothing ("this is ridiculous", "THIRD time asking", "I'll leave a 1-star review", "ugh"). */
const VENTING: RegExp[] = [
  /\b(?:this|that|it|which|you(?: people| guys)?|your (?:site|app|company))(?: is| are|'s|'re)? (?:so |just |absolutely |completely |beyond )?(?:ridiculous|absurd|unacceptable|insane|pathetic|a joke|a nightmare|useless|terrible|awful|garbage|trash|outrageous)\b/gi,
  /\b(?:first|second|third|fourth|fifth|\d+(?:st|nd|rd|th)) time (?:i'?m |i am |i have been |i'?ve been )?(?:asking|writing|trying|i'?ve asked|i ask)\b/gi,
  /\bi(?:'ll| will| am going to|'m going to|'m gonna) (?:leave|write|post|give you) (?:a |an )?(?:1|one|2|two|bad|terrible|negative)[- ]?(?:star )?review\b/gi,
  /^\s*(?:ugh+|argh+|ugh+h*|seriously|honestly|wow|great|unbelievable|come on)\b[\s,.!?]*/gi,
  /\b(?:thanks|thank you) for nothing\b/gi,
];

/** Other wedding sites and business tools people compare Serviceberry with. */
const OTHER_APPS = "(?:the ?knot|zola|with ?joy|joy|wedding ?wire|minted|honey ?book|dubsado|aisle ?planner|appy ?couple|bridebook|hitched|wedding ?bee|riley (?:&|and) grey|thumbtack|17 ?hats|tave)";
/**
 * What another wedding site or tool did or does ("The Knot gave us a free website", "zola wanted to charge us
 * extra for them", "like honeybook does"): the comparison, not the ask. The thing it did still names the subject
 * ("a wedding website", "that"), but the other site's name, what it did and what it charged are left out: "free"
 * or "charge" there would pick an article about our prices or a refund. The clause runs to the sentence's end or
 * to the next clause of the asker's own ("... and we already have everyone seated").
 */
const OTHER_APP_DID = new RegExp(
  `\\b(?:(?:like|as|the way) )?${OTHER_APPS}(?:'s)? (?:(?:just|already|also|even|only|really|actually|basically|always) )?(?:gave|gives|give|has|had|have|did|does|do|let|lets|wanted|wants|want|charged|charges|charge|charging|makes|made|offers|offered|shows|showed|show|sends|sent|includes|included|was|is|came|comes|asked|asks)\\b([^.?!;]*?)(?=[.?!;]|,\\s|\\s(?:and|but|so) (?:we|i|you|it|they|now|my|our)\\b|$)`,
  "gi",
);
/** What another site charged or gave for nothing, which says nothing about what is asked here. */
const ITS_PRICE = /\b(?:for )?(?:free|extra|a (?:ton|fortune|lot)|(?:to )?(?:charge|charged|pay|paid)|(?:a )?(?:fee|fees|price|cost)|\$\d[\d,.]*)\b/gi;

/** "Is it like the knot or zola or something different": Serviceberry compared with other sites, which asks what it is. */
const LIKE_OTHER_APPS = new RegExp(`\\b(?:(?:is|are) (?:it|this|serviceberry|this site|y'?all|you(?: guys)?) )?(?:like|similar to|the same as|same as|different (?:from|than)|better than|compared to|vs\\.?|versus|an? alternative to) ${OTHER_APPS}(?:(?:,\\s*|\\s+or\\s+|\\s+and\\s+)${OTHER_APPS})*(?:,?\\s+or (?:something|anything|totally|completely)? ?(?:different|else))?`, "gi");

/** "Do y'all do websites or do we need to go use the knot for that": another site as the fallback adds nothing to what is asked. */
const OR_OTHER_APP_INSTEAD = new RegExp(`,?\\s*\\bor (?:do|should|would|will) (?:we|i) (?:need|have|got|want) to (?:go )?(?:use|get|pay for|sign up (?:for|with)|go (?:to|with)) ${OTHER_APPS}(?:\\s+or (?:something|someone|somewhere|whatever)(?: else)?)?(?:\\s+for (?:that|it|this|those))?`, "gi");

/** The message with what other wedding sites did told only by the thing they did. */
/** "…or do i need a separate app for that": another tool as the fallback adds nothing to what is asked. */
const OR_SEPARATE_APP = /,?\s*\bor (?:do|should|would|will) (?:we|i) (?:need|have|want) (?:to (?:use|get|download) )?(?:a|an|another|some) (?:separate|different|other|whole other) (?:app|site|website|tool|program|service)(?: for (?:that|it|this|those))?/gi;

export function withoutOtherApps(message: string): string {
  return message.replace(OR_OTHER_APP_INSTEAD, " ").replace(OR_SEPARATE_APP, " ").replace(LIKE_OTHER_APPS, " like other wedding sites ").replace(OTHER_APP_DID, (_said, thing: string) => ` ${thing.replace(ITS_PRICE, " ")} `).replace(/\s+([,.!?])/g, "$1").replace(/^[\s,.;:!?]+/, "").replace(/\s{2,}/g, " ").trim() || message;
}

/** The message with a letter's greeting, sign-off and the writer's introduction dropped, and older names mapped. */
export function plainAsk(message: string): string {
  let text = message.replace(GREETING, "");
  const signOff = text.match(SIGN_OFF);
  if (signOff && signOff.index !== undefined && signOff.index > 0) {
    const name = signOff.groups?.name?.trim() ?? "";
    if (!name || SIGNATURE.test(name)) text = text.slice(0, signOff.index + (/^[.!?]/.test(signOff[0]) ? 1 : 0));
  }
  text = text.replace(DASH_SIGNATURE, "");
  // "I am 72 and own a barn" keeps its subject: "I own a barn".
  for (const pattern of ABOUT_THE_WRITER) text = text.replace(pattern, (said) => (/\band $/i.test(said) ? (/^we/i.test(said) ? "we " : "I ") : " "));
  for (const [pattern, words] of OLD_NAMES) text = text.replace(pattern, words);
  for (const pattern of TECHNICAL_DETAILS) text = text.replace(pattern, " ");
  for (const [pattern, words] of ERROR_MEANINGS) text = text.replace(pattern, (...m) => words.replace("$1", String(m[1] ?? "").replace(/[/-]+/g, " ").trim()));
  text = withoutOtherApps(text);
  const plain = text.replace(/\s+([,.!?])/g, "$1").replace(/^[\s,.;:!]+/, "").replace(/\s{2,}/g, " ").trim();
  // A message of only a greeting or a thank-you is kept as written: it is read as the vague opener it is.
  return plain.split(/\s+/).length >= 2 ? plain : message;
}

/** The message without its venting, when something is left that could be a need. */
export function withoutVenting(message: string): string {
  let text = message;
  for (const pattern of VENTING) text = text.replace(pattern, " ");
  return text.replace(/\s{2,}/g, " ").trim();
}

/** A sentence that asks ("How do I...?", "Where do I find...", "Can I...?"). */
const ASKING = /\?\s*$|^\W*(?:how|where|what|which|why|when|who|is there|are there|can (?:i|we|you|they|it|my|our)|could (?:i|we|you)|do (?:i|we|you|they)|does|will|would|should (?:i|we)|am i|did i|may i)\b/i;

/** A letter this long tells a story around its ask; a shorter message's statements are usually the need itself. */
const LETTER_SENTENCES = 3;
const LETTER_WORDS = 25;

/**
 * The text to search: a letter-length message with its asking sentences said twice, so the ask outweighs
 * the story around it ("My grandson set up my password and wrote it on a card... How do I change it?").
 */
export function withAskStressed(message: string): string {
  const sentences = message.split(/(?<=[.!?])\s+/).filter((s) => s.trim());
  if (sentences.length < LETTER_SENTENCES || message.split(/\s+/).length < LETTER_WORDS) return message;
  const asks = sentences.filter((s) => ASKING.test(s.trim()));
  return asks.length && asks.length < sentences.length ? `${message} ${asks.join(" ")}` : message;
}
