import type { IssueType, StakeholderType, TicketPriority } from "../../../domain/grace.ts";

/**
 * Reads a support message: which help area it is about, how urgent it is, and whether a person on
 * the team should take it (asked for one, money or a booking in dispute, an account at risk).
 * Plain patterns over the words people actually write; the quality set in grace.test.ts keeps them honest.
 */

const AREA_PATTERNS: [IssueType, RegExp, number][] = [
  ["login", /\b(sign(ing|ed)? ?in|log(ging|ged)? ?in|login|log on|password|passcode|locked out|lock(ed)? me out|reset link|can'?t get in(to)?|cannot get in(to)?|too many (sign|log)|sign(ed)? out)\b/i, 3],
  ["verification", /\b(verif(y|ied|ication)|confirm(ation)? (my )?e-?mail|confirm(ation)? link|activation (link|email)|activate my account)\b/i, 3.5],
  ["payment", /\b(refund|charged?|charges|billing|bill(ed)?|invoice|payments?|pay(ing)?|paid|deposits?|money|credit card|debit|subscription|overcharged)\b/i, 3],
  ["payment", /\b(fees?|price|pricing|cost|costs|free)\b/i, 1],
  ["booking", /\b(tours?|book(ed|ing|ings)?|reservation|reserve|appointment|no[- ]show|showed up|didn'?t show|reschedul\w*|calendar|ics|saved venues?|favorites?)\b/i, 2.5],
  ["venue_management", /\b(my venue(?! tours?)|our venue|venue (page|profile|listing|dashboard|photos?)|listing|list (my|our) venue|publish(ed)?|unpublish|questionnaire|claim(ing|ed)?|capacity|black ?out|block(ed|ing)? (out )?(the )?dates?|touring hours|tour (slots?|times)|(add|manage) (a|another|two|2|several|multiple|more) venues?|(two|2|multiple|several) venues)\b/i, 3],
  ["vendor_management", /\b((my|our) (\w+ )?business|categor(y|ies)|business profile|vendor (profile|account|dashboard|page)|inquir(y|ies)|my category|as a vendor|join as a vendor|leads)\b/i, 3],
  ["technical", /\b(error|bug|broken|crash(es|ed)?|won'?t load|doesn'?t load|not loading|blank (page|screen)|spinning|stuck|freez(e|es|ing)|glitch|upload(ing)? fail\w*|fails? to upload|won'?t upload|can'?t upload|not working|doesn'?t work|isn'?t working|nothing (on (your|the) (site|website|app) )?works|slow|microphone|mic|not (getting|receiving) (any )?e-?mails?|e-?mails? (aren'?t|are not|never) (arriving|coming)|safari|chrome|firefox|browser|app keeps|wiped|erased|(?:lost|deleted) (?:my|our|all)|(?:disappeared|vanished) (?:again|from)|keeps (?:deleting|erasing|wiping|losing))\b/i, 2.5],
  ["account", /\b(delete (my )?account|close (my )?account|remove my (data|account)|download (my )?data|export (my )?data|change (my |the )?e-?mail( address)?|e-?mail on my account|wrong (kind of |type of )?account|account type|switch (my )?account|privacy|sell my data)\b/i, 3],
  ["feature_question", /\b(how (do|can|does) (i|we|it)|can (i|we)|is there|what is|what are|does serviceberry|do you (have|offer)|feature)\b/i, 1],
  ["feature_question", /\b(3d|beyond the wedding|budget tracker|budgeting|wedding website|june|timeline|guest list|rsvp|inspiration|boards?|help (with|me) (the )?planning|plan(ning)? together|invite (family|friends|my)|my (mom|mother|dad|father|sister|brother|maid of honor)|contributors?)\b/i, 3],
];

/** The areas that are someone else's business count for less: a couple's "my venue" is the venue they booked. */
const STAKEHOLDER_AREA_WEIGHT: Partial<Record<StakeholderType, Partial<Record<IssueType, number>>>> = {
  couple: { venue_management: 0.4, vendor_management: 0.4 },
  contributor: { venue_management: 0.4, vendor_management: 0.4 },
  venue: { vendor_management: 0.5, venue_management: 1.3 },
  vendor: { venue_management: 0.5, vendor_management: 1.3 },
};

const PERSON = /\b(human|real person|a person|(?:an? )?(?:actual|real|live) (?:person|human|people)|an? (agent|representative|rep)|someone (real|on your team|from (your|the) team|on (your|ur) (end|side))|(?:can|could) (?:someone|somebody|a person|you guys|your team) (?:please )?(?:check|look into|look at) (?:it|this|that|on (?:your|ur) (?:end|side))|talk to (someone|somebody|a person|support|staff)|speak (to|with) (someone|somebody|a person|a manager|support)|call me|phone call|customer service|support team|open a ticket|help ticket|file a ticket|escalate|(?:a|your|the|to) manager|supervisor|contact (support|the team|your team))\b/i;
const DISPUTE = /\b(refund|charged (?:me |us |my card |our card )?(?:\$?\d[\d,.]* )?(twice|two times|double|again|wrong)|still (?:charg(?:ed|ing)|billed|billing) (?:me|us|my card|our card)|double[- ]charged|overcharged|unauthori[sz]ed charge|dispute|chargeback|scam|fraud\w*|stole|no[- ]show|didn'?t show( up)?|(?<!(?:e-?mail|message|link|code|text|notification|verification|invite|invitation)s? )never showed|cancell?ed on (me|us)|took (my|our) (money|deposit)|won'?t (give|return|refund)|refus(?:e|es|ed|ing) to (?:give|return|refund|pay)|keep(?:s|ing)? (my|our) (?:deposit|money)|breach|lawyer|sue|(?:quit|backed out|bailed(?: on (?:me|us))?|dropped (?:me|us)|can'?t do (?:it|our wedding) anymore)\b[^]{0,120}\b(?:ignor\w+|won'?t (?:answer|respond|reply)|not (?:answering|responding|replying))\b[^]{0,60}\b(?:deposit|money|refund|\$\d[\d,]*))\b/i;
/**
 * A charge after canceling ("we canceled Pro last month but still got charged", "I did cancel in September and
 * stripe still took $49"): a refund asked for, whatever words ask it.
 */
export const CHARGED_AFTER_CANCELING = /\bcancel\w*\b[^]{0,120}?\b(?:still|but|yet|anyway|again)\b[^.?!]{0,60}?\b(?:charged|billed|debited|took \$?\d[\d,.]*)|\b(?:charged|billed|debited|took \$?\d[\d,.]*)\b[^.?!]{0,60}\b(?:after|even though|although|though) (?:i|we) (?:had |already )?cancel\w*/i;
const SECURITY = /\b(hack(ed)?|someone (else )?(logged|signed) in|compromised|stolen account|account (was )?taken|phishing|not me who)\b|\b(?:password|e-?mail(?: address)?) (?:was|has been|got|had been) (?:changed|reset)\b[^.?!]*[.?!]?[^.?!]*\b(?:did ?n[o']?t|did not|never|wasn'?t me|not me|neither of us|none of us|nobody here|no one here|don'?t (?:even )?(?:think (?:i|we) )?have an? (?:account|acct))\b|\bsomeone (?:made|created|opened|set up|signed up for) (?:one|an account|a account) (?:with|using|under) my e-?mail\b|\b(?:entered|got|gotten|broke|logged|signed|went)(?: in)? ?(?:into|in to|to|in) my (?:account|profile)\b[^.?!]*\bwithout\b|\bmy (?:account|profile)\b[^.?!]*\bwithout my (?:permission|consent|authori[sz]ation)\b|\bchange (?:of|to) (?:my )?(?:e-?mail|password)\b[^.?!]*\b(?:did not|didn'?t|never) (?:make|do|ask|request)\b/i;
const URGENT_TIME = /\b(today|tonight|tomorrow|this (weekend|saturday|friday|sunday)|in (two|three|2|3) days|urgent(ly)?|asap|emergency|right now|immediately)\b/i;
/** "Today" or "this morning" telling when a charge happened ("today my card was charged", "billed me again today"). */
const WHEN_CHARGED = /\btoday\b(?=[^.?!]*\b(?:was|were|got|been|has been|have been) (?:charged|billed|debited)\b)|(?<=\b(?:charged|billed|debited|took)\b[^.?!]*)\btoday\b/gi;
/**
 * "Today" telling when someone wrote or called ("she emailed today that she's closing", "the DJ texted us today"):
 * when the news came, not how soon help is needed; a wedding days away says that itself.
 */
const WHEN_TOLD = /(?<=\b(?:emailed|texted|called|messaged|wrote|told (?:us|me)|said|informed (?:us|me)|let (?:us|me) know|found out|heard|learned)\b(?: (?:us|me))?\s)today\b|\btoday\b(?= (?:she|he|they|the \w+|our \w+|my \w+) (?:emailed|texted|called|messaged|wrote|told|said|informed|let (?:us|me) know)\b)|\btoday\b(?= (?:i|we) (?:found out|heard|learned|got (?:an? )?(?:e-?mail|text|call|message)))/gi;
const ANGRY = /\b(ridiculous|terrible|awful|worst|unacceptable|furious|angry|useless|pathetic|horrible|disgusted|fed up|sick of|joke|wtf|damn|hell|garbage|trash)\b/i;
/** Exclamation marks alone: upset, or only emphatic ("we are a DJ company!!!"). */
const EXCLAIMED = /!!!+|\?!|!\?/;
/** Good news said with the exclamation marks ("import worked!!!", "it's live!!!", "yay!!!"): excitement, not anger. */
const GLAD = /\b(?:worked|works now|it'?s live|published|done|yay+|woo+hoo|hooray|love (?:it|this)|perfect|awesome|amazing|so (?:cute|easy|happy)|finally|thank (?:you|u)|thanks|got it)\b[^.?!]*!!+/i;
/** Advice that did not work ("still blank", "tried that"); "40 households are still blank" is how a list stands, not that. */
const NOT_RESOLVED = /\b(didn'?t (help|work)|doesn'?t help|(?<!\b(?:households|guests|people|rsvps|names|fields|answers|replies|boxes|columns|rows|cells) (?:are|is) )still (can'?t|cannot|doesn'?t|not|broken|(?:completely |totally |all )?(?:white|blank|empty|the same|stuck|pending|waiting|nothing))|already tried|tried (that|everything|twice|again|all (?:of )?that)|did (all )?(that|those|everything)|done (all )?that|same (problem|thing|error)|not (helpful|what i asked)|that'?s not it)\b/i;
/** Words someone else said, quoted or reported ("saying we never showed", "claims we ..."), up to the sentence's end. */
const REPORTED = /\b(?:saying|says|said|claiming|claims|claimed|accusing (?:us|me) of)\b[^.?!]*/gi;
/** A charge asked about before it happens ("am I gonna get charged twice", "will I be billed again"), or the card a plan charges (the card on file, not a charge). */
export const HYPOTHETICAL_CHARGE = /\b(?:am i|are we|will i|will we|would i|would we|do i|does it|gonna|going to)\b[^.?!]*\b(?:get |be )?(?:charged|billed)\b[^.?!]*|\b(?:the )?card (?:that )?(?:my|our|the) (?:plan|subscription|account|membership) (?:charges|bills|uses|is on)\b/gi;
/**
 * Fraud the asker's bank dealt with ("my bank replaced my card after some fraud", "I froze my card because of a
 * fraud thing"): the reason a card changed, not a charge of ours in dispute.
 */
export const BANK_FRAUD = /\b(?:because of|after|due to|over|following) (?:a |some |the |that )?(?:\w+ )?fraud\w*(?: (?:thing|alert|issue|scare|hold|charges?|stuff))?|\bfraud (?:alert|department|team|thing|issue|scare|hold)\b/gi;
/** Waited past what the help promised ("nobody has called us", "9 days and still pending"): a person should look. */
const WAITED = /\b(?:it'?s|its) been (?:[4-9]|\d{2,}|four|five|six|seven|eight|nine|ten|several) days\b[^]{0,160}?\b(?:voicemail|(?:nobody|no one|no-one|noone) (?:picks? up|answers?|calls? (?:us |me )?back|gets? back)|no (?:answer|reply|response|word))\b|\b(?:nobody|no one|no-one|noone) (?:ever )?(?:picks? up|calls? (?:us |me )?back)\b|\b(?:[5-9]|\d{2,}|five|six|seven|eight|nine|ten|several) days (?:now|ago)\b[.!]?\s*(?:and )?(?:still )?nothing\b|\b(?:on|since|last) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thur?s?|fri|sat|sun)\b[^.?!]*\b(?:still )?(?:nothing|no (?:answer|reply|response|word))\b[^.?!]*\b(?:it'?s|it is|today is|now it'?s) (?:already |now )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(?:hasn'?t|haven'?t|has not|have not|didn'?t|never) (?:said|answered|replied|responded|gotten back|got back|confirmed)\b[^]{0,60}?\b(?:it'?s been|for|in|that was) (?:[3-9]|\d{2,}|three|four|five|six|seven|eight|nine|ten|several) days\b|\b(?:on|since|last) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thur?s?|fri|sat|sun)\b[^.?!]*?\b(?:it'?s|it is|today is|now it'?s|and now|till|until) (?:already |now )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thur?s?|fri|sat|sun)\b[^]{0,80}?\b(?:no (?:answer|reply|response|word)|nothing(?: back| from| yet)?\b|(?:not|never|haven'?t|hasn'?t) (?:heard|gotten|got|received)|no one|nobody)\b|\b(?:(?:[5-9]|\d{2,}|five|six|seven|eight|nine|ten|several) days|(?:[2-9]|two|three|four|several|a few) weeks|(?:a|one|1|a whole|over a|more than a) week)(?: ago)?\b[^.?!]*[.?!]?[^.?!]*\b(?:no (?:answer|reply|response|confirm\w*)|(?:nobody|no one|no-one)(?:'s| has)? (?:responds|answers|replies|answered|responded|replied|gotten back|said (?:anything|a word)|got back)|not (?:even )?a (?:confirm\w*|yes|no)|nothing back|nothing from|no word|with nothing\b|(?:now )?and (?:still )?nothing\b|(?:still )?nothing\W*$|(?:hasn'?t|haven'?t|has not|have not|didn'?t|never) (?:said|sent|given) (?:us |me )?(?:a word|anything|a thing))|\b(?:[5-9]|\d{2,}|five|six|seven|eight|nine|ten|several) days(?: ago)?\b[^]{0,40}?\b(?:no yes|not (?:even )?a (?:yes|no)|(?:haven'?t|hasn'?t|have not|has not|didn'?t|never) (?:said|gave|given|sent|told)(?: (?:us|me))? (?:a )?yes or (?:a )?no)\b|\b(?:nobody|no one|no-one|noone) (?:has |have |ever )?(?:called|answered|replied|responded|gotten back|got back|contacted|emailed|said (?:anything|a word|a thing))\b|\b(?:haven'?t|have not|never) heard (?:back|anything)\b|\b(?:have |has )?heard (?:absolutely |literally |exactly )?nothing(?: back)?\b|\b(?:[7-9]|\d{2,}) days (?:ago|now|later)\b[^.?!]*\bstill\b|\b(?:[2-9]|two|three|several) weeks (?:ago|now|later)\b[^.?!]*\bstill\b|\b(?:still|pending|waiting|stuck|in review)\b[^.?!]*\b(?:after|for|over) (?:two|three|several|[2-9]|\d{2,}) weeks\b/i;
const VAGUE = /^(?:(?:hi|hello|hey)?[,!. ]*(?:are you able to |can you |could you |i need |need )?help(?: me)? with (?:(?:something|a thing|an issue|a problem|stuff) (?:on|in|with|about) )?(?:my |our |the |some )?[a-z]+(?: stuff| things| questions?)?(?: (?:real |really |super )?quick(?:ly)?)?(?: pls| please)?|[a-z]+(?: [a-z]+)?[- ](?:question|problem|issue|q)|(?:dear (?:sir|madam|sir or madam|team|support)|good (?:morning|afternoon|evening))[,.!]*(?: i (?:have|got) (?:a|one) (?:question|problem|issue))?|kindly assist|please assist|assist me|i (?:have|got) one (?:question|problem|issue)|(?:(?:i )?(?:have|got|'ve got) )?(?:a |one )?(?:quick |small |little )?(?:question|problem|issue|q) (?:about|with|on|regarding) (?:my|our|the|your) (?:account|acct|profile|listing|page|site|plan|business|venue|wedding))[.!?]*$|^(help|help me|hi|hello|hey|hey there|support|problem|issue|question|(?:i )?(?:have|got|'ve got) (?:a |an |one )?(?:quick |small )?(question|problem|issue)(?: for (?:you|u|ya))?|i have a (question|problem|issue)|it'?s? (not working|broken)|something'?s? wrong|this (doesn'?t|does not) work|nothing works)[.!?]*$/i;
/** A greeting, Grace's name or filler before the message ("hey grace quick question"): what is left says whether anything was asked. */
const OPENING = /^(?:(?:hi|hello|hey|hiya|yo|good (?:morning|afternoon|evening))\b[\s,!.]*)?(?:(?:grace|there)\b[\s,!.:]*)?(?:(?:i (?:have|got)|got|just|a|one|quick|small|simple|real quick|can you help(?: me)?|i need help|need help|are you there|anyone there)\b[\s,!.?]*)*/i;

export interface Classification {
  issueType: IssueType;
  priority: TicketPriority;
  wantsPerson: boolean;
  dispute: boolean;
  security: boolean;
  angry: boolean;
  /** Angry by punctuation only, no angry word and no shouting: a clear how-to question then gets its answer. */
  angryByPunctuationOnly: boolean;
  notResolved: boolean;
  /** Waited past what the help promised for an answer ("5 days and nothing, not even a no"). */
  waited: boolean;
  vague: boolean;
  urgentTime: boolean;
}

function isShouting(text: string): boolean {
  const letters = text.replace(/[^a-zA-Z]/g, "");
  return letters.length >= 12 && letters === letters.toUpperCase();
}

/** The help area a text is about: the best-scoring patterns, earlier areas winning ties. */
export function issueTypeOf(text: string, stakeholder?: StakeholderType): IssueType {
  const scores = new Map<IssueType, number>();
  for (const [area, pattern, weight] of AREA_PATTERNS) {
    const matches = text.match(new RegExp(pattern.source, "gi"))?.length ?? 0;
    const bias = (stakeholder && STAKEHOLDER_AREA_WEIGHT[stakeholder]?.[area]) ?? 1;
    if (matches) scores.set(area, (scores.get(area) ?? 0) + matches * weight * bias);
  }
  let best: IssueType = "general";
  let bestScore = 0;
  for (const [area, score] of scores) {
    if (score > bestScore) {
      best = area;
      bestScore = score;
    }
  }
  return best;
}

export function classify(message: string, earlierUserText = "", stakeholder?: StakeholderType): Classification {
  const text = message.trim();
  const rest = text.replace(OPENING, "").trim();
  const vague = VAGUE.test(text) || (rest !== text && (rest === "" || VAGUE.test(rest) || /^(?:q|qs|questions?)[.!?]*$/i.test(rest)));
  // A vague follow-up ("still not working") is about what the person asked before.
  let issueType = issueTypeOf(text, stakeholder);
  if ((issueType === "general" || vague || NOT_RESOLVED.test(text.replace(new RegExp(WAITED.source, "gi"), " "))) && earlierUserText) {
    const earlier = issueTypeOf(earlierUserText, stakeholder);
    if (earlier !== "general" && (issueType === "general" || issueType === "technical" || vague)) issueType = earlier;
  }
  const waited = WAITED.test(text);
  const wantsPerson = PERSON.test(text) || waited;
  // One or two words ("refund") name a topic; a dispute is told in a sentence.
  // What someone else claims ("a review saying we never showed up") is reported, not this person's dispute.
  // "If I flip it to yearly, am I gonna get charged twice?" asks what would happen, not about a charge that did.
  // "My bank replaced my card after some fraud" tells why the card changed, not a charge in dispute.
  const unreported = text.replace(REPORTED, " ").replace(HYPOTHETICAL_CHARGE, " ").replace(BANK_FRAUD, " ");
  const dispute = (DISPUTE.test(unreported) || CHARGED_AFTER_CANCELING.test(unreported)) && text.split(/\s+/).length > 2;
  const security = SECURITY.test(text);
  // "I am not angry, only it is too many": anger said not to be there.
  // "Our guest wifi is honestly terrible": the writer's own connection, not anger at us.
  const angryWords = ANGRY.test(text.replace(/\b(?:i'?m|i am|am|we'?re|we are) not (?:angry|mad|upset|furious)\b/gi, " ").replace(/\b(?:wi-?fi|internet|connection|signal|cell service|service|reception|data|network|phone|laptop|computer)\b[^.?!]{0,25}\b(?:terrible|awful|horrible|garbage|trash|the worst)\b/gi, " ")) || isShouting(text);
  const angry = angryWords || (EXCLAIMED.test(text) && !GLAD.test(text));
  // "5 days ago and still nothing, not even a no" tells how long the wait is, not advice that failed.
  // "I did that, asked for a Saturday 5 days ago. Still nothing": the advice was followed and the other side is slow,
  // which is the wait (a person at medium), not advice that failed.
  const notResolved = NOT_RESOLVED.test(text.replace(new RegExp(WAITED.source, "gi"), " ")) && !(waited && /^\W*(?:(?:ok(?:ay)?|yes|yeah|so|well)\W+)*(?:i|we) (?:did (?:that|it|this)|tried (?:that|it|this)|already did)\b/i.test(text));
  // "Today my card was charged again" says when it happened, not how soon help is needed.
  const urgentTime = URGENT_TIME.test(text.replace(WHEN_CHARGED, " ").replace(WHEN_TOLD, " "));
  if (dispute && issueType !== "booking" && issueType !== "payment") issueType = /\b(tour|book|no[- ]show|showed|venue|vendor)\b/i.test(text) && !/\b(refund|charge|money|deposit)\b/i.test(text) ? "booking" : "payment";
  if (security) issueType = "login";

  let priority: TicketPriority = "medium";
  if (issueType === "feature_question" || issueType === "general") priority = "low";
  if (dispute || angry || notResolved) priority = "high";
  if (security || (urgentTime && (dispute || issueType === "booking" || issueType === "login" || issueType === "technical" || issueType === "payment"))) priority = "urgent";
  if (priority === "low" && wantsPerson) priority = "medium";
  return { issueType, priority, wantsPerson, dispute, security, angry, angryByPunctuationOnly: angry && !angryWords, notResolved, waited, vague, urgentTime };
}
