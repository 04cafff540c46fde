/** Escapes LIKE's wildcards (`%`, `_`) and its escape character, so typed text matches only itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** A LIKE/ILIKE pattern matching values that contain `text`. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
