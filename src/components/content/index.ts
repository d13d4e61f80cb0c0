/**
 * The components a topic's MDX may use, without importing them (see
 * docs/authoring.md), and the component that renders each Markdown table.
 */
import Heading from './Heading.astro';
import Original from './Original.astro';
import Ref from './Ref.astro';
import Rule from './Rule.astro';
import Table from './Table.astro';
import TranslatorNote from './TranslatorNote.astro';

export const contentComponents = { Heading, Original, Ref, Rule, TranslatorNote, table: Table };
