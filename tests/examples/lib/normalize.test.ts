import {describe, expect, test} from 'vitest';
import {normalizeResponse} from './normalize';

const documented = {
  data: [
    {
      id: 2,
      documentId: 'znrlzntu9ei5onjvwfaalu2v',
      name: 'Biscotte Restaurant',
      createdAt: '2024-03-04T10:12:41.233Z',
    },
  ],
  meta: {},
};

describe('normalizeResponse', () => {
  test('matches ids, documentIds and timestamps by rule', () => {
    const actual = {
      data: [
        {
          id: 7,
          documentId: 'abcdefghij0123456789klmn',
          name: 'Biscotte Restaurant',
          createdAt: '2026-11-23T22:05:28.405Z',
        },
      ],
      meta: {},
    };
    expect(normalizeResponse(documented, actual, {excerpt: false})).toEqual(documented);
  });

  test('keeps a wrong value, so the comparison fails on it', () => {
    const actual = {
      data: [
        {
          id: 7,
          documentId: 'abcdefghij0123456789klmn',
          name: 'Biscotte Bistro',
          createdAt: '2026-11-23T22:05:28.405Z',
        },
      ],
      meta: {},
    };
    expect(normalizeResponse(documented, actual, {excerpt: false})).not.toEqual(documented);
  });

  test('one documented id stands for one real id', () => {
    const twice = {data: [{id: 2}, {id: 2}]};
    expect(normalizeResponse(twice, {data: [{id: 5}, {id: 6}]}, {excerpt: false})).not.toEqual(
      twice,
    );
  });

  test('a documentId that is not a cuid2 does not match', () => {
    const actual = {data: [{...documented.data[0], documentId: 'not-a-document-id'}], meta: {}};
    expect(normalizeResponse(documented, actual, {excerpt: false})).not.toEqual(documented);
  });

  test('excerpt: keys and trailing items the page leaves out are dropped', () => {
    const excerpt = {data: [{name: 'A'}]};
    expect(
      normalizeResponse(excerpt, {data: [{name: 'A', extra: 1}, {name: 'B'}]}, {excerpt: true}),
    ).toEqual(excerpt);
    expect(
      normalizeResponse(excerpt, {data: [{name: 'A', extra: 1}]}, {excerpt: false}),
    ).not.toEqual(excerpt);
  });

  test('jwt: any JSON Web Token with the header the page shows before …', () => {
    const page = {jwt: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…'};
    const real = {jwt: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MX0.c2lnbmF0dXJl'};
    expect(normalizeResponse(page, real, {excerpt: false})).toEqual(page);
    expect(normalizeResponse(page, {jwt: 'not a token'}, {excerpt: false})).not.toEqual(page);
    expect(
      normalizeResponse(page, {jwt: 'eyJhbGciOiJSUzI1NiJ9.eyJpZCI6MX0.c2ln'}, {excerpt: false}),
    ).not.toEqual(page);
  });
});
