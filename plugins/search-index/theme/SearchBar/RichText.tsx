/**
 * The only two ways the widget shows page content and generated text: segments (matched words
 * marked, quoted code as code) and text with citations. Both build React text nodes and elements,
 * so any markup in the content (`<script>`, `<img onerror>`) is displayed as characters, never
 * parsed as HTML.
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
  const groups: Segment[][] = [];
  for (const segment of segments) {
    const last = groups[groups.length - 1];
    if (segment.code && last?.[0]!.code) last.push(segment);
    else groups.push([segment]);
  }
  return groups.map((group, index) =>
    group[0]!.code ? <code key={index}>{group.map(marked)}</code> : marked(group[0]!, index),
  );
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
