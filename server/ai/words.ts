/**
 * Word handling both assistants share when they search text: the common words a search skips and a light
 * stemmer, so that "tours", "touring" and "toured" meet, without a language library's surprises.
 */
/** Words too common to tell one text from another. */
export const STOPWORDS = new Set(
  "a an and are as at be been but by can could do does did for from get got has have how i i'm im in into is it it's its just me my of on or our please so that the their them then there this to too was we what when where which who why will with would you your yours am any also about being here hi hello hey thanks thank ok okay like pls plz u ur us some way want need know really very still".split(
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

