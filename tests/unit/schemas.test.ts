import { describe, expect, it } from 'vitest';
import { topicSchema } from '../../src/schemas.ts';

const topic = (title: string) => ({ game: 'swccg', lang: 'fr', title, source: { seed: '003.txt', edition: 'Glossaire' } });

describe('topicSchema', () => {
  it('gives the title in plain text and in runs by language', () => {
    const data = topicSchema.parse(topic('<Original lang="en">Activate Force</Original> (activer de la Force)'));
    expect(data.title).toBe('Activate Force (activer de la Force)');
    expect(data.titleRuns).toEqual([{ text: 'Activate Force', lang: 'en' }, { text: ' (activer de la Force)' }]);
  });

  it('keeps a title in one language as one run', () => {
    const data = topicSchema.parse(topic("Admiral's Order"));
    expect(data.title).toBe("Admiral's Order");
    expect(data.titleRuns).toEqual([{ text: "Admiral's Order" }]);
  });

  it('refuses an empty title', () => {
    expect(topicSchema.safeParse(topic('')).success).toBe(false);
  });
});
