/**
 * `/search-terms.json`: the glossary as search records, read by the search
 * index integration (`src/integrations/search-index.ts`) at the end of the
 * build and removed from `dist/` once indexed.
 */
import type { APIRoute } from 'astro';
import { termRecords } from '../utils/glossary.ts';

export const GET: APIRoute = async () => new Response(JSON.stringify(await termRecords()));
