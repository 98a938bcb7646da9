/**
 * Confines every file the server reads to its build folder: a path is resolved against the folder,
 * and its real location (symbolic links followed) must still be inside the folder's real location.
 */
import {realpathSync} from 'node:fs';
import path from 'node:path';

/** A request the server refuses; its message says what to pass instead. */
export class DocsInputError extends Error {
  override name = 'DocsInputError';
}

/** True when `target` is `folder` or lies inside it (both absolute and normalised). */
export function isInside(folder: string, target: string): boolean {
  const relative = path.relative(folder, target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * The absolute path of `relative` (a POSIX path inside the build, such as `dev-docs/intro.md`)
 * within `root`. Refuses NUL bytes, backslashes, absolute paths and `..`, and, when the file
 * exists, a real location outside the root's (a symbolic link that leads out of the folder).
 */
export function resolveInside(root: string, relative: string): string {
  if (/[\0\\]/.test(relative) || path.posix.isAbsolute(relative))
    throw new DocsInputError(
      `"${relative}" is not a path of the site: pass a page path such as /dev-docs/intro`,
    );
  const segments = relative.split('/');
  if (segments.includes('..'))
    throw new DocsInputError(
      `"${relative}" leaves the site: pass a page path such as /dev-docs/intro`,
    );
  const absoluteRoot = path.resolve(root);
  const target = path.resolve(absoluteRoot, ...segments);
  if (!isInside(absoluteRoot, target))
    throw new DocsInputError(
      `"${relative}" leaves the site: pass a page path such as /dev-docs/intro`,
    );
  let real: string;
  try {
    real = realpathSync(target);
  } catch {
    return target; // Missing: the caller reports it as an unknown page.
  }
  if (!isInside(realpathSync(absoluteRoot), real))
    throw new DocsInputError(
      `"${relative}" is a link that leads out of the build folder; it is not served`,
    );
  return real;
}
