/**
 * Whether free text carries a web address: a scheme, "www.", or a host name ending in a common
 * top-level domain ("verify-bank.com/login"). Names and other text that reach a mail's subject line
 * may not, so the product can't be used to put a stranger's link in front of people (decision 024).
 */
const LINK = /(?:[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|us|me|ly|xyz|top|link|click|site|online|app|ru|cn|tk|gq|ml|shop|live)\b)/i;

export function containsLink(text: string): boolean {
  return LINK.test(text);
}

export const NO_LINKS_MESSAGE = "Leave web addresses out of names; they appear in the subject of mail we send.";
