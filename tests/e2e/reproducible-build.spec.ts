/**
 * The build's output does not depend on where the repository sits: no emitted file names the
 * build machine's folder (a checkout elsewhere would otherwise give main.js another content and
 * hash, and the path would reach every reader).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

import {buildDir, siteDir} from './built-content';

const binary = /\.(png|jpe?g|webp|gif|ico|woff2?|ttf|eot)$/i;

function emittedFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return emittedFiles(file);
    return binary.test(entry.name) ? [] : [file];
  });
}

test('no emitted file names the folder the site was built in', () => {
  const files = emittedFiles(buildDir);
  expect(files.length).toBeGreaterThan(600);
  const naming = files
    .filter((file) => readFileSync(file, 'utf8').includes(siteDir))
    .map((file) => path.relative(buildDir, file));
  expect(naming).toEqual([]);
});
