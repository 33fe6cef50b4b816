// Issue 25: a JSON body nested 20,000 deep parsed fine but overflowed the stack of every recursive
// step after it (the input guard's walk, zod), a 500. Its depth is read from the text before any
// parsing: one pass, no recursion, strings skipped with their escapes.

/** The deepest nesting of objects and arrays any JSON body of the API may have. */
export const JSON_MAX_DEPTH = 32;

/** Whether the arrays and objects of a JSON text nest deeper than `max` (the text need not parse). */
export function jsonNestsDeeperThan(text: string, max: number = JSON_MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index += 1;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      depth -= 1;
    }
  }
  return false;
}
