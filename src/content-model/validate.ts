/**
 * YAML data against a zod schema of `src/schemas.ts`, each problem reported at
 * the line of its value (`yaml-source.ts`): an unknown key with the key most
 * likely meant (`unknown-keys.ts`), a record's key with what it must be. And
 * the fields of an object that are valid each on its own, for the checks that
 * need only those.
 *
 * @example
 * validate(gameSchema, yamlSource('name: { en: Units }\nshort: TI4\nknwnTopics: {}\n'), 'content/games/ti4.yaml', report)
 * // undefined; reported: content/games/ti4.yaml:3: knwnTopics: unknown key "knwnTopics": did you mean "knownTopics"? …
 */
import type { z } from 'astro/zod';
import type { Report } from './problems.ts';
import { unknownKey } from './unknown-keys.ts';
import type { YamlSource } from './yaml-source.ts';

/**
 * Data checked against a schema; each issue reported at the line of its value
 * (or of the nearest part of its path that exists). Undefined when not valid.
 */
export function validate<T>(schema: z.ZodType<T>, yaml: YamlSource, file: string, report: Report): T | undefined {
  for (const error of yaml.errors) report(file, error.line, `YAML does not parse: ${error.message}`);
  if (yaml.data === undefined) return undefined;
  const result = schema.safeParse(yaml.data);
  if (result.success) return result.data;
  // Each unknown key at its own line, with the key most likely meant; that key, when missing, is not reported again.
  const meant = new Set<string>();
  for (const issue of result.error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    for (const unknown of issue.keys) {
      const where = [...issue.path, unknown];
      const { message, nearest } = unknownKey(schema, issue.path, unknown);
      if (nearest && !hasKey(yaml.data, [...issue.path, nearest])) meant.add([...issue.path, nearest].join('.'));
      report(file, yaml.lineOf(where), `${where.join('.')}: ${message}`);
    }
  }
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') continue;
    const key = issue.path.join('.');
    if (meant.has(key)) continue;
    // A record's key that is not valid says so by the issues of the key's own schema.
    const said = issue.code === 'invalid_key' ? issue.issues.map((inner) => inner.message).join('; ') : issue.message;
    const message = /received undefined$/.test(said) ? 'is required' : said;
    report(file, yaml.lineOf(issue.path), `${key ? `${key}: ` : ''}${message}`);
  }
  return undefined;
}

/** Whether data has a value at `path`. */
function hasKey(data: unknown, path: readonly PropertyKey[]): boolean {
  let value = data;
  for (const part of path) {
    if (typeof value !== 'object' || value === null || !(String(part) in value)) return false;
    value = (value as Record<string, unknown>)[String(part)];
  }
  return true;
}

/**
 * The fields of `data` that are valid each on its own against an object
 * schema's fields (`schema.shape`): what the checks of one field can still
 * check where another field is not valid.
 */
export function validFields<T>(schema: z.ZodType<T>, data: unknown): Partial<T> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape || typeof data !== 'object' || data === null) return {};
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const result = field.safeParse((data as Record<string, unknown>)[key]);
    if (result.success) fields[key] = result.data;
  }
  return fields as Partial<T>;
}
