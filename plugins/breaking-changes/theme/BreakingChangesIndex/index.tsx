/**
 * The breaking-changes index: one table per topic, generated at build time from the front matter
 * of every breaking-change page (plugins/breaking-changes), so it cannot drift from the pages.
 * No props.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {ScrollTable} from '@site/src/components/ScrollFrame';
import type {BreakingChangesData} from '../../types';
import breakingChanges from '@generated/breaking-changes/default/breaking-changes.json';
import type {CodemodCoverage} from '../../../lib/breakingChanges/frontMatter';

/** How the table shows each codemod coverage (the llms-txt Markdown uses lib/groups.ts's labels). */
function codemodLabel(codemod: CodemodCoverage): string {
  switch (codemod) {
    case 'full':
      return translate({
        id: 'breakingChanges.codemod.full',
        message: '✅ Yes',
        description: 'A codemod handles this breaking change entirely',
      });
    case 'partial':
      return translate({
        id: 'breakingChanges.codemod.partial',
        message: '👷 Partly',
        description: 'A codemod handles part of this breaking change',
      });
    case 'none':
      return translate({
        id: 'breakingChanges.codemod.none',
        message: 'No',
        description: 'No codemod handles this breaking change',
      });
  }
}

export default function BreakingChangesIndex(): React.JSX.Element {
  const {groups} = breakingChanges as BreakingChangesData;
  return (
    <>
      {groups.map((group) => (
        <section key={group.topic}>
          <Heading as="h2" id={group.topic}>
            {group.label}
          </Heading>
          <ScrollTable>
            <thead>
              <tr>
                <th scope="col">
                  <Translate id="breakingChanges.column.description">Description</Translate>
                </th>
                <th scope="col">
                  <Translate id="breakingChanges.column.affectsPlugins">Affects plugins</Translate>
                </th>
                <th scope="col">
                  <Translate id="breakingChanges.column.codemods">Handled by codemods</Translate>
                </th>
              </tr>
            </thead>
            <tbody>
              {group.entries.map((entry) => (
                <tr key={entry.permalink}>
                  <td>
                    <Link to={entry.permalink}>{entry.title}</Link>
                  </td>
                  <td>
                    {entry.affects_plugins ? (
                      <Translate id="breakingChanges.affectsPlugins.yes">Yes</Translate>
                    ) : (
                      <Translate id="breakingChanges.affectsPlugins.no">No</Translate>
                    )}
                  </td>
                  <td>{codemodLabel(entry.codemod)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </section>
      ))}
    </>
  );
}
