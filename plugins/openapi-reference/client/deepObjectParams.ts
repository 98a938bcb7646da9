/**
 * Query parameters with `style: deepObject` (Strapi's `filters`) as the request panel should send
 * them. The OpenAPI theme serialises one level only (`filters[name]=[object Object]`), and only
 * when the value survives `decodeURI` (not with a `:` or `,` in it), while Strapi's filters nest:
 * `{"name": {"$eq": "Biscotte"}}` must become `filters[name][$eq]=Biscotte`.
 * Nested values are flattened here into plain parameters in bracket notation, which the theme
 * then sends as they are. The request form stores query values URI-encoded
 * (`encodeURIComponent`), so the JSON is decoded first and each leaf value encoded again.
 */

/** The fields of a request-panel parameter that the flattening reads. */
export interface QueryParam {
  name: string;
  style?: string;
  explode?: boolean;
  value?: unknown;
  [key: string]: unknown;
}

function parseObject(value: unknown): Record<string, unknown> | unknown[] | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown> | unknown[])
      : undefined;
  } catch {
    return undefined;
  }
}

/** `[key, value]` pairs of a nested object in bracket notation: `a[b][0][c]`. */
export function bracketEntries(prefix: string, value: unknown): Array<[string, string]> {
  if (Array.isArray(value))
    return value.flatMap((item, index) => bracketEntries(`${prefix}[${index}]`, item));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      bracketEntries(`${prefix}[${key}]`, item),
    );
  }
  return [[prefix, value === null ? 'null' : String(value)]];
}

/**
 * Replaces each deepObject parameter whose value is a JSON object or array by one plain
 * parameter per leaf value. Other parameters are returned unchanged.
 */
export function flattenDeepObjectParams<T extends QueryParam>(params: readonly T[]): T[] {
  return params.flatMap((param) => {
    if (param.style !== 'deepObject') return [param];
    const parsed = parseObject(param.value);
    if (!parsed) return [param];
    return bracketEntries(param.name, parsed).map(([name, value]) => ({
      ...param,
      name,
      value: encodeURIComponent(value),
      style: undefined,
      explode: undefined,
    }));
  });
}
