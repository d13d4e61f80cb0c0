/**
 * YAML read with the position of every value: front matter and the files of
 * `content/games/`, `content/terms/` and `content/published-ids.yaml`. Problems
 * name the line of the value they are about — from the parser (the `yaml`
 * package and its `LineCounter`), never from a text search.
 *
 * Positions are read only where they are asked for: a file is read first by
 * `js-yaml` (Astro's own front-matter parser, with the YAML 1.2 core schema:
 * the same values as `yaml`'s, but for `0b…` numbers, which it reads as
 * binary), about ten times faster than with positions; its first `lineOf`, or
 * a file that does not parse, reads it again with `yaml`, whose errors and
 * lines the problems give. A build reads thousands of front matters and asks
 * for a line only where something is wrong.
 *
 * @example
 * const yaml = yamlSource('game: ti4\nsource:\n  seed: 001.txt\n', 2); // the front matter starts on line 2
 * yaml.data // { game: 'ti4', source: { seed: '001.txt' } }
 * yaml.lineOf(['source', 'seed']) // 4
 * yaml.lineOf(['source', 'edition']) // 3: a missing key is reported at its parent
 *
 * A function cannot cross to another thread: `sentYaml` gives what can (the
 * text, where it starts, what was read of it), and `receivedYaml` makes it a
 * `YamlSource` again, whose `lineOf` reads the text with positions again when
 * first asked (only a problem asks).
 */
import { CORE_SCHEMA, load } from 'js-yaml';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';

export interface YamlSource extends SentYaml {
  /**
   * The 1-based line of the value at `path` (a map's key, a list's index), or of
   * the deepest part of the path that exists; the first line for `[]`.
   */
  lineOf(path: readonly PropertyKey[]): number;
}

/** A `YamlSource` as it crosses to another thread (`sentYaml`, `receivedYaml`). */
export interface SentYaml {
  /** The YAML text, and the line of its file it starts on. */
  text: string;
  firstLine: number;
  /** The parsed value, or `undefined` where the YAML does not parse. */
  data: unknown;
  /** Parse errors, each at its line. */
  errors: { line: number; message: string }[];
}

/** YAML text that starts on line `firstLine` of its file: its values, and its positions when first asked (see the module comment). */
export function yamlSource(source: string, firstLine = 1): YamlSource {
  let data: unknown;
  try {
    data = load(source, { schema: CORE_SCHEMA }) ?? {};
  } catch {
    // Not valid YAML, or a key twice: `yaml` says where and why.
    return yamlWithPositions(source, firstLine);
  }
  return receivedYaml({ text: source, firstLine, data, errors: [] });
}

/** YAML text that starts on line `firstLine` of its file, read with positions. */
function yamlWithPositions(source: string, firstLine: number): YamlSource {
  const lines = new LineCounter();
  const document = parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const lineAt = (offset: number) => lines.linePos(offset).line + firstLine - 1;
  const errors = document.errors.map((error) => ({
    line: lineAt(error.pos[0]),
    message: error.message.split('\n')[0],
  }));
  return {
    text: source,
    firstLine,
    data: errors.length > 0 ? undefined : (document.toJS() ?? {}),
    errors,
    lineOf(path) {
      let node: unknown = document.contents;
      let line = firstLine;
      for (const part of path) {
        if (isMap(node)) {
          const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(part));
          if (!pair) break;
          line = lineAt((pair.key as Node).range?.[0] ?? 0);
          node = pair.value;
        } else if (isSeq(node) && typeof part === 'number' && node.items[part]) {
          node = node.items[part];
          line = lineAt((node as Node).range?.[0] ?? 0);
        } else {
          break;
        }
      }
      return line;
    },
  };
}

/** What of a `YamlSource` can cross to another thread: all but `lineOf`. */
export function sentYaml({ text, firstLine, data, errors }: YamlSource): SentYaml {
  return { text, firstLine, data, errors };
}

/** A `YamlSource` of values already read (here, or in the thread they crossed from: `sentYaml`); its lines read, with positions, when first asked. */
export function receivedYaml(sent: SentYaml): YamlSource {
  let withPositions: YamlSource | undefined;
  return {
    ...sent,
    lineOf: (path) => (withPositions ??= yamlWithPositions(sent.text, sent.firstLine)).lineOf(path),
  };
}
