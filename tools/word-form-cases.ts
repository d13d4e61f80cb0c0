/**
 * The word-form matrix: real words of the Russian and French texts, each with
 * the paragraphs that hold a form of it and the forms a reader may type, the
 * dictionary form first. `search.spec.ts` checks that every form finds one of
 * those paragraphs; `tools/measure-word-forms.ts` prints the matrix.
 *
 * `limits` are forms the search does not relate (French irregular verbs: no
 * French dictionary is used): measured, not promised.
 *
 * @example
 * for (const { lang, paragraphs, queries } of wordForms) …
 */

export interface WordFormCase {
  /** The dictionary form, and what it is. */
  word: string;
  kind: 'noun' | 'adjective' | 'verb and participles';
  lang: 'ru' | 'fr';
  /** The paragraphs holding a form of the word, any of which answers. */
  paragraphs: string[];
  /** The forms searched: in the text or not. */
  queries: string[];
}

const rftg = (...ids: string[]) => ids.map((id) => `/ru/rftg/rebel-vs-imperium/#${id}`);
const ti4 = (...ids: string[]) => ids.map((id) => `/ru/ti4/component-limitations/#${id}`);
const swccg = (...ids: string[]) => ids.map((id) => `/fr/swccg/actions/#${id}`);

export const wordForms: WordFormCase[] = [
  // Russian nouns (text: захватчику; колода, колоду, колоды; истребителей, истребители; отряд, отряда, отряды, отрядов).
  {
    word: 'захватчик',
    kind: 'noun',
    lang: 'ru',
    paragraphs: rftg('takeover-outcome'),
    queries: ['захватчик', 'захватчика', 'захватчиком', 'захватчики', 'захватчиков'],
  },
  {
    word: 'колода',
    kind: 'noun',
    lang: 'ru',
    paragraphs: ti4('cards', 'note-6'),
    queries: ['колода', 'колоды', 'колоду', 'колодой', 'колод', 'колодам'],
  },
  {
    word: 'истребитель',
    kind: 'noun',
    lang: 'ru',
    paragraphs: ti4('tokens', 'units', 'unit-tokens', 'note-1', 'note-2'),
    queries: ['истребитель', 'истребителя', 'истребителем', 'истребителям', 'истребителями', 'истребителях'],
  },
  {
    word: 'отряд',
    kind: 'noun',
    lang: 'ru',
    paragraphs: ti4('units', 'unit-reinforcements', 'unit-tokens', 'note-4', 'note-7', 'note-8'),
    queries: ['отряд', 'отряда', 'отрядом', 'отрядами', 'отрядах'],
  },
  // Russian adjectives (text: ресурсный, ресурсных; повстанческий, -ие, -ого, -их, -им; стартовый, -ая, -ые, -ых).
  {
    word: 'ресурсный',
    kind: 'adjective',
    lang: 'ru',
    paragraphs: rftg('windfall-world-takeover', 'produce-on-other-world', 'glossary'),
    queries: ['ресурсный', 'ресурсная', 'ресурсной', 'ресурсного', 'ресурсные', 'ресурсных', 'ресурсным'],
  },
  {
    word: 'повстанческий',
    kind: 'adjective',
    lang: 'ru',
    paragraphs: rftg(
      'vulnerability-imperium-seat',
      'military-track',
      'takeovers-theme',
      'takeover-bonuses',
      'rebel-alliance-bonus',
      'rebel-pact-bonus',
      'example-1',
      'example-3',
      'goal-propaganda-edge',
      'propaganda-edge-footnote',
      'pay-for-military',
      'takeover-power',
      'takeover-defense',
      'draw-for-worlds',
      'vp-imperium-seat',
      'translation-keywords',
    ),
    queries: ['повстанческий', 'повстанческая', 'повстанческой', 'повстанческую', 'повстанческого', 'повстанческими'],
  },
  {
    word: 'стартовый',
    kind: 'adjective',
    lang: 'ru',
    paragraphs: rftg(
      'introduction',
      'contents-list',
      'first-expansion-recommended',
      'sixth-player-starting-hand',
      'initial-deal',
      'dispute-order',
      'resolution-order',
      'example-1',
      'two-player-scenario-setup',
      'translation-card-names',
    ),
    queries: ['стартовый', 'стартовая', 'стартовой', 'стартовое', 'стартовыми'],
  },
  // Russian verbs with their participles, where the stem alternates (запрет-/запрещ-, размест-/размещ-, сброс-/сброш-).
  {
    word: 'запретить',
    kind: 'verb and participles',
    lang: 'ru',
    paragraphs: rftg('alternating-takeovers', 'takeovers-disabled', 'takeovers-off'),
    queries: [
      'запретить',
      'запрещены',
      'запрещён',
      'запрещена',
      'запрещённый',
      'запрещённые',
      'запретил',
      'запрещу',
      'запретят',
    ],
  },
  {
    word: 'перемешать',
    kind: 'verb and participles',
    lang: 'ru',
    paragraphs: rftg('initial-deal'),
    queries: ['перемешать', 'перемешайте', 'перемешай', 'перемешаны', 'перемешанные', 'перемешал'],
  },
  {
    word: 'колонизировать',
    kind: 'verb and participles',
    lang: 'ru',
    paragraphs: rftg(
      'two-takeover-attempts',
      'declaring-takeover',
      'newly-settled-worlds',
      'resolution-order',
      'takeover-outcome',
      'example-1',
      'example-2',
    ),
    queries: ['колонизировать', 'колонизирован', 'колонизированные', 'колонизирую', 'колонизировала'],
  },
  {
    word: 'разместить',
    kind: 'verb and participles',
    lang: 'ru',
    paragraphs: ti4('unit-reinforcements', 'note-8'),
    queries: ['разместить', 'размещён', 'размещённые', 'разместил', 'размещу'],
  },
  {
    word: 'сбросить',
    kind: 'verb and participles',
    lang: 'ru',
    paragraphs: rftg(
      'partially-used-bonuses',
      'example-2',
      'example-3',
      'mix-before-discard-1',
      'discard-to-reduce-cost-1',
      'takeover-power',
      'conquer-non-military-worlds',
      'four-different-goods',
      'gamble',
      'discard-to-draw',
    ),
    queries: ['сбросить', 'сброшенный', 'сброшены', 'сбросил', 'сбросят'],
  },
  // French (text: empilant, empilement, empilent, empilée; déploie, déploiement, déployée, déployer, déploient; initiée, initier, initie, initiées, initiez, initiation).
  {
    word: 'empiler',
    kind: 'verb and participles',
    lang: 'fr',
    paragraphs: swccg('example-4-5', 'example-4-6', 'stacking', 'stacking-1', 'stacking-2', 'stacking-3', 'stacking-4'),
    queries: ['empiler', 'empilé', 'empilées', 'empile', 'empilements'],
  },
  {
    word: 'déployer',
    kind: 'verb and participles',
    lang: 'fr',
    paragraphs: [
      ...swccg('example-4-4', 'example-4-5', 'example-4-6', 'just-actions-1', 'step-1a-2', 'step-1c-2'),
      '/fr/swccg/admirals-order/#deploying',
    ],
    queries: ['déployer', 'déployé', 'déployées', 'déploient', 'déploiements'],
  },
  {
    word: 'initier',
    kind: 'verb and participles',
    lang: 'fr',
    paragraphs: swccg(
      ...[
        'example-3-1',
        'example-3-3',
        'example-3-5',
        'example-3-7',
        'example-4-1',
        'example-4-3',
        'example-4-7',
        'example-4-8',
        'example-4-14',
        'example-4-15',
      ],
      ...[
        'just-actions-1',
        'just-actions-2',
        'just-actions-3',
        'sequence-of-steps-item-1',
        'stacking-3',
        'stacking-5',
        'stacking-7',
        'step-1',
        'step-1-1',
        'step-1-2',
      ],
      ...[
        'step-1a',
        'step-1a-1',
        'step-1a-3',
        'step-1b',
        'step-1b-1',
        'step-1b-7',
        'step-1c',
        'step-1c-1',
        'step-1c-2',
        'step-2-1',
      ],
      ...['taking-turns-1', 'taking-turns-2', 'taking-turns-3', 'taking-turns-4', 'time-to-respond-1'],
    ),
    queries: ['initier', 'initié', 'initiés', 'initient', 'initiait'],
  },
];

/** Forms measured but not promised: French irregular verbs. */
export const limits: WordFormCase[] = [
  {
    word: 'pouvoir (irregular)',
    kind: 'verb and participles',
    lang: 'fr',
    paragraphs: swccg(
      'example-3-3',
      'example-3-7',
      'example-4-5',
      'example-4-6',
      'example-4-8',
      'just-actions-1',
      'just-actions-3',
      'stacking-3',
      'stacking-4',
      'stacking-5',
      'stacking-6',
      'stacking-7',
      'step-1-2',
      'step-1a-1',
      'step-1a-3',
      'step-1b-1',
      'step-1b-3',
      'step-1b-4',
      'step-1b-6',
      'step-1c-1',
      'step-1c-4',
      'step-2-1',
      'step-2-2',
      'step-3-2',
      'taking-turns-1',
      'time-to-respond-1',
    ),
    queries: ['pouvoir', 'peut', 'pourra'],
  },
  {
    word: 'faire (irregular)',
    kind: 'verb and participles',
    lang: 'fr',
    paragraphs: swccg(
      'example-3',
      'example-3-7',
      'example-4-8',
      'example-4-12',
      'just-actions-2',
      'stacking-4',
      'step-1-1',
      'step-2-2',
      'step-3-4',
      'taking-turns-4',
      'time-to-respond-1',
    ),
    queries: ['faire', 'fait', 'font', 'fera'],
  },
];
