/**
 * The `@theme/` components our local plugins add through `getThemePath()`: Docusaurus resolves
 * them at build time; these declarations give them the type of the component's own module, so
 * they cannot drift from the code.
 */
declare module '@theme/PageActions' {
  import type Component from '@site/plugins/llms-txt/theme/PageActions';
  const PageActions: typeof Component;
  export default PageActions;
}

declare module '@theme/BreakingChangeFacts' {
  import type Component from '@site/plugins/breaking-changes/theme/BreakingChangeFacts';
  const BreakingChangeFacts: typeof Component;
  export default BreakingChangeFacts;
}

declare module '@theme/BreakingChangesIndex' {
  import type Component from '@site/plugins/breaking-changes/theme/BreakingChangesIndex';
  const BreakingChangesIndex: typeof Component;
  export default BreakingChangesIndex;
}

declare module '@theme/SearchBar/store' {
  export * from '@site/plugins/search-index/theme/SearchBar/store';
}
