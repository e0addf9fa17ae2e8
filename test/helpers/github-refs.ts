/**
 * What GitHub would make live in the text of a rendered summary or comment, beyond the markdown
 * itself: after rendering, GitHub links `@mentions` (users, teams), issue and pull request
 * references (`#12`, `owner/repo#12`, `GH-12`), bare addresses and e-mails, and shows emoji for
 * `:short_codes:`, in every text outside links, code and comments. A word joiner (U+2060) or any
 * other character between the parts stops them, as it stops GitHub's own patterns.
 */

const LIVE_PATTERNS: readonly RegExp[] = [
  /(?:^|[^\w`])@[a-z0-9][a-z0-9-]*/i,
  /(?:^|[^\w/])#\d+/,
  /[\w.-]+\/[\w.-]+#\d+/,
  /\bGH-\d+/i,
  /https?:\/\//i,
  /\bwww\./i,
  /[\w.+-]+@[\w-]+\.[\w.-]+/,
  /:[a-z+-][\w+-]*:/i,
];

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
};

/** The text of `html` without its tags and comments, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (entity, name: string) =>
      name.startsWith('#x')
        ? String.fromCodePoint(parseInt(name.slice(2), 16))
        : name.startsWith('#') && name !== '#39'
          ? String.fromCodePoint(Number(name.slice(1)))
          : (ENTITIES[name] ?? entity),
    );
}

/** The text a person reads in `html` outside links, code and comments, entities decoded. */
export function textOutsideLinks(html: string): string {
  return textOf(html.replace(/<(a|code|pre)\b[^>]*>[\s\S]*?<\/\1>/gi, ' '));
}

/** The pieces of `html`'s text that GitHub would make live (a mention, a reference, a link…). */
export function liveOnGithub(html: string): string[] {
  const text = textOutsideLinks(html);
  return LIVE_PATTERNS.flatMap((pattern) => {
    const found = new RegExp(pattern.source, `${pattern.flags}g`);
    return [...text.matchAll(found)].map((match) => match[0]);
  });
}

/** The text a person reads in `html`, links too, without the word joiners (nobody sees them). */
export function shownText(html: string): string {
  return textOf(html.replace(/<br>/g, '\n')).replace(/\u2060/g, '');
}
