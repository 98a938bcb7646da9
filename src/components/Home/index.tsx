/**
 * The landing page, served at `/` and at `/home/Home`. No props; content in ./content.ts.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import {categories, highlights, homeDescription, homeTitle} from './content';
import styles from './styles.module.css';

export default function Home(): React.JSX.Element {
  return (
    <Layout title={homeTitle} description={homeDescription}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.heroTitle}>
            {homeTitle}
          </Heading>
          <p className={styles.heroDescription}>{homeDescription}</p>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <section aria-label="Highlights" className={styles.highlights}>
          {highlights.map((highlight) => (
            <article key={highlight.title} className={styles.highlight}>
              <Heading as="h2" className={styles.highlightTitle}>
                {highlight.title}
              </Heading>
              <p>{highlight.text}</p>
              <Link className="button button--primary" to={highlight.cta.to}>
                <span aria-hidden="true">{highlight.emoji} </span>
                {highlight.cta.label}
              </Link>
            </article>
          ))}
        </section>
        <section aria-label="Documentation sections" className={styles.categories}>
          {categories.map((category) => (
            <article
              key={category.title}
              className={clsx(styles.category, styles[category.accent])}>
              <Heading as="h2">
                <Link to={category.to}>{category.title}</Link>
              </Heading>
              <p>{category.text}</p>
              <ul className={styles.links}>
                {category.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </section>
      </main>
    </Layout>
  );
}
