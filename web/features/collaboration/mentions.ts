/**
 * The composer's @ mentions: what is being typed after an @, the members it could mean, and which picked
 * members are still named in the text when it is sent (the server keeps only the chat's other members).
 */
export interface ChatMember {
  id: string;
  name: string;
  isCouple: boolean;
}

/** How far back from the caret an @ still starts a mention: long enough for a first and last name. */
const QUERY_MAX = 40;

/** The mention being typed at the caret: where its @ is and the words after it, or null. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf("@");
  if (at < 0 || caret - at - 1 > QUERY_MAX) return null;
  // An @ inside a word (an email address) is not a mention.
  if (at > 0 && !/\s|[(["']/.test(before[at - 1]!)) return null;
  const query = before.slice(at + 1);
  // A space right after the @, or after the words (a picked name ends with one), ends the mention.
  if (/[\n@]/.test(query) || /^\s|\s$/.test(query)) return null;
  return { start: at, query };
}

/** Members whose name, or one of its words, starts with what was typed (all of them for a bare @). */
export function mentionCandidates(members: readonly ChatMember[], query: string, selfId: string, limit = 8): ChatMember[] {
  const wanted = query.trim().toLocaleLowerCase();
  return members
    .filter((member) => member.id !== selfId)
    .filter((member) => {
      const name = member.name.toLocaleLowerCase();
      return !wanted || name.startsWith(wanted) || name.split(/\s+/).some((word) => word.startsWith(wanted));
    })
    .slice(0, limit);
}

/** The text with the typed mention replaced by "@Name ", and where the caret goes after it. */
export function insertMention(text: string, mention: { start: number; query: string }, name: string): { text: string; caret: number } {
  const end = mention.start + 1 + mention.query.length;
  const inserted = `@${name} `;
  const rest = text.slice(end).replace(/^ /, "");
  return { text: text.slice(0, mention.start) + inserted + rest, caret: mention.start + inserted.length };
}

/** The picked members whose "@Name" is still in the text: a mention deleted from the text is not sent. */
export function mentionedIds(body: string, picked: readonly ChatMember[]): string[] {
  return [...new Set(picked.filter((member) => body.includes(`@${member.name}`)).map((member) => member.id))];
}

/** A message's text cut where it names a mentioned member, so the page can mark those names. */
export function mentionSegments(body: string, mentioned: readonly ChatMember[]): { text: string; member: ChatMember | null }[] {
  const names = mentioned
    .filter((member) => member.name)
    .sort((a, b) => b.name.length - a.name.length)
    .map((member) => ({ member, token: `@${member.name}` }));
  const segments: { text: string; member: ChatMember | null }[] = [];
  let plain = "";
  for (let index = 0; index < body.length; ) {
    const hit = body[index] === "@" ? names.find(({ token }) => body.startsWith(token, index)) : undefined;
    if (hit) {
      if (plain) segments.push({ text: plain, member: null });
      plain = "";
      segments.push({ text: hit.token, member: hit.member });
      index += hit.token.length;
    } else {
      plain += body[index];
      index += 1;
    }
  }
  if (plain) segments.push({ text: plain, member: null });
  return segments;
}
