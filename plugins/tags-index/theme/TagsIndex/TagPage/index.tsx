/**
 * `/tags/<slug>`: every page of every instance carrying one tag, sorted by title.
 * Route component added by the tags-index plugin, for every tag route: `index` is the data of all
 * tags, and the route's path says which tag to show.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import NotFoundContent from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import {
  HtmlClassNameProvider,
  PageMetadata,
  ThemeClassNames,
  usePluralForm,
} from '@docusaurus/theme-common';

// A relative path: the fixture sites that use this plugin have no src/components of their own.
import {ApplicabilityBadges} from '../../../../../src/components/Badge';
import {siteTagsRoute} from '../../../../lib/tagPermalinks';
import {tagAtPath, type SiteTagsIndex} from '../../../lib/siteIndex';
import styles from './styles.module.css';

interface Props {
  readonly index: SiteTagsIndex;
}

export default function TagPage({index}: Props): React.JSX.Element {
  const allTagsPath = useBaseUrl(siteTagsRoute);
  const {selectMessage} = usePluralForm();
  const tag = tagAtPath(index, useLocation().pathname, useBaseUrl('/'));
  if (!tag) {
    return (
      <Layout>
        <NotFoundContent />
      </Layout>
    );
  }
  const title = selectMessage(
    tag.count,
    translate(
      {
        id: 'tagsIndex.tagPage.title',
        message: 'One page tagged “{tagName}”|{count} pages tagged “{tagName}”',
        description: 'Title of a tag page (plural forms separated by "|")',
      },
      {count: tag.count, tagName: tag.label},
    ),
  );
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsTagDocListPage)}>
      <PageMetadata title={title} description={tag.description} />
      <SearchMetadata tag="doc_tag_doc_list" />
      <Layout>
        <div className="container margin-vert--lg">
          <div className="row">
            <main className="col col--8 col--offset-2">
              <header className="margin-bottom--xl">
                <Heading as="h1">{title}</Heading>
                {tag.description && <p>{tag.description}</p>}
                <Link href={allTagsPath}>
                  <Translate
                    id="tagsIndex.tagPage.allTags"
                    description="Link from a tag page to /tags">
                    View all tags
                  </Translate>
                </Link>
              </header>
              <ul className={styles.pages}>
                {tag.pages.map((page) => (
                  <li
                    key={page.permalink}
                    className={styles.page}
                    data-docs-instance={page.instanceId}>
                    <article>
                      <Heading as="h2" className={styles.title}>
                        <Link to={page.permalink}>{page.title}</Link>
                      </Heading>
                      <span className={styles.instance}>{page.instanceLabel}</span>
                      {page.applicability && (
                        <ApplicabilityBadges
                          applicability={page.applicability}
                          className={styles.badges}
                        />
                      )}
                      {page.description && <p className={styles.description}>{page.description}</p>}
                    </article>
                  </li>
                ))}
              </ul>
            </main>
          </div>
        </div>
      </Layout>
    </HtmlClassNameProvider>
  );
}
