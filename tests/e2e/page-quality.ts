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
 * - text inside a diagram drawn under 11 px.
 */
import type {Page} from '@playwright/test';

/** Tolerances, in one place so a failure message and the check agree. */
export const pageQualityLimits = {
  aspectRatioTolerance: 0.02,
  minDiagramTextPx: 11,
  // A code block narrower than this share of the column is squeezed beside something else (a
  // block nested in a list or an admonition keeps about 70 %).
  squeezedCodeShare: 0.5,
};

/** The attribute our scroll frames carry once their content overflows (the cue is drawn then). */
export const scrollCueAttribute = 'data-overflowing';

/** One line per defect: the kind, the element (tag, class, text) and the figures. */
export async function pageQualityDefects(page: Page): Promise<string[]> {
  return page.evaluate(
    ({limits, cueAttribute}) => {
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

      for (const image of Array.from(article.querySelectorAll('img'))) {
        if (!isDrawn(image)) continue;
        // A lazy image not loaded yet is drawn in the box its width and height attributes give.
        const loaded = image.complete && image.naturalWidth > 0;
        const naturalWidth = loaded ? image.naturalWidth : Number(image.getAttribute('width'));
        const naturalHeight = loaded ? image.naturalHeight : Number(image.getAttribute('height'));
        if (!naturalWidth || !naturalHeight) continue;
        const box = image.getBoundingClientRect();
        const drawn = box.width / box.height;
        const natural = naturalWidth / naturalHeight;
        if (Math.abs(drawn / natural - 1) > limits.aspectRatioTolerance) {
          defects.push(
            `distorted image ${describe(image)}: drawn ${Math.round(box.width)}×${Math.round(box.height)}, natural ${naturalWidth}×${naturalHeight}`,
          );
        }
      }

      const wide = Array.from(
        article.querySelectorAll(
          'table, pre, img, svg, .docusaurus-mermaid-container, iframe, video',
        ),
      );
      for (const element of wide) {
        // An svg drawn inside another (an icon in a diagram) is measured with its parent.
        if (!isDrawn(element) || element.parentElement?.closest('svg')) continue;
        const box = element.getBoundingClientRect();
        const frame = scrollFrame(element);
        const frameBox = frame?.getBoundingClientRect();
        const overhang = box.right - column.right;
        if (overhang > 1 && !frame) {
          defects.push(
            `wider than the column with no scroll frame: ${describe(element)} (${Math.round(overhang)} px past its right edge)`,
          );
        }
        if (frameBox && frameBox.right - column.right > 1 && frame !== article) {
          defects.push(
            `scroll frame wider than the column: ${describe(frame!)} (${Math.round(frameBox.right - column.right)} px past its right edge)`,
          );
        }
      }

      // A frame that scrolls must say so: ours carry the cue attribute; a code block's own
      // horizontal scroll is the convention readers know, unless the block is squeezed.
      for (const element of Array.from(article.querySelectorAll<HTMLElement>('*'))) {
        // A text field scrolls as every editor does.
        if (!scrolls(element) || element.matches('textarea, input')) continue;
        if (element.closest('pre')) {
          const pre = element.closest('pre')!;
          // The API reference (/openapi/) puts its examples in a column of their own by design.
          if (location.pathname.startsWith('/openapi/')) continue;
          const share = pre.getBoundingClientRect().width / column.width;
          if (share < limits.squeezedCodeShare) {
            defects.push(
              `code block squeezed to ${Math.round(share * 100)} % of the column cuts its lines: ${describe(pre)}`,
            );
          }
          continue;
        }
        if (!element.hasAttribute(cueAttribute)) {
          defects.push(
            `scrolls sideways with no visible cue: ${describe(element)} (${element.scrollWidth - element.clientWidth} px hidden)`,
          );
        }
      }

      for (const diagram of Array.from(
        article.querySelectorAll<SVGSVGElement>('.docusaurus-mermaid-container svg'),
      )) {
        if (!isDrawn(diagram)) continue;
        const viewBox = diagram.viewBox.baseVal;
        const scale =
          viewBox && viewBox.width > 0 ? diagram.getBoundingClientRect().width / viewBox.width : 1;
        for (const label of Array.from(
          diagram.querySelectorAll<HTMLElement | SVGElement>('foreignObject div, text'),
        )) {
          if (!(label.textContent ?? '').trim()) continue;
          const size = Number.parseFloat(getComputedStyle(label).fontSize) * scale;
          if (size < limits.minDiagramTextPx) {
            defects.push(
              `diagram text drawn at ${size.toFixed(1)} px: "${(label.textContent ?? '').trim().slice(0, 40)}"`,
            );
            break;
          }
        }
      }
      return defects;
    },
    {limits: pageQualityLimits, cueAttribute: scrollCueAttribute},
  );
}
