/**
 * Shared helpers for the browser tests.
 */
import AxeBuilder from '@axe-core/playwright';
import {expect, type ConsoleMessage, type Page} from '@playwright/test';

/**
 * Console messages that are not errors of the site. Each entry says why it is tolerated.
 */
const toleratedConsoleErrors: RegExp[] = [];

/** Collects console errors and uncaught page errors while a test runs. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!toleratedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Waits until React has hydrated the page (Docusaurus marks <html> once client code runs). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
  );
}

/**
 * Waits until every scroll frame's cue agrees with its content (frames learn of a new width
 * through a ResizeObserver, then render). A frame that never agrees is left to the check.
 */
export async function scrollFramesSettled(target: Page): Promise<void> {
  await target
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll<HTMLElement>('[data-scroll-frame]')).every(
          (frame) =>
            frame.scrollWidth - frame.clientWidth > 1 === frame.hasAttribute('data-overflowing'),
        ),
      undefined,
      {timeout: 2_000},
    )
    .catch(() => undefined);
}

/** Waits until the page's diagrams have drawn and its images have their size. */
export async function waitForDrawing(target: Page): Promise<void> {
  await target.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-diagram-frame]')).every((frame) =>
      frame.querySelector('svg'),
    ),
  );
  await target.evaluate(() =>
    Promise.all(
      Array.from(document.querySelectorAll<HTMLImageElement>('article img'))
        .filter((image) => image.loading !== 'lazy' && !image.complete)
        .map(
          (image) =>
            new Promise((resolve) => image.addEventListener('load', resolve, {once: true})),
        ),
    ),
  );
}

/**
 * Serious and critical axe violations on the page (or inside `include`), one readable line each,
 * once its diagrams have drawn and its scroll frames have their final state (a frame becomes a
 * focusable region only once it knows it overflows). The page must come from an explicit browser
 * context (AxeBuilder needs one).
 */
export async function blockingAxeViolations(page: Page, include?: string): Promise<string[]> {
  await waitForDrawing(page);
  await scrollFramesSettled(page);
  const builder = new AxeBuilder({page});
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Points an API operation page's request panel at another host through the server's `host`
 * variable (the Edit button shows while the pointer is over the server URL).
 */
export async function setServerHost(page: Page, host: string): Promise<void> {
  const server = page.locator('details', {has: page.locator('summary', {hasText: 'Base URL'})});
  await server.locator('.openapi-explorer__floating-btn').hover();
  await server.getByRole('button', {name: 'Edit'}).click();
  await server.getByLabel('host').fill(host);
  await server.getByRole('button', {name: 'Hide'}).click();
  await expect(server).toContainText(`http://${host}`);
}
