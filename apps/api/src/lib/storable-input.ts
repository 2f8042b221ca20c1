// What a client may send that the database cannot store (docs/security.md "Input at the edge"):
// PostgreSQL text refuses the null character, and an unpaired UTF-16 surrogate has no UTF-8 form
// (it would be stored as U+FFFD, silently changing the text). Both are refused before anything runs.

/** Why a value was refused. */
export type InputProblem = 'null-character' | 'lone-surrogate' | 'too-deep';

/** Nesting any request value may have (the web's deepest input object is 3 levels). */
export const MAX_INPUT_DEPTH = 32;

// With the `u` flag a well-formed pair is one astral code point; only an unpaired half is \p{Cs}.
// eslint-disable-next-line no-control-regex -- the null character is exactly what is looked for
const UNSTORABLE = /(\u0000)|(\p{Cs})/u;

export function unstorableIn(text: string): InputProblem | null {
  const match = UNSTORABLE.exec(text);
  if (!match) return null;
  return match[1] ? 'null-character' : 'lone-surrogate';
}

/**
 * The first string (or object key) in `value` that cannot be stored, with its path from `root`
 * (`$input.items[2].note`), or a value nested deeper than MAX_INPUT_DEPTH. Walks without recursion.
 */
export function findUnstorable(value: unknown, root: string): { path: string; problem: InputProblem } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = unstorableIn(current);
      if (problem) return { path, problem };
      continue;
    }
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (depth >= MAX_INPUT_DEPTH) return { path, problem: 'too-deep' };
    if (Array.isArray(current)) {
      current.forEach((item, index) =>
        stack.push({ value: item, path: `${path}[${index}]`, depth: depth + 1 }),
      );
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      const keyProblem = unstorableIn(key);
      if (keyProblem) return { path, problem: keyProblem };
      stack.push({ value: item, path: `${path}.${shorten(key)}`, depth: depth + 1 });
    }
  }
  return null;
}

// A path names keys the client chose; a huge key is cut so the message stays short.
const shorten = (key: string) => (key.length > 40 ? `${key.slice(0, 40)}…` : key);

/** The text the client gets: names the value and says what to change. */
export function unstorableMessage(where: string, problem: InputProblem): string {
  switch (problem) {
    case 'null-character':
      return `${where} contains a null character (U+0000), which cannot be stored. Remove it and try again.`;
    case 'lone-surrogate':
      return `${where} contains an unpaired UTF-16 surrogate (broken Unicode text), which cannot be stored. Send valid Unicode text.`;
    case 'too-deep':
      return `${where} is nested more than ${MAX_INPUT_DEPTH} levels deep.`;
  }
}
