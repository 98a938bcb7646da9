/**
 * `/status`: the state of the documentation, as computed by the status-page plugin at build time.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import type {SectionStatus, StatusData} from '../../lib/status';
import styles from './styles.module.css';

interface Props {
  readonly status: StatusData;
}

/** `2026-11-21T10:00:00.000Z` → `2026-11-21 10:00 UTC`, the same on the server and in the browser. */
function formatBuildDate(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function Progress({
  published,
  planned,
  percent,
  label,
}: {
  published: number;
  planned: number;
  percent: number;
  label: string;
}): React.JSX.Element {
  return (
    <span className={styles.progress}>
      <progress
        value={published}
        max={Math.max(planned, 1)}
        aria-label={`${label}: ${percent}% published`}
      />
      <span>{percent}%</span>
    </span>
  );
}

function MissingRoutes({section}: {section: SectionStatus}): React.JSX.Element {
  if (section.missing.length === 0) {
    return <p>{section.label}: every planned page is published.</p>;
  }
  return (
    <details className={styles.missing}>
      <summary>
        {section.label}: {section.missing.length} planned{' '}
        {section.missing.length === 1 ? 'page' : 'pages'} not yet published
      </summary>
      <ul>
        {section.missing.map((route) => (
          <li key={route}>
            <code>{route}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}

export default function StatusPage({status}: Props): React.JSX.Element {
  const tagsPath = useBaseUrl('/tags');
  const {totals} = status;
  return (
    <Layout
      title="Documentation status"
      description="How much of the planned Strapi 5 documentation is published, computed from the pages at build time.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Documentation status</Heading>
        <p>
          The Strapi 5 documentation is being written. This page is computed from the pages
          themselves each time the site is built: it counts the published pages of each section
          against the planned routes.
        </p>

        <dl className={styles.facts}>
          <dt>Strapi version documented</dt>
          <dd data-fact="site-version">{status.siteVersion}</dd>
          <dt>Docs version</dt>
          <dd data-fact="docs-version">{status.docsVersionLabel}</dd>
          <dt>Generator</dt>
          <dd data-fact="generator">
            {status.generator.name} {status.generator.version}
          </dd>
          <dt>Built</dt>
          <dd data-fact="build-date">
            <time dateTime={status.buildDate}>{formatBuildDate(status.buildDate)}</time>
          </dd>
          <dt>Tags</dt>
          <dd data-fact="tags">
            {status.tags.used} in use, of {status.tags.declared} declared
          </dd>
          <dt>Tag index</dt>
          <dd>
            <Link to={tagsPath}>All tags</Link>
          </dd>
        </dl>

        <Heading as="h2" id="progress">
          Published pages by section
        </Heading>
        <div className={styles.tableWrapper}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Section</th>
                <th scope="col">Published</th>
                <th scope="col">Planned</th>
                <th scope="col">Progress</th>
                <th scope="col">Published beyond the plan</th>
              </tr>
            </thead>
            <tbody>
              {status.sections.map((section) => (
                <tr key={section.id} data-section={section.id}>
                  <th scope="row">{section.label}</th>
                  <td>{section.published}</td>
                  <td>{section.planned}</td>
                  <td>
                    <Progress {...section} />
                  </td>
                  <td>{section.beyondPlan}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-section="total">
                <th scope="row">All sections</th>
                <td>{totals.published}</td>
                <td>{totals.planned}</td>
                <td>
                  <Progress {...totals} label="All sections" />
                </td>
                <td>{totals.beyondPlan}</td>
              </tr>
            </tfoot>
          </table>
        </div>

        <Heading as="h2" id="not-yet-published">
          Planned pages not yet published
        </Heading>
        {status.sections.map((section) => (
          <MissingRoutes key={section.id} section={section} />
        ))}
      </main>
    </Layout>
  );
}
