import {describe, expect, test} from 'vitest';
import {extractExamples} from './extract';
import {changesData} from './send';

const fence = '```';

describe('extractExamples', () => {
  test('reads a Document Service call and its JS result; a … comment makes it an excerpt', () => {
    const page = [
      '<ApiCall noSideBySide>',
      '<Request title="Publish">',
      '',
      `${fence}js`,
      "await strapi.documents('api::restaurant.restaurant').publish({ documentId: 'abc' });",
      fence,
      '',
      '</Request>',
      '<Response title="Example result">',
      '',
      `${fence}js`,
      "{ documentId: 'abc', entries: [{ id: 7, name: 'Biscotte' /* … */ }] }",
      fence,
      '',
      '</Response>',
      '</ApiCall>',
    ].join('\n');
    const [example] = extractExamples(page, 'page.md');
    expect(example).toMatchObject({
      kind: 'document-service',
      response: {format: 'js', excerpt: true, body: {documentId: 'abc', entries: [{id: 7}]}},
    });
    expect(changesData(example!)).toBe(true);
  });

  test('a JS result without a … comment is compared whole; a read does not change data', () => {
    const page = [
      '<ApiCall>',
      '<Request title="Count">',
      '',
      `${fence}js`,
      "await strapi.documents('api::restaurant.restaurant').count({ status: 'published' });",
      fence,
      '',
      '</Request>',
      '<Response>',
      '',
      `${fence}js`,
      '2 // two restaurants',
      fence,
      '',
      '</Response>',
      '</ApiCall>',
    ].join('\n');
    const [example] = extractExamples(page, 'page.md');
    expect(example!.response).toMatchObject({format: 'js', excerpt: false, body: 2});
    expect(changesData(example!)).toBe(false);
  });

  test('204 No Content without a body block expects an empty body; a DELETE changes data', () => {
    const page = [
      '<ApiCall>',
      '<Request title="Delete">',
      '',
      `${fence}http`,
      'DELETE /api/restaurants/abc',
      'Authorization: Bearer <your-api-token>',
      fence,
      '',
      '</Request>',
      '<Response title="204 No Content">',
      '',
      `${fence}text`,
      '(empty body)',
      fence,
      '',
      '</Response>',
      '</ApiCall>',
    ].join('\n');
    const [example] = extractExamples(page, 'page.md');
    expect(example!.request).toEqual({
      method: 'DELETE',
      path: '/api/restaurants/abc',
      headers: {authorization: 'Bearer <your-api-token>'},
    });
    expect(example!.response).toMatchObject({status: 204, body: ''});
    expect(changesData(example!)).toBe(true);
  });
});
