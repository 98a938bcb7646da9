/**
 * The line under a page's title that says what of the page was checked against Strapi 5.0.0.
 * Inserted by src/remark/verifiedFacts.ts from the counts of `npm run test:facts`; never written
 * in a page by hand. Left out of the search index: it is the same on every page.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';

import styles from './styles.module.css';

interface Props {
  version: string;
  examples?: string;
  labels?: string;
  commands?: string;
  options?: string;
  variables?: string;
  defaults?: string;
}

// Plural forms separated by "|", as usePluralForm expects: one, other.
const units = {
  examples: () =>
    translate({id: 'verifiedFacts.examples', message: '{count} example run|{count} examples run'}),
  labels: () =>
    translate({id: 'verifiedFacts.labels', message: '{count} admin label|{count} admin labels'}),
  commands: () =>
    translate({id: 'verifiedFacts.commands', message: '{count} command|{count} commands'}),
  options: () =>
    translate({id: 'verifiedFacts.options', message: '{count} option|{count} options'}),
  defaults: () =>
    translate({
      id: 'verifiedFacts.defaults',
      message: '{count} configuration default|{count} configuration defaults',
    }),
  variables: () =>
    translate({
      id: 'verifiedFacts.variables',
      message: '{count} environment variable|{count} environment variables',
    }),
} as const;

export default function VerifiedFacts({version, ...counts}: Props): React.JSX.Element {
  const {selectMessage} = usePluralForm();
  const parts = (Object.keys(units) as Array<keyof typeof units>)
    .map((unit) => ({unit, count: Number(counts[unit] ?? 0)}))
    .filter(({count}) => count > 0)
    .map(({unit, count}) => selectMessage(count, units[unit]()).replace('{count}', String(count)));
  return (
    // A div, not a p: the search index skips marked elements whose end tag HTML cannot leave out.
    <div className={styles.facts} data-search-ignore="">
      <Translate id="verifiedFacts.lead" values={{version}}>
        {'Checked against Strapi {version}:'}
      </Translate>{' '}
      {parts.join(', ')}.{' '}
      <Link to="/dev-docs/example-project#verification">
        <Translate id="verifiedFacts.how">How the docs are checked</Translate>
      </Link>
    </div>
  );
}
