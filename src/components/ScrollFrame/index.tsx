/**
 * A frame for content that may be wider than the column (tables, diagrams). When its content
 * overflows, the frame scrolls sideways and shows it: a shade on each side that has more to see,
 * `data-overflowing` on the frame (the page sweep checks that every sideways scroll has this cue),
 * and keyboard focus, so a reader without a visible scrollbar (macOS, phones) knows and can scroll.
 *
 * <ScrollFrame label="Table">…</ScrollFrame>
 * <ScrollTable>…</ScrollTable>   a table in its frame (Markdown tables, the plugins' tables)
 */
import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

interface Overflow {
  /** Content is hidden to the left of the visible part. */
  before: boolean;
  /** Content is hidden to the right of the visible part. */
  after: boolean;
}

const none: Overflow = {before: false, after: false};

/** Which sides of a scrolling element hide content (1 px of rounding is not overflow). */
export function overflowOf(element: HTMLElement): Overflow {
  const hidden = element.scrollWidth - element.clientWidth;
  if (hidden <= 1) return none;
  // scrollLeft is negative in right-to-left layouts: read its size.
  const scrolled = Math.abs(element.scrollLeft);
  return {before: scrolled > 1, after: scrolled < hidden - 1};
}

function useOverflow(ref: React.RefObject<HTMLDivElement | null>): Overflow {
  const [overflow, setOverflow] = useState<Overflow>(none);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () =>
      setOverflow((previous) => {
        const next = overflowOf(element);
        return next.before === previous.before && next.after === previous.after ? previous : next;
      });
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    element.addEventListener('scroll', update, {passive: true});
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, [ref]);
  return overflow;
}

export default function ScrollFrame({
  children,
  label,
  className,
}: {
  children: ReactNode;
  /** What the frame holds, for assistive technology ("Table", "Diagram"). */
  label: string;
  className?: string;
}): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  const overflow = useOverflow(ref);
  const overflowing = overflow.before || overflow.after;
  return (
    <div
      className={clsx(
        styles.shell,
        overflow.before && styles.moreBefore,
        overflow.after && styles.moreAfter,
      )}>
      <div
        ref={ref}
        className={clsx(styles.frame, className)}
        data-scroll-frame=""
        data-overflowing={overflowing ? '' : undefined}
        // A region that scrolls must be reachable by keyboard; one that does not, stays out of the tab order.
        tabIndex={overflowing ? 0 : undefined}
        role={overflowing ? 'region' : undefined}
        aria-label={overflowing ? label : undefined}>
        {children}
      </div>
    </div>
  );
}

/** A table in a frame that scrolls sideways, with the cue, when it is wider than the column. */
export function ScrollTable(props: ComponentProps<'table'>): React.JSX.Element {
  return (
    <ScrollFrame label={translate({id: 'table.label', message: 'Table'})}>
      <table {...props} />
    </ScrollFrame>
  );
}
