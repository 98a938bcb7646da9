import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SearchEngine} from './engine';
import {smallIndex} from './fixtures/smallIndex';
import {
  buildChatRequest,
  deltaOf,
  EventStreamParser,
  GenerativeError,
  maxQuestionCharacters,
  parseCitedText,
  retrievePassages,
  streamChatCompletion,
} from './generative';

const engine = new SearchEngine(smallIndex);

describe('retrievePassages and buildChatRequest', () => {
  it('numbers the best sections and sends them with the question, and no secret', () => {
    const passages = retrievePassages(engine, 'How do I populate dynamic zones?', 3);
    expect(passages.map((passage) => passage.number)).toEqual([1, 2, 3]);
    expect(passages[0]!.url).toBe('/dev-docs/api/rest/populate-select#populate-dynamic-zones');
    const request = buildChatRequest(
      'How do I populate dynamic zones?',
      passages,
      'small-model',
      'Strapi',
    );
    expect(request).toMatchObject({model: 'small-model', stream: true});
    expect(request.messages[0]!.role).toBe('system');
    expect(request.messages[0]!.content).toContain('Strapi');
    expect(request.messages[0]!.content).toContain('[1]');
    expect(request.messages[1]!.content).toContain('Question: How do I populate dynamic zones?');
    expect(request.messages[1]!.content).toContain(
      '[1] Populate and select › Populate dynamic zones (/dev-docs/api/rest/populate-select#populate-dynamic-zones)',
    );
    expect(JSON.stringify(request)).not.toMatch(/authorization|api[_-]?key|bearer/i);
  });

  it('sends at most maxQuestionCharacters of the question', () => {
    const request = buildChatRequest('x'.repeat(10_000), [], 'm', 'Strapi');
    expect(request.messages[1]!.content).toContain(
      `Question: ${'x'.repeat(maxQuestionCharacters)}\n`,
    );
  });

  it('keeps each passage to about 1,200 characters', () => {
    const big = {
      ...smallIndex,
      sections: smallIndex.sections.map((section) => ({
        ...section,
        text: `${section.text} ${'More words about populate. '.repeat(200)}`,
      })),
    };
    for (const passage of retrievePassages(new SearchEngine(big), 'populate', 5))
      expect(passage.text.length).toBeLessThanOrEqual(1300);
  });
});

describe('EventStreamParser', () => {
  it('emits the data of each event, whatever the chunking and line endings', () => {
    const events: string[] = [];
    const parser = new EventStreamParser((data) => events.push(data));
    for (const chunk of [
      'data: {"a"',
      ':1}\r',
      '\n\r\n: comment\n',
      'event: x\ndata: line1\ndata: line2\n\n',
      'data:[DONE]\n\n',
    ])
      parser.feed(chunk);
    expect(events).toEqual(['{"a":1}', 'line1\nline2', '[DONE]']);
  });

  it('flushes an event left without its blank line at the end', () => {
    const events: string[] = [];
    const parser = new EventStreamParser((data) => events.push(data));
    parser.feed('data: last');
    parser.end();
    expect(events).toEqual(['last']);
  });
});

describe('deltaOf', () => {
  it('reads streamed deltas and whole messages, and throws on an error object', () => {
    expect(deltaOf({choices: [{delta: {content: 'Hi'}}]})).toBe('Hi');
    expect(deltaOf({choices: [{message: {content: 'Whole'}}]})).toBe('Whole');
    expect(deltaOf({choices: [{delta: {role: 'assistant'}}]})).toBe('');
    expect(() => deltaOf({error: {message: 'quota exceeded'}})).toThrow(
      new GenerativeError('quota exceeded'),
    );
  });
});

describe('parseCitedText', () => {
  it('reads **bold**', () => {
    expect(parseCitedText('A **key** point [1]', 1)).toEqual([
      {type: 'text', text: 'A '},
      {type: 'strong', text: 'key'},
      {type: 'text', text: ' point '},
      {type: 'citation', number: 1},
    ]);
  });

  it('turns [n] into citations of existing passages and `x` into code, the rest stays text', () => {
    expect(parseCitedText('Use `populate` [1][2], not [7]. <b>bold</b>', 2)).toEqual([
      {type: 'text', text: 'Use '},
      {type: 'code', text: 'populate'},
      {type: 'text', text: ' '},
      {type: 'citation', number: 1},
      {type: 'citation', number: 2},
      {type: 'text', text: ', not [7]. <b>bold</b>'},
    ]);
  });
});

// A small OpenAI-compatible server on 127.0.0.1 that streams, fails or hangs on demand.
describe('streamChatCompletion against a local server', () => {
  let server: Server;
  let base = '';
  const received: unknown[] = [];

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(JSON.parse(body));
        if (request.url === '/stream') {
          response.writeHead(200, {'Content-Type': 'text/event-stream'});
          const parts = ['Populate dynamic zones ', 'with the `on` fragment ', '[1].'];
          let index = 0;
          const timer = setInterval(() => {
            if (index < parts.length) {
              response.write(
                `data: ${JSON.stringify({choices: [{delta: {content: parts[index]}}]})}\n\n`,
              );
              index += 1;
            } else {
              clearInterval(timer);
              response.end('data: [DONE]\n\n');
            }
          }, 10);
        } else if (request.url === '/json') {
          response.writeHead(200, {'Content-Type': 'application/json'});
          response.end(JSON.stringify({choices: [{message: {content: 'Whole answer [1].'}}]}));
        } else if (request.url === '/error-event') {
          response.writeHead(200, {'Content-Type': 'text/event-stream'});
          response.end(`data: ${JSON.stringify({error: {message: 'model overloaded'}})}\n\n`);
        } else if (request.url === '/hang') {
          response.writeHead(200, {'Content-Type': 'text/event-stream'});
          response.write(': keep quiet\n\n');
        } else {
          response.writeHead(500, {'Content-Type': 'application/json'});
          response.end('{"error":{"message":"boom"}}');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const body = buildChatRequest('q', [], 'm', 'Strapi');

  it('streams the answer chunk by chunk and resolves with the whole text', async () => {
    const deltas: string[] = [];
    const text = await streamChatCompletion({
      endpoint: `${base}/stream`,
      body,
      onDelta: (delta) => deltas.push(delta),
    });
    expect(deltas).toEqual(['Populate dynamic zones ', 'with the `on` fragment ', '[1].']);
    expect(text).toBe('Populate dynamic zones with the `on` fragment [1].');
    expect(received.at(-1)).toEqual(body);
  });

  it('accepts a service that answers with one JSON object', async () => {
    expect(
      await streamChatCompletion({endpoint: `${base}/json`, body, onDelta: () => undefined}),
    ).toBe('Whole answer [1].');
  });

  it('rejects with a GenerativeError on an HTTP error, an error event, a timeout or an unreachable host', async () => {
    await expect(
      streamChatCompletion({endpoint: `${base}/fail`, body, onDelta: () => undefined}),
    ).rejects.toThrow(/HTTP 500/);
    await expect(
      streamChatCompletion({endpoint: `${base}/error-event`, body, onDelta: () => undefined}),
    ).rejects.toThrow(/model overloaded/);
    await expect(
      streamChatCompletion({
        endpoint: `${base}/hang`,
        body,
        onDelta: () => undefined,
        idleTimeoutMs: 200,
      }),
    ).rejects.toThrow(/no response from the service within/);
    await expect(
      streamChatCompletion({endpoint: 'http://127.0.0.1:1/none', body, onDelta: () => undefined}),
    ).rejects.toBeInstanceOf(GenerativeError);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = streamChatCompletion({
      endpoint: `${base}/hang`,
      body,
      onDelta: () => undefined,
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toThrow();
    await expect(pending).rejects.not.toBeInstanceOf(GenerativeError);
  });
});
