/**
 * The pure part of the feedback widget: what it POSTs, the GitHub issue it pre-fills, how many
 * sends a page allows, and which section a selected passage sits in. Browser-safe, tested beside.
 */

/** Longest comment a reader can type (characters). */
export const maxCommentLength = 1000;
/** Longest selected passage kept (characters); a longer selection is cut, with an ellipsis. */
export const maxPassageLength = 500;
/** Sends per page and per browser within `rateWindowMs`. */
export const maxSendsPerPage = 5;
export const rateWindowMs = 24 * 60 * 60 * 1000;
/** localStorage key prefix of the send times of one page (the page path follows). */
export const rateStoragePrefix = 'feedback-sent:';

/** What the endpoint receives, as JSON (documented in README.md). */
export interface FeedbackPayload {
  /** `vote` (a yes/no), `comment` (text after a vote) or `passage` (a report on selected text). */
  kind: 'vote' | 'comment' | 'passage';
  /** Full URL of the page, without query or hash. */
  url: string;
  /** Path of the page, e.g. `/dev-docs/intro`. */
  path: string;
  /** Id of the section heading the passage sits under; null for the page as a whole. */
  section: string | null;
  /** The vote; null on a passage report. */
  helpful: boolean | null;
  /** The reader's comment, plain text, at most `maxCommentLength` characters; null when none. */
  comment: string | null;
  /** The selected text, at most `maxPassageLength` characters; null unless `kind` is `passage`. */
  passage: string | null;
  /** Commit the site was built from; null when unknown. */
  commit: string | null;
}

export interface FeedbackInput {
  kind: FeedbackPayload['kind'];
  url: string;
  path: string;
  section?: string | null;
  helpful?: boolean | null;
  comment?: string | null;
  passage?: string | null;
  commit: string;
}

/** The comment as sent: trimmed and cut to the limit; null when empty. */
export function cleanComment(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed ? trimmed.slice(0, maxCommentLength) : null;
}

/** The passage as kept: white space collapsed, cut to the limit with an ellipsis; null when empty. */
export function cleanPassage(text: string | null | undefined): string | null {
  const collapsed = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!collapsed) return null;
  return collapsed.length > maxPassageLength
    ? `${collapsed.slice(0, maxPassageLength - 1)}…`
    : collapsed;
}

export function feedbackPayload(input: FeedbackInput): FeedbackPayload {
  return {
    kind: input.kind,
    url: input.url.replace(/[?#].*$/, ''),
    path: input.path,
    section: input.section || null,
    helpful: input.helpful ?? null,
    comment: cleanComment(input.comment),
    passage: input.kind === 'passage' ? cleanPassage(input.passage) : null,
    commit: input.commit || null,
  };
}

/** Markdown quote of a passage, one `> ` per line. */
function quoted(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

/**
 * `<repositoryUrl>/issues/new` with a title and a body that say which page (and section) the
 * reader means, the passage, their comment and the build's commit. Every value is encoded.
 */
export function issueUrl(repositoryUrl: string, payload: FeedbackPayload, title: string): string {
  const location = payload.section ? `${payload.url}#${payload.section}` : payload.url;
  const lines = [`Page: ${location}`];
  if (payload.helpful !== null) lines.push(`Helpful: ${payload.helpful ? 'yes' : 'no'}`);
  if (payload.passage) lines.push('', 'Passage:', '', quoted(payload.passage));
  lines.push('', 'What is wrong or missing:', '', payload.comment ?? '');
  if (payload.commit) lines.push('', `Built from commit ${payload.commit}`);
  const query = new URLSearchParams({title, body: lines.join('\n')});
  return `${repositoryUrl.replace(/\/+$/, '')}/issues/new?${query.toString()}`;
}

/** The send times still inside the window, from what localStorage held (anything else: none). */
export function recentSends(stored: string | null, now: number): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (time): time is number => typeof time === 'number' && time <= now && now - time < rateWindowMs,
  );
}

export function canSend(sends: readonly number[]): boolean {
  return sends.length < maxSendsPerPage;
}

/** Id of the last heading with an id at or before `target`, among `headings` (in document order). */
export function sectionBefore(headings: readonly Element[], target: Node): string | null {
  let section: string | null = null;
  for (const heading of headings) {
    // DOCUMENT_POSITION_PRECEDING (2): the target comes before this heading, so before its section.
    if (heading.compareDocumentPosition(target) & 2) break;
    if (heading.id) section = heading.id;
  }
  return section;
}
