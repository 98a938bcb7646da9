import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {
  docSourcePath,
  docsPluginName,
  docsInstancesSchema,
  loadedDocsInstance,
  loadedDocsInstances,
} from './docsContent';

const cloud = {loadedVersions: []};
const allContent = {[docsPluginName]: {cloud}} as unknown as AllContent;

describe('docsContent', () => {
  it('returns the loaded instances and one instance by id', () => {
    expect(loadedDocsInstances(allContent)).toEqual({cloud});
    expect(loadedDocsInstance(allContent, 'cloud', 'tags-index')).toBe(cloud);
  });

  it('returns no instance when the docs plugin is absent', () => {
    expect(loadedDocsInstances({})).toEqual({});
  });

  it('names the asking plugin and the missing instance', () => {
    expect(() => loadedDocsInstance(allContent, 'dev-docs', 'status-page')).toThrow(
      '[status-page] no docs instance with id "dev-docs" was loaded; check the plugin options.',
    );
  });

  it('resolves @site sources against the site folder', () => {
    expect(docSourcePath('/site', '@site/docs/dev-docs/intro.md')).toBe(
      path.join('/site', 'docs/dev-docs/intro.md'),
    );
  });
});

describe('docsInstancesSchema', () => {
  it('accepts a non-empty list of {id, label} and rejects the rest', () => {
    expect(
      docsInstancesSchema.validate([{id: 'cloud', label: 'Cloud Documentation'}]).error,
    ).toBeUndefined();
    expect(docsInstancesSchema.validate([]).error?.message).toMatch(/at least 1/);
    expect(docsInstancesSchema.validate([{id: 'cloud'}]).error?.message).toMatch(
      /"\[0\]\.label" is required/,
    );
    expect(docsInstancesSchema.validate(undefined).error?.message).toMatch(/required/);
  });
});
