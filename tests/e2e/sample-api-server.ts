/**
 * A small HTTP server implementing the sample posts API of openapi/sample-api.yaml, for the
 * "Send API request" browser tests. The test starts it on 127.0.0.1 (free port) and points the
 * request panel's server at it. CORS is open: the built site runs on another origin.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  body: string;
}

export interface SampleApiServer {
  /** `127.0.0.1:<port>`, the value of the sample API's `host` server variable. */
  host: string;
  requests: ReceivedRequest[];
  close: () => Promise<void>;
}

interface Post {
  id: string;
  userId: string;
  title: string;
  body: string;
}

const postFields = ['id', 'userId', 'title', 'body'] as const;
// sample-api.yaml's server URL ends in /api and its post path is /:pluralposts/{pluralApiId}.
const postPath = /^\/api\/:pluralposts\/([^/]+)$/;
const commentsPath = '/api/comments';

function send(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': 'accept, content-type, authorization',
    ...(body === undefined ? {} : {'content-type': 'application/json'}),
  });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

export async function startSampleApiServer(): Promise<SampleApiServer> {
  const posts = new Map<string, Post>([
    [
      '1',
      {
        id: '1',
        userId: '1',
        title: 'Getting started with a headless CMS',
        body: 'A headless CMS serves content through an API.',
      },
    ],
    [
      '2',
      {
        id: '2',
        userId: '1',
        title: 'Modelling content types',
        body: 'Start from the pages you need to display.',
      },
    ],
  ]);
  const comments = [
    {
      id: '1',
      postId: '1',
      name: 'Clear introduction',
      email: 'kai.doe@example.com',
      body: 'Very clear.',
    },
    {
      id: '2',
      postId: '2',
      name: 'Thanks',
      email: 'li.wei@example.com',
      body: 'Saved me some rework.',
    },
  ];
  const requests: ReceivedRequest[] = [];

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = decodeURIComponent(url.pathname);
    const body = await readBody(request);
    if (request.method === 'OPTIONS') return send(response, 204);
    requests.push({method: request.method ?? '', path: `${path}${url.search}`, body});

    if (request.method === 'GET' && path === commentsPath) {
      const postId = url.searchParams.get('postId');
      return send(
        response,
        200,
        postId === null ? comments : comments.filter((comment) => comment.postId === postId),
      );
    }
    const match = postPath.exec(path);
    if (!match) return send(response, 404, {message: `No route for ${request.method} ${path}`});
    const id = match[1]!;
    const post = posts.get(id);
    if (!post) return send(response, 404, {message: `No post ${id}`});
    switch (request.method) {
      case 'GET':
        return send(response, 200, post);
      case 'PUT': {
        const next = JSON.parse(body) as Partial<Post>;
        if (!postFields.every((field) => typeof next[field] === 'string'))
          return send(response, 400, {message: 'id, userId, title and body are required'});
        posts.set(id, next as Post);
        return send(response, 200, next);
      }
      case 'PATCH': {
        const next = {...post, ...(JSON.parse(body) as Partial<Post>)};
        posts.set(id, next);
        return send(response, 200, next);
      }
      case 'DELETE':
        posts.delete(id);
        return send(response, 204);
      default:
        return send(response, 405);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
