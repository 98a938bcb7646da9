/**
 * Tag chips link to the site-wide tag pages (`/tags/<slug>`) of the tags-index plugin instead of
 * the docs instance's own (`/cloud/tags/<slug>`), which only redirect. The instances' tags paths
 * come from the plugin's global data; without the plugin, chips keep their original links.
 */
import React from 'react';
import Tag from '@theme-original/Tag';
import type TagType from '@theme/Tag';
import type {WrapperProps} from '@docusaurus/types';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';

import type {TagsIndexGlobalData} from '@site/plugins/tags-index';
import {toSiteTagPermalink} from '@site/plugins/tags-index/lib/permalinks';

type Props = WrapperProps<typeof TagType>;

export default function TagWrapper(props: Props): React.JSX.Element {
  const data = usePluginData('tags-index') as TagsIndexGlobalData | undefined;
  const baseUrl = useBaseUrl('/');
  const permalink = data ? toSiteTagPermalink(props.permalink, data.instanceTagsPaths, baseUrl) : props.permalink;
  return <Tag {...props} permalink={permalink} />;
}
