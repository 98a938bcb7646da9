import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One item of a sidebar written as an array (the docs plugin exports only the whole-config type). */
export type SidebarItem = Extract<SidebarsConfig[string], readonly unknown[]>[number];
