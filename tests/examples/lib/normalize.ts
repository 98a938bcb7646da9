/**
 * Lines a real response up with the documented one so that a plain deep-equality shows only
 * the differences that matter. Values that change from run to run are matched by rule:
 *
 * - `id` (a number): any positive integer, and consistent: within one example, one documented
 *   id stands for one real id (per key path, so a category 2 and a restaurant 2 stay apart).
 * - `documentId`: 24 lowercase letters and digits (a cuid2), one documented value for one real
 *   value across the whole example.
 * - `createdAt`, `updatedAt`, `publishedAt`: any ISO 8601 timestamp (`null` stays `null`).
 * - a media `url` `/uploads/<name>_<hash>.<ext>`: same name and extension, any hash.
 * - `jwt`: a page shows the header of the token and `…`; any JSON Web Token with that header.
 *
 * Where a value matches its rule, the documented value is copied into the real response; where
 * it does not, the real value is kept, so the comparison fails on it. With `excerpt`, keys
 * the page leaves out of an object are dropped from the real one, and an array keeps only as
 * many leading items as the page shows.
 */

export interface NormalizeOptions {
  excerpt: boolean;
  /**
   * Keep the real values even where they match their rule (only trim the excerpt): what
   * `EXAMPLES_WRITE` writes into a page, so that it shows the seeded ids and documentIds,
   * not values paired with another dataset's.
   */
  keepReal?: boolean;
}

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

const timestampKeys = new Set(['createdAt', 'updatedAt', 'publishedAt']);
const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const documentIdShape = /^[a-z0-9]{24}$/;
const uploadUrl = /^\/uploads\/(.+)_[0-9a-f]{10}(\.\w+)$/;
const jsonWebToken = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** A one-to-one map between documented and real values, per scope. */
class Correspondence {
  private readonly forward = new Map<string, unknown>();
  private readonly backward = new Map<string, unknown>();

  agrees(scope: string, documented: unknown, actual: unknown): boolean {
    const doc = `${scope}\u0000${JSON.stringify(documented)}`;
    const act = `${scope}\u0000${JSON.stringify(actual)}`;
    if (this.forward.has(doc) || this.backward.has(act)) {
      return (
        this.forward.get(doc) === JSON.stringify(actual) &&
        this.backward.get(act) === JSON.stringify(documented)
      );
    }
    this.forward.set(doc, JSON.stringify(actual));
    this.backward.set(act, JSON.stringify(documented));
    return true;
  }
}

function isObject(value: unknown): value is {[key: string]: Json} {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One rule for values that change from run to run: whether `actual` matches it, or null when the
 * rule does not apply to this key and documented value.
 */
type ValueRule = (
  key: string,
  scope: string,
  documented: Json,
  actual: Json,
  ids: Correspondence,
) => boolean | null;

/** `id`: any positive integer, one real id per documented id within the key path. */
const matchesIdRule: ValueRule = (key, scope, documented, actual, ids) => {
  if (key !== 'id' || typeof documented !== 'number') return null;
  return (
    typeof actual === 'number' &&
    Number.isInteger(actual) &&
    actual > 0 &&
    ids.agrees(`id:${scope}`, documented, actual)
  );
};

/** `documentId`: a cuid2, one real value per documented value across the example. */
const matchesDocumentIdRule: ValueRule = (key, _scope, documented, actual, ids) => {
  if (key !== 'documentId' || typeof documented !== 'string') return null;
  return (
    typeof actual === 'string' &&
    documentIdShape.test(actual) &&
    ids.agrees('documentId', documented, actual)
  );
};

/** `createdAt`, `updatedAt`, `publishedAt` documented as a timestamp: any ISO 8601 timestamp. */
const matchesTimestampRule: ValueRule = (key, _scope, documented, actual) => {
  if (!timestampKeys.has(key) || typeof documented !== 'string' || !isoTimestamp.test(documented))
    return null;
  return typeof actual === 'string' && isoTimestamp.test(actual);
};

/** `jwt` documented as its header and `…`: any JSON Web Token that starts the same. */
const matchesJwtRule: ValueRule = (key, _scope, documented, actual) => {
  if (key !== 'jwt' || typeof documented !== 'string' || !documented.endsWith('…')) return null;
  return (
    typeof actual === 'string' &&
    jsonWebToken.test(actual) &&
    actual.startsWith(documented.slice(0, -1))
  );
};

/** A media `url`: the same upload name and extension, any hash. */
const matchesUploadUrlRule: ValueRule = (key, _scope, documented, actual) => {
  if (key !== 'url' || typeof documented !== 'string' || typeof actual !== 'string') return null;
  const doc = uploadUrl.exec(documented);
  const act = uploadUrl.exec(actual);
  return Boolean(doc && act && doc[1] === act[1] && doc[2] === act[2]);
};

const valueRules: readonly ValueRule[] = [
  matchesIdRule,
  matchesDocumentIdRule,
  matchesTimestampRule,
  matchesJwtRule,
  matchesUploadUrlRule,
];

/** Whether the first rule that applies to the key and documented value accepts the real value. */
function matchesRule(
  key: string,
  scope: string,
  documented: Json,
  actual: Json,
  ids: Correspondence,
): boolean {
  for (const rule of valueRules) {
    const verdict = rule(key, scope, documented, actual, ids);
    if (verdict !== null) return verdict;
  }
  return false;
}

function align(
  documented: Json,
  actual: Json,
  key: string,
  scope: string,
  options: NormalizeOptions,
  ids: Correspondence,
): Json {
  if (matchesRule(key, scope, documented, actual, ids))
    return options.keepReal ? actual : documented;
  if (Array.isArray(documented) && Array.isArray(actual)) {
    const kept = options.excerpt ? actual.slice(0, documented.length) : actual;
    return kept.map((item, index) =>
      index < documented.length ? align(documented[index]!, item, key, scope, options, ids) : item,
    );
  }
  if (isObject(documented) && isObject(actual)) {
    const result: {[key: string]: Json} = {};
    for (const [childKey, value] of Object.entries(actual)) {
      if (childKey in documented) {
        const childScope =
          childKey === 'id' || childKey === 'documentId' ? scope : `${scope}.${childKey}`;
        result[childKey] = align(documented[childKey]!, value, childKey, childScope, options, ids);
      } else if (!options.excerpt) {
        result[childKey] = value;
      }
    }
    return result;
  }
  return actual;
}

/** The real response with every rule-matched value replaced by the documented one. */
export function normalizeResponse(
  documented: unknown,
  actual: unknown,
  options: NormalizeOptions,
): unknown {
  return align(documented as Json, actual as Json, '', '', options, new Correspondence());
}
