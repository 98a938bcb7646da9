/**
 * Wrapper: the theme's navbar item types plus ours. `custom-askAiSearch` is the Ask AI & Search
 * button (src/components/AskAiSearch).
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import AskAiSearchNavbarItem from '@site/src/components/AskAiSearch/NavbarItem';

export default {
  ...ComponentTypes,
  'custom-askAiSearch': AskAiSearchNavbarItem,
} satisfies ComponentTypesObject;
