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
    <Link to={link} className={styles.card}>
      <span className={styles.title}>
        {emoji && <span aria-hidden="true">{emoji} </span>}
        {title}
      </span>
      <span className={styles.description}>{description}</span>
    </Link>
  );
}
