import { RULES, rulesText } from './competition-text';
import { DRAW_MARKS, SEASON_NEUTRAL_COLOUR_RULE, boardColours, colourRule } from './draw-key';

const paragraphs = (rules: ReturnType<typeof rulesText>) =>
  rules.sections
    .flatMap((s) => s.blocks)
    .flatMap((b) => (b.kind === 'paragraph' ? [b.text] : b.kind === 'list' ? b.items : []));

describe('the draw key', () => {
  it('gives the boards of each colour from the season, whichever way round', () => {
    expect(boardColours([1, 3])).toEqual({ white: [1, 3], black: [2, 4] });
    expect(boardColours([4, 2])).toEqual({ white: [2, 4], black: [1, 3] });
    expect(colourRule([2, 4])).toBe(
      'Home team (first named) plays White on boards 2 and 4 and Black on boards 1 and 3.',
    );
  });

  it('says nothing it does not know when the season gives no usable colours', () => {
    for (const boards of [[], [1], [1, 1], [1, 5], [1, 2, 3]]) {
      expect(boardColours(boards)).toBeNull();
      expect(colourRule(boards)).toBe(SEASON_NEUTRAL_COLOUR_RULE);
    }
  });

  it("puts the season's own colours rule in a season's rules, and the neutral one in the rules PDFs", () => {
    for (const kind of ['primary', 'metropolitan_secondary', 'country_secondary'] as const) {
      expect(paragraphs(rulesText(kind, [1, 3]))).toContain(colourRule([1, 3]));
      expect(paragraphs(rulesText(kind, [2, 4]))).toContain(colourRule([2, 4]));
      expect(paragraphs(RULES[kind])).toContain(SEASON_NEUTRAL_COLOUR_RULE);
      expect(paragraphs(RULES[kind]).join(' ')).toContain(`marked ${DRAW_MARKS.tiebreak}`);
    }
  });
});
