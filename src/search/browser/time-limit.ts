/**
 * How long any file of the search may take, from its request to its last
 * byte: the index's files (`index-files.ts`), the typo-correction files and
 * the search module itself (`search-loader.ts`). One that takes longer is a
 * failure the panel says, never a search that hangs.
 *
 * @example
 * setTimeout(() => controller.abort(), timeLimit);
 */
export const timeLimit = 10_000;
