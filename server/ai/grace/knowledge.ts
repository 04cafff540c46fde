import MiniSearch, { type SearchResult } from "minisearch";
import { HELP_ARTICLES } from "../../../domain/help-articles.ts";
import type { HelpArticle, HelpAudience } from "../../../domain/help.ts";
import type { IssueType, StakeholderType } from "../../../domain/grace.ts";
import { ADMIN_ARTICLES, INTENTS, MISSING_FEATURES, type GraceIntent, type MissingFeature } from "./features.ts";
import { STOPWORDS, stem } from "../words.ts";

/**
 * Grace's search: one MiniSearch index over the help articles, the features Serviceberry does not have
 * and the requests a person must take (each taught by example sentences). Field boosts favor an
 * article's question and examples over its answer; fuzzy matching forgives typos; the words people use
 * for the same thing are mapped to one term; the asker's own audience weighs more. In memory: a hundred
 * short documents index in a few milliseconds, and the engine stays deterministic without a database.
 */

/** Words people use for the same thing, mapped to the knowledge base's words (several where both are used). */
const SYNONYMS: Record<string, string[]> = {
  login: ["sign"],
  plusone: ["plus"],
  logon: ["sign"],
  log: ["sign"],
  logged: ["sign"],
  logging: ["sign"],
  signin: ["sign"],
  pw: ["password"],
  pwd: ["password"],
  pasword: ["password"],
  passwrod: ["password"],
  passcode: ["password"],
  mail: ["email"],
  emails: ["email"],
  inbox: ["email"],
  confirm: ["verify"],
  confirmation: ["verify"],
  verification: ["verify"],
  verified: ["verify"],
  verifying: ["verify"],
  activate: ["verify"],
  reimburse: ["refund"],
  money: ["payment"],
  pay: ["payment"],
  paid: ["payment"],
  paying: ["payment"],
  billing: ["bill"],
  billed: ["bill"],
  visit: ["tour"],
  walkthrough: ["tour"],
  appointment: ["tour"],
  showing: ["tour"],
  reschedule: ["change", "cancel"],
  cancelled: ["cancel"],
  cancelling: ["cancel"],
  move: ["change"],
  pictures: ["photo"],
  picture: ["photo"],
  pics: ["photo"],
  pic: ["photo"],
  images: ["photo"],
  image: ["photo"],
  heic: ["heic", "photo"],
  iphone: ["iphone", "photo"],
  listing: ["venue", "listing"],
  listed: ["list"],
  company: ["business"],
  helper: ["contributor"],
  helpers: ["contributor"],
  mom: ["contributor", "family"],
  mother: ["contributor", "family"],
  dad: ["contributor", "family"],
  father: ["contributor", "family"],
  parent: ["contributor", "family"],
  parents: ["contributor", "family"],
  daughter: ["couple", "invitation"],
  son: ["couple", "invitation"],
  niece: ["couple"],
  bride: ["couple"],
  groom: ["couple"],
  fiance: ["couple"],
  fiancee: ["couple"],
  crash: ["broken"],
  crashes: ["broken"],
  glitch: ["broken"],
  weird: ["broken"],
  overlapping: ["broken"],
  favorite: ["save"],
  favorites: ["save"],
  hearted: ["save"],
  heart: ["save"],
  saved: ["save"],
  shortlist: ["save"],
  remove: ["delete"],
  erase: ["delete"],
  mic: ["microphone"],
  hide: ["unpublish"],
  live: ["publish"],
  visible: ["publish", "see"],
  costs: ["cost"],
  price: ["cost", "pricing"],
  prices: ["cost", "pricing"],
  fee: ["cost"],
  fees: ["cost"],
  commission: ["cost", "commission"],
  free: ["free", "cost"],
  spend: ["budget"],
  spent: ["budget", "spent"],
  excel: ["spreadsheet", "csv"],
  sheets: ["spreadsheet", "csv"],
  xlsx: ["spreadsheet", "csv"],
  responded: ["rsvp", "answer"],
  respond: ["rsvp", "answer"],
  replied: ["answer"],
  rsvpd: ["rsvp"],
  rsvps: ["rsvp"],
  checklist: ["task", "timeline"],
  todo: ["task", "timeline"],
  tasks: ["task"],
  schedule: ["schedule", "time"],
  lead: ["inquiry"],
  leads: ["inquiry"],
  message: ["inquiry", "message"],
  messages: ["inquiry", "message"],
  messaging: ["inquiry", "message"],
  messaged: ["inquiry", "message"],
  dj: ["dj", "vendor"],
  florist: ["florist", "vendor"],
  caterer: ["caterer", "vendor"],
  photographer: ["photographer", "vendor"],
  app: ["app", "phone"],
  ipad: ["device"],
  laptop: ["device"],
  computer: ["device"],
  // Vocabulary people use for the product's things (found on questions the engine had not seen).
  pause: ["unpublish"],
  deactivate: ["unpublish"],
  disable: ["unpublish"],
  notified: ["email"],
  notification: ["email"],
  notifications: ["email"],
  alert: ["email"],
  alerts: ["email"],
  writes: ["inquiry", "message"],
  wrote: ["inquiry", "message"],
  holiday: ["block"],
  holidays: ["block"],
  vacation: ["block"],
  closed: ["block", "closed"],
  close: ["block", "closed"],
  wheel: ["broken"],
  forever: ["broken"],
  location: ["venue"],
  locations: ["venue"],
  second: ["another", "multiple"],
  spinning: ["broken"],
  spinner: ["broken"],
  loading: ["broken", "load"],
  stuck: ["broken"],
  frozen: ["broken"],
  freezes: ["broken"],
  spotlight: ["premium"],
  featured: ["premium", "featured"],
  sponsored: ["premium"],
  promote: ["premium"],
  promoted: ["premium"],
  upgrade: ["premium", "upgrade"],
  fit: ["match"],
  fits: ["match"],
  suit: ["match"],
  suits: ["match"],
  recommend: ["match"],
  balance: ["payment"],
  owe: ["payment"],
  chicken: ["meal"],
  fish: ["meal"],
  beef: ["meal"],
  vegetarian: ["meal"],
  vegan: ["meal"],
  entree: ["meal"],
  dinner: ["meal"],
  food: ["meal"],
  kids: ["child"],
  children: ["child"],
  signup: ["signup", "sign"],
  pretending: ["impersonate"],
  pretend: ["impersonate"],
  pretends: ["impersonate"],
  impersonating: ["impersonate"],
  impersonation: ["impersonate"],
  posing: ["impersonate"],
  fake: ["impersonate", "fake"],
  hacked: ["hack"],
  hacker: ["hack"],
  hack: ["hack"],
  // Families of everyday words for the product's things (session 11, from messages the engine had not seen).
  gluten: ["dietary", "meal"],
  allergy: ["dietary", "meal"],
  allergies: ["dietary", "meal"],
  allergic: ["dietary", "meal"],
  celiac: ["dietary", "meal"],
  diet: ["dietary", "meal"],
  dairy: ["dietary", "meal"],
  halal: ["dietary", "meal"],
  kosher: ["dietary", "meal"],
  nag: ["reminder"],
  nagging: ["reminder"],
  forget: ["reminder"],
  forgetting: ["reminder"],
  forgot: ["forgot", "reminder"],
  remember: ["reminder"],
  installment: ["payment"],
  installments: ["payment"],
  subscription: ["plan", "bill"],
  subscriptions: ["plan", "bill"],
  subscribe: ["plan"],
  membership: ["plan"],
  tier: ["plan"],
  pro: ["pro", "plan"],
  dimensions: ["size", "room"],
  measurements: ["size", "room"],
  footage: ["size", "room"],
  sqft: ["size", "room"],
  liked: ["save"],
  loved: ["save"],
  bookmarked: ["save"],
  printable: ["download", "print"],
  printout: ["download", "print"],
  pdf: ["download", "pdf"],
  counseling: ["counselor", "session"],
  counselling: ["counselor", "session"],
  counselor: ["counselor", "session"],
  therapist: ["counselor", "session"],
  therapy: ["counselor", "session"],
  premarital: ["counselor", "session"],
  coach: ["coach", "session"],
  coaching: ["coach", "session"],
  spam: ["email", "spam"],
  junk: ["email", "spam"],
  bridesmaids: ["bridesmaid", "wedding party"],
  groomsmen: ["groomsman", "wedding party"],
  chat: ["chat", "message"],
  group: ["group", "chat"],
  declined: ["declined", "failed"],
  bounced: ["bounced", "failed"],
  invoice: ["invoice"],
  invoices: ["invoice"],
  invoicing: ["invoice"],
  aunt: ["guest", "family"],
  uncle: ["guest", "family"],
  cousin: ["guest", "family"],
  cousins: ["guest", "family"],
  grandma: ["guest", "family"],
  grandpa: ["guest", "family"],
  grandmother: ["guest", "family"],
  grandfather: ["guest", "family"],
  grandparents: ["guest", "family"],
  nephew: ["guest", "family"],
  crooked: ["align"],
  straight: ["align"],
  straighten: ["align"],
  aligned: ["align"],
  snap: ["align"],
  tag: ["mention"],
  tagging: ["mention"],
  tagged: ["mention"],
  mentions: ["mention"],
  flag: ["report"],
  flagged: ["report"],
  yearly: ["annual"],
  annually: ["annual"],
  texting: ["text"],
  texts: ["text"],
  sms: ["text"],
  plate: ["meal"],
  plates: ["meal"],
  expired: ["expired", "failed"],
  louisville: ["city"],
  dayton: ["city"],
  akron: ["city"],
  knoxville: ["city"],
  memphis: ["city"],
  chattanooga: ["city"],
  toledo: ["city"],
  lexington: ["city"],
  indianapolis: ["city"],
  pittsburgh: ["city"],
  // Session 14: words for reviews, access needs and payment methods.
  star: ["review"],
  stars: ["review"],
  rating: ["review"],
  ratings: ["review"],
  rated: ["review"],
  wheelchair: ["accessible"],
  ramp: ["accessible"],
  walker: ["accessible"],
  mobility: ["accessible"],
  disabled: ["accessible"],
  disability: ["accessible"],
  cheque: ["withoutcard"],
  dads: ["dad"],
  sheet: ["spreadsheet", "csv"],
  spreadsheet: ["spreadsheet", "csv"],
  premade: ["template"],
  baker: ["baker", "vendor"],
  bakery: ["baker", "vendor"],
  caterers: ["caterer", "vendor"],
  planner: ["planner", "vendor"],
  videographer: ["videographer", "vendor"],
  officiant: ["officiant", "vendor"],
  moms: ["mom"],
  // Other wedding products' words and everyday mail names.
  storefront: ["profile"],
  retainer: ["deposit"],
  outlook: ["email"],
  gmail: ["email"],
  hotmail: ["email"],
  yahoo: ["email"],
  moodboard: ["board"],
  walkthroughs: ["tour"],
  acct: ["account"],
  draft: ["unpublish", "publish"],
  ranking: ["rank"],
  seo: ["rank", "search"],
  buried: ["rank"],
  lookbook: ["gallery"],
  // Words of formal or translated English for the product's things.
  debited: ["charge", "bill"],
  debit: ["charge", "bill"],
  photograph: ["photo"],
  photographs: ["photo"],
  hall: ["venue", "hall"],
  voting: ["vote", "poll"],
  votation: ["vote", "poll"],
  opinion: ["review"],
  opinions: ["review"],
  signal: ["report"],
  functioning: ["working"],
  register: ["signup"],
  registered: ["signup"],
  registration: ["signup"],
  platform: ["site"],
  transmit: ["send", "share"],
  telephone: ["phone"],
  info: ["information"],
  xls: ["spreadsheet", "csv"],
  // Session 18: the kinds of places people list as venues, and older mail names.
  chapel: ["venue", "chapel"],
  shop: ["business", "shop"],
  vineyard: ["venue", "vineyard"],
  winery: ["venue", "winery"],
  aol: ["email"],
  icloud: ["email"],
  comcast: ["email"],
  written: ["inquiry", "message"],
  // Session 20: plurals the stemmer splits from their singular ("websites" is "websit", "website" stays).
  websites: ["website"],
  tables: ["table"],
  ballroom: ["room", "ballroom"],
};

/** A word as the index keeps it: lower case, no stop words, synonyms mapped, stemmed. */
export function processTerm(term: string): string[] | null {
  const word = term.toLowerCase().replace(/[’']/g, "");
  if (!word || STOPWORDS.has(word)) return null;
  const mapped = SYNONYMS[word] ?? [word];
  return [...new Set(mapped.map(stem))];
}

/** Phrases that mean one thing ("turn off my profile" is unpublishing it), joined before the words are split. */
const PHRASES: [RegExp, string][] = [
  // "Help with the guest list but NOT see the budget": what a helper must not see is no part of what is asked for.
  [/\b(?:but|and) (?:not|never) (?:be able to )?(?:see|seeing|view|viewing|access|touch)(?: the| our| my)? budget\b/gi, " "],
  // "How many pics can i put up before i have to start paying": what the free plan allows.
  [/\bbefore (?:i|we) (?:have to|need to|gotta|must|start to|'?d have to) (?:start )?(?:pay|paying)\b/gi, "on the free plan"],
  // "Whats the easiest way to get him what we put in here" (the DJ): sharing the songs with the DJ.
  [/\bget (?:him|her|them|the dj|the band|our dj)\b[^.?!]{0,20}\b(?:what we (?:put|added|have|picked)|our (?:lists?|songs|picks))\b(?: in here| on here| here)?/gi, "share songs with the dj"],
  // "Turn off the emails from the chat": stopping mail, not unpublishing anything.
  [/\b(?:turn(?:ed|ing)? off|switch(?:ed|ing)? off|mute|unsubscribe from) (?:the |all |these |those |my )?(?:e-?mails?|notifications?|alerts?)\b/gi, "stop emails"],
  // "Take our listing down for the winter": unpublishing it, said around the listing.
  [/\b(?:take|taking|took|pull|pulling) (?:our|my|the) (?:listing|page|profile|venue|shop|business)(?: page)? down\b/gi, "unpublish listing"],
  // "Can it hook up to Spotify", "sync with our calendar": connecting another service.
  [/\b(?:hook(?:ed|ing)?|link(?:ed|ing)?) (?:it |this |us )?up (?:to|with)\b/gi, "connect to"],
  [/\b(turn(ed|ing)? off|take down|taken down|switch off)\b/gi, "unpublish"],
  [/\b(turn(ed|ing)? on|go live|went live)\b/gi, "publish"],
  [/\b(sign(ed|ing)? up)\b/gi, "signup"],
  // "Close our account": deleting it, not a business closed for a season.
  [/\b(?:close|closing|shut down|shutting down) (?:my|our|the|this) (?:account|acct)\b/gi, "delete account"],
  // "A copy of everything we put in": downloading one's data.
  [/\b(?:a )?cop(?:y|ies) of (?:everything|all|our|my|the)\b/gi, "$& download data"],
  // "How do I get him on it", "put my partner on our account": inviting someone to help plan.
  [/\b(?:get|add|put) (?:him|her|them|my (?:fianc\w*|partner|husband|wife|mom|dad|mother|father|sister|brother)) (?:on|onto|into|in) (?:it|here|the account|our account|this|serviceberry)\b/gi, "$& invite helper"],
  [/\b(log(ged|ging)? (in|on))\b/gi, "login"],
  [/\b(plus[- ]ones?)\b/gi, "plusone"],
  [/\b(gluten|dairy|nut|peanut|sugar|egg|soy)[- ]free\b/gi, "dietary"],
  [/\bdouble[- ]?book(ed|ing)?\b/gi, "doublebooked"],
  // "This site" is Serviceberry; "our wedding site" is the couple's website.
  [/\bwhat(?:'s| is) (?:this|your|ur) (?:web)?site\b/gi, "what is serviceberry"],
  // "Can we put a password on our wedding website? i dont want randoms seeing it": who can see the site.
  [/\b(?:password|passcode|lock|private|hide)\b[^.?!]{0,25}\b(?:on|for|to) (?:our|the|my) (?:wedding )?(?:web ?site|site|page)\b/gi, "$& who can see private"],
  // "Does serviceberry work there or just the big cities?": which cities Serviceberry covers.
  [/\b(?:does|do|will|can) (?:serviceberry|this site|this app|it|you|y'?all|you guys) (?:even |also )?(?:work|operate|cover|serve) (?:in|there|here|near|around|outside)\b|\b(?:just|only) (?:the )?(?:big|bigger|major|main|four) cities\b/gi, "$& which cities do you cover"],
  // "My sister sent me a link to this site": this site is Serviceberry, not a wedding website.
  [/\b(?:link to|found|joined|signed up (?:for|on|to)|account on|sent me) this (?:web ?)?site\b/gi, "serviceberry"],
  // "Does your site have online RSVP?": "your site" is Serviceberry, not the couple's wedding website.
  [/\b(?:does|do|can|will|is) (?:your|ur|this) (?:web ?)?site\b/gi, "serviceberry"],
  [/\b(?:get|be|put|listed) (?:us |my \w+ |our \w+ )?on (?:this|your|ur) (?:web)?site\b/gi, "list on serviceberry"],
  [/\b(wrong|incorrect|invalid) (email|e-mail|password)( (or|and) (email|e-mail|password))?\b/gi, "wrongcredentials"],
  [/\breturn(ed|ing)? (our|my) (calls?|emails?|messages?)\b/gi, "answering"],
  [/\b(?:get|be|put|putting|listed|join)(?: set up)? (?:us |me |my \w+ |our \w+ |our \w+ \w+ )?on here\b/gi, "list on serviceberry"],
  [/\bline(?:d)? (?:them |it |everything )?up\b/gi, "align"],
  [/\bguest ?book (?:section|page|tab|part)\b/gi, "guest list"],
  [/\b(?:didn'?t|did not|won'?t|doesn'?t) go through\b/gi, "failed"],
  [/\b(?:hand|pass|give) (?:a |the |this |that )?(ticket|case) (?:over )?to\b/gi, "assign $1 to"],
  [/\b(?:one (?:at a time|by one)|every single (?:one|person|guest)|in bulk)\b/gi, "bulk"],
  // "No company cards": a card is not an option.
  [/\bno (?:company |business |credit |debit )?cards?\b/gi, "$& withoutcard"],
  // Paying some other way than a card online ("by check", "we don't do cards").
  [/\b(?:(?:pay|pays|paying|paid)(?: for \w+)? (?:by|with|via) (?:a )?(?:check|cheque|cash|wire|bank transfer|ach|invoice)|(?:don'?t|doesn'?t|do not|does not|can'?t|cannot) (?:do|take|use|have|pay with) (?:a )?(?:credit |debit )?cards?)\b/gi, "withoutcard"],
  // "Hide us til spring", "take the listing offline for a couple of months": unpublishing for a while, kept to publish again.
  [/\b(?:hide|hiding|take|taking|pause|pausing|put|keep|go)\b[^.?!]{0,40}\b(?:til|till|until|for the (?:winter|summer|season|off-?season)|over the (?:winter|summer|holidays)|for (?:a|a couple of|a few|two|three|\d+|those|these|the) (?:months|weeks)|while (?:we'?re|we are) (?:closed|away|renovating))\b/gi, "$& unpublish publish again"],
  // "The first picture on our listing", "get the ballroom photo to show first": the cover photo, not placement in search.
  [/\b(?:photo|picture|pic|image|shot)s? (?:to |will |would |that )?(?:show|shows|showing|come|comes|appear|appears|be|go|goes)(?: up)? (?:first|at the top|on top)\b|\b(?:first|main|top) (?:photo|picture|pic|image)\b/gi, "cover photo reorder photos"],
  // Being shown first ("be the first photographer people see", "show up at the top"): placement, which no plan sells.
  [/\b(?:get|getting|be|being) (?:bumped|moved|pushed|boosted|put|placed|bumped up|moved up) (?:to|at|on) (?:the )?(?:top|first|front)\b/gi, "$& toplisting"],
  [/\b(?:we|us|i|me|to|(?:our|my) (?:venue|business|listing|profile|company|page|shop|studio)) (?:be|being|show|shows|show up|showing(?: up)?|appear|appearing|listed|shown|come up|coming up|rank|ranked) (?:as )?(?:the )?(?:first|at the top|on top|top|#1|number one)\b/gi, "$& toplisting"],
  // Keeping couples from asking for tours on some days.
  [/\b(?:stop|block|prevent|keep|no more) (?:couples |people |anyone |them |guests )?(?:from )?(?:requesting|booking|picking|asking for|scheduling|choosing) (?:a |any )?tours?\b/gi, "$& blocktours"],
  // Bringing a list over instead of typing it again: an import.
  [/\b(?:bring (?:it|them|that|everything|all of (?:it|that|them)) over|(?:type|enter|put) (?:it|them|that|all (?:of )?(?:it|that|them)|everyone|everything) (?:in|out) (?:all )?(?:over )?again|re-?type|re-?enter|copy (?:it|them|that) over|move (?:it|them|that) over)\b/gi, "$& import"],
  [/\b(?:pre-made|ready-made|ready made|starter (?:list|checklist))\b/gi, "$& template"],
  // A card refused: the plan's payment failed, not a question about billing in general.
  [/\b(?:card|payment|charge) (?:got |was |has been |keeps getting |is )?(?:declined|rejected|bounced|denied|refused|failed)\b/gi, "$& paymentfailed"],
  // "It says too many attempts": the sign-in lock, not sign-in trouble in general.
  [/\btoo many (?:sign[- ]?in |log[- ]?in |login |failed |wrong )?(?:attempts|tries)\b/gi, "$& locked out"],
  // "Does this send text reminders?": texting guests, which Serviceberry does not do.
  [/\b(?:text|sms) (?:reminders?|messages?|alerts?|invites?|invitations?|nudges?)\b/gi, "$& textmessages"],
  // "My son sent me an email with a link to help plan his wedding": a helper's invitation, to join.
  [/\b(?:sent|emailed|texted|gave) me (?:an? )?(?:e-?mail |text |message )?(?:with )?(?:a |the )?link to help\b|\blink to help (?:plan|with)\b/gi, "$& invitation link from the couple join"],
  // "I invited my mother in law a week ago and she never got anything": a helper's invitation, sent from the couple's side.
  [/\b(?:invited|sent (?:an? )?invite to|sent (?:an? )?invitation to) (?:my|our) (?:mom|mother|mother in law|mother-in-law|dad|father|sister|brother|friend|maid of honor|moh|bridesmaids?|planner|parents)\b/gi, "$& invite a helper"],
  // "She sent the invite to my work email but my account is my gmail": accepting needs the address it was sent to.
  [/\b(?:invite|invitation|link)\b[^.?!]{0,30}\bto my (?:work|other|old|school|personal|husband'?s|wife'?s) (?:e-?mail|address)\b|\bsign in with (?:a |an )?(?:different|other|another) (?:e-?mail|address)\b/gi, "$& invitation sent to email address accept"],
  // "How many pictures can we put up on the Plus plan", "for free vs if we pay": how many photos a plan allows is what the plans add.
  [/\bhow many (?:pictures|photos|pics|images)\b[^.?!]*\b(?:plans?|pay|paid|free|upgrade)\b|\b(?:plans?|pay|paid|upgrade)\b[^.?!]*\bhow many (?:pictures|photos|pics|images)\b/gi, "$& plans add cost"],
  // "Which signup do I pick?": which kind of account to create, asked before signing up.
  [/\bwhich (?:sign ?-?up|account|kind of account|type of account|option|one)\b[^.?!]{0,20}\b(?:do|should|would) (?:i|we) (?:pick|choose|use|create|make|select|go with|click)\b/gi, "$& which kind of account to create"],
  // "How do I send it to our florist, she isn't on this site": someone off Serviceberry gets a share link.
  [/\b(?:isn'?t|is not|aren'?t|are not|not) (?:on|using|signed up (?:on|for|with)) (?:this site|here|serviceberry|the site|this app|your site)\b/gi, "$& make a share link"],
  // "What would it cost to be listed at the top of the DJ page": a place at the top is paid placement, which is not sold.
  [/\b(?:at|on|to|in) the (?:very )?top of (?:the )?(?:[\w-]+ ){0,2}(?:page|list|listings?|search(?:es)?|results|category)\b/gi, "$& toplisting featured"],
  // "Can Serviceberry pull from HoneyBook so our blocked dates update themselves": another tool's calendar synced in.
  [/\bpull (?:in )?(?:from|in from) (?:it|them|that|(?:our|my) (?:calendar|software|crm|system|booking \w+))\b|\b(?:dates?|calendar|availability|bookings?)\b[^.?!]{0,30}\bupdate (?:themselves|itself|automatically|on (?:its|their) own)\b|\bsync\w* (?:up )?(?:with|to) (?:yours|your (?:calendar|site|system|app)|serviceberry|the site)\b/gi, "$& sync our event software"],
  // "Can couples pay their venue deposit to us right through Serviceberry with a card": a business taking card payments
  // here, which it can't (without the card it is how deposits work, which the deposits article answers).
  [/\bcouples? (?:to )?pay\b[^.?!]{0,40}\b(?:to (?:us|me)|(?:us|me))\b[^.?!]{0,30}\b(?:through|via|on|in|using) (?:serviceberry|here|the site|your site|the app|this)\b(?=[^.?!]*\b(?:cards?|credit|online|stripe|apple pay)\b)/gi, "$& take card payments from couples"],
  // "How much is plus for a venue": a plan's name after a price asked is the plan, not "plus" the word.
  [/\b(?:how much|what(?:'s| is| does)|price of|cost of)\b[^.?!]{0,12}\b(?:plus|pro)\b(?![- ]?ones?\b)/gi, "$& plans add cost"],
  // "It says something about a web address in our names": a link put in the couple's names stops invitations going out.
  [/\b(?:web ?address|website|link|url)\b[^.?!]{0,30}\b(?:in|into|as) (?:our|my|the|your) (?:names?|name field)\b|\bin (?:our|my|the) names?\b[^.?!]{0,30}\b(?:web ?address|website|link|url)\b/gi, "$& names contain a web address send refused"],
  // "Our farm shows up as claimed but none of us did that": claimed by someone else.
  [/\b(?:shows?(?: up)?|listed|marked|says|is)\b[^.?!]{0,20}\bas claimed\b|\bclaimed\b[^.?!]{0,40}\b(?:none of us|we never|we didn'?t|i never|i didn'?t|not us|wasn'?t us|wasn'?t me|not me)\b/gi, "$& someone else claimed"],
  // "We printed save the dates with the old link, does it break if I change it": the website's address changed.
  [/\bold (?:link|url|web ?address|website address|site address|qr ?code)\b/gi, "$& website address"],
  // "Guests filled out the address form but their addresses are still the old ones": addresses wait for approval.
  [/\baddress(?:es)?\b[^.?!]{0,40}\bstill (?:the )?(?:old|same|wrong)\b|\b(?:filled|fill) (?:out|in) (?:the|our|your) address (?:form|link)\b[^.?!]*\b(?:but|still|not|didn'?t|haven'?t)\b/gi, "$& didn't update on its own waiting for you approve"],
  // "Can I send a reminder to just the people who never replied": the reminder send, whatever else the message says.
  [/\b(?:reminders?|remind|nudge|ping|chase)\b[^.?!]{0,30}\b(?:who|that) (?:never|haven'?t|havent|didn'?t|didnt|still haven'?t|hasn'?t) (?:replied|answered|responded|rsvp'?d|rsvped|rsvp)\b/gi, "$& email reminders to guests who haven't answered"],
  // "Can my in laws see ONLY the budget": one part shared with family, the budget the usual one.
  [/\b(?:see|access|view|get into)\b (?:only|just) (?:the|our) budget\b|\bonly (?:see|access|view) (?:the|our) budget\b/gi, "$& family budget access"],
  // "Put some pictures on her flowers board": a helper adding to the couple's inspiration board.
  [/\b(?:her|his|their|the couple'?s) (?:[a-z]+ )?board\b/gi, "$& helper add to the board"],
  // "Make our wedding website private or password protected": who can see the site.
  [/\b(?:make|keep|set|have) (?:our|the|my) (?:wedding )?(?:web ?site|site) (?:private|password[- ]protected|hidden|locked)\b|\bpassword[- ]protect(?:ed|ion)?\b|\b(?:put|add|set|use) (?:a )?password (?:on|to|for) (?:it|(?:the|our|my) (?:wedding )?(?:web ?site|site|page))\b/gi, "$& who can see private"],
  // "For a bunch of guests … I don't want to click each one": many at once.
  [/\b(?:a (?:whole )?bunch of|a lot of|lots of|tons of) (?:guests|people|coworkers|friends|cousins|names)\b|\bclick(?:ing)? (?:on )?each (?:one|guest|name)\b/gi, "$& bulk"],
  // "I want that refunded please", "I want that reversed": a refund asked for, not only a charge questioned.
  [/\b(?:want|need|like|get|getting)\b[^.?!]{0,20}\b(?:refunded|refund|money back|reversed|reverse it|reverse the charge|credited back)\b/gi, "$& refund request"],
  // "One screen that shows all of them or a separate login for each couple": a helper with several weddings.
  [/\b(?:one|a single|the same) (?:screen|page|place|dashboard|login)\b[^.?!]*\b(?:all|every|each|both|several|multiple) (?:of them|(?:my |the )?(?:couples?|weddings?|brides?))\b|\bseparate (?:login|account)s? for (?:each|every)\b/gi, "$& helping two couples switch between their plans"],
  // "Do you guys take a cut when a couple books me", "do you take a percentage": a commission, which vendors don't pay.
  [/\b(?:take|takes|taking|get|gets|keep|keeps) (?:a |any |your )?(?:cut|percentage|percent|commission|slice)\b/gi, "$& commission vendor cost"],
  // "Our claim on Maple Hollow Farm got turned down": the listing's name between says nothing of what happened.
  [/\bclaim\b[^.?!]{0,50}?\b(?:got|was|has been|been|is) (?:turned down|rejected|denied|declined|refused)\b|\b(?:turned down|rejected|denied|declined|refused) (?:our|my) claim\b/gi, "$& claim rejected"],
  // "Sent a bride the link to my gallery and it doesn't work anymore": the gallery's own link, not a sign-in link.
  [/\b(?:link|url|address) (?:to|for|of) (?:my|our|the) (?:[\w']+ ){0,2}?gallery\b|\bgallery(?:'s)? (?:link|url|address)\b/gi, "$& stopped working new link"],
  // "I finished putting in all our venue info": the basics filled in, which publishing needs.
  [/\b(?:finished|done|completed|filled (?:in|out)|entered) (?:putting |filling |entering |adding |typing |setting )?(?:in |out |up )?(?:all )?(?:of )?(?:our|my|the) (?:venue |business |shop |studio )?(?:info\w*|details|profile|listing|page)\b/gi, "$& basics filled in publish"],
  // "How do I message the florist I found on here": a couple writing to a vendor sends an inquiry from the profile.
  [/\bhow (?:do|can|would|should) (?:i|we)\b[^.?!]{0,12}\b(?:message|contact|write to|reach out to|reach|email|get in touch with|talk to) (?:the |a |this |that |our |one )?(?:florist|photographer|videographer|dj|caterer|baker|bakery|vendor|planner|band|officiant|hair (?:and|&) makeup (?:artist|person)|makeup artist)s?\b/gi, "$& send inquiry from vendor profile"],
  // "Found my business on here, i never made this page, how do i get control of it": claiming a listing.
  [/\b(?:get|take|gain|have) (?:control|ownership|hold|charge) (?:of|over) (?:it|this|that|the (?:page|listing|profile)|my (?:page|listing|profile|business))\b|\b(?:never|didn'?t|did not) (?:made|make|create|created|set up|put up|start|started) (?:this|that|the|my|our) (?:page|listing|profile)\b/gi, "$& claim listing"],
  // "A mother of the bride left us 2 stars": stars given are a review.
  [/\b(?:left|gave|give|giving|leaving) (?:us|me|my \w+|our \w+|him|her|them) (?:a |only |just )?(?:[1-5]|one|two|three|four|five)[- ]stars?\b/gi, "$& review"],
  // "Want to put some of the new pics up on my profile": adding photos to the portfolio.
  [/\b(?:put|get|post|add|throw|stick)\b[^.?!]{0,30}\b(?:pics|pictures?|photos?|images|shots)\b[^.?!]{0,12}\b(?:up on|up|on|onto) (?:my|our|the) (?:profile|page|listing|portfolio)\b/gi, "$& upload photos portfolio"],
  // "They gave me 3 stars but said they'd change it to 5, can you just update it for them": editing someone's review.
  [/\b(?:[1-5]|one|two|three|four|five)[- ]stars?\b[^]*\b(?:can|could|would|will) (?:you|u)\b[^.?!]*\b(?:update|change|edit|bump|raise|fix|make|switch) (?:it|that|them|their (?:rating|review|stars)|the (?:rating|review|stars))\b/gi, "$& edit review"],
  // A limit met while sending: the sending limits.
  [/\b(?:hit|reached|over|exceeded|went over|at) (?:a |the |our |some |my |its )?(?:limit|cap|maximum|max)\b|\blimit (?:on|to) (?:how many|emails|invitations|reminders)\b/gi, "$& sendinglimit"],
  // Texting guests (not a Serviceberry feature) said as a verb.
  [/\b(?:can (?:we|i|you)|could (?:we|i|you)|way to|how (?:do|can) (?:we|i)) text\b/gi, "$& textmessages"],
  // No answer yet from the other side ("still nothing back", "haven't heard back").
  [/\b(?:(?:still )?nothing back|(?:haven'?t|have not|never|didn'?t) heard (?:back|anything)|no (?:reply|response|answer) (?:yet|back))\b/gi, "$& notanswered"],
  // Asking whether Serviceberry passes people's details on ("do you sell it", "will you share our list").
  [/\b(?:do|will|would|does|did) (?:you|u|y'?all|you guys|serviceberry|this site) (?:ever )?(?:sell|share|give|pass)\b/gi, "$& datasharing"],
  // Formal and translated English for the product's things ("the advance payment", "charge the photographs", "a small internet page for our wedding").
  [/\b(?:advance|down)[- ]payment\b/gi, "deposit"],
  [/\bdisc ?jockey\b/gi, "dj"],
  [/\b(?:internet|web) ?page\b|\bpage (?:on the internet|for (?:our|the) wedding)\b/gi, "wedding website"],
  [/\bcharg(?:e|ing) (?:the |our |my )?(?:photos|photographs|pictures|images|files)\b/gi, "upload the photos"],
  [/\b(?:plan|map|distribution) of (?:the )?tables\b|\btables? plan\b|\bput (?:every|each) guest (?:on|in|at) (?:his|her|their) (?:place|seat|table)\b/gi, "seating chart"],
  [/\b(?:as|by|via|through) (?:a )?(?:texts?|sms|text messages?)\b|\bby sms\b/gi, "$& textmessages"],
  [/\b(?:group|block) of (?:hotel |inn |guest )?rooms\b|\brooms? in a hotel\b/gi, "hotel room block"],
  // Told to confirm one's email before something works ("says I need to confirm my email first").
  [/\b(?:confirm|verify|verified|confirmed) (?:my|your|our|the) (?:e-?mail|address|account)(?: address)? (?:first|before)\b/gi, "$& verifyfirst"],
  // A confirm-your-email link, named in any order ("the confirm your email link", "the link for confirm my email").
  [/\b(?:confirm|verify|verification|confirmation)(?: (?:your|my|the))?(?: e-?mail)? link\b|\blink (?:for|to) (?:confirm|verify)\w*(?: (?:my|your|the))?(?: e-?mail| account)?\b/gi, "$& verifylink"],
  // "It asks me to verify my email, but when I click the link...": the link is the verify link, named earlier in the sentence.
  [/\b(?:verify|verifying|confirm|confirming) (?:my|your|our|the) e-?mail\b(?=[^.?!]*\blink\b)/gi, "$& verifylink"],
  // Talking about this conversation with Grace ("going back and forth with this chat").
  [/\b(?:back and forth|going around in circles|talking) (?:with|to|in) (?:this|the) (?:chat|bot|assistant)\b|\bthis (?:chat ?bot|bot)\b/gi, " "],
  [/\b(?:cut|cuts|write|writes|send|mail) (?:a |one |the )?checks?\b/gi, "$& withoutcard"],
  // Asking to talk on the phone ("is there a number I can call").
  [/\b(?:(?:a |your )?(?:phone )?number (?:i|we) (?:can|could) (?:call|ring|reach)|(?:can|could) (?:i|we) (?:call|phone|ring) (?:you|someone|somebody|support|your team)|(?:talk|speak) (?:to (?:someone|somebody|a person) )?(?:on|over) the phone)\b/gi, "$& phonesupport"],
  // Mail that stopped coming ("we haven't gotten one email from you in two weeks").
  [/\b(?:haven'?t|have not|hasn'?t|not|never|don'?t|didn'?t|stopped) (?:gotten|got|received|receiving|getting|get|had)(?: (?:a single|one|any|a|the|new|our|my|\w+)){0,3} (?:e-?mails?|notifications?)\b/gi, "$& emailsnotarriving"],
  // Session 18: older and plainer words for the product's things, and the asks under a long letter.
  // "Every other wedding site has a registry": other sites are the comparison, not our wedding website.
  [/\b(?:every|any|all|most|the) other (?:wedding )?(?:sites?|apps?|websites?|platforms?)(?: on earth| out there)? (?:has|have|offers?|gives?|lets? you)\b/gi, " "],
  // "Stop paying the monthly for the Plus plan": cancelling the plan.
  [/\bstop (?:paying|being charged|being billed)\b/gi, "$& cancel plan"],
  // "How will I know when somebody has written something new": new messages in the chat.
  [/\b(?:know|tell|see|notice|find out) when (?:someone|somebody|anyone|anybody|people|they|family|the family|everyone) (?:has |have )?(?:written|writes|wrote|posted|said|sent|added|answered) (?:something|anything)?\b/gi, "$& unread new messages"],
  // "Will they have to sign up to tell us if they are coming": guests answering, which is the RSVP.
  [/\b(?:tell|let|say to) (?:us|you|me|them|the couple|the bride) (?:know )?(?:if|whether) (?:they|he|she|you|guests?|people|everyone|folks)(?:'re| are| is| will be| can| can be)? (?:coming|come|attending|make it|be there)\b/gi, "$& guests rsvp"],
  // "What does it cost to plan the wedding on this": a couple's question.
  [/\bplan (?:the|our|my|a) wedding\b/gi, "$& couples"],
  // "So tiny on my screen", "how do I make it bigger": zooming in.
  [/\b(?:make|get) (?:it|them|this|that|everything|the \w+) (?:bigger|larger)\b|\b(?:so|too) (?:tiny|small) (?:on (?:my|the) screen|to read)\b|\b(?:can'?t|cannot|hard to) (?:read|make out) (?:the )?(?:names|words|writing|text)\b/gi, "$& zoom"],
  // "The email said to confirm me", "the e-mail to say it's really me": confirming one's email.
  [/\bconfirm (?:me|that (?:it'?s|its) (?:really )?me)\b|\bsay (?:it'?s|its) (?:really )?me\b/gi, "verify my email"],
  // "The link is no good", "the button is dead": a link that does not work.
  [/\b(?:link|button|code) (?:is|was|seems) (?:no good|not good|dead|bad|broken)\b/gi, "$& invalid"],
  // "I don't remember my password": forgot it.
  [/\b(?:don'?t|do not|can'?t|cannot|couldn'?t|never) remember (?:my|the|our) password\b/gi, "$& forgot"],
  // "When my daughter looks for me on her phone I'm not there": not showing in search.
  [/\b(?:look(?:s|ed|ing)?|search(?:es|ed|ing)?) (?:for|up) (?:me|us|my (?:shop|venue|business|listing|page|profile|hall|barn)|our (?:shop|venue|business|listing|page|profile|hall|barn))\b[^.?!]*\b(?:(?:i'?m|we'?re|it'?s|i am|we are|it is) not (?:there|showing|listed|in it)|(?:can'?t|cannot|couldn'?t) find)\b/gi, "notinsearch"],
  // "I have pictures on my phone, how do I get them onto my page": uploading photos.
  [/(?<=\b(?:pictures?|photos?|pics|images|photographs)\b[^]*)\b(?:get|put|move|load) (?:them|these|those)(?: up)? (?:onto|on to|up on|into|on)\b/gi, "$& upload photos"],
  // "How do I move the pictures around", "which picture comes first": reordering photos.
  [/\b(?:move|moving|shuffle|switch|rearrange|arrange|change) (?:the |my |our )?(?:pictures|photos|pics|images|photographs) (?:around|about)\b|\b(?:which|what) (?:picture|photo) (?:comes?|shows?|goes) first\b/gi, "reorder photos"],
  // "It just sits there, not yes or no": a request not answered.
  [/\b(?:not|no|neither)(?: a)? yes,? (?:or|nor|no) (?:a )?no\b|\bjust sits? there\b/gi, "$& not confirmed notanswered"],
  // "The brides would write to me through the site": couples' inquiries.
  [/\b(?:would|will|can|could|to) (?:write|send (?:messages|notes)) (?:to )?(?:me|us)\b/gi, "$& inquiry"],
  // "The account is still under my old manager's email", "it's in my ex-assistant's name": whose email the account is under.
  [/\b(?:is|it'?s|are|still|was|been|set up|registered|made) (?:still )?(?:under|in|on|tied to|attached to|linked to) (?:my |our |the |her |his |a )?(?:old |former |previous |ex-?)?(?:\w+ )?(?:\w+'s )?(?:e-?mail|e-?mail address|name|login)\b/gi, "$& accountemail"],
  // "Can I just put the buyer's email on the account": the account moves to someone else's address.
  [/\b(?:put|use|switch|change|move|transfer)\b[^.?!]{0,20}\b(?:her|his|their|the (?:new )?(?:owner|buyer)'?s?) e-?mail (?:on|to|for|onto|in) (?:the|my|our) account\b/gi, "$& change email accountemail"],
  // "Changing over from my old AOL e-mail to a new Gmail one": changing the account's email.
  [/\b(?:chang|switch|mov)\w* (?:over )?(?:from )?(?:my |an? |the )?(?:old )?(?:\w+ )?e-?mail\b[^.?!]*\bto (?:a |my )?(?:new|different|other)\b|\bsend (?:things|everything|mail|it|them) to (?:the|my) new (?:e-?mail|address)\b/gi, "$& change my email"],
  // "Tried my gmail and my work email, neither one works": the sign-in details are not accepted.
  [/\b(?:tried|try|trying|used|using)\b[^.?!]*\b(?:e-?mails?|gmail|yahoo|hotmail|outlook|passwords?)\b[^.?!]*\b(?:neither|none)(?: one| of them)? (?:works?|worked)\b/gi, "wrongcredentials"],
  // "An invite designer", "design the invites": designing invitations.
  [/\binvite (?:designer|design|maker|builder|templates?|cards?)s?\b|\bdesign(?:ing)? (?:the |our |my )?invites\b/gi, "invitation design"],
  // "None of their households show the new addresses": addresses sent in but not yet on the list.
  [/\b(?:none|not|n't|never)\b[^.?!]*\bshow\w* (?:the |their |any )?(?:new|updated|changed) address(?:es)?\b/gi, "$& updated address not showing"],
  // "Click the blue button to confirm me": the confirm-your-email link.
  [/\b(?:click|press|push|tap)\w* (?:on )?(?:the |a )?(?:\w+ )?(?:button|link) (?:to|that says|saying) (?:confirm|verify)\b/gi, "$& verifylink"],
  // "Change it to one I can remember": a password of one's own choosing.
  [/\b(?:one|something|a \w+) (?:i|we) (?:can|could|will) (?:remember|type)\b/gi, "$& new password"],
  // "Plan the wedding on this?": on this site.
  [/\bon this(?=\s*(?:[?.!,]|$))/gi, "on serviceberry"],
  // "When I search venues in Columbus we are not there", "it doesn't show up when I search": missing from search.
  [/\b(?:look|search)\w*(?: up| for| through)? (?:the )?(?:venues|vendors|photographers|florists|djs|caterers|bakers|bakeries|planners|businesses|listings)\b[^.?!]*\b(?:(?:we'?re|we are|i'?m|i am|it'?s|it is|they'?re|they are) not (?:there|showing|listed|in (?:it|them|the results))|(?:we|it|they) (?:doesn'?t|don'?t|does not|do not) (?:show|appear|come up))|\b(?:doesn'?t|does not|don'?t|do not|isn'?t|is not|aren'?t|are not) (?:show(?:ing)?|appear(?:ing)?|come|coming|listed)(?: up)?\b[^.?!]{0,15}\b(?:when|if) (?:i|we|you|couples|people|someone) (?:search|look)\w*/gi, "notinsearch search published"],
  // Looking for one's own listing as a visitor would ("when I look for it logged out it's not there").
  [/\b(?:(?:look|looked|looking|search|searched|searching) (?:for (?:it|us|our \w+|my \w+) )?(?:while |when )?(?:signed|logged) out|(?:can'?t|cannot|couldn'?t) find (?:it|us|our (?:venue|listing|page|profile)|my (?:venue|listing|page|profile)) (?:in|on) (?:the )?(?:search|site))\b/gi, "notinsearch"],
];

/** Words, with apostrophes kept inside them ("didn't" is one word, not "didn" and "t"). */
export function tokenize(text: string): string[] {
  const joined = PHRASES.reduce((t, [phrase, word]) => t.replace(phrase, word), text);
  return joined.split(/[^\p{L}\p{N}’']+/u).filter(Boolean);
}

export function terms(text: string): string[] {
  return tokenize(text).flatMap((w) => processTerm(w) ?? []);
}

/** How people ask for an article when they do not use its words; each article's question and answer count too. */
const ARTICLE_EXAMPLES: Record<string, string[]> = {
  "chat-unread-messages": ["little red number on the menu", "red badge on plan", "red dot in the bottom bar", "how will I know when someone writes in the chat", "don't want to miss messages in the chat"],
  "vendor-inspiration-gallery": ["how many times couples saved my pictures", "which of my pictures couples save the most", "a page of my work I can share on instagram", "a public link to my work for social media", "lookbook of my work"],
  "spotify-reconnect": ["spotify asks us to reconnect", "did we lose our songs when spotify disconnected"],
  "vendor-inspiration-gallery-link": ["turn off a shared link", "make a shared link stop working", "link stopped working after I unpublished", "gallery link says it doesn't exist after I unpublished my profile"],
  "partner-manages-helpers": ["my fiancé wants to invite his own helpers", "let my partner manage the helpers", "my partner invites the groomsmen", "my fiance wants to add people to help too", "can my partner add helpers with his own login"],
  "inquiry-limits": ["daily limit on messages to vendors", "won't let me send another inquiry to the same vendor", "already wrote them twice today"],
  "admin-tickets": ["queue of help requests from users", "help requests from users", "support tickets waiting", "ticket queue", "where do I find a user's ticket", "reply to a help ticket", "a ticket nobody answered"],
  "admin-venue-claims": ["approve pending venue ownership requests", "a claim looks suspicious, where do I reject it", "turn down a claim on a venue", "venue ownership requests", "who claims a venue", "a man says he owns the hall and sent a claim"],
  "affiliate-program": ["do you pay referral fees for sending vendors your way"],
  "affiliate-dashboard-payouts": ["earned from referrals but nothing came to my payout email"],
  "give-back-wedding-apply": ["the free wedding you give away each year, how do we apply"],
  "founding-50": ["half off for life", "discount for early vendors", "founding vendor deal", "early vendor discount still available", "the first vendors get half off forever, any spots left"],
  "inspiration-boards-share-with-vendors": ["share the mood board with the florist", "show our board to a vendor", "send a board to the photographer"],
  "forgot-password": ["forgot my password", "can't remember my password", "get back into my account", "how do I reset my password", "reset password"],
  "sign-in-trouble": ["wrong email or password", "password isn't accepted", "won't let me sign in", "says my password is wrong", "password is wrong but I'm sure it's right", "won't let me in no matter what I type", "made a login and it won't let me in", "says invalid password even though it is right"],
  "locked-out": ["too many attempts try later", "am I blocked", "sign-in paused", "too many attempts and it won't let me log in"],
  "reset-link-expired": ["reset link expired", "reset link already used", "old reset email doesn't work"],
  "change-password": ["change my password", "new password", "password is too weak", "someone else knows my password", "used the same password everywhere"],
  "sign-out-everywhere": ["sign out of another device", "log out of an ipad remotely", "still signed in somewhere else"],
  "verification-email": ["never got the confirm your email email", "no verification email", "activation email missing", "verification email never showed up, checked junk"],
  "verification-link-expired": ["verify link says invalid or expired", "confirmation link doesn't work", "verify link expired or already used", "verification link from last week", "verifylink expired", "verifylink isn't valid"],
  "why-verify": ["it says verify my email first", "why can't I send an inquiry until I verify", "verify my email before I can request a tour", "won't send, says to confirm my address first", "says confirm my email before asking for a tour", "keeps telling me to confirm my email address first", "verifyfirst", "trying to invite a helper and it says to confirm my email first"],
  "change-wedding-details": ["change our wedding date", "we postponed the wedding", "pushed the wedding back", "update our guest count", "moved the wedding to a new date", "edit our wedding profile", "change the wedding style", "I put the wrong wedding date when I signed up"],
  "change-email": ["use a different email address for my account", "new email on my account", "change the email on my account", "switch the account to another person's email", "move the account to the owner's email before I leave", "accountemail", "the account is under someone who left", "switch the account email to me now", "my email address is changing, move my account to the new one", "leaving my job, move my account off my work email to my personal one"],
  "wrong-account-kind": ["made the wrong account by accident", "signed up as a vendor but I'm getting married", "switch my account type", "made a couple account for a business by mistake, change it over"],
  "account-kinds": ["which account should I make", "what kind of account do I need as a planner", "which sign up do we use", "does each of us need our own account", "which sign up is for a wedding planner", "what sign up should I use"],
  "delete-account": ["delete my account", "copy of all our data", "download my data", "close my account", "take my data with me if I leave", "keep a copy of our data when we leave", "download everything and then close my account"],
  "data-sharing": ["what does a venue see about us", "what do vendors see about us", "can the venue see our budget", "sell our info", "share my information with vendors", "spam calls", "ads", "who can see our guest list", "does a venue get our guest list when we ask for a tour", "datasharing", "do vendors get our guest list"],
  "how-much-does-it-cost": ["is it free", "do I have to pay at some point", "what's the catch", "price for couples", "is it really free or a trial", "is there a premium version for couples", "pay anything to use it", "how much it costs for us to use the site", "we are engaged, what does it cost for couples"],
  "vendor-cost": ["cost to be listed as a vendor", "what do vendors pay", "price of a vendor profile", "what does it cost per month to list my venue", "cost per month to be on here"],
  "business-billing": ["commission when a couple books", "charge vendors per lead", "how do you make money from businesses"],
  deposits: ["pay the venue deposit", "pay a vendor through the site", "pay with a credit card on serviceberry", "deposit payments", "pay a retainer", "pay the vendor through serviceberry", "pay the deposit on here with my card", "can I pay vendors on the site", "does serviceberry hold the deposit money like escrow"],
  "payment-reminders": ["remind me when a payment is due", "second payment due date reminder", "overdue payments", "remind me about installments", "due date reminders for vendor payments", "will it remind me before the payment is due"],
  "refund-request": ["refund", "get my money back", "canceled but still charged", "charged after I canceled", "charged again after canceling", "charged twice", "double charged this month"],
  "budget-tracker": ["set up our budget", "record what we spent", "track expenses", "total budget", "where do I put in our budget", "I can't find the budget part", "a budget line is showing a negative amount"],
  "budgeting-basics-help": ["how much to spend on each category", "what's normal to spend on flowers or photography", "typical wedding costs"],
  "guest-details": ["meal choices", "plus one", "children", "kids meals", "who is bringing a guest", "dietary needs", "allergies", "where to note a guest's allergy"],
  "send-invitations": ["email reminders to guests who haven't answered", "send the rsvp link", "send invitations", "email the save the dates to everyone on our list"],
  "guest-addresses": ["mailing addresses", "addresses for save the dates", "collect addresses", "guests type in their own mailing address", "let guests fill in their addresses"],
  "timeline-templates": ["short engagement checklist", "template", "months to plan"],
  "vendor-matching": ["vendors that match us", "recommend vendors", "which vendors fit our budget and style", "how do you decide which vendors show up first"],
  "admin-users": ["who signed up", "list of accounts", "look up a user", "vendor or couple acct", "pull up someone's account on the desk", "find a user's account", "look up an account by the person's name"],
  "guest-list-import": ["upload guests from a spreadsheet", "import guests from excel or google sheets", "csv columns for guests", "bring our list over from a google sheet"],
  "rsvp-online": ["who hasn't responded", "who has rsvped yes", "do guests need an account to rsvp", "guest answers", "where do guests rsvp online", "the rsvp link for guests", "the invitation says to rsvp through serviceberry, do I need an account"],
  "invite-helpers": ["give my mom access to the budget", "let the maid of honor see the timeline", "share planning with family", "helper access"],
  "master-timeline": ["checklist month by month", "to do list", "tick off tasks", "what to do when"],
  "day-of-schedule": ["send the day of timeline to the dj and photographer", "schedule for the day without an account", "share schedule link"],
  "couple-dashboard": ["dashboard page after signing in", "home page of my account", "countdown", "first steps after signing up", "where do we start once we made our account", "what to do first as a newly engaged couple", "get back to my dashboard"],
  "who-is-june": ["what is june", "difference between june and grace", "planning assistant", "can june see our guest list"],
  "who-is-grace": ["who are you", "are you a bot"],
  "three-d-tours": ["walk through a venue online", "virtual tour", "360 tour"],
  "beyond-the-wedding": ["after the wedding modules", "marriage after the wedding"],
  "find-vendors": ["find a florist near me", "looking for a dj", "find a photographer", "search vendors"],
  "which-cities": ["the page for my city is not found", "do you do weddings in my city or not", "do you have venues in my city", "which cities", "do you cover", "dayton", "akron", "louisville", "do you do weddings in my area", "are you in other cities"],
  "change-city": ["change my city", "moved the wedding to another city", "city switcher", "switch to another city, it keeps showing the wrong city", "look at venues in another city instead of ours", "where do I switch the city"],
  "what-is-serviceberry": ["what is this site", "what exactly is serviceberry", "what does serviceberry do", "what is this website", "what is serviceberry, is it like other wedding sites"],
  "mobile-app": ["app for my phone", "iphone app", "android app", "use it on my phone"],
  "my-inquiries": ["where did my message to the vendor go", "did the caterer answer", "my messages with vendors", "how do I message a vendor I found", "send inquiry from vendor profile"],
  "book-venue-tour": ["schedule a visit to a venue", "how do we set up a visit", "see a venue in person", "request a tour", "make an appointment to visit the venue through the website"],
  "cancel-tour": ["move our tour to a different day", "cancel a tour", "reschedule a tour"],
  "tour-not-confirmed": ["tour request still says requested", "venue hasn't answered my tour request", "asked for a tour days ago and notanswered", "been 5 days and nothing from the venue"],
  "tour-calendar": ["tour on my calendar", "add the tour to google or iphone calendar"],
  "saved-venues-help": ["compare venues side by side", "venues I saved", "favorite venues list", "venues i liked", "where did my saved venues go", "tapped the heart on places", "where do the places I hearted end up", "look at the hearted venues next to each other"],
  "list-a-venue": ["get my venue listed", "add my venue to the site", "put our event barn on serviceberry", "what do I set up first to get our venue on the site", "new venue account, what first", "do I have to make an account first to list our venue"],
  "claim-venue": ["our venue is already on the site", "take over our venue listing", "claim my venue", "already on your site and we're the owners", "somebody else put up our listing", "already listed on here, how do I take over the listing"],
  "claim-pending": ["how long does a claim take", "claim still pending", "how long until someone approves my claim", "when will my claim be approved", "still says pending", "is it normal that the claim is pending"],
  "venue-photos": ["change the first photo of my venue", "cover photo", "upload heic photos from an iphone for the venue", "reorder venue photos"],
  "venue-publish": ["hide my venue while we renovate", "take our listing down during renovations", "unpublish my venue", "my venue doesn't show in search", "publish my venue", "notinsearch", "can't find my venue when logged out", "listing not showing", "our venue isn't showing up", "we're not in the search results", "searched for our venue and it's not there", "our venue page says draft, how do we publish it", "make our venue go live", "hide our venue for a few months while we renovate", "we don't come up when I search for venues in our town"],
  "venue-tour-slots": ["stop tours on booked weekends", "block out dates", "set tour times", "accept or suggest another tour time", "touring hours", "private event so no tours that day", "stop couples picking a tour on a date", "blocktours", "keep people from grabbing walkthroughs on booked days", "stop walkthrough requests on wedding days"],
  "venue-tours": ["how couples book a tour with us", "how do I find out about tour requests"],
  "venue-multiple": ["two venues one account", "manage several venues", "do I need a second account for our other space", "second account for the pavilion down the road", "opening a second location, can I add it under the same login"],
  "venue-questionnaire-help": ["questionnaire about alcohol and parking", "venue questions", "do I have to fill out the questionnaire", "is the questionnaire required", "where do I tell couples we are wheelchair accessible", "list our ramp, elevator and accessible restroom", "say we have step-free access on our listing"],
  "venue-visibility": ["which couples see my venue", "who sees my venue"],
  "vendor-publish": ["notinsearch", "couples can't see my profile", "my profile doesn't show up for couples", "unpublish my profile", "hide my business page", "make my profile live", "publish my business profile", "take my profile down for a while", "listing not showing", "my listing isn't showing up", "we're not there when we search as a customer", "couples can't find us", "hide my page for a month without deleting anything"],
  "vendor-photos": ["add pictures of my work to my profile", "portfolio photos", "upload heic photos to my portfolio", "do I have to convert iphone photos"],
  "vendor-edit-profile": ["update my prices", "change my business name", "edit my packages and description", "change the prices on my listing", "prices on my page are out of date", "edit my listing", "update the packages on my page", "switch my category", "picked the wrong category when I signed up", "put next year's rates up on my profile", "raise my prices for next season"],
  "vendor-inquiries": ["where couples' messages show up", "reply to a lead", "inquiry inbox", "can't find the message a couple sent me", "where are the messages from couples", "where do my leads come in so I don't miss any inquiries", "how will I know when a couple contacts me", "find out when a couple wants to hire or book us", "where do I answer a couple who messaged me", "reply to couples who write to me about a date", "answer a couple's question about availability"],
  "vendor-categories": ["which category for hair and makeup", "what category should I pick", "be listed in two categories", "show up under more than one kind of vendor"],
  "claim-vendor": ["my business is already on the site", "get control of my business listing", "claim my business"],
  "vendor-signup-help": ["sign up as a vendor", "join as a caterer or dj", "create a vendor account", "I'm a florist how do I list on serviceberry", "get my business on here", "how do I get my bakery listed", "register my business", "I have a small wedding cake business, how do I join"],
  "vendor-profile": ["how couples find me", "show up in search", "rank higher", "what moves the needle for ranking", "buried on page 3 of the search"],
  "join-as-contributor": ["invite link from the couple", "what do I do with the invitation", "invitation link doesn't work", "how do I get in", "sent me an email so I can help with the planning", "she invited me to help, what do I do", "how do I join the wedding I was invited to help with"],
  "contributor-permissions": ["what am I allowed to change", "can I edit the budget or only look", "helper permissions", "what am I allowed to touch", "what can I change as a helper", "everything is greyed out", "I can see it but can't change anything", "read only for me", "won't let me add anybody", "I can see the guest list but can't add anyone"],
  "contributor-sign-in": ["I can't see the guest list as a helper", "budget missing for a helper", "guest list isn't there for me", "can see the timeline but not the guest list"],
  "page-not-loading": ["page looks broken", "buttons overlapping", "page won't load", "layout broken", "the page only shows an error and a try again button", "is the problem on my end or yours", "the page is only a gray box", "a grey screen where the page should be", "works on one device but not on another", "zoomed in and everything overlaps", "page goes jumbled when I make the text bigger", "looks all messed up in safari", "everything is on top of each other on my ipad"],
  "photo-upload-fails": ["photo upload keeps failing", "photos won't upload", "upload spins forever"],
  "emails-not-arriving": ["not getting emails", "reminder emails never arrive", "no email when someone sends an inquiry", "no emails when couples book a tour", "emails go to spam", "checked my spam folder", "your emails don't show up in outlook", "none of your emails show up", "emails never get to my work inbox", "emailsnotarriving", "we haven't gotten one email from you in weeks"],
  "voice-mic": ["microphone doesn't pick up my voice", "voice mode can't hear me", "pressed the microphone and nothing happens when I talk"],
  "contact-a-person": ["contact page", "email support", "reach a person in writing", "write to a real person instead of calling", "email a human on your team"],
  "claim-dispute": ["someone else claimed my listing", "my claim was turned down", "someone got approved as the owner of our listing", "the wrong person was approved as owner"],
  // The planning features added since the first sets, in the words couples use for them.
  "seating-chart": ["seating chart", "table assignments", "who sits where", "assign guests to tables", "floor plan of the reception", "table layout", "seat our guests", "tables for the reception", "seating"],
  "auto-seat-rules": ["keep two guests apart", "keep them at different tables", "can't sit together", "must sit together", "seat families together automatically", "seat everyone automatically", "seating rules", "don't end up at the same table"],
  "caterer-sheet-place-cards": ["meals by table for the caterer", "place cards", "escort cards", "print the seating list", "table numbers list for the venue"],
  "share-floor-plan": ["send the floor plan to the venue", "share the table layout with the coordinator", "get our seating chart to the venue coordinator", "coordinator doesn't have an account"],
  "make-a-wedding-website": ["wedding website", "our own wedding website for guests", "website with our story and hotel info", "website link for guests", "set up a wedding website", "where do we start with our website", "create a website for our wedding with the program and the place", "does serviceberry do wedding websites too", "do you have a wedding website builder", "do you do wedding websites"],
  "wedding-website-privacy": ["password on our wedding website", "keep the wedding website private", "only invited guests can see the wedding website", "lock our wedding website", "can anyone google our wedding website and find the date", "take our wedding website offline", "take the wedding website down after the wedding"],
  "wedding-website-address": ["change the wedding website address", "change the link it made for our site", "custom link for our wedding website", "qr code", "qr code for the invitations", "scan code on invitations"],
  "wedding-music": ["songs for the ceremony", "list our songs", "first dance song", "processional song", "music for each part of the day", "must play list", "do not play list", "playlist", "where do I put our first dance song", "song for walking down the aisle"],
  "song-requests": ["guests request songs", "song requests from rsvps", "guests suggest songs"],
  "share-music-with-dj": ["send our songs to the dj", "give the band our song list", "share the playlist with the dj", "music list for the dj", "the dj wants our list", "export our songs for the dj", "email the song list to our dj", "our dj is asking for the list of songs"],
  "floral-design-studio": ["design our flowers", "how many stems we need for the centerpieces and what it costs", "bouquet ideas", "what flowers cost", "centerpiece ideas and flower prices", "plan the flowers", "flower counts and costs", "which flowers are in season"],
  "floral-design-warnings": ["flower out of season warning", "flowers wilting in the heat", "flowers toxic to pets"],
  "share-floral-design": ["share our flower design", "send the bouquet design to family", "send a link to our flower design", "florist doesn't have an account"],
  "attach-floral-design-to-florist": ["send my flower design to a florist", "ask a florist to quote our design"],
  "open-shared-floral-design": ["a bride attached her flower design to our message thread, where do I find it", "see the stem counts of a couple's flower design"],
  "inspiration-boards": ["mood board", "save pictures of things we like", "save photos of centerpieces", "pin ideas", "collect inspiration photos", "idea board", "vision board"],
  "inspiration-boards-helpers": ["let my bridesmaids add to the board", "family adding photos to our board", "can my maid of honor add pictures to our boards", "can a helper add to our inspiration boards"],
  "vendors-and-couple-boards": ["show a vendor our inspiration", "vendor sees our board"],
  "shared-tasks": ["give tasks to bridesmaids", "assign to-dos to family", "helpers' tasks", "who is doing what", "where do I see my tasks", "things the couple asked me to do", "tasks assigned to me", "hand out jobs to the groomsmen", "can a helper assign tasks to others", "she gave me a task, how do I tick it off"],
  "plus-ones-in-bulk": ["a faster way to turn off plus ones for lots of guests", "give a bunch of guests a plus one at once instead of clicking each one"],
  "group-polls": ["a voting between us on the site", "family vote", "get everyone to vote on it instead of a group text", "vote on", "poll", "let everyone choose", "take a vote", "make a poll", "bridesmaids vote on"],
  "planning-quiz": ["wedding style quiz", "what's our wedding style", "quiz to find our style", "help us pick a theme"],
  "save-quiz-result": ["save our quiz result", "where is my quiz result"],
  "smart-questions": ["questions to ask a vendor", "what to ask before booking", "questions for the venue tour", "what should we ask the caterer"],
  "send-smart-questions": ["send our questions to a vendor", "attach questions to an inquiry"],
  "invite-a-helper": ["add my mom as a helper", "invite family to help plan", "let my maid of honor in", "add my fianc\u00e9 so he can edit too", "give my partner access to edit", "let my fiance add things to our planning too", "let my fiance make changes to our plans too"],
  "change-helper-access": ["change what my mom can see", "take away access", "remove a helper", "take my maid of honor off our planning", "stop my mother in law from seeing the guest list", "stop a helper from seeing one part", "kick a helper out of our planning", "so a helper can't see our planning anymore", "remove someone from our helpers", "switch her to view only"],
  "guest-registration": ["where do I put the wedding code to get on the guest list", "guests sign themselves up and we approve them"],
  "plus-ones": ["give him a plus one", "my brother wants to bring his girlfriend", "let a guest bring a date"],
  "activity-feed-who-sees": ["will our helpers see the activity list", "can helpers see the recent changes", "do the helpers see budget changes in the activity", "is the recent activity list private to the two of us"],
  "beyond-the-wedding-private-notes": ["notes my partner can't read", "a private note just for me", "keep my own notes private from my fiance"],
  "activity-feed": ["see who deleted guests", "who changed our guest list", "is there a way to see who did it", "history of changes", "who edited the budget", "who removed people from the list"],
  "family-budget-access": ["parents see part of the budget", "dad paying for something wants to see it", "family pays for a category", "share one budget category"],
  "planning-chat": ["group chat", "message the couple", "chat with helpers", "talk to the bride on the site", "message everyone at once", "group message the wedding party", "I can only read the chat and can't type in it", "how do I reply in the chat"],
  "contributor-dashboard": ["where do I see what was shared with me", "helper dashboard", "what the couple shared with me", "mother of the bride view", "helping two couples, switch between their plans", "flip between the weddings I help with", "signed in already, where is the wedding I help with", "opened the invite link and signed in, now where do I go", "take myself off as a helper", "leave a couple's planning", "remove myself from their planning now that the wedding is over"],
  "invitation-link-problems": ["invite link doesn't work", "helper invitation expired", "join link says invalid", "link says withdrawn"],
  "beyond-the-wedding-for-couples-only": ["it says sign in required when I open a module", "do I need an account for the after the wedding part"],
  "beyond-the-wedding-saved-answers": ["after the wedding planning", "merging finances", "life after the wedding", "newlywed checklists"],
  "june-voice-intake": ["talk to june out loud", "voice questions with june"],
  "vendor-plans": ["what does pro include", "upgrade my plan", "paid plan features", "plus plan", "hit the photo limit", "upload more photos than my plan allows"],
  "plan-manage-billing": ["cancel my subscription", "cancel my plan", "update my card", "downgrade", "switch from monthly to annual billing", "change to yearly", "invoice for my plan", "receipt for my subscription", "download last month's invoice", "billing history", "my accountant needs the invoice", "go from pro down to plus", "switch to a cheaper plan", "where do I put a new card", "drop our plan for the winter months", "drop down from pro to plus without losing what I uploaded"],
  "venue-rooms-floor-sizes": ["room dimensions", "size of our ballroom", "square feet of the room", "couples plan their tables in our real room", "let couples start their floor plan from our space"],
  "download-planning-templates": ["printable checklist", "print a checklist", "download a budget spreadsheet"],
  "intake-scheduling-sessions": ["premarital counseling", "book a counselor", "session with a coach"],
  "floor-plan-start-from-venue": ["use our reception room size", "room size from our venue"],
  "wedding-website-household-codes": ["code on the invitation", "household code", "rsvp code for guests", "the code guests type in", "what is the code for"],
  "floor-plan-zoom-align-png": ["tables are not lined up", "align the tables", "snap tables to a grid", "zoom in on the floor plan", "download the floor plan as a picture"],
  "sending-limits": ["it won't let us send invitations to everyone at once", "says try again later when sending invitations", "too many invitation emails at once", "sendinglimit", "sent the rsvp reminder and it got refused", "new account and the save the dates would not go through"],
  "wedding-website-rsvp": ["guest can't find their name to rsvp", "website says it can't find the guest's name", "rsvp on our wedding website"],
  "vendor-review-replies": ["report a review", "review from someone who never hired me", "reply to a review", "wrong review on my page", "someone left us a one star review", "flag a review", "write back under a review", "a review that is not true from someone who was never my client", "reply to a review in public"],
  "plan-payment-failed": ["card expired", "payment failed", "payment didn't go through will my profile come down", "paymentfailed"],
  "music-plan-in-inquiry": ["couple attached their song list", "song list attached", "see the couple's playlist"],
  "chat-mentions": ["tag someone in the chat", "mention the bride so she sees it", "notify one person in the group chat", "make sure one person sees a message meant for them", "address a chat message to just one person"],
  "name-businesses-see": ["the name vendors see on our inquiries", "show both our names on inquiries", "our couple name vendors see", "my married name on my account"],
  "reviews-waiting": ["can't post another review today", "limit on how many reviews I can write", "it won't let me review another vendor", "my review is waiting", "edit a review I already left", "change what I wrote in my review of a vendor"],
  "plan-without-card": ["pay without a card", "withoutcard", "pay for pro by check", "pay by invoice", "no credit cards", "pay for the plan some other way than a card", "pay by check or invoice instead of online"],
  "chat-email-digest": ["turn off chat emails", "stop emails about chat messages", "emails about messages I missed", "getting emails every time someone talks in the chat", "too many emails from the chat", "stop emails from the group chat"],
  "address-approvals": ["guest sent a new address but it still shows the old one", "approve an address change", "updated address not showing"],
  "floor-plan-accessible-seating": ["table near the ramp", "guest in a wheelchair", "accessible tables", "guests with walkers near the step-free entrance"],
  "wedding-website-photos-and-party": ["wedding party photos on our website", "bridesmaids and groomsmen on our site", "photos of the wedding party"],
  "admin-vendor-claims": ["a vendor says the listing is theirs", "photographer owns a listing", "approve a vendor's claim", "claim your business requests from bakeries, florists or photographers", "vendor claim requests"],
  "reorder-songs": ["change the order the songs play in", "move a song to another moment", "song is already in another part of the day", "put the songs in a different order"],
  "the-serviceberry-blog": ["articles about planning", "blog posts", "wedding tips articles"],
};

/** The help area of an article, from its topic; a few articles belong to another area than their topic's. */
const TOPIC_AREAS: Record<string, IssueType> = {
  "Signing in": "login",
  Verification: "verification",
  "For venues": "venue_management",
  "For vendors": "vendor_management",
  "Bookings and tours": "booking",
  Payments: "payment",
  Pricing: "payment",
  "Technical problems": "technical",
  Features: "feature_question",
  "Planning tools": "feature_question",
  Assistants: "feature_question",
  "Planning together": "feature_question",
  "Getting started": "feature_question",
  Accounts: "account",
  "Finding venues and vendors": "feature_question",
  "Privacy and support": "account",
  "For admins": "general",
  "Wedding website": "feature_question",
};
const ARTICLE_AREAS: Record<string, IssueType> = {
  "book-venue-tour": "booking",
  "venue-tours": "booking",
  "my-inquiries": "general",
  "contact-a-person": "general",
  "admin-venue-claims": "venue_management",
  "admin-vendor-claims": "vendor_management",
  "admin-users": "account",
  // Referral earnings are money paid to the member: the payments area.
  "affiliate-program": "payment",
  "affiliate-attribution": "payment",
  "affiliate-dashboard-payouts": "payment",
};

export function areaOfArticle(article: HelpArticle, stakeholder?: StakeholderType): IssueType {
  // A claim is about the asker's own kind of business.
  if (article.slug === "claim-dispute") return stakeholder === "vendor" ? "vendor_management" : "venue_management";
  // A topic not listed is a planning feature's (each new capability brings its articles): a feature question.
  return ARTICLE_AREAS[article.slug] ?? TOPIC_AREAS[article.topic] ?? "feature_question";
}

export const STAKEHOLDER_AUDIENCE: Record<StakeholderType, HelpAudience> = {
  couple: "couples",
  venue: "venues",
  vendor: "vendors",
  contributor: "contributors",
};

const INTENT_WEIGHT = 1.5;
/** An article about something going wrong ("My photo upload fails", "My invitation link says it was used"). */
export const TROUBLE_ARTICLE = /\b(?:can't|cannot|didn't|doesn't|hasn't|haven't|won't|isn't|fail\w*|expired|broken|not arriving|not getting|never got|wrong|problem|refused|withdrawn|already used|doesn't work)\b/i;
/** A message saying something went wrong ("the bar gets to 90% then says failed", "it keeps telling me"). */
export const TROUBLE_REPORT = /\b(?:fail\w*|error\w*|won'?t|can'?t|cannot|couldn'?t|doesn'?t|didn'?t|isn'?t|not working|stuck|keeps? (?:saying|telling|showing|spinning|failing|crashing)|spinn\w*|broken|crash\w*|freez\w*|says? (?:it|that|something|error|failed|invalid|expired|withdrawn|already)|nothing happens|grayed out|greyed out|disappeared|vanished|missing|declined|rejected|bounced)\b/i;
const TROUBLE_BOOST = 1.3;
const BUSINESSES = new Set<string>(["venues", "vendors"]);

type Kind = "article" | "missing" | "intent";
interface Doc {
  id: string;
  kind: Kind;
  question: string;
  examples: string;
  topic: string;
  answer: string;
  audience: HelpAudience | "admins";
  trouble?: boolean;
}

export type SearchHit =
  | { kind: "article"; article: HelpArticle; score: number; coverage: number }
  | { kind: "missing"; feature: MissingFeature; score: number; coverage: number }
  | { kind: "intent"; intent: GraceIntent; score: number; coverage: number };

export interface SearchOptions {
  stakeholder?: StakeholderType;
  /** Where an escalation's telling words must be (the message without what others say about the asker). */
  signalText?: string;
  admin?: boolean;
  limit?: number;
}

export function createKnowledgeBase(articles: readonly HelpArticle[] = HELP_ARTICLES) {
  const all = [...articles, ...ADMIN_ARTICLES];
  const articleBySlug = new Map(all.map((a) => [a.slug, a]));
  const adminSlugs = new Set(ADMIN_ARTICLES.map((a) => a.slug));
  const featureById = new Map(MISSING_FEATURES.map((f) => [f.id, f]));
  const intentById = new Map<string, GraceIntent>(INTENTS.map((i) => [i.id, i]));
  // A signal whose words lose some to the stop list ("not me", "didn't do") must be met word for word, or "not" alone would signal a break-in.
  const rawWords = (text: string) => text.toLowerCase().replace(/[’']/g, "").split(/[^a-z0-9]+/).filter(Boolean);
  const intentSignals = new Map(INTENTS.map((i) => [i.id, i.signals.map((phrase) => ({ terms: terms(phrase), raw: rawWords(phrase) })).filter((t) => t.terms.length > 0)]));
  const docs: Doc[] = [
    ...all.map((a) => ({
      id: `article:${a.slug}`,
      kind: "article" as const,
      question: a.question,
      examples: (ARTICLE_EXAMPLES[a.slug] ?? []).join(". "),
      topic: a.topic,
      answer: a.answer,
      audience: adminSlugs.has(a.slug) ? ("admins" as const) : a.audience,
      trouble: TROUBLE_ARTICLE.test(a.question),
    })),
    ...MISSING_FEATURES.map((f) => ({ id: `missing:${f.id}`, kind: "missing" as const, question: f.name, examples: f.examples.join(". "), topic: "", answer: "", audience: "everyone" as const })),
    ...INTENTS.map((i) => ({ id: `intent:${i.id}`, kind: "intent" as const, question: "", examples: i.examples.join(". "), topic: "", answer: "", audience: "everyone" as const })),
  ];
  const index = new MiniSearch<Doc>({
    fields: ["question", "examples", "topic", "answer"],
    storeFields: ["kind", "audience", "trouble"],
    tokenize,
    processTerm,
    searchOptions: { tokenize, processTerm, boost: { question: 3, examples: 3, topic: 0.5, answer: 0.7 }, fuzzy: (term) => (term.length >= 6 ? 0.2 : false), prefix: false, combineWith: "OR" },
  });
  index.addAll(docs);

  function toHit(result: SearchResult, queryTerms: number): SearchHit | null {
    const [kind, key] = [result.kind as Kind, String(result.id).slice(String(result.id).indexOf(":") + 1)];
    const coverage = queryTerms ? result.queryTerms.length / queryTerms : 0;
    if (kind === "article") return { kind, article: articleBySlug.get(key)!, score: result.score, coverage };
    if (kind === "missing") return { kind, feature: featureById.get(key)!, score: result.score, coverage };
    return { kind, intent: intentById.get(key)!, score: result.score, coverage };
  }

  return {
    articles: all,
    bySlug: (slug: string) => articleBySlug.get(slug),
    /**
     * Ranked hits for the text. The stakeholder's own audience weighs more and the other businesses'
     * less (a venue owner asking about photos means venue photos); admin articles only for admins.
     */
    search(text: string, options: SearchOptions = {}): SearchHit[] {
      const queryTerms = new Set(terms(text)).size;
      if (queryTerms === 0) return [];
      const audience = options.stakeholder ? STAKEHOLDER_AUDIENCE[options.stakeholder] : undefined;
      const reportsTrouble = TROUBLE_REPORT.test(text);
      const results = index.search(text, {
        filter: (r) => r.audience !== "admins" || !!options.admin,
        boostDocument: (_id, _term, stored) => {
          // Something going wrong is answered by an article about it going wrong, not by the feature's how-to.
          const fit = stored?.trouble === true && reportsTrouble ? TROUBLE_BOOST : 1;
          return fit * audienceBoost(stored);
        },
      });
      function audienceBoost(stored: Record<string, unknown> | undefined): number {
          const docAudience = stored?.audience as Doc["audience"] | undefined;
          if (docAudience === "admins") return 1.4;
          if (!audience || !docAudience || docAudience === "everyone") return 1;
          if (docAudience === audience) return 1.35;
          // Venues and vendors are both businesses: billing, claims and inquiries work alike.
          if (BUSINESSES.has(audience) && BUSINESSES.has(docAudience)) return 0.95;
          // A helper's questions are mostly the couple's; a business's are its own.
          if (audience === "contributors" && docAudience === "couples") return 0.9;
          return options.admin ? 0.9 : 0.6;
      }
      const signalText = contracted(options.signalText ?? text);
      const sequence = terms(signalText);
      const words = new Set(sequence);
      const said = new Set(rawWords(signalText));
      // A signal of several words is said together: its words in order, at most two others between them
      // ("sent our claim on tuesday, how long till someone approves it" is not "someone claimed").
      const inOrder = (signal: string[]) =>
        sequence.some((first, start) => {
          if (first !== signal[0]) return false;
          let at = start;
          return signal.slice(1).every((term) => {
            const next = sequence.indexOf(term, at + 1);
            if (next === -1 || next - at > 3) return false;
            at = next;
            return true;
          });
        });
      const signalled = (signal: { terms: string[]; raw: string[] }) =>
        signal.terms.every((t) => words.has(t)) && (signal.terms.length === 1 || inOrder(signal.terms)) && (signal.terms.length >= signal.raw.length || signal.raw.every((w) => said.has(w)));
      const hits: SearchHit[] = [];
      const limit = options.limit ?? 8;
      let others = 0;
      for (const r of results) {
        const hit = toHit(r, queryTerms);
        if (!hit) continue;
        if (hit.kind === "intent") {
          // A request counts only when the message has one of its telling words ("hacked", "claimed",
          // "pretending"...); then it weighs more, since missing an escalation costs more than a ticket too many.
          // It is kept however many articles rank above it: more articles must never hide an escalation.
          if (!intentSignals.get(hit.intent.id)!.some(signalled)) continue;
          hit.score *= INTENT_WEIGHT;
          hits.push(hit);
        } else if (others < limit) {
          hits.push(hit);
          others++;
        }
      }
      return hits.sort((a, b) => b.score - a.score);
    },
  };
}

export type KnowledgeBase = ReturnType<typeof createKnowledgeBase>;

/** "I did NOT change it" says what "I didn't change it" does: signals are written with the contraction. */
function contracted(text: string): string {
  return text.replace(/\b(did|do|does|was|were|is|are|has|have|had|could|would|should) not\b/gi, "$1n't").replace(/\b(?:can ?not)\b/gi, "can't").replace(/\bwill not\b/gi, "won't");
}
