/**
 * Keeps the planned routes (planned-routes.ts, from the spec's §2) in step with the sidebars:
 * every doc a sidebar lists that exists is either planned or an explicit addition.
 */
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {docsSections} from '../../config/site';
import {collectSidebarDocIds, type SidebarConfigItem} from './lib/sidebarDocs';
import {plannedRoutes, sidebarAdditions, type PlannedSectionId} from './planned-routes';

const siteDir = path.resolve(__dirname, '../..');

function docExists(section: string, id: string): boolean {
  return ['.md', '.mdx'].some((extension) => existsSync(path.join(siteDir, 'docs', section, `${id}${extension}`)));
}

function listDocIds(section: string, dirName: string): string[] {
  const root = path.join(siteDir, 'docs', section);
  const walk = (relativeDir: string): string[] => {
    const absolute = path.join(root, relativeDir);
    if (!existsSync(absolute)) return [];
    return readdirSync(absolute).flatMap((name) => {
      if (name.startsWith('_')) return [];
      const relative = path.posix.join(relativeDir, name);
      if (statSync(path.join(root, relative)).isDirectory()) return walk(relative);
      return /\.mdx?$/.test(name) ? [relative.replace(/\.mdx?$/, '')] : [];
    });
  };
  return walk(dirName);
}

describe('planned routes', () => {
  it('cover exactly the docs sections of the site', () => {
    expect(Object.keys(plannedRoutes).sort()).toEqual(docsSections.map((section) => section.id).sort());
  });

  it.each(Object.entries(plannedRoutes))('%s: no duplicate, no leading or trailing slash', (_section, paths) => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of paths) expect(route).toMatch(/^[^/].*[^/]$|^[^/]$/);
  });

  it('name no addition that is also planned', () => {
    for (const [section, additions] of Object.entries(sidebarAdditions)) {
      const planned = new Set<string>(plannedRoutes[section as PlannedSectionId]);
      expect(Object.keys(additions ?? {}).filter((id) => planned.has(id))).toEqual([]);
    }
  });
});

describe.each(docsSections.filter((section) => section.sidebarPath !== false))('sidebars of $id', (section) => {
  it('list only planned docs or declared additions (among docs that exist)', async () => {
    const sidebarFile = path.join(siteDir, String(section.sidebarPath));
    const sidebars = (await import(sidebarFile)).default as Record<string, readonly SidebarConfigItem[]>;
    const ids = collectSidebarDocIds(sidebars, (dirName) => listDocIds(section.id, dirName));
    expect(ids.length).toBeGreaterThan(0);
    const planned = new Set<string>(plannedRoutes[section.id]);
    const additions = sidebarAdditions[section.id] ?? {};
    const unplanned = ids.filter((id) => docExists(section.id, id) && !planned.has(id) && !(id in additions));
    expect(
      unplanned,
      `add these docs of ${section.sidebarPath} to plannedRoutes['${section.id}'] (if the spec lists them) or to ` +
        `sidebarAdditions['${section.id}'] with a reason, in plugins/status-page/planned-routes.ts`,
    ).toEqual([]);
  });
});
