/**
 * Reading the docs instances' loaded content from `allContentLoaded`, shared by the local
 * plugins that work across the four docs instances (tags index, status page, llms.txt, search
 * index, breaking changes).
 */
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsLoadedContent} from '@docusaurus/plugin-content-docs';
import {Joi} from '@docusaurus/utils-validation';

export const docsPluginName = 'docusaurus-plugin-content-docs';

/** A docs instance as these plugins take it in their options: instance id and reader-facing label. */
export interface DocsInstanceOption {
  id: string;
  label: string;
}

/** Option schema of a non-empty list of docs instances. */
export const docsInstancesSchema = Joi.array()
  .items(
    Joi.object<DocsInstanceOption>({id: Joi.string().required(), label: Joi.string().required()}),
  )
  .min(1)
  .required();

/** Every loaded docs instance, by instance id. */
export function loadedDocsInstances(allContent: AllContent): Record<string, DocsLoadedContent> {
  return (allContent[docsPluginName] ?? {}) as Record<string, DocsLoadedContent>;
}

/** One docs instance; a missing one stops the build with the asking plugin's name. */
export function loadedDocsInstance(
  allContent: AllContent,
  instanceId: string,
  pluginName: string,
): DocsLoadedContent {
  const content = loadedDocsInstances(allContent)[instanceId];
  if (!content) {
    throw new Error(
      `[${pluginName}] no docs instance with id "${instanceId}" was loaded; check the plugin options.`,
    );
  }
  return content;
}

/** Absolute path of a doc's source file from its `@site/…` source. */
export function docSourcePath(siteDir: string, source: string): string {
  return path.join(siteDir, source.replace(/^@site\//, ''));
}
