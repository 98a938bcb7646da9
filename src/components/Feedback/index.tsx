/**
 * Reader feedback at the end of a doc page: "Was this page helpful?" (yes/no, then an optional
 * comment) and, when text of the article is selected, "Report a problem with this passage".
 * Both can open a pre-filled GitHub issue in the site's repository, with no configuration. With
 * FEEDBACK_ENDPOINT set at build, votes and comments are also POSTed there as JSON (README.md);
 * unset, nothing is sent anywhere. Text is plain text in form fields and React text nodes, never
 * HTML. A failed send says so and keeps the text, to retry or send as an issue.
 */
import React, {useCallback, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';

import type {FeedbackSiteConfig} from '@site/config/feedback';
import {
  canSend,
  feedbackPayload,
  issueUrl,
  maxCommentLength,
  rateStoragePrefix,
  recentSends,
  type FeedbackInput,
  type FeedbackPayload,
} from './feedback';
import {usePassageSelection, type SelectedPassage} from './usePassageSelection';
import styles from './styles.module.css';

/** A runtime override, as the search widget has one: lets one build talk to another endpoint. */
declare global {
  interface Window {
    feedbackConfig?: {endpoint?: string};
  }
}

type SendState = 'idle' | 'sending' | 'sent' | 'failed' | 'limited';

function useFeedbackConfig(): FeedbackSiteConfig {
  const {siteConfig} = useDocusaurusContext();
  const config = siteConfig.customFields?.feedback as FeedbackSiteConfig;
  const override = typeof window === 'undefined' ? undefined : window.feedbackConfig?.endpoint;
  return override ? {...config, endpoint: override} : config;
}

/** POSTs a payload to the endpoint, within the page's rate limit. */
function useSender(endpoint: string | null, path: string) {
  return useCallback(
    async (payload: FeedbackPayload): Promise<Exclude<SendState, 'idle' | 'sending'>> => {
      if (!endpoint) return 'sent';
      const key = rateStoragePrefix + path;
      const sends = recentSends(localStorage.getItem(key), Date.now());
      if (!canSend(sends)) return 'limited';
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: {'Content-Type': 'application/json'},
          body: JSON.stringify(payload),
          credentials: 'omit',
        });
        if (!response.ok) return 'failed';
      } catch {
        return 'failed';
      }
      localStorage.setItem(key, JSON.stringify([...sends, Date.now()]));
      return 'sent';
    },
    [endpoint, path],
  );
}

function StatusMessage({state, hasEndpoint}: {state: SendState; hasEndpoint: boolean}) {
  if (state === 'failed')
    return (
      <p className={clsx(styles.status, styles.error)} role="alert">
        <Translate id="feedback.failed">
          Your feedback could not be sent. Your text is kept: try again, or send it as a GitHub
          issue.
        </Translate>
      </p>
    );
  if (state === 'limited')
    return (
      <p className={clsx(styles.status, styles.error)} role="alert">
        <Translate id="feedback.limited">
          You have sent several messages about this page today. Your text is kept: send it as a
          GitHub issue.
        </Translate>
      </p>
    );
  if (state === 'sent' && hasEndpoint)
    return (
      <p className={styles.status} role="status">
        <Translate id="feedback.sent">Thank you, your feedback was sent.</Translate>
      </p>
    );
  return null;
}

interface FormProps {
  label: string;
  comment: string;
  onComment: (text: string) => void;
  state: SendState;
  hasEndpoint: boolean;
  onSend: () => void;
  issueHref: string;
  /** Send only with a comment (a page comment); a passage report may go without one. */
  commentRequired: boolean;
}

/** The comment field, the send button (with an endpoint) and the issue link. */
function CommentForm({
  label,
  comment,
  onComment,
  state,
  hasEndpoint,
  onSend,
  issueHref,
  commentRequired,
}: FormProps): React.JSX.Element {
  const sendLabel =
    state === 'failed'
      ? translate({id: 'feedback.retry', message: 'Try again'})
      : translate({id: 'feedback.send', message: 'Send'});
  return (
    <div className={styles.form}>
      <label className={styles.label}>
        {label}
        <textarea
          className={styles.comment}
          value={comment}
          maxLength={maxCommentLength}
          rows={3}
          onChange={(event) => onComment(event.target.value)}
        />
      </label>
      <span className={styles.counter} aria-live="off">
        {comment.length}/{maxCommentLength}
      </span>
      <div className={styles.actions}>
        {hasEndpoint && (
          <button
            type="button"
            className="button button--primary button--sm"
            disabled={
              state === 'sending' || state === 'limited' || (commentRequired && !comment.trim())
            }
            onClick={onSend}>
            {state === 'sending'
              ? translate({id: 'feedback.sending', message: 'Sending…'})
              : sendLabel}
          </button>
        )}
        <Link className="button button--secondary button--sm" href={issueHref}>
          <Translate id="feedback.issue">Open a GitHub issue</Translate>
        </Link>
      </div>
      <StatusMessage state={state} hasEndpoint={hasEndpoint} />
    </div>
  );
}

function usePageInput(config: FeedbackSiteConfig): Pick<FeedbackInput, 'url' | 'path' | 'commit'> {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  return {url: siteConfig.url + pathname, path: pathname, commit: config.commit};
}

/** "Was this page helpful?": a vote, then an optional comment. */
function PageFeedback({config}: {config: FeedbackSiteConfig}): React.JSX.Element {
  const page = usePageInput(config);
  const send = useSender(config.endpoint, page.path);
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [voteState, setVoteState] = useState<SendState>('idle');
  const [comment, setComment] = useState('');
  const [commentState, setCommentState] = useState<SendState>('idle');
  const hasEndpoint = config.endpoint !== null;

  const vote = async (value: boolean) => {
    setHelpful(value);
    setVoteState('sending');
    setVoteState(await send(feedbackPayload({...page, kind: 'vote', helpful: value})));
  };
  const sendComment = async () => {
    setCommentState('sending');
    setCommentState(await send(feedbackPayload({...page, kind: 'comment', helpful, comment})));
  };
  const issueHref = issueUrl(
    config.repositoryUrl,
    feedbackPayload({...page, kind: 'comment', helpful, comment}),
    translate(
      {id: 'feedback.issue.pageTitle', message: 'Docs feedback: {path}'},
      {path: page.path},
    ),
  );

  return (
    <section
      className={styles.feedback}
      aria-label={translate({id: 'feedback.label', message: 'Page feedback'})}
      data-search-ignore="">
      <div className={styles.question}>
        <span id="feedback-question" className={styles.prompt}>
          <Translate id="feedback.question">Was this page helpful?</Translate>
        </span>
        <div role="group" aria-labelledby="feedback-question" className={styles.votes}>
          {[true, false].map((value) => (
            <button
              key={String(value)}
              type="button"
              className={clsx(
                'button button--sm',
                helpful === value ? 'button--primary' : 'button--outline button--secondary',
              )}
              aria-pressed={helpful === value}
              disabled={helpful !== null && voteState !== 'failed'}
              onClick={() => void vote(value)}>
              {value
                ? translate({id: 'feedback.yes', message: 'Yes'})
                : translate({id: 'feedback.no', message: 'No'})}
            </button>
          ))}
        </div>
      </div>
      {/* Once the reader sends a comment, its outcome replaces the vote's (the comment repeats the vote). */}
      {helpful !== null && voteState !== 'sent' && commentState === 'idle' && (
        <StatusMessage state={voteState} hasEndpoint={hasEndpoint} />
      )}
      {helpful !== null && commentState !== 'sent' && (
        <CommentForm
          label={
            helpful
              ? translate({
                  id: 'feedback.comment.yes',
                  message: 'Thank you. Anything we could still improve? (optional)',
                })
              : translate({
                  id: 'feedback.comment.no',
                  message: 'Thank you. What was wrong or missing? (optional)',
                })
          }
          comment={comment}
          onComment={setComment}
          state={commentState}
          hasEndpoint={hasEndpoint}
          onSend={() => void sendComment()}
          issueHref={issueHref}
          commentRequired
        />
      )}
      {commentState === 'sent' && <StatusMessage state="sent" hasEndpoint={hasEndpoint} />}
    </section>
  );
}

/** The floating "Report a problem with this passage" button and its dialog. */
function PassageFeedback({config}: {config: FeedbackSiteConfig}): React.JSX.Element | null {
  const page = usePageInput(config);
  const send = useSender(config.endpoint, page.path);
  const selection = usePassageSelection();
  const dialog = useRef<HTMLDialogElement>(null);
  const [report, setReport] = useState<SelectedPassage | null>(null);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<SendState>('idle');

  const open = () => {
    if (!selection) return;
    setReport(selection);
    setState('idle');
    dialog.current?.showModal();
  };
  const input = {
    ...page,
    kind: 'passage' as const,
    section: report?.section,
    passage: report?.text,
    comment,
  };
  const sendReport = async () => {
    setState('sending');
    const result = await send(feedbackPayload(input));
    setState(result);
    if (result === 'sent') setComment('');
  };
  const issueHref = issueUrl(
    config.repositoryUrl,
    feedbackPayload(input),
    translate(
      {id: 'feedback.issue.passageTitle', message: 'Docs passage problem: {path}'},
      {path: page.path},
    ),
  );

  return (
    <>
      {selection && (
        <button
          type="button"
          className={clsx('button button--primary button--sm', styles.passageButton)}
          style={{top: selection.top, left: selection.left}}
          // Keep the selection: a mouse press on a button would otherwise clear it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={open}>
          <Translate id="feedback.passage.button">Report a problem with this passage</Translate>
        </button>
      )}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="feedback-passage-title"
        onClose={() => setReport(null)}>
        <h2 id="feedback-passage-title" className={styles.dialogTitle}>
          <Translate id="feedback.passage.title">Report a problem with this passage</Translate>
        </h2>
        {report && <blockquote className={styles.passage}>{report.text}</blockquote>}
        {state === 'sent' ? (
          <StatusMessage state="sent" hasEndpoint={config.endpoint !== null} />
        ) : (
          <CommentForm
            label={translate({
              id: 'feedback.passage.comment',
              message: 'What is wrong with it? (optional)',
            })}
            comment={comment}
            onComment={setComment}
            state={state}
            hasEndpoint={config.endpoint !== null}
            onSend={() => void sendReport()}
            issueHref={issueHref}
            commentRequired={false}
          />
        )}
        <form method="dialog" className={styles.close}>
          <button type="submit" className="button button--link button--sm">
            <Translate id="feedback.passage.close">Close</Translate>
          </button>
        </form>
      </dialog>
    </>
  );
}

export default function Feedback(): React.JSX.Element | null {
  const config = useFeedbackConfig();
  // The passage button and dialog exist in the browser only (they follow the reader's selection).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!config) return null;
  return (
    <>
      <PageFeedback config={config} />
      {mounted && <PassageFeedback config={config} />}
    </>
  );
}
