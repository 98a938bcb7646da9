/**
 * Code highlighting themes. Based on prism-react-renderer's GitHub (light) and Dracula (dark)
 * themes, with the token colours that fail WCAG AA contrast against the code background
 * replaced by darker (light mode) or lighter (dark mode) shades.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

function withTokenColors(base: PrismTheme, colors: Record<string, string>): PrismTheme {
  return {
    ...base,
    styles: [
      ...base.styles,
      ...Object.entries(colors).map(([token, color]) => ({types: [token], style: {color}})),
    ],
  };
}

// Every colour has at least 4.5:1 contrast on GitHub's code background (#f6f8fa).
export const lightCodeTheme = withTokenColors(themes.github, {
  comment: '#57606a',
  prolog: '#57606a',
  doctype: '#57606a',
  cdata: '#57606a',
  property: '#0550ae',
  'attr-name': '#0550ae',
  tag: '#116329',
  string: '#0a3069',
  'attr-value': '#0a3069',
  url: '#0a3069',
  function: '#8250df',
  parameter: '#953800',
  keyword: '#cf222e',
  boolean: '#0550ae',
  number: '#0550ae',
  constant: '#0550ae',
  variable: '#953800',
  operator: '#24292f',
  punctuation: '#24292f',
  regex: '#116329',
  selector: '#116329',
  builtin: '#8250df',
  'class-name': '#953800',
});

// Dracula's comment colour (#6272a4) is too dim on its background (#282a36).
export const darkCodeTheme = withTokenColors(themes.dracula, {
  comment: '#a4afd4',
  prolog: '#a4afd4',
  doctype: '#a4afd4',
  cdata: '#a4afd4',
});
