/** devDocsConfigSidebar: configuration pages, opted into with `displayed_sidebar: devDocsConfigSidebar`. */
import type {SidebarItem} from '../types';
import {backToDevDocs} from './links';

export default [backToDevDocs] satisfies SidebarItem[];

export const configurationCategory: SidebarItem[] = [];
