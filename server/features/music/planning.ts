import { z } from "zod";
import { MUSIC_MOMENTS, musicMomentLabel, musicMomentSchema, songSchema, songTitleSchema, type MusicMoment } from "../../../domain/music.ts";
import { has } from "../../planning/entities.ts";
import { defineAction, definePlanningModule, defineTool, type Facts, type SkillReply } from "../../planning/contract.ts";
import { addSong, getMusicPlan, songLabel } from "./operations/plan.ts";

/** "Add the songs our guests requested", "put their requests on the playlist". */
const ADD_REQUESTS = /\b(?:add|put)\b[^.?!]*\b(?:songs?|requests?|ones?)\b[^.?!]*\b(?:guests?|people|they|everyone|folks)\b[^.?!]*\b(?:requested|asked for|suggested|wanted|put on)\b|\b(?:add|put) (?:the |their |all (?:the |of the )?|those |these )?(?:guests'? |song )?requests\b|\bif so,? add (?:them|those|it)\b|\brequest\w*\b[^?]*\?\s*(?:(?:if so|if yes|yes|and),?\s*)?(?:please |pls |just )?(?:add|put) (?:them|those|it|all of them)\b/i;

/** Each guest request waiting for an answer, proposed as a must-play song ("September by Earth, Wind & Fire"), at most three at a time. */
function answerAddRequests(facts: Facts): SkillReply {
  const requests = [...new Map((facts.music?.pendingRequests ?? []).map((r) => [r.request.toLowerCase(), r])).values()];
  if (requests.length === 0) return { reply: "No guest song requests are waiting right now. Guests can send one with their RSVP or from your wedding website." };
  const songs = requests.slice(0, 3).map((r) => {
    const byArtist = /^(.+?)\s+by\s+(.+)$/i.exec(r.request.trim());
    return { title: (byArtist?.[1] ?? r.request).trim().slice(0, 200), artist: (byArtist?.[2] ?? "").trim().slice(0, 200) };
  });
  return {
    reply: `Shall I add ${songs.map((song) => `"${song.title}"${song.artist ? ` by ${song.artist}` : ""}`).join(", ")} to your Must-play list?${requests.length > 3 ? ` ${requests.length - 3} more requests are waiting on the Wedding music page.` : ""}`,
    actions: songs.map((song) => ({ type: "add-song", moment: "must_play", title: song.title, artist: song.artist })),
  };
}

/** What June knows of the music plan: the songs by moment and the guests' requests still waiting for an answer. */
export interface MusicFacts {
  songCount: number;
  moments: { id: MusicMoment; label: string; songs: { title: string; artist: string }[] }[];
  /** Waiting for an answer, from RSVP answers and from the wedding website: who asked and what. */
  pendingRequests: { askedBy: string; request: string; from: "RSVP" | "wedding website" }[];
}

declare module "../../planning/contract.ts" {
  interface PlanningFacts {
    music: MusicFacts;
  }
}

/** How the couple names a moment in a message ("our first dance", "the do not play list"). */
const MOMENT_WORDS: readonly [MusicMoment, RegExp][] = [
  ["processional", /\bprocessional\b|\bdown the aisle\b/],
  ["recessional", /\brecessional\b/],
  ["cocktail_hour", /\bcocktail/],
  ["entrance", /\b(grand )?entrance\b/],
  ["dinner", /\bdinner\b/],
  ["first_dance", /\bfirst dance\b/],
  ["parent_dances", /\b(parent|father|mother)[- ](daughter |son )?dances?\b/],
  ["cake_cutting", /\bcake\b/],
  ["bouquet_toss", /\bbouquet|\bgarter\b/],
  ["last_dance", /\blast dance\b/],
  ["do_not_play", /\bdo[- ]not[- ]play\b|\bdon'?t play\b|\bnever play\b/],
  ["must_play", /\bmust[- ]play\b/],
  // "Add Dancing Queen to the reception playlist": a song for the party with no moment named goes on the must-play list.
  ["must_play", /\bplaylist\b|\b(?:our|the) songs\b|\bsong list\b|\bdance ?floor\b/],
];

export function momentIn(text: string): MusicMoment | undefined {
  const lower = text.toLowerCase();
  return MOMENT_WORDS.find(([, pattern]) => pattern.test(lower))?.[0];
}

const songList = (songs: { title: string; artist: string }[]) => songs.map((song) => songLabel(song)).join(", ");

/** One moment asked about ("what song is our first dance?"): its songs, or that none is chosen yet. */
export function answerMusicMoment(text: string, facts: Facts): SkillReply | undefined {
  const id = momentIn(text);
  const music = facts.music;
  if (!id || !music || /\brequest/i.test(text)) return undefined;
  const moment = music.moments.find((m) => m.id === id);
  if (!moment) return undefined;
  if (moment.songs.length === 0) return { reply: `You haven't chosen a song for ${moment.label.toLowerCase()} yet. Add one on the Wedding music page (/spotify-integration), or tell me the title and artist and I'll add it.` };
  return { reply: `For ${moment.label.toLowerCase()} you have ${songList(moment.songs)}.` };
}

export function answerMusic(facts: Facts): SkillReply {
  const music = facts.music;
  if (music === undefined) return { reply: "I couldn't read your music plan just now. Open Wedding music (/spotify-integration) to see it, or ask me again in a moment." };
  const planned = music.moments.filter((moment) => moment.songs.length > 0);
  const parts: string[] = [];
  if (planned.length === 0) parts.push("Your music plan is empty so far. On the Wedding music page (/spotify-integration) you can pick songs for each moment, from the processional to the last dance, and keep must-play and do-not-play lists.");
  else {
    parts.push(`You have ${music.songCount === 1 ? "1 song" : `${music.songCount} songs`} planned:`);
    for (const moment of planned) parts.push(`• ${moment.label}: ${songList(moment.songs.slice(0, 5))}${moment.songs.length > 5 ? ` and ${moment.songs.length - 5} more` : ""}`);
    const open = music.moments.filter((m) => m.songs.length === 0 && m.id !== "must_play" && m.id !== "do_not_play").map((m) => m.label);
    if (open.length > 0) parts.push(`Still without a song: ${open.join(", ")}.`);
  }
  if (music.pendingRequests.length > 0) {
    parts.push(`${music.pendingRequests.length === 1 ? "1 song request from a guest is" : `${music.pendingRequests.length} song requests from guests are`} waiting for your answer: ${music.pendingRequests
      .slice(0, 4)
      .map((r) => `"${r.request}" (${r.askedBy}, ${r.from === "RSVP" ? "with their RSVP" : "on your wedding website"})`)
      .join(", ")}.`);
  }
  return { reply: parts.join("\n") };
}

const SMALL_WORDS = new Set(["a", "an", "and", "as", "at", "but", "by", "for", "in", "of", "on", "or", "the", "to"]);
const titleCase = (words: string) => words.replace(/\S+/g, (word, offset: number) => (offset > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)));

/** "add At Last by Etta James to our first dance": the song, its artist and the moment. */
/** "Grandpa asked if we could play Moon River at dinner ... can you add it?": the song named with "play", and where. */
function playedSongIn(text: string): { title: string; at: string } | undefined {
  const played = /\bplay(?:ing|ed)?\s+["“]?([^"”.?!,]{2,80}?)["”]?\s+(?:at|during|for|as|in)\s+((?:the |our |my )?[\w' -]{3,30}?)(?=[.?!,]|\s+and\b|$)/i.exec(text);
  if (played) return { title: played[1]!.trim(), at: played[2]!.trim() };
  // "Dad wants My Girl by the Temptations for the father daughter dance, can you add it": a song someone wants, by its artist, for a moment.
  const wanted = /\b(?:wants?|would like|'d like|likes?|loves?|requested|asked for|picked|chose|suggested)\s+["“]?([^"”.?!,]{2,60}?)["”]?\s+(by\s+[^.?!,]{2,40}?)\s+(?:for|at|during|as|in)\s+((?:the |our |my )?[\w' -]{3,40}?)(?=[.?!,]|\s+and\b|$)/i.exec(text);
  return wanted ? { title: `${wanted[1]!.trim()} ${wanted[2]!.trim()}`, at: wanted[3]!.trim() } : undefined;
}

/** "Add marry you by bruno mars too": a song by its artist with no moment named, for the must-play list. */
const SONG_BY_ARTIST = /^\W*(?:(?:ok|okay|and|also|please|pls|can you|could you)\W+)*(?:add|put)\s+["“]?(.+?)["”]?\s+by\s+(?!(?:the )?(?:end|next|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|\d|noon|then|the (?:wedding|weekend|time))\b)([a-z][^,.;!?]{1,40}?)(?:\s+(?:to|on|onto)\s+(?:our|the|my)\s+(?:list|playlist|songs|song list|music|must[- ]play(?: list)?))?(?:\s+(?:too|also|as well|please|pls|for us))?\W*$/i;

export function answerAddSong(text: string, facts: Facts): SkillReply {
  const byArtist = momentIn(text) === undefined ? SONG_BY_ARTIST.exec(text) : null;
  if (byArtist) return answerAddSong(`add ${byArtist[1]!.trim()} by ${byArtist[2]!.trim()} to the must-play list`, facts);
  const played = /\b(?:add|put)\s+(?:it|that|this|them)\b/i.test(text) ? playedSongIn(text) : undefined;
  if (played) return answerAddSong(`add ${played.title} to ${played.at}`, facts);
  // "Put in our playlist the song Bésame Mucho, is for the first dance": the song named as such, wherever it stands.
  const named = /\bthe song (?:called |named )?["“]?([^"”,.;!?]{2,80}?)["”]?(?:\s+by\s+([^,.;!?]{2,40}?))?(?=\s*[,.;!?]|\s+(?:for|to|on|at|as|in|is)\b|$)/i.exec(text);
  if (named && momentIn(text.replace(named[0], " "))) {
    return answerAddSong(`add ${named[1]!.trim()}${named[2] ? ` by ${named[2].trim()}` : ""} to ${text.replace(named[0], " ")}`, facts);
  }
  const moment = momentIn(text);
  const match = /\b(?:add|put)\s+["“]?(.+?)["”]?(?:\s+by\s+(.+?))?\s+(?:to|for|on|onto)\s+(?:the\s+|our\s+|my\s+)?[\w\s'-]*(?:[,;.!?].*)?$/i.exec(text.trim());
  const typed = match?.[1]?.trim();
  // "can't help falling in love", typed in lower case, is shown as a title.
  const title = typed && typed === typed.toLowerCase() ? titleCase(typed) : typed;
  if (!moment || !title) return { reply: 'Tell me the song and the moment, for example "add At Last by Etta James to our first dance".' };
  const typedArtist = match?.[2]?.trim() ?? "";
  const artist = typedArtist === typedArtist.toLowerCase() ? titleCase(typedArtist) : typedArtist;
  const planned = facts.music?.moments.flatMap((m) => m.songs.map((s) => ({ ...s, moment: m.label }))) ?? [];
  const same = planned.find((s) => s.title.toLowerCase() === title.toLowerCase() && (!artist || s.artist.toLowerCase() === artist.toLowerCase()));
  if (same) return { reply: `${songLabel(same)} is already in ${same.moment}.` };
  return {
    reply: `Shall I add ${songLabel({ title, artist })} to ${musicMomentLabel(moment)}?`,
    actions: [{ type: "add-song", moment, title, artist }],
  };
}

const addSongSchema = z.object({
  type: z.literal("add-song"),
  moment: musicMomentSchema,
  title: songTitleSchema,
  artist: z.string().trim().max(200, "Keep the artist to 200 characters."),
});

/** The wedding's music as a planning module (decision 022, issue 33). */
export const musicPlanning = definePlanningModule({
  name: "music",
  async facts(scope) {
    const plan = await getMusicPlan(scope.deps, scope.access);
    return {
      music: {
        songCount: plan.moments.reduce((sum, moment) => sum + moment.songs.length, 0),
        moments: plan.moments.map((moment) => ({ id: moment.id, label: moment.label, songs: moment.songs.map((song) => ({ title: song.title, artist: song.artist })) })),
        pendingRequests: plan.requests
          .filter((request) => request.status === "pending")
          .map((request) => ({ askedBy: request.askedBy, request: request.request, from: request.source === "rsvp" ? ("RSVP" as const) : ("wedding website" as const) })),
      },
    };
  },
  tools: [
    defineTool({
      name: "get_music_plan",
      description: "The couple's wedding music: songs planned for each moment (processional to last dance), the must-play and do-not-play lists, and guests' song requests waiting for an answer (sent with RSVP answers or from the wedding website), with who asked.",
      input: z.object({}),
      run: ({ facts }) => (facts.music === undefined ? { error: "unknown" } : { summary: answerMusic(facts).reply, moments: facts.music.moments, pendingRequests: facts.music.pendingRequests }),
    }),
  ],
  actions: [
    defineAction({
      type: "add-song",
      area: "music",
      level: "edit",
      input: addSongSchema,
      label: (action) => `Add ${songLabel(action)} to ${musicMomentLabel(action.moment)}`,
      async run(scope, action) {
        await addSong(scope.deps, scope.access, songSchema.parse({ moment: action.moment, title: action.title, artist: action.artist }));
        return `Added ${songLabel(action)} to ${musicMomentLabel(action.moment)}.`;
      },
      changes: ["music", "planning"],
      proposal: {
        tool: "propose_add_song",
        description: "Propose adding a song to one moment of the couple's music plan (or the must-play or do-not-play list); they confirm in the chat.",
        args: z.object({ moment: z.enum(MUSIC_MOMENTS.map((m) => m.id) as [MusicMoment, ...MusicMoment[]]), title: z.string().max(200), artist: z.string().max(200).default("") }),
        toAction: (args) => ({ moment: args.moment, title: args.title, artist: args.artist }),
      },
    }),
  ],
  skills: [
    {
      // "Can u add the songs our guests requested to the playlist": each waiting request, as a song to add.
      intent: "add-requested-songs",
      rank: 24,
      slotted: true,
      topic: "adding guests' song requests",
      recognizes: (t) => has(t, ADD_REQUESTS),
      answer: ({ facts }) => answerAddRequests(facts),
    },
    {
      intent: "add-song",
      rank: 25,
      // "Add Dancing Queen to the reception playlist": a request that starts by adding to a moment decides before any guess.
      slotted: true,
      recognizes: (t) => {
        const moment = momentIn(t);
        // "The cake", "dinner", "the entrance" are moments of the day, not only of its music: a song must be named for them.
        const songNamed = has(t, /\b(?:songs?|music|playlist|tracks?|tunes?)\b|\bby [a-z]|["“”]/i) || !["cake_cutting", "dinner", "entrance", "cocktail_hour"].includes(moment ?? "");
        if (has(t, /\b(?:add|put)\s+(?:it|that|this|them)\b/i) && (has(t, /\b(?:songs?|playlist|music)\b/i) || has(t, /\bby [a-z]/i))) {
          const played = playedSongIn(t);
          if (played && momentIn(played.at) !== undefined) return true;
        }
        if (moment === undefined && SONG_BY_ARTIST.test(t) && !has(t, /\b(task|to-?do|budget|guests?|guest ?list|expense|deposit|call|reminder|remind)\b/i)) return true;
        return has(t, /^\W*(?:(?:hey|ok|okay|june|please|pls|can you|could you|would you)\W+)*(?:add|put)\b/i) && moment !== undefined && songNamed && has(t, /\b(to|for|on)\b/i) && !has(t, /\b(task|to-?do|budget|guest|expense|deposit|call|calls|tasting|appointment|reminder|remind)\b/i);
      },
      answer: ({ text, facts }) => answerAddSong(text, facts),
    },
    {
      intent: "music",
      rank: 125,
      // The music plan's own words, or a moment named with a song ("what song is our first dance"), are slots no guess should override.
      slotted: true,
      recognizes: (t) =>
        // "Someone put September on their RSVP, did that land on our song list": a guest's request asked after.
        (has(t, /\brsvps?\b/i) && has(t, /\b(?:song list|songs?|playlist|music)\b/i) && !has(t, /\b(?:add|put) (?:it|that|this)\b/i)) ||
        has(t, /\b(song requests?|requested songs?|requests? for songs|music plan|playlist|first dance song|must[- ]play|do[- ]not[- ]play)\b|\bsongs?\b[^.?!]*\b(?:requested|requesting|asked for|asking for|suggested|suggesting|sent in|sending in)\b|\b(?:request|requested|requesting|asked for|ask for|asking for|suggest|suggested|suggesting) (?:any |a |some |their |our )?(?:songs?|music|tracks?)\b/i) ||
        (momentIn(t) !== undefined && has(t, /\b(song|songs|music|tune|track)\b/i) && !has(t, /\b(add|put)\b/i)),
      answer: ({ text, facts }) => (/\brsvps?\b/i.test(text) ? undefined : answerMusicMoment(text, facts)) ?? answerMusic(facts),
      capability: "Your music: songs by moment and guests' song requests",
    },
  ],
  async overview(scope) {
    const plan = await getMusicPlan(scope.deps, scope.access);
    return {
      music: {
        songCount: plan.moments.reduce((sum, moment) => sum + moment.songs.length, 0),
        pendingRequests: plan.requests.filter((request) => request.status === "pending").length,
      },
    };
  },
});
