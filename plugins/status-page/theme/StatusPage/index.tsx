/**
 * `/status`: the state of the documentation, as computed by the status-page plugin at build time.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import PageActions from '@theme/PageActions';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';

import type {DocsInstanceStatus, StatusData} from '../../lib/status';
import {formatBuildDate} from '../../lib/markdown';
import styles from './styles.module.css';
import {ScrollTable} from '@site/src/components/ScrollFrame';

interface Props {
  readonly status: StatusData;
  /** The page's route, whose Markdown twin (`/status.md`) the AI toolbar offers. */
  readonly permalink: string;
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
        aria-label={translate(
          {
            id: 'statusPage.progress.label',
            message: '{instance}: {percent}% published',
            description:
              'Accessible name of a progress bar on /status; {instance} names a part of the documentation (e.g. User Guide)',
          },
          {instance: label, percent},
        )}
      />
      <span>{percent}%</span>
    </span>
  );
}

function MissingRoutes({instance}: {instance: DocsInstanceStatus}): React.JSX.Element {
  const {selectMessage} = usePluralForm();
  if (instance.missing.length === 0) {
    return (
      <p>
        <Translate id="statusPage.missing.none" values={{instance: instance.label}}>
          {'{instance}: every planned page is published.'}
        </Translate>
      </p>
    );
  }
  return (
    <details className={styles.missing}>
      <summary>
        {selectMessage(
          instance.missing.length,
          translate(
            {
              id: 'statusPage.missing.count',
              message:
                '{instance}: {count} planned page not yet published|{instance}: {count} planned pages not yet published',
              description:
                'Summary of the planned routes of one part of the documentation (e.g. User Guide) not yet published (plural forms separated by "|")',
            },
            {instance: instance.label, count: instance.missing.length},
          ),
        )}
      </summary>
      <ul>
        {instance.missing.map((route) => (
          <li key={route}>
            <code>{route}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}

export default function StatusPage({status, permalink}: Props): React.JSX.Element {
  const tagsPath = useBaseUrl('/tags');
  const {totals} = status;
  const title = translate({id: 'statusPage.title', message: 'Documentation status'});
  const allInstances = translate({id: 'statusPage.total', message: 'All documentation'});
  return (
    <Layout
      title={title}
      description={translate({
        id: 'statusPage.description',
        message:
          'How much of the planned Strapi 5 documentation is published, computed from the pages at build time.',
      })}>
      <main className="container margin-vert--lg">
        {/* The AI toolbar of plugins/llms-txt, as on doc pages: the twin, the llms files. */}
        <div className={styles.pageActions}>
          <PageActions permalink={permalink} />
        </div>
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate id="statusPage.intro">
            The Strapi 5 documentation is being written. This page is computed from the pages
            themselves each time the site is built: it counts the published pages of each part of
            the documentation against the planned routes.
          </Translate>
        </p>

        <dl className={styles.facts}>
          <dt>
            <Translate id="statusPage.fact.siteVersion">Site version</Translate>
          </dt>
          <dd data-fact="site-version">{status.siteVersion}</dd>
          <dt>
            <Translate id="statusPage.fact.docsVersion">Docs version</Translate>
          </dt>
          <dd data-fact="docs-version">{status.docsVersionLabel}</dd>
          <dt>
            <Translate id="statusPage.fact.generator">Generator</Translate>
          </dt>
          <dd data-fact="generator">
            {status.generator.name} {status.generator.version}
          </dd>
          <dt>
            <Translate id="statusPage.fact.built">Built</Translate>
          </dt>
          <dd data-fact="build-date">
            <time dateTime={status.buildDate}>{formatBuildDate(status.buildDate)}</time>
          </dd>
          <dt>
            <Translate id="statusPage.fact.tags">Tags</Translate>
          </dt>
          <dd data-fact="tags">
            <Translate
              id="statusPage.fact.tags.value"
              values={{used: status.tags.used, declared: status.tags.declared}}>
              {'{used} in use, of {declared} declared'}
            </Translate>
          </dd>
          <dt>
            <Translate id="statusPage.fact.tagIndex">Tag index</Translate>
          </dt>
          <dd>
            <Link to={tagsPath}>
              <Translate id="statusPage.allTags">All tags</Translate>
            </Link>
          </dd>
        </dl>

        <Heading as="h2" id="progress">
          <Translate id="statusPage.progress.heading">Published pages</Translate>
        </Heading>
        <ScrollTable className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="statusPage.column.docs">Documentation</Translate>
              </th>
              <th scope="col">
                <Translate id="statusPage.column.published">Published</Translate>
              </th>
              <th scope="col">
                <Translate id="statusPage.column.planned">Planned</Translate>
              </th>
              <th scope="col">
                <Translate id="statusPage.column.progress">Progress</Translate>
              </th>
              <th scope="col">
                <Translate id="statusPage.column.beyondPlan">Published beyond the plan</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {status.instances.map((instance) => (
              <tr key={instance.id} data-docs-instance={instance.id}>
                <th scope="row">{instance.label}</th>
                <td>{instance.published}</td>
                <td>{instance.planned}</td>
                <td>
                  <Progress {...instance} />
                </td>
                <td>{instance.beyondPlan}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-docs-instance="total">
              <th scope="row">{allInstances}</th>
              <td>{totals.published}</td>
              <td>{totals.planned}</td>
              <td>
                <Progress {...totals} label={allInstances} />
              </td>
              <td>{totals.beyondPlan}</td>
            </tr>
          </tfoot>
        </ScrollTable>

        <Heading as="h2" id="not-yet-published">
          <Translate id="statusPage.missing.heading">Planned pages not yet published</Translate>
        </Heading>
        {status.instances.map((instance) => (
          <MissingRoutes key={instance.id} instance={instance} />
        ))}
      </main>
    </Layout>
  );
}
