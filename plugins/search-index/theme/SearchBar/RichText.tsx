/**
 * The only ways the widget shows page content and generated text: highlighted segments, quoted
 * text with its code marked, and text with citations. Both build React text nodes and elements, so any markup in the content
 * (`<script>`, `<img onerror>`) is displayed as characters, never parsed as HTML.
 */
import React, {type MouseEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {Segment} from '../../lib/snippet';
import {parseCitedText} from '../../lib/generative';

export function Highlighted({segments}: {segments: Segment[]}): ReactNode {
  const marked = (segment: Segment, key: number) =>
    segment.highlight ? (
      <mark key={key}>{segment.text}</mark>
    ) : (
      <React.Fragment key={key}>{segment.text}</React.Fragment>
    );
  // Consecutive code segments ("name" matched, ":asc" not) are one piece of code.
  const parts: ReactNode[] = [];
  for (let index = 0; index < segments.length; index += 1) {
    if (!segments[index]!.code) {
      parts.push(marked(segments[index]!, index));
      continue;
    }
    const code: ReactNode[] = [];
    const first = index;
    while (segments[index]?.code) {
      code.push(marked(segments[index]!, index));
      index += 1;
    }
    index -= 1;
    parts.push(<code key={`code-${first}`}>{code}</code>);
  }
  return parts;
}

/** `text` with the ranges of `spans` (start, end, start, end…) shown as code. */
export function WithCode({text, spans}: {text: string; spans?: readonly number[]}): ReactNode {
  if (!spans || spans.length < 2) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (let index = 0; index + 1 < spans.length; index += 2) {
    const start = Math.max(spans[index]!, at);
    const end = Math.min(spans[index + 1]!, text.length);
    if (end <= start) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<code key={index}>{text.slice(start, end)}</code>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

export interface CitationTarget {
  url: string;
  title: string;
}

interface CitationLinkProps extends CitationTarget {
  number: number;
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export function CitationLink({
  number,
  url,
  title,
  className,
  onClick,
}: CitationLinkProps): ReactNode {
  return (
    <Link
      className={className}
      to={url}
      onClick={onClick}
      aria-label={translate(
        {id: 'search.ask.citation', message: 'Source {number}: {title}'},
        {number, title},
      )}>
      [{number}]
    </Link>
  );
}

interface CitedTextProps {
  /** One line of generated text. */
  text: string;
  /** The passages the text may cite, [1] being the first. */
  sources: CitationTarget[];
  citationClassName?: string;
  onCitationClick?: (url: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Generated text with `code`, **bold** and [n] citation links; everything else as plain text. */
export function CitedText({
  text,
  sources,
  citationClassName,
  onCitationClick,
}: CitedTextProps): ReactNode {
  return parseCitedText(text, sources.length).map((part, index) => {
    if (part.type === 'code') return <code key={index}>{part.text}</code>;
    if (part.type === 'strong') return <strong key={index}>{part.text}</strong>;
    if (part.type === 'citation') {
      const source = sources[part.number - 1]!;
      return (
        <CitationLink
          key={index}
          number={part.number}
          url={source.url}
          title={source.title}
          className={citationClassName}
          onClick={onCitationClick?.(source.url)}
        />
      );
    }
    return <React.Fragment key={index}>{part.text}</React.Fragment>;
  });
}
