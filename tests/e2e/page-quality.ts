/**
 * What a reader sees, measured in the page: the layout defects the page sweep (pages.spec.ts)
 * fails on, each named with the element that has it. Run once the page has hydrated and its
 * images and diagrams have drawn, at each width the sweep looks at.
 *
 * - an image drawn more than 2 % off its natural aspect ratio (squashed or stretched);
 * - an element wider than the article's column with no scroll container around it (it is cut
 *   off or pushes the page sideways);
 * - a table, diagram or code block that scrolls inside a frame without a visible cue, or a code
 *   block squeezed into a fraction of the column while its lines overflow (side-by-side columns
 *   too narrow for their code);
 * - text inside a diagram drawn under 11 px;
 * - an admin-panel screenshot drawn so small on a desktop that the admin's text is under 10 px
 *   (a whole 1280 px screen in the 703 px column), where the reader must zoom to read it.
 */
import type {Page} from '@playwright/test';

/** Tolerances, in one place so a failure message and the check agree. */
export const pageQualityLimits = {
  aspectRatioTolerance: 0.02,
  minDiagramTextPx: 11,
  // A code block narrower than this share of the column is squeezed beside something else (a
  // block nested in a list or an admonition keeps about 70 %).
  squeezedCodeShare: 0.5,
  // The admin panel's body text is 14 px; a screenshot of it must draw that text at 10 px or
  // more in the desktop layout (wider than 996 px).
  adminTextPx: 14,
  minScreenshotTextPx: 10,
  desktopMinWidth: 997,
};

/** Screenshots of the admin panel (static/img/example-project/, src/components/Screenshot). */
export const adminScreenshotSelector = 'img[src*="/img/example-project/"]';

/** The attribute our scroll frames carry once their content overflows (the cue is drawn then). */
export const scrollCueAttribute = 'data-overflowing';

/** One line per defect: the kind, the element (tag, class, text) and the figures. */
export async function pageQualityDefects(page: Page): Promise<string[]> {
  return page.evaluate(
    ({limits, cueAttribute, screenshotSelector}) => {
      const defects: string[] = [];
      const article = document.querySelector<HTMLElement>('article .markdown, article, main');
      if (!article) return defects;
      const column = article.getBoundingClientRect();

      const describe = (element: Element): string => {
        const classes = Array.from(element.classList).slice(0, 2).join('.');
        const text = (element.textContent ?? element.getAttribute('alt') ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 50);
        const source =
          element instanceof HTMLImageElement
            ? ` ${element.currentSrc.replace(location.origin, '')}`
            : '';
        return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>${source}${text ? ` "${text}"` : ''}`;
      };
      const isDrawn = (element: Element): boolean => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      };
      // The nearest ancestor (inside the article) that scrolls or clips sideways.
      const scrollFrame = (element: Element): HTMLElement | null => {
        for (
          let node = element.parentElement;
          node && node !== article.parentElement;
          node = node.parentElement
        ) {
          const overflowX = getComputedStyle(node).overflowX;
          if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return node;
        }
        return null;
      };
      const scrolls = (element: HTMLElement): boolean => {
        const overflowX = getComputedStyle(element).overflowX;
        return (
          (overflowX === 'auto' || overflowX === 'scroll') &&
          element.scrollWidth > element.clientWidth + 1
        );
      };

      const imageDefects = (image: HTMLImageElement): string[] => {
        if (!isDrawn(image)) return [];
        // A lazy image not loaded yet is drawn in the box its width and height attributes give.
        const loaded = image.complete && image.naturalWidth > 0;
        const naturalWidth = loaded ? image.naturalWidth : Number(image.getAttribute('width'));
        const naturalHeight = loaded ? image.naturalHeight : Number(image.getAttribute('height'));
        if (!naturalWidth || !naturalHeight) return [];
        const box = image.getBoundingClientRect();
        const ratio = box.width / box.height / (naturalWidth / naturalHeight);
        return Math.abs(ratio - 1) > limits.aspectRatioTolerance
          ? [
              `distorted image ${describe(image)}: drawn ${Math.round(box.width)}×${Math.round(box.height)}, natural ${naturalWidth}×${naturalHeight}`,
            ]
          : [];
      };

      // The admin's text size as drawn: the image's width in admin pixels (its natural width
      // over its pixel ratio, or its width attribute, which the Screenshot component gives in
      // admin pixels, until it loads) against the width it is drawn at.
      const screenshotDefects = (image: HTMLImageElement): string[] => {
        if (!isDrawn(image) || window.innerWidth < limits.desktopMinWidth) return [];
        const loaded = image.complete && image.naturalWidth > 0;
        const pixelRatio = Number(image.dataset.pixelRatio) || 1;
        const adminWidth = loaded
          ? image.naturalWidth / pixelRatio
          : Number(image.getAttribute('width'));
        if (!adminWidth) return [];
        const textPx = (limits.adminTextPx * image.getBoundingClientRect().width) / adminWidth;
        return textPx < limits.minScreenshotTextPx
          ? [
              `screenshot text drawn at ${textPx.toFixed(1)} px (under ${limits.minScreenshotTextPx}): ${describe(image)} shows ${Math.round(adminWidth)} admin pixels in ${Math.round(image.getBoundingClientRect().width)} px; crop it to the step (scripts/screenshots.mjs)`,
            ]
          : [];
      };

      const overflowDefects = (element: Element): string[] => {
        // An svg drawn inside another (an icon in a diagram) is measured with its parent.
        if (!isDrawn(element) || element.parentElement?.closest('svg')) return [];
        const overhang = element.getBoundingClientRect().right - column.right;
        const frame = scrollFrame(element);
        if (!frame) {
          return overhang > 1
            ? [
                `wider than the column with no scroll frame: ${describe(element)} (${Math.round(overhang)} px past its right edge)`,
              ]
            : [];
        }
        const frameOverhang = frame.getBoundingClientRect().right - column.right;
        return frameOverhang > 1 && frame !== article
          ? [
              `scroll frame wider than the column: ${describe(frame)} (${Math.round(frameOverhang)} px past its right edge)`,
            ]
          : [];
      };

      // A frame that scrolls must say so: ours carry the cue attribute; a code block's own
      // horizontal scroll is the convention readers know, unless the block is squeezed. A text
      // field scrolls as every editor does.
      const cueDefects = (element: HTMLElement): string[] => {
        if (!scrolls(element) || element.matches('textarea, input')) return [];
        const pre = element.closest('pre');
        if (!pre) {
          return element.hasAttribute(cueAttribute)
            ? []
            : [
                `scrolls sideways with no visible cue: ${describe(element)} (${element.scrollWidth - element.clientWidth} px hidden)`,
              ];
        }
        // The API reference (/openapi/) puts its examples in a column of their own by design.
        if (location.pathname.startsWith('/openapi/')) return [];
        const share = pre.getBoundingClientRect().width / column.width;
        return share < limits.squeezedCodeShare
          ? [
              `code block squeezed to ${Math.round(share * 100)} % of the column cuts its lines: ${describe(pre)}`,
            ]
          : [];
      };

      // The first label of a diagram drawn too small, if any.
      const diagramDefects = (diagram: SVGSVGElement): string[] => {
        if (!isDrawn(diagram)) return [];
        const viewBox = diagram.viewBox.baseVal;
        const scale =
          viewBox && viewBox.width > 0 ? diagram.getBoundingClientRect().width / viewBox.width : 1;
        const labels = Array.from(
          diagram.querySelectorAll<HTMLElement | SVGElement>('foreignObject div, text'),
        ).filter((label) => (label.textContent ?? '').trim());
        const small = labels.find(
          (label) =>
            Number.parseFloat(getComputedStyle(label).fontSize) * scale < limits.minDiagramTextPx,
        );
        if (!small) return [];
        const size = Number.parseFloat(getComputedStyle(small).fontSize) * scale;
        return [
          `diagram text drawn at ${size.toFixed(1)} px: "${(small.textContent ?? '').trim().slice(0, 40)}"`,
        ];
      };

      const wide = 'table, pre, img, svg, .docusaurus-mermaid-container, iframe, video';
      defects.push(
        ...Array.from(article.querySelectorAll('img')).flatMap(imageDefects),
        ...Array.from(article.querySelectorAll<HTMLImageElement>(screenshotSelector)).flatMap(
          screenshotDefects,
        ),
        ...Array.from(article.querySelectorAll(wide)).flatMap(overflowDefects),
        ...Array.from(article.querySelectorAll<HTMLElement>('*')).flatMap(cueDefects),
        ...Array.from(
          article.querySelectorAll<SVGSVGElement>('.docusaurus-mermaid-container svg'),
        ).flatMap(diagramDefects),
      );
      return defects;
    },
    {
      limits: pageQualityLimits,
      cueAttribute: scrollCueAttribute,
      screenshotSelector: adminScreenshotSelector,
    },
  );
}
