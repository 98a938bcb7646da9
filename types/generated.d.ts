// Data files written by local plugins with `createData`, imported by components.
declare module '@generated/breaking-changes/default/breaking-changes.json' {
  import type {BreakingChangesData} from '../plugins/breaking-changes/types';
  const data: BreakingChangesData;
  export default data;
}

// Markdown and MDX files imported as components (snippets).
declare module '*.md' {
  import type {ComponentType} from 'react';
  const MDXComponent: ComponentType<Record<string, unknown>>;
  export default MDXComponent;
}

declare module '@generated/search-index/default/config.json' {
  import type {ClientConfig} from '../plugins/search-index/lib/clientConfig';
  const config: ClientConfig;
  export default config;
}
