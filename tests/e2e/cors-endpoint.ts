/**
 * A local endpoint on 127.0.0.1 that a built page calls from its own origin (the feedback POSTs,
 * the generated-answer service): it answers the CORS preflight, reads each POST's JSON body and
 * hands it to the test's own handler, which records it and answers.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';

export type JsonRequestHandler = (
  request: IncomingMessage,
  body: unknown,
  response: ServerResponse,
) => void;

/** Starts the endpoint on `port` (0: a free one) and resolves once it listens. */
export async function startCorsJsonEndpoint(
  port: number,
  handle: JsonRequestHandler,
): Promise<Server> {
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
    response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => handle(request, JSON.parse(body), response));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** Closes the endpoint, its kept-alive connections included. */
export async function stopCorsJsonEndpoint(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
