/**
 * What to say about a key the schemas of `src/schemas.ts` do not know (their
 * objects are strict): the keys valid at that place, and the nearest of them,
 * by edit distance (`fastest-levenshtein`), when it is near enough to be the
 * one meant.
 *
 * @example
 * unknownKey(frontMatterSchema, [], 'titel')
 * // { message: 'unknown key "titel": did you mean "title"? (keys here: game, lang, title, …)', nearest: 'title' }
 * unknownKey(frontMatterSchema, ['source'], 'origin').message
 * // 'unknown key "origin" (keys here: seed, translatedFrom, edition, alsoFrom, updated, translation, conversionFixes)'
 */
import { distance } from 'fastest-levenshtein';
import type { z } from 'astro/zod';

/** The parts of a zod schema's definition this module reads (zod 4's `_zod.def`). */
interface Definition {
  type: string;
  shape?: Record<string, z.ZodType>;
  valueType?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  getter?: () => z.ZodType;
}

const definitionOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Definition } })._zod.def;

/** The object schemas a value at `path` of data read against `schema` may be (wrappers, records and lists gone through). */
function objectsAt(schema: z.ZodType, path: readonly PropertyKey[]): Definition[] {
  const definition = definitionOf(schema);
  const inner = definition.innerType ?? definition.in ?? definition.getter?.();
  if (inner) return objectsAt(inner, path);
  if (definition.type === 'union') return (definition.options ?? []).flatMap((option) => objectsAt(option, path));
  if (path.length === 0) return definition.type === 'object' ? [definition] : [];
  const [part, ...rest] = path;
  const next =
    definition.type === 'object'
      ? definition.shape?.[String(part)]
      : definition.type === 'record'
        ? definition.valueType
        : definition.type === 'array'
          ? definition.element
          : undefined;
  return next ? objectsAt(next, rest) : [];
}

/** The keys an object at `path` of data read against `schema` may have, in the schema's order. */
export function knownKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  return [...new Set(objectsAt(schema, path).flatMap((object) => Object.keys(object.shape ?? {})))];
}

/**
 * The known key `key` was most likely meant to be: the nearest by edit
 * distance, at most two edits or a third of its letters away, and fewer than
 * its letters (`relatd` → `related`, `titel` → `title`); none when no key is
 * that near.
 */
export function nearestKey(key: string, known: readonly string[]): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const each of known) {
    const apart = distance(key.toLowerCase(), each.toLowerCase());
    if (!best || apart < best.distance) best = { key: each, distance: apart };
  }
  const near = best && best.distance <= Math.max(2, Math.floor(key.length / 3)) && best.distance < key.length;
  return near ? best!.key : undefined;
}

/** The message for an unknown key at `path` (see the module comment), and the known key it was most likely meant to be. */
export function unknownKey(
  schema: z.ZodType,
  path: readonly PropertyKey[],
  key: string,
): { message: string; nearest?: string } {
  const known = knownKeysAt(schema, path);
  const nearest = nearestKey(key, known);
  return {
    message: `unknown key "${key}"${nearest ? `: did you mean "${nearest}"?` : ''}${known.length > 0 ? ` (keys here: ${known.join(', ')})` : ''}`,
    nearest,
  };
}
