/**
 * `/tags`: every tag of the site, alphabetically, each with its number of pages.
 * Route component added by the tags-index plugin; `index` is the plugin's generated data.
 */
import React from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import TagsListByLetter from '@theme/TagsListByLetter';
import {usePluralForm} from '@docusaurus/theme-common';
import {
  HtmlClassNameProvider,
  PageMetadata,
  ThemeClassNames,
  translateTagsPageTitle,
} from '@docusaurus/theme-common';

import {tagsListItems, type SiteTagsIndex} from '../../../lib/siteIndex';

interface Props {
  readonly index: SiteTagsIndex;
}

export default function TagsListPage({index}: Props): React.JSX.Element {
  const title = translateTagsPageTitle();
  const tags = tagsListItems(index);
  const pageCount = tags.reduce((total, tag) => total + tag.count, 0);
  const {selectMessage} = usePluralForm();
  const tagCount = selectMessage(
    tags.length,
    translate(
      {
        id: 'tagsIndex.tagCount',
        message: 'One tag|{count} tags',
        description: 'Number of tags on /tags (plural forms separated by "|")',
      },
      {count: tags.length},
    ),
  );
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsTagsListPage)}>
      <PageMetadata
        title={title}
        description={translate(
          {
            id: 'tagsIndex.description',
            message: '{tagCount} used across the whole Strapi documentation.',
            description: 'Meta description of /tags',
          },
          {tagCount},
        )}
      />
      <SearchMetadata tag="doc_tags_list" />
      <Layout>
        <div className="container margin-vert--lg">
          <div className="row">
            <main className="col col--8 col--offset-2">
              <Heading as="h1">{title}</Heading>
              <p>
                <Translate
                  id="tagsIndex.intro"
                  description="Sentence above the list of every tag on /tags"
                  values={{tagCount, pageCount}}>
                  {
                    '{tagCount}, each followed by the number of pages that carry it in the Developer Docs, the User Guide and the Cloud Documentation ({pageCount} tag uses in all).'
                  }
                </Translate>
              </p>
              <TagsListByLetter tags={tags} />
            </main>
          </div>
        </div>
      </Layout>
    </HtmlClassNameProvider>
  );
}
