import {describe, expect, it} from 'vitest';
import {generatedPages, pageIdClashes} from './pageIds';

const document = {
  openapi: '3.0.3',
  tags: [{name: 'Posts'}, {name: 'Unused'}],
  paths: {
    '/posts/{id}': {
      parameters: [],
      get: {operationId: 'get_post', tags: ['Posts']},
      put: {summary: 'Update post'},
    },
    '/posts': {get: {operationId: 'getPost'}},
  },
  components: {
    schemas: {
      Post: {title: 'Post'},
      Comment: {type: 'object'},
      PostBody: {title: 'Post Body'},
      post_body: {},
    },
  },
};

describe('generatedPages', () => {
  it('computes the ids as the generator does, with the pointer of their field', () => {
    expect(generatedPages(document, true)).toEqual([
      {
        id: 'get-post',
        from: 'operationId "get_post"',
        pointer: '#/paths/~1posts~1{id}/get/operationId',
      },
      {
        id: 'update-post',
        from: 'summary "Update post" of PUT /posts/{id} (no operationId)',
        pointer: '#/paths/~1posts~1{id}/put/summary',
      },
      {id: 'get-post', from: 'operationId "getPost"', pointer: '#/paths/~1posts/get/operationId'},
      {id: 'schemas/post', from: 'schema "Post"', pointer: '#/components/schemas/Post/title'},
      {id: 'schemas/comment', from: 'schema "Comment"', pointer: '#/components/schemas/Comment'},
      {
        id: 'schemas/post-body',
        from: 'schema "PostBody" (title "Post Body")',
        pointer: '#/components/schemas/PostBody/title',
      },
      {
        id: 'schemas/post-body',
        from: 'schema "post_body"',
        pointer: '#/components/schemas/post_body',
      },
      {id: 'posts', from: 'tag "Posts"', pointer: '#/tags/0/name'},
    ]);
  });

  it('leaves schemas out unless they are shown', () => {
    expect(generatedPages(document, false).map((page) => page.id)).not.toContain('schemas/post');
  });
});

describe('pageIdClashes', () => {
  it('groups the pages that share an id', () => {
    const clashes = pageIdClashes(generatedPages(document, true));
    expect(clashes.map((group) => group.map((page) => page.from))).toEqual([
      ['operationId "get_post"', 'operationId "getPost"'],
      ['schema "PostBody" (title "Post Body")', 'schema "post_body"'],
    ]);
  });
});
