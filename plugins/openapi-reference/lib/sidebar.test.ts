import {describe, expect, it} from 'vitest';
import {withCategoryKeys} from './sidebar';

describe('withCategoryKeys', () => {
  it('keys every category, nested ones included, with the API id and leaves docs alone', () => {
    const items = [
      {type: 'doc' as const, id: 'content-api/intro'},
      {
        type: 'category' as const,
        label: 'Schemas',
        items: [{type: 'category' as const, label: 'Nested', items: ['content-api/schemas/error']}],
      },
    ];
    expect(withCategoryKeys(items, 'content-api')).toEqual([
      {type: 'doc', id: 'content-api/intro'},
      {
        type: 'category',
        label: 'Schemas',
        key: 'content-api.Schemas',
        items: [
          {
            type: 'category',
            label: 'Nested',
            key: 'content-api.Nested',
            items: ['content-api/schemas/error'],
          },
        ],
      },
    ]);
  });
});
