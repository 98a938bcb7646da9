/**
 * Not-found page content, written for this site (not an ejected copy): it says what happened
 * and offers the four ways back into the documentation (the navbar's entry links).
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';

import {entryLinksWithTexts} from '@site/src/components/EntryLinks/texts';
import styles from './styles.module.css';

export default function NotFoundContent({className}: {className?: string}): React.JSX.Element {
  return (
    // The marker tells src/clientModules/lowercase-urls.ts, before hydration, that this is a 404.
    <main className={clsx('container margin-vert--xl', className)} data-not-found-page="">
      {/* The theme's NotFound page sets the tab title, but a docs instance shows this content for
          an unknown path below its route (/dev-docs/…) without it. */}
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page not found'})}
        description={translate({
          id: 'notFound.description',
          message:
            'No page of the Strapi 5 documentation lives at this address. Start again from the Quick Start Guide, the User Guide, the Developer Docs or the Cloud documentation.',
          description: 'The meta description of the 404 page',
        })}
      />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page not found
            </Translate>
          </Heading>
          <p className={styles.lead}>
            <Translate id="notFound.lead" description="What the 404 page says happened">
              There is no page at this address. It may have moved during the Strapi 5 rewrite, or
              the link that brought you here may be mistyped. Pick up from one of the starting
              points below.
            </Translate>
          </p>
          <ul className={styles.entryLinks}>
            {entryLinksWithTexts().map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.entryLink}>
                  <strong>{link.label}</strong>
                  <span>{link.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
