/**
 * Prints a value as the JavaScript object literal a Document Service page shows: unquoted keys
 * where JavaScript allows them, single quotes, trailing commas, and an object or array on one
 * line when it fits in the width (as Prettier would), else one item per line.
 */
import JSON5 from 'json5';

const width = 100;

function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => `${JSON5.stringify({[key]: 0}, {quote: "'"}).slice(1, -3)}: ${inline(item)}`,
    );
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return JSON5.stringify(value, {quote: "'"});
}

function block(value: unknown, indent: string, prefix: string): string {
  const oneLine = `${indent}${prefix}${inline(value)}`;
  if (oneLine.length <= width || value === null || typeof value !== 'object') return oneLine;
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((item) => `${block(item, inner, '')},`)
    : Object.entries(value).map(([key, item]) => {
        const name = JSON5.stringify({[key]: 0}, {quote: "'"}).slice(1, -3);
        return `${block(item, inner, `${name}: `)},`;
      });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return [`${indent}${prefix}${open}`, ...items, `${indent}${close}`].join('\n');
}

export function toJsLiteral(value: unknown): string {
  return block(value, '', '');
}
