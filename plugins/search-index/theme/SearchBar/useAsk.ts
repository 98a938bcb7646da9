/**
 * Ask mode's state: the question, and the answer, streamed from the configured answer service
 * when there is one, assembled offline otherwise (or when the service fails). A question asked,
 * or a code block to explain, before the complete index is in waits for it.
 */
import {useEffect, useRef, useState, type FormEvent} from 'react';
import {translate} from '@docusaurus/Translate';
import type {SearchEngine} from '../../lib/engine';
import {answerQuestion, explainCode, type OfflineAnswer} from '../../lib/answer';
import {withLoadedPostings} from './engineLoader';
import {
  buildChatRequest,
  retrievePassages,
  streamChatCompletion,
  type Passage,
} from '../../lib/generative';
import {
  resolveAnswerService,
  type ClientConfig,
  type RuntimeAnswerOverride,
} from '../../lib/clientConfig';

declare global {
  interface Window {
    /** Runtime override of the answer service (see plugins/search-index/README.md). */
    askAiSearchConfig?: RuntimeAnswerOverride;
  }
}

export type AskState =
  | {phase: 'idle'}
  | {phase: 'streaming' | 'generated'; question: string; text: string; passages: Passage[]}
  | {
      phase: 'offline';
      question: string;
      answer: OfflineAnswer;
      notice: string | null;
      /** The code block the answer explains, shown above it. */
      context?: string;
    };

/** An answer from the answer service, while it streams and once it is complete. */
type StreamedAnswer = Extract<AskState, {phase: 'streaming' | 'generated'}>;

export interface AskHandle {
  question: string;
  setQuestion: (question: string) => void;
  state: AskState;
  /** A question or code block waits for the complete index. */
  waiting: boolean;
  submit: (event?: FormEvent) => void;
  /** Stops an answer in flight. */
  abort: () => void;
}

/** The answer service this page uses now (the build's, or the page's runtime override), if any. */
export function answerService(clientConfig: ClientConfig): ReturnType<typeof resolveAnswerService> {
  return typeof window === 'undefined'
    ? null
    : resolveAnswerService(clientConfig, window.askAiSearchConfig);
}

const serviceUnavailable = (reason: string) =>
  translate(
    {
      id: 'search.ask.serviceUnavailable',
      message:
        'The AI answer service is unavailable ({reason}). This answer is assembled from the documentation instead.',
    },
    {reason},
  );

const partialIndex = (reason: string) =>
  translate(
    {
      id: 'search.ask.partialIndex',
      message:
        'Part of the search index could not be loaded ({reason}): this answer may miss what it holds. Ask again to retry.',
    },
    {reason},
  );

export function useAsk(
  clientConfig: ClientConfig,
  completeEngine: SearchEngine | null,
  initialContext: string | null,
): AskHandle {
  const codeQuestion = translate({id: 'search.ask.codeQuestion', message: 'Explain this code'});
  const [question, setQuestion] = useState(initialContext ? codeQuestion : '');
  // The code block asked about, answered once the complete index is in.
  const [codeContext, setCodeContext] = useState<string | null>(initialContext);
  const [state, setState] = useState<AskState>({phase: 'idle'});
  const [pendingQuestion, setPendingQuestion] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  const offline = async (asked: string, loaded: SearchEngine, notice: string | null = null) => {
    // The postings an answer reads are fetched first (`withLoadedPostings`); if one cannot be,
    // the answer is made from those that are in, and says so.
    let answered: OfflineAnswer;
    let shownNotice = notice;
    try {
      answered = await withLoadedPostings(() => answerQuestion(loaded, asked));
    } catch (error) {
      answered = answerQuestion(loaded, asked);
      shownNotice = partialIndex(error instanceof Error ? error.message : String(error));
    }
    setState({phase: 'offline', question: asked, answer: answered, notice: shownNotice});
  };

  const stream = async (
    asked: string,
    passages: Passage[],
    service: {endpoint: string; model: string},
    controller: AbortController,
  ) => {
    const isThisAnswer = (previous: AskState): previous is StreamedAnswer =>
      previous.phase === 'streaming' && previous.question === asked;
    setState({phase: 'streaming', question: asked, text: '', passages});
    await streamChatCompletion({
      endpoint: service.endpoint,
      body: buildChatRequest(asked, passages, service.model, clientConfig.projectName),
      signal: controller.signal,
      onDelta: (delta) =>
        setState((previous) =>
          isThisAnswer(previous) ? {...previous, text: previous.text + delta} : previous,
        ),
    });
    if (controller.signal.aborted) return;
    setState((previous) => (isThisAnswer(previous) ? {...previous, phase: 'generated'} : previous));
  };

  const answer = async (asked: string, loaded: SearchEngine) => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    const service = answerService(clientConfig);
    const passages = service
      ? await withLoadedPostings(() => retrievePassages(loaded, asked, 5)).catch(() => [])
      : [];
    if (!service || passages.length === 0) {
      await offline(asked, loaded);
      return;
    }
    try {
      await stream(asked, passages, service, controller);
    } catch (error) {
      if (controller.signal.aborted) return;
      await offline(
        asked,
        loaded,
        serviceUnavailable(error instanceof Error ? error.message : String(error)),
      );
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const asked = question.trim();
    if (!asked) return;
    if (completeEngine) void answer(asked, completeEngine);
    else setPendingQuestion(asked);
  };

  useEffect(() => {
    if (completeEngine && codeContext) {
      setCodeContext(null);
      void withLoadedPostings(() => explainCode(completeEngine, codeContext)).then((answer) =>
        setState({
          phase: 'offline',
          question: codeQuestion,
          answer,
          notice: null,
          context: codeContext,
        }),
      );
    }
  }, [completeEngine, codeContext, codeQuestion]);

  useEffect(() => {
    if (completeEngine && pendingQuestion) {
      setPendingQuestion(null);
      void answer(pendingQuestion, completeEngine);
    }
    // `answer` only reads state through setters, so the effect depends on these two values alone.
  }, [completeEngine, pendingQuestion]);

  return {
    question,
    setQuestion,
    state,
    waiting: Boolean(pendingQuestion || codeContext) && !completeEngine,
    submit,
    abort: () => abortRef.current?.abort(),
  };
}
