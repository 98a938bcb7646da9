/**
 * The breaking-changes index: one table per topic, generated at build time from the front matter
 * of every breaking-change page (plugins/breaking-changes), so it cannot drift from the pages.
 * No props.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {BreakingChangesData} from '../../types';
import breakingChanges from '@generated/breaking-changes/default/breaking-changes.json';
import {codemodLabels} from '../../lib/groups';

export default function BreakingChangesIndex(): React.JSX.Element {
  const {groups} = breakingChanges as BreakingChangesData;
  return (
    <>
      {groups.map((group) => (
        <section key={group.topic}>
          <Heading as="h2" id={group.topic}>
            {group.label}
          </Heading>
          <table>
            <thead>
              <tr>
                <th scope="col">Description</th>
                <th scope="col">Affects plugins</th>
                <th scope="col">Handled by codemods</th>
              </tr>
            </thead>
            <tbody>
              {group.entries.map((entry) => (
                <tr key={entry.permalink}>
                  <td>
                    <Link to={entry.permalink}>{entry.title}</Link>
                  </td>
                  <td>{entry.affects_plugins ? 'Yes' : 'No'}</td>
                  <td>{codemodLabels[entry.codemod]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
