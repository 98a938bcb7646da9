import type {LoadContext, Plugin} from '@docusaurus/types';
import {announcementResetScript} from './lib/inlineScript';

export interface AnnouncementBarPluginOptions {
  /** The id of `themeConfig.announcementBar`; a new id shows the bar again to readers who closed the old one. */
  id: string;
}

/** Makes a changed announcement bar reappear on the first page load after the change. */
export default function announcementBarPlugin(
  _context: LoadContext,
  options: AnnouncementBarPluginOptions,
): Plugin {
  const script = announcementResetScript(options.id);
  return {
    name: 'announcement-bar',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
