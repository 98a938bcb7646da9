/**
 * Link cards to other pages.
 *
 * <CustomDocCardsWrapper>                     children: the cards, laid out in a responsive grid.
 *   <CustomDocCard title description link emoji? />
 *     title: card heading; description: one line, truncated to two lines;
 *     link: route or URL; emoji: optional decorative emoji before the title.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

import styles from './styles.module.css';

export function CustomDocCardsWrapper({children}: {children: ReactNode}): React.JSX.Element {
  return <div className={styles.wrapper}>{children}</div>;
}

interface CustomDocCardProps {
  title: string;
  description: string;
  link: string;
  emoji?: string;
}

export function CustomDocCard({
  title,
  description,
  link,
  emoji,
}: CustomDocCardProps): React.JSX.Element {
  return (
    // Title and description are blocks (as the card lays them out), so the page's text reads them
    // as two lines, not as one run-on line joined with the next card's.
    <Link to={link} className={styles.card}>
      <div className={styles.title}>
        {emoji && <span aria-hidden="true">{emoji} </span>}
        {title}
      </div>
      <div className={styles.description}>{description}</div>
    </Link>
  );
}
