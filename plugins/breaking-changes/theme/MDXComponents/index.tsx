/**
 * Wrapper of the MDX components map: adds `<BreakingChangeFacts />` and `<BreakingChangesIndex />`,
 * so pages use them without imports and removing the plugin removes them. It wraps `@theme-init`,
 * so the site's own MDXComponents wrapper applies on top.
 *
 * The index is imported, not lazy: a lazy component suspends while the server renders, and React
 * then writes it after the end of the page, outside `<main>`, for a script to move in place. The
 * HTML that agents and readers without JavaScript get showed "Loading the list…" where the
 * tables belong (and the `.md` twin's headings check, plugins/llms-txt, failed on that page).
 */
import MDXComponents from '@theme-init/MDXComponents';
import BreakingChangeFacts from '@theme/BreakingChangeFacts';
import BreakingChangesIndex from '@theme/BreakingChangesIndex';

export default {...MDXComponents, BreakingChangeFacts, BreakingChangesIndex};
