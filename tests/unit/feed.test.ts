/**
 * The feed's route data (`feedRoute`, issue 29): an entry per revision of each
 * text in a language, newest first, and of them the newest it keeps — all of
 * today's site; at scale, a window whose entries are those of the whole feed.
 * (The feed as Atom, and its links in `dist/`: `tests/e2e/feed.spec.ts`.)
 */
import { describe, expect, it } from 'vitest';
import { revisionsOf } from '../../src/history/revisions.ts';
import { languages } from '../../src/i18n/languages.ts';
import { feedEntriesKept, feedRoute } from '../../src/routing/route-data/feed.ts';
import { library, testSiteContext } from '../support/content.ts';

const context = testSiteContext();

describe('feedRoute', () => {
  it.each(languages)('%s: every revision of each text, newest first, today within what a feed keeps', (lang) => {
    const revisions = [...library().topics.values()].flatMap((topic) => {
      const text = topic.texts.get(lang);
      return text ? revisionsOf(text) : [];
    });
    expect(revisions.length).toBeLessThanOrEqual(feedEntriesKept);
    const { entries } = feedRoute(context, lang);
    expect(entries).toHaveLength(revisions.length);
    const days = entries.map((entry) => entry.updated);
    expect(days).toEqual(days.toSorted().toReversed());
  });

  it('keeps the newest entries only, each as the whole feed has it, what it changed included', () => {
    const whole = feedRoute(context, 'ru');
    expect(whole.entries.some((entry) => entry.changes.length > 0)).toBe(true);
    for (const kept of [1, 3, whole.entries.length - 1]) {
      const window = feedRoute(context, 'ru', kept);
      expect(window.entries).toEqual(whole.entries.slice(0, kept));
      expect(window.updated).toBe(whole.updated);
    }
  });
});
