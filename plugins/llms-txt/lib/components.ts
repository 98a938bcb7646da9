/**
 * Markdown for the MDX components of the site (src/theme/MDXComponents.tsx). Wrappers vanish and
 * keep their content; components with a meaning of their own become the text they show.
 */
import path from 'node:path';
import {factSnippetNames} from '../../lib/breakingChanges/factSnippets';
import type {BreakingChangeFacts} from '../../lib/breakingChanges/frontMatter';
import {cropPath} from '../../../src/components/Screenshot/screenshot';

/** A JSX attribute: a string, `true` for a bare name, or the source of an expression. */
export type JsxAttributeValue = string | true | {expression: string};

export interface RenderInput {
  kind: 'open' | 'close' | 'self-closing';
  attributes: Record<string, JsxAttributeValue>;
  frontMatter: Record<string, unknown>;
  permalink: string;
  siteDir: string;
  /** Converts another MDX file (a snippet) and returns its Markdown body. */
  inlineFile(absolutePath: string): string;
}

/** Markdown to put in place of the tag ('' drops it, content between tags stays). */
export type ComponentRenderer = (input: RenderInput) => string;

function text(value: JsxAttributeValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

const wrapper: ComponentRenderer = () => '';

function openLabel(fallback: (input: RenderInput) => string | undefined): ComponentRenderer {
  return (input) => {
    if (input.kind === 'close') return '';
    const label = fallback(input);
    return label ? `**${label}**` : '';
  };
}

function badge(label: (input: RenderInput) => string): ComponentRenderer {
  return (input) => (input.kind === 'close' ? '' : `(${label(input)})`);
}

/** `sources={{light: '/img/a.png', dark: …}}` → `/img/a.png`, with or without useBaseUrl(). */
function lightSource(value: JsxAttributeValue | undefined): string | undefined {
  if (typeof value === 'string' || value === true || value === undefined) return undefined;
  return /\blight\s*:\s*(?:useBaseUrl\(\s*)?(['"`])([^'"`]+)\1/.exec(value.expression)?.[2];
}

const snippetsDir = 'docs/snippets';

export const componentRenderers: Record<string, ComponentRenderer> = {
  // Layout wrappers: content only.
  Tabs: wrapper,
  ApiCall: wrapper,
  SideBySideContainer: wrapper,
  SideBySideColumn: wrapper,
  CustomDocCardsWrapper: wrapper,
  // Tabs become one labelled block per tab.
  TabItem: openLabel(({attributes}) => text(attributes.label) ?? text(attributes.value)),
  Request: openLabel(({attributes}) => text(attributes.title) ?? 'Example request'),
  Response: openLabel(({attributes}) => text(attributes.title) ?? 'Example response'),
  CustomDocCard: ({kind, attributes}) => {
    if (kind === 'close') return '';
    const title = text(attributes.title) ?? text(attributes.link) ?? '';
    const link = text(attributes.link);
    const description = text(attributes.description);
    const emoji = text(attributes.emoji);
    const item = link ? `[${title}](${link})` : title;
    return `- ${emoji ? `${emoji} ` : ''}${item}${description ? `: ${description}` : ''}`;
  },
  EnterpriseBadge: badge(() => 'Enterprise'),
  CloudPlanBadge: badge(({attributes}) => `Cloud ${text(attributes.plan) ?? ''}`.trim()),
  NewBadge: badge(() => 'New'),
  UpdatedBadge: badge(() => 'Updated'),
  BetaBadge: badge(() => 'Beta'),
  FutureBadge: badge(() => 'Future'),
  ThemedImage: ({kind, attributes}) => {
    if (kind === 'close') return '';
    const source = lightSource(attributes.sources) ?? text(attributes.src);
    return source ? `![${text(attributes.alt) ?? ''}](${source})` : '';
  },
  Screenshot: ({kind, attributes}) => {
    const name = text(attributes.name);
    return kind === 'close' || !name
      ? ''
      : `![${text(attributes.alt) ?? ''}](${cropPath(name, 'light')})`;
  },
  // The facts block renders the shared breaking-change snippets chosen by the page's front matter.
  BreakingChangeFacts: ({kind, frontMatter, siteDir, inlineFile}) => {
    if (kind === 'close') return '';
    // Validated when the docs load (plugins/lib/breakingChanges/frontMatter.ts).
    const facts = frontMatter.breaking_change as BreakingChangeFacts | undefined;
    if (!facts) return '';
    return factSnippetNames(facts)
      .map((name) => inlineFile(path.join(siteDir, snippetsDir, `${name}.md`)))
      .join('\n\n');
  },
  BreakingChangesIndex: ({kind, permalink}) =>
    kind === 'close'
      ? ''
      : `The list of breaking changes is generated on [the web page](${permalink}).`,
  InteractiveQueryBuilder: ({kind, attributes, permalink}) =>
    kind === 'close'
      ? ''
      : `*Interactive query builder (in the browser, on [the web page](${permalink})): it turns a JavaScript query object` +
        `${text(attributes.endpoint) ? ` for \`${text(attributes.endpoint)}\`` : ''} into a REST API query string.*`,
};
