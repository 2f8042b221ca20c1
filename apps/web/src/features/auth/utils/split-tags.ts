// Translations mark links with tags ("… our <terms>Terms and Conditions</terms> …") so each language
// keeps its own word order. A small reader for them keeps i18next's <Trans> (~4 KB gzip with its HTML
// parser) out of the login landing.
export type TextPart = { tag: string | null; text: string };

const TAGGED = /<(\w+)>(.*?)<\/\1>/g;

export function splitTags(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TAGGED)) {
    if (match.index > last) parts.push({ tag: null, text: text.slice(last, match.index) });
    parts.push({ tag: match[1]!, text: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ tag: null, text: text.slice(last) });
  return parts;
}
