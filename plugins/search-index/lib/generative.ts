/**
 * Ask mode with a service: the question and the retrieved passages go to an OpenAI-compatible
 * chat-completions endpoint (typically the site owner's proxy, which holds the API key: the
 * browser never sends a secret), and the answer streams back as server-sent events.
 *
 * Pure parts (request body, event-stream parsing, citation markers) are separate from the one
 * function that calls `fetch`, so each is tested on its own; the streaming call is tested against
 * a real local server.
 */
import type {SearchEngine, SearchResult} from './engine';
import {buildSnippet} from './snippet';

export interface Passage {
  /** 1-based number the model cites as [n]. */
  number: number;
  url: string;
  title: string;
  heading: string;
  docsInstance: string;
  text: string;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface ChatCompletionRequest {
  model: string;
  stream: true;
  temperature: number;
  messages: ChatMessage[];
}

const maxPassageCharacters = 1200;
/** Longest question sent to the service (the input accepts more; the rest is dropped). */
export const maxQuestionCharacters = 2000;

/** The best `count` sections for `question`, each cut to its most relevant ~1,200 characters. */
export function retrievePassages(engine: SearchEngine, question: string, count = 5): Passage[] {
  const {query, results} = engine.search(question, {
    limit: count,
    perPage: 2,
    prefix: false,
    typoMinLength: 6,
    // The sections that answer, as for the offline answer (see answer.ts).
    pageSupportSections: 1,
  });
  return results.map((result: SearchResult, index) => {
    const section = engine.data.sections[result.section]!;
    const prose =
      section.text.length <= maxPassageCharacters
        ? section.text
        : buildSnippet(section.text, query.matchKeys, maxPassageCharacters)
            .segments.map((segment) => segment.text)
            .join('');
    const room = maxPassageCharacters - prose.length;
    const code = room > 200 && section.code ? `\n${section.code.slice(0, room)}` : '';
    return {
      number: index + 1,
      url: result.url,
      title: result.title,
      heading: result.heading,
      docsInstance: result.docsInstance,
      text: prose + code,
    };
  });
}

/** The chat-completions request: instructions, then the question and the numbered passages. */
export function buildChatRequest(
  fullQuestion: string,
  passages: Passage[],
  model: string,
  projectName: string,
): ChatCompletionRequest {
  const question = fullQuestion.slice(0, maxQuestionCharacters);
  const system = [
    `You answer questions about ${projectName} for readers of its documentation.`,
    'Use only the numbered documentation passages given with the question.',
    'Cite every statement with the number of the passage it comes from, in square brackets, like [1] or [2][3].',
    'If the passages do not answer the question, say plainly that the documentation does not cover it, and do not guess.',
    'Be concise: a short paragraph or a few bullet points. Use `backticks` for code.',
  ].join(' ');
  const sources = passages
    .map(
      (passage) =>
        `[${passage.number}] ${passage.title}${passage.heading ? ` › ${passage.heading}` : ''} (${passage.url})\n${passage.text}`,
    )
    .join('\n\n');
  return {
    model,
    stream: true,
    temperature: 0.2,
    messages: [
      {role: 'system', content: system},
      {role: 'user', content: `Question: ${question}\n\nDocumentation passages:\n\n${sources}`},
    ],
  };
}

/**
 * Incremental parser of a `text/event-stream` body: feed it decoded chunks as they arrive; it
 * calls `onData` with the data of each complete event (multi-line data joined with newlines).
 */
export class EventStreamParser {
  private buffer = '';
  private data: string[] = [];

  constructor(private readonly onData: (data: string) => void) {}

  feed(chunk: string): void {
    this.buffer += chunk;
    let newline = this.buffer.search(/\r\n|\r|\n/);
    while (newline !== -1) {
      const line = this.buffer.slice(0, newline);
      const separatorLength = this.buffer.startsWith('\r\n', newline) ? 2 : 1;
      // A lone `\r` at the end of a chunk may be the first half of `\r\n`: wait for more.
      if (
        this.buffer[newline] === '\r' &&
        separatorLength === 1 &&
        newline === this.buffer.length - 1
      )
        break;
      this.buffer = this.buffer.slice(newline + separatorLength);
      this.line(line);
      newline = this.buffer.search(/\r\n|\r|\n/);
    }
  }

  /** Flushes an event left without its final blank line when the stream ends. */
  end(): void {
    if (this.buffer) this.line(this.buffer);
    this.buffer = '';
    this.line('');
  }

  private line(line: string): void {
    if (line === '') {
      if (this.data.length > 0) this.onData(this.data.join('\n'));
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
  }
}

export class GenerativeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GenerativeError';
  }
}

/** Text added by one chat-completions chunk (streamed `delta` or whole `message`); throws on an error object. */
export function deltaOf(payload: unknown): string {
  const value = payload as {
    choices?: Array<{delta?: {content?: unknown}; message?: {content?: unknown}}>;
    error?: {message?: unknown};
  } | null;
  if (value && typeof value === 'object' && value.error) {
    const message =
      typeof value.error.message === 'string'
        ? value.error.message
        : 'the service reported an error';
    throw new GenerativeError(message);
  }
  const choice = value?.choices?.[0];
  const content = choice?.delta?.content ?? choice?.message?.content;
  return typeof content === 'string' ? content : '';
}

export interface StreamOptions {
  endpoint: string;
  body: ChatCompletionRequest;
  onDelta: (text: string) => void;
  signal?: AbortSignal;
  /** Longest wait for the response headers and for each following chunk (default 20 s). */
  idleTimeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** The answer of a service that ignores `stream: true` and sends one JSON object. */
async function readWholeAnswer(
  response: Response,
  onDelta: (text: string) => void,
): Promise<string> {
  const whole = deltaOf(await response.json());
  if (!whole) throw new GenerativeError('the service sent an empty answer');
  onDelta(whole);
  return whole;
}

/**
 * Reads the event stream to its end or to `[DONE]`, passing each delta to `onDelta`; `rearm`
 * restarts the idle timer before each chunk. Resolves with the whole text (possibly empty).
 */
async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onDelta: (text: string) => void,
  rearm: () => void,
): Promise<string> {
  let text = '';
  let finished = false;
  const parser = new EventStreamParser((data) => {
    if (finished) return;
    if (data.trim() === '[DONE]') {
      finished = true;
      return;
    }
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      throw new GenerativeError('the service sent a malformed event');
    }
    const delta = deltaOf(payload);
    if (delta) {
      text += delta;
      onDelta(delta);
    }
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    rearm();
    const {done, value} = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, {stream: true}));
    if (finished) {
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  if (!finished) {
    parser.feed(decoder.decode());
    parser.end();
  }
  return text;
}

/**
 * What a failed request rejects with: a `GenerativeError` naming the timeout or the unreachable
 * service, the caller's own abort error unchanged, a `GenerativeError` already thrown unchanged.
 */
function requestFailure(
  error: unknown,
  timedOut: boolean,
  idleTimeoutMs: number,
  signal: AbortSignal | undefined,
): unknown {
  if (timedOut)
    return new GenerativeError(
      `no response from the service within ${Math.round(idleTimeoutMs / 1000)} s`,
    );
  if (signal?.aborted) return error;
  if (error instanceof GenerativeError) return error;
  return new GenerativeError(
    error instanceof Error
      ? `the service could not be reached (${error.message})`
      : 'the service could not be reached',
  );
}

/**
 * Sends the request and streams the answer through `onDelta`; resolves with the whole text.
 * Rejects with a `GenerativeError` on an HTTP error, a malformed stream, an empty answer or a
 * timeout, and with an `AbortError` when `signal` aborts.
 */
export async function streamChatCompletion(options: StreamOptions): Promise<string> {
  const {endpoint, body, onDelta, signal, idleTimeoutMs = 20_000, fetchImpl = fetch} = options;
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, idleTimeoutMs);
  };
  const forwardAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', forwardAbort);

  try {
    arm();
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'text/event-stream'},
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: 'omit',
    });
    if (!response.ok) throw new GenerativeError(`the service answered HTTP ${response.status}`);
    const type = response.headers.get('content-type') ?? '';
    if (!response.body || !type.includes('text/event-stream'))
      return await readWholeAnswer(response, onDelta);
    const text = await readEventStream(response.body, onDelta, arm);
    if (!text.trim()) throw new GenerativeError('the service sent an empty answer');
    return text;
  } catch (error) {
    throw requestFailure(error, timedOut, idleTimeoutMs, signal);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

export type CitedPart =
  | {type: 'text'; text: string}
  | {type: 'citation'; number: number}
  | {type: 'code'; text: string}
  | {type: 'strong'; text: string};

/**
 * Splits generated text into plain text, inline code (`…`), bold (**…**) and citation markers
 * ([n] for a passage that exists). Everything is returned as data for the widget to render as text.
 */
export function parseCitedText(text: string, passageCount: number): CitedPart[] {
  const parts: CitedPart[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts[parts.length - 1];
    if (last?.type === 'text') last.text += value;
    else parts.push({type: 'text', text: value});
  };
  const pattern = /`([^`\n]+)`|\*\*([^*\n]+)\*\*|\[(\d{1,2})\]/g;
  let position = 0;
  for (const match of text.matchAll(pattern)) {
    pushText(text.slice(position, match.index));
    if (match[1] !== undefined) {
      parts.push({type: 'code', text: match[1]});
    } else if (match[2] !== undefined) {
      parts.push({type: 'strong', text: match[2]});
    } else {
      const number = Number(match[3]);
      if (number >= 1 && number <= passageCount) parts.push({type: 'citation', number});
      else pushText(match[0]);
    }
    position = match.index + match[0].length;
  }
  pushText(text.slice(position));
  return parts;
}
