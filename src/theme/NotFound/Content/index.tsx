/**
 * Not-found page content, written for this site (not an ejected copy): it says what happened
 * and offers the four ways back into the documentation.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

const sections = [
  {
    to: '/dev-docs/quick-start',
    label: 'Quick Start Guide',
    text: 'Create and run a Strapi 5 project in minutes.',
  },
  {
    to: '/user-docs/intro',
    label: 'User Guide',
    text: 'Use the admin panel to model, write and publish content.',
  },
  {
    to: '/dev-docs/intro',
    label: 'Developer Docs',
    text: 'Install, configure, customize and query Strapi.',
  },
  {
    to: '/cloud/intro',
    label: 'Cloud Documentation',
    text: 'Deploy and run projects on Strapi Cloud.',
  },
];

export default function NotFoundContent({className}: {className?: string}): React.JSX.Element {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p className={styles.lead}>
            There is no page at this address. It may have moved during the Strapi 5 rewrite, or the
            link that brought you here may be mistyped. Pick up from one of the sections below.
          </p>
          <ul className={styles.sections}>
            {sections.map((section) => (
              <li key={section.to}>
                <Link to={section.to} className={styles.section}>
                  <strong>{section.label}</strong>
                  <span>{section.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
