/**
 * Wrapper of the MDX components map: adds `<BreakingChangeFacts />`, so breaking-change pages use
 * it without an import and removing the plugin removes it. It wraps `@theme-init`, so the site's
 * own MDXComponents wrapper applies on top.
 *
 * `<BreakingChangesIndex />` is not in the map: it carries the data of every breaking change, and
 * the map is loaded by every doc page. The one page that shows it imports it
 * (`import BreakingChangesIndex from '@theme/BreakingChangesIndex'`), statically: a lazy component
 * suspends while the server renders, and React then writes it after the end of the page, outside
 * `<main>`, where the HTML that agents and readers without JavaScript get showed "Loading the
 * list…" in its place (the `.md` twin's headings check, plugins/llms-txt, fails on that).
 */
import MDXComponents from '@theme-init/MDXComponents';
import BreakingChangeFacts from '@theme/BreakingChangeFacts';

export default {...MDXComponents, BreakingChangeFacts};
