/**
 * Docusaurus hides a dismissed announcement bar before hydration with an inline script that only
 * reads the "dismissed" flag, not which bar was dismissed. A reader who dismissed an earlier bar
 * would therefore not see a new one on their first visit after it changes. This script runs
 * earlier, in <head>: when the stored bar id differs from the current one, it clears the flag,
 * which is exactly what the theme does after hydration.
 */

export const dismissStorageKey = 'docusaurus.announcement.dismiss';
export const idStorageKey = 'docusaurus.announcement.id';

/** An id is kept to a safe, readable form so it can be inlined and compared as is. */
function assertValidAnnouncementId(id: unknown): asserts id is string {
  if (typeof id !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(id)) {
    throw new Error(
      `[announcement-bar] option "id" must be 1-100 letters, digits, ".", "_" or "-" (got ${JSON.stringify(id)}); ` +
        'change the announcement bar id in docusaurus.config.ts.',
    );
  }
}

export function announcementResetScript(id: string): string {
  assertValidAnnouncementId(id);
  return (
    '(function(){try{' +
    `if(localStorage.getItem(${JSON.stringify(idStorageKey)})!==${JSON.stringify(id)})` +
    `{localStorage.setItem(${JSON.stringify(dismissStorageKey)},"false");}` +
    '}catch(e){}})();'
  );
}
