/**
 * Ask mode of the modal: the question form, the answer with numbered citations and its sources,
 * and a line that says how the answer was made (by the configured language model, or assembled
 * offline from sentences of the documentation).
 */
import React, {useId, type ReactNode, type RefObject} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {codeSegments} from '../../lib/snippet';
import type {ClientConfig} from '../../lib/clientConfig';
import {CitationLink, CitedText, Highlighted} from './RichText';
import type {LinkClickHandler} from './SearchPanel';
import {answerService, type AskHandle, type AskState} from './useAsk';
import type {EngineState} from './useSearchEngine';
import styles from './Modal.module.css';

/** How many lines of the code block asked about are shown above the answer. */
const contextPreviewLines = 8;

interface Props {
  ask: AskHandle;
  engineState: EngineState;
  inputRef: RefObject<HTMLInputElement | null>;
  clientConfig: ClientConfig;
  onLinkClick: LinkClickHandler;
}

export default function AskPanel({
  ask,
  engineState,
  inputRef,
  clientConfig,
  onLinkClick,
}: Props): ReactNode {
  const statusId = useId();
  const {state} = ask;
  const offline =
    state.phase === 'offline' || (state.phase === 'idle' && !answerService(clientConfig));
  return (
    <div className={styles.body}>
      <form className={styles.askForm} onSubmit={ask.submit}>
        <input
          ref={inputRef}
          className={styles.input}
          type="text"
          aria-label={translate({id: 'search.ask.input.label', message: 'Your question'})}
          aria-describedby={statusId}
          placeholder={translate(
            {id: 'search.ask.input.placeholder', message: 'Ask a question about {projectName}…'},
            {projectName: clientConfig.projectName},
          )}
          autoComplete="off"
          maxLength={10_000}
          value={ask.question}
          onChange={(event) => ask.setQuestion(event.target.value)}
        />
        <button
          type="submit"
          className={styles.askButton}
          disabled={!ask.question.trim() || engineState.status === 'error'}>
          <Translate id="search.ask.submit">Ask</Translate>
        </button>
      </form>
      <p id={statusId} className={styles.status} role="status">
        {(engineState.status === 'loading' || ask.waiting) &&
          translate({id: 'search.ask.loading', message: 'Loading the documentation index…'})}
        {engineState.status === 'error' &&
          translate(
            {
              id: 'search.ask.indexNotLoaded',
              message: 'The documentation index could not be loaded: {reason}.',
            },
            {reason: engineState.message},
          )}
        {state.phase === 'streaming' &&
          translate({id: 'search.ask.writing', message: 'Writing the answer…'})}
      </p>
      <section
        className={styles.scroll}
        aria-label={translate({id: 'search.ask.answer', message: 'Answer'})}
        aria-busy={state.phase === 'streaming'}
        tabIndex={0}>
        <AskAnswer state={state} onLinkClick={onLinkClick} />
      </section>
      <p className={styles.disclaimer}>
        {offline
          ? translate({
              id: 'search.ask.offlineNote',
              message:
                'These answers quote sentences of the documentation; no language model writes them. Check the cited pages.',
            })
          : translate({
              id: 'search.ask.disclaimer',
              message: 'Answers are AI-generated and may be inaccurate. Check the cited pages.',
            })}
      </p>
    </div>
  );
}

interface AskAnswerProps {
  state: AskState;
  onLinkClick: LinkClickHandler;
}

function SourceList({
  items,
  onLinkClick,
}: {
  items: Array<{number: number; url: string; title: string; heading: string; docsInstance: string}>;
  onLinkClick: AskAnswerProps['onLinkClick'];
}): ReactNode {
  return (
    <>
      <h3 className={styles.sourcesTitle}>
        <Translate id="search.ask.sources">Sources</Translate>
      </h3>
      <ol className={styles.sources}>
        {items.map((item) => (
          <li key={item.number} value={item.number}>
            <Link to={item.url} onClick={onLinkClick(item.url)}>
              {item.title}
              {item.heading ? ` › ${item.heading}` : ''}
            </Link>{' '}
            <span className={styles.sourceSection}>{item.docsInstance}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

function AskAnswer({state, onLinkClick}: AskAnswerProps): ReactNode {
  if (state.phase === 'idle') {
    return (
      <p className={styles.hint}>
        <Translate id="search.ask.hint">
          Ask in your own words, for example “How do I populate relations with the REST API?”
        </Translate>
      </p>
    );
  }

  if (state.phase === 'streaming' || state.phase === 'generated') {
    const lines = state.text.split(/\n+/).filter((line) => line.trim() !== '');
    return (
      <div className={styles.answer}>
        <p className={styles.answerLabel}>
          <Translate id="search.ask.generated">Answer written by a language model</Translate>
        </p>
        {lines.map((line, lineIndex) => (
          <p key={lineIndex}>
            <CitedText
              text={line.replace(/^\s*[-*]\s+/, '• ')}
              sources={state.passages}
              citationClassName={styles.citation}
              onCitationClick={onLinkClick}
            />
          </p>
        ))}
        {state.phase === 'generated' && (
          <SourceList items={state.passages} onLinkClick={onLinkClick} />
        )}
      </div>
    );
  }

  if (state.phase !== 'offline') return null;
  const {answer, notice, context} = state;
  return (
    <div className={styles.answer}>
      {context && (
        <figure className={styles.askContext}>
          <figcaption className={styles.answerLabel}>
            <Translate id="search.ask.codeContext">The code you asked about</Translate>
          </figcaption>
          {/* Focusable: a long block scrolls, and keyboard users must be able to scroll it. */}
          <pre tabIndex={0}>
            <code>{context.split('\n').slice(0, contextPreviewLines).join('\n')}</code>
          </pre>
        </figure>
      )}
      {notice && (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      )}
      {answer.found ? (
        <>
          <p className={styles.answerLabel}>
            <Translate id="search.ask.offline">Answer assembled from the documentation</Translate>
          </p>
          <p>
            {answer.sentences.map((sentence, index) => {
              const citation = answer.citations[sentence.citation - 1]!;
              return (
                <React.Fragment key={index}>
                  {index > 0 && ' '}
                  <Highlighted segments={codeSegments(sentence.text, sentence.code)} />{' '}
                  <CitationLink
                    number={citation.number}
                    url={citation.url}
                    title={citation.title}
                    className={styles.citation}
                    onClick={onLinkClick(citation.url)}
                  />
                </React.Fragment>
              );
            })}
          </p>
          {answer.example && (
            <figure className={styles.answerExample}>
              {answer.example.title && (
                <div className={styles.exampleTitle}>{answer.example.title}</div>
              )}
              {/* Focusable so that a keyboard can scroll a long example. */}
              <pre tabIndex={0}>
                <code>{answer.example.code}</code>
              </pre>
              <figcaption>
                <Translate id="search.ask.exampleFrom">Example from</Translate>{' '}
                <CitationLink
                  number={answer.example.citation}
                  url={answer.citations[answer.example.citation - 1]!.url}
                  title={answer.citations[answer.example.citation - 1]!.title}
                  className={styles.citation}
                  onClick={onLinkClick(answer.citations[answer.example.citation - 1]!.url)}
                />
              </figcaption>
            </figure>
          )}
          <SourceList items={answer.citations} onLinkClick={onLinkClick} />
        </>
      ) : (
        <>
          <p>
            <Translate id="search.ask.notFound">
              The documentation does not seem to answer this question. The closest pages are below;
              try other words, or search for a keyword.
            </Translate>
          </p>
          {answer.related.length > 0 && (
            <>
              <h3 className={styles.sourcesTitle}>
                <Translate id="search.ask.related">Closest pages</Translate>
              </h3>
              <ul className={styles.sources}>
                {answer.related
                  .filter(
                    (result, index, all) =>
                      all.findIndex((other) => other.pageUrl === result.pageUrl) === index,
                  )
                  .slice(0, 3)
                  .map((result) => (
                    <li key={result.url}>
                      <Link to={result.url} onClick={onLinkClick(result.url)}>
                        {result.title}
                        {result.heading ? ` › ${result.heading}` : ''}
                      </Link>
                    </li>
                  ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
}
