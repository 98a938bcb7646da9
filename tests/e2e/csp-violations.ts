/**
 * Collects the Content-Security-Policy violations a page reports, for the specs that load the
 * build under its own headers (./headers-server.ts). Registered once per page, it follows the page
 * across full loads as well as client-side navigations.
 */
import type {Page} from '@playwright/test';

/** Every CSP violation the page reports (the DOM event, and the console line Chromium logs). */
export async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {reportCspViolation: (text: string) => void}).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}
