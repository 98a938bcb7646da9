import {describe, expect, it} from 'vitest';
import {comparableHeading, markdownHeadings, markdownSection} from './sections';

const page = `---
title: Populate
---

# Populate

Intro.

## Populate relations

Text about relations.

\`\`\`md
## Not a heading (inside code)
\`\`\`

### Populate a dynamic zone

Zones.

## \`fields\` and [selection](https://x/y) (Enterprise)

Select fields.

## Related pages
`;

describe('markdownHeadings', () => {
  it('lists the headings outside code fences', () => {
    expect(markdownHeadings(page).map(({level, text}) => [level, text])).toEqual([
      [1, 'Populate'],
      [2, 'Populate relations'],
      [3, 'Populate a dynamic zone'],
      [2, '`fields` and [selection](https://x/y) (Enterprise)'],
      [2, 'Related pages'],
    ]);
  });
});

describe('markdownSection', () => {
  it('returns a section with its subsections, up to the next heading of its level', () => {
    const result = markdownSection(page, {
      asked: 'Populate relations',
      headings: ['populate relations'],
    });
    expect(result).toEqual({
      found: true,
      heading: 'Populate relations',
      markdown:
        '## Populate relations\n\nText about relations.\n\n```md\n## Not a heading (inside code)\n```\n\n### Populate a dynamic zone\n\nZones.\n',
    });
  });

  it('matches a heading written with code, links and badges by its words', () => {
    const result = markdownSection(page, {
      asked: '#fields-and-selection',
      headings: ['fields and selection'],
    });
    expect(result.found && result.markdown).toBe(
      '## `fields` and [selection](https://x/y) (Enterprise)\n\nSelect fields.\n',
    );
  });

  it('returns the last section to the end of the page', () => {
    const result = markdownSection(page, {asked: 'Related pages', headings: ['Related pages']});
    expect(result.found && result.markdown).toBe('## Related pages\n');
  });

  it('lists the headings when none matches (the title is not a section)', () => {
    expect(markdownSection(page, {asked: 'Populate', headings: ['Nothing like it']})).toEqual({
      found: false,
      headings: [
        'Populate relations',
        'Populate a dynamic zone',
        '`fields` and [selection](https://x/y) (Enterprise)',
        'Related pages',
      ],
    });
  });
});

describe('comparableHeading', () => {
  it('keeps the words, lower case, without markup', () => {
    expect(comparableHeading('`strapi.fetch()` uses [fetch](x) **now**')).toBe(
      'strapi fetch uses fetch now',
    );
  });
});
