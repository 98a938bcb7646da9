/**
 * The landing page, served at `/` (`/home/Home` redirects there: config/redirects.ts). No props;
 * content in ./content.ts.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import PageActions from '@theme/PageActions';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';

import {entryLinksWithTexts} from '@site/src/components/EntryLinks/texts';

import {categories, highlights, homeDescription, homeTitle} from './content';
import styles from './styles.module.css';

export default function Home(): React.JSX.Element {
  const entries = entryLinksWithTexts();
  const permalink = useBaseUrl('/');
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
        {/* The AI toolbar of plugins/llms-txt, as on doc pages: this page's twin, the llms files. */}
        <div className={styles.pageActions}>
          <PageActions permalink={permalink} />
        </div>
        <section
          aria-label={translate({id: 'home.highlights', message: 'Highlights'})}
          className={styles.highlights}>
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
        <section
          aria-label={translate({id: 'home.entryLinks', message: 'Where to start'})}
          className={styles.categories}>
          {categories.map((category) => {
            const entry = entries.find((candidate) => candidate.id === category.entry)!;
            return (
              <article
                key={category.entry}
                className={clsx(styles.category, styles[category.accent])}>
                <Heading as="h2">
                  <Link to={entry.to}>{entry.label}</Link>
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
            );
          })}
        </section>
      </main>
    </Layout>
  );
}
