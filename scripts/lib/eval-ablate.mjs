/**
 * The rule budget (`npm run eval:search -- --ablate`): every ranking rule and every site option
 * switched off alone, and what that does to each evaluation set and reader variant.
 *
 * A rule earns its place when switching it off lowers some figure by more than noise. Noise is one
 * query's flip: on a set of n queries, one query moving from rank 1 to no rank changes recall@1 and
 * MRR by 1/n, so only a change larger than 1/n counts. The held-apart quarter of a set split by
 * hash is printed as numbers and never decides: deciding on it would be tuning on it.
 */

/**
 * The search library as scripts/lib/search-lib.mjs loads it (TypeScript through jiti, untyped
 * here), the index data and an evaluation set.
 * @typedef {any} SearchLib
 * @typedef {any} IndexData
 * @typedef {{name: string, set: any}} NamedSet
 * @typedef {{queries: number, recallAt1: number, mrr: number, decides: boolean}} Figures
 * @typedef {{variants: boolean, only: string[] | null}} Scope what is measured: the reader
 *   variants too, or the sets alone; every ablation, or only those named
 */

/** @typedef {{name: string, deltaR1: number, deltaMrr: number}} Cell */

/** @param {number} value */
const signed = (value) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(3)}`;

/**
 * What can be switched off: each ranking rule (`rankingRules` of lib/parameters.ts), each page
 * prior, and each docs instance's boost and `about` words (site options, read from the index).
 * Each entry gives the index data and the rules an engine is built with.
 * @param {SearchLib} lib
 * @param {IndexData} data
 * @returns {Array<{name: string, kind: string, data: IndexData, disabled: Set<string>}>}
 */
export function ablations(lib, data) {
  const entries = lib.rankingRules.map((/** @type {string} */ rule) => ({
    name: rule,
    kind: 'rule',
    data,
    disabled: new Set([rule]),
  }));
  for (const prior of data.priors ?? [])
    entries.push({
      name: `pagePriors ${prior.pathPrefix}`,
      kind: 'option',
      data: {
        ...data,
        priors: data.priors.filter((/** @type {unknown} */ other) => other !== prior),
      },
      disabled: new Set(),
    });
  data.docsInstances.forEach((/** @type {any} */ instance, /** @type {number} */ index) => {
    const changed = (/** @type {unknown} */ replacement) => ({
      ...data,
      docsInstances: data.docsInstances.map(
        (/** @type {unknown} */ other, /** @type {number} */ at) =>
          at === index ? replacement : other,
      ),
    });
    if (instance.boost !== 1)
      entries.push({
        name: `docsInstances ${instance.label} boost`,
        kind: 'option',
        data: changed({...instance, boost: 1}),
        disabled: new Set(),
      });
    if (instance.about) {
      const {about: _about, ...withoutAbout} = instance;
      entries.push({
        name: `docsInstances ${instance.label} about`,
        kind: 'option',
        data: changed(withoutAbout),
        disabled: new Set(),
      });
    }
  });
  return entries;
}

/**
 * The reader variants the budget is measured on: each of `readerVariants` (lib/evaluate.ts), but
 * the four kinds of slip pooled into one variant whose kind turns with the query's position (one
 * fourth of the searches of the four, each query still slipped once).
 * @param {SearchLib} lib
 * @returns {Array<{name: string, rewrite: (entry: any, index: number) => string | null}>}
 */
function budgetVariants(lib) {
  /** @type {Array<{name: string, rewrite: (entry: any) => string | null}>} */
  const all = lib.readerVariants;
  const slips = all.filter((variant) => / a word$/.test(variant.name));
  return [
    ...all
      .filter((variant) => !slips.includes(variant))
      .map((variant) => ({
        name: variant.name,
        rewrite: (/** @type {any} */ entry) => variant.rewrite(entry),
      })),
    {
      name: 'one slip in a word (kind by position)',
      rewrite: (entry, index) => /** @type {any} */ (slips[index % slips.length]).rewrite(entry),
    },
  ];
}

/**
 * The figures one engine gets: per set (and its parts), per reader variant pooled over sets.
 * The variants are of the queries that may decide (not the held-apart quarter).
 * @param {SearchLib} lib
 * @param {any} engine
 * @param {NamedSet[]} sets
 * @param {Scope} scope
 * @returns {Promise<{columns: Record<string, Figures>, variants: Record<string, Figures>}>}
 */
async function figuresOf(lib, engine, sets, scope) {
  const search = (/** @type {string} */ query) =>
    engine
      .search(query, {limit: 10})
      .results.map((/** @type {{url: string}} */ result) => result.url);
  /** @type {Record<string, Figures>} */
  const columns = {};
  /** @type {Record<string, Figures>} */
  const variants = {};
  for (const {name, set} of sets) {
    const report = await lib.evaluate(set, search);
    /** @type {(figures: any, decides: boolean) => Figures} */
    const kept = ({queries, recallAt1, mrr}, decides) => ({queries, recallAt1, mrr, decides});
    if (set.heldApart === lib.hashSplit) {
      columns[`${name} (rest)`] = kept(report.tunedOn, true);
      columns[`${name} (held apart)`] = kept(report.heldOut, false);
    } else columns[name] = kept(report, true);
    const deciding = set.queries.filter(
      (/** @type {{query: string, pending?: boolean}} */ entry) =>
        !entry.pending && !(set.heldApart === lib.hashSplit && lib.heldApartByHash(entry.query)),
    );
    for (const variant of scope.variants ? budgetVariants(lib) : []) {
      const queries = deciding.flatMap((/** @type {any} */ entry, /** @type {number} */ index) => {
        const query = variant.rewrite(entry, index);
        return query === null ? [] : [{...entry, query}];
      });
      const rewritten = await lib.evaluate({queries}, search);
      const pooled = variants[variant.name] ?? {queries: 0, recallAt1: 0, mrr: 0, decides: true};
      const count = rewritten.queries;
      pooled.recallAt1 += rewritten.recallAt1 * count;
      pooled.mrr += rewritten.mrr * count;
      pooled.queries += count;
      variants[variant.name] = pooled;
    }
  }
  for (const pooled of Object.values(variants)) {
    pooled.recallAt1 /= pooled.queries || 1;
    pooled.mrr /= pooled.queries || 1;
  }
  return {columns, variants};
}

/**
 * What switching a rule off did, from its changes beyond noise on the columns that decide.
 * @param {Array<{figures: Figures, delta: number}>} changes
 */
function verdict(changes) {
  const beyond = changes.filter(
    ({figures, delta}) => figures.decides && Math.abs(delta) > 1 / (figures.queries || 1) + 1e-9,
  );
  if (beyond.some(({delta}) => delta < 0)) return 'earns its place';
  if (beyond.length > 0) return 'harms (off is better)';
  return 'noise: delete';
}

/**
 * The raw figures of the ablations whose position in `ablations()` is `part` modulo `parts`
 * (a worker's share, `--ablate-part part/parts`), by name.
 * @param {SearchLib} lib
 * @param {IndexData} data
 * @param {NamedSet[]} sets
 * @param {number} part
 * @param {number} parts
 * @param {Scope} scope
 */
export async function ablationFigures(lib, data, sets, part, parts, scope) {
  /** @type {Record<string, Awaited<ReturnType<typeof figuresOf>>>} */
  const figures = {};
  const entries = ablations(lib, data).filter(
    (entry) => scope.only === null || scope.only.includes(entry.name),
  );
  for (let index = part; index < entries.length; index += parts) {
    const entry = /** @type {ReturnType<typeof ablations>[number]} */ (entries[index]);
    const engine = new lib.SearchEngine(entry.data, false, entry.disabled);
    figures[entry.name] = await figuresOf(lib, engine, sets, scope);
    process.stderr.write(`[eval:search] ablated ${entry.name}\n`);
  }
  return figures;
}

/**
 * Runs every ablation and prints two tables (sets, then reader variants): Δ recall@1 / Δ MRR
 * with the rule off, against everything on, then a verdict per rule. `workers(parts)` gives the
 * figures of every ablation, computed in `parts` processes (`ablationFigures`).
 * @param {SearchLib} lib
 * @param {IndexData} data
 * @param {NamedSet[]} sets
 * @param {Promise<Record<string, Awaited<ReturnType<typeof figuresOf>>>>} ablated
 * @param {Scope} scope
 * @param {(line: string) => void} [log]
 */
export async function printAblation(lib, data, sets, ablated, scope, log = console.log) {
  const base = await figuresOf(lib, new lib.SearchEngine(data), sets, scope);
  const figuresOff = await ablated;
  const columnNames = Object.keys(base.columns);
  const variantNames = Object.keys(base.variants);
  log('\n[eval:search] rule budget: each rule or site option switched off alone, Δ against all on');
  log(
    "  noise: one query's flip, 1/n on a set of n queries; a rule stays when switching it off lowers a set or variant by more.",
  );
  log('  the held-apart quarter is shown as numbers and decides nothing.');
  if (!scope.variants)
    log('  --sets-only: the reader variants were not measured; a verdict of noise is provisional.');
  log('');
  log('  sets (n, noise, all on: R@1 / MRR):');
  for (const name of columnNames) {
    const figures = /** @type {Figures} */ (base.columns[name]);
    log(
      `    ${name.padEnd(34)} n ${String(figures.queries).padStart(3)}  noise ${(1 / (figures.queries || 1)).toFixed(3)}  R@1 ${figures.recallAt1.toFixed(3)}  MRR ${figures.mrr.toFixed(3)}`,
    );
  }
  log('  reader variants, pooled over the sets:');
  for (const name of variantNames) {
    const figures = /** @type {Figures} */ (base.variants[name]);
    log(
      `    ${name.padEnd(34)} n ${String(figures.queries).padStart(3)}  noise ${(1 / (figures.queries || 1)).toFixed(3)}  R@1 ${figures.recallAt1.toFixed(3)}  MRR ${figures.mrr.toFixed(3)}`,
    );
  }
  /** @type {Array<ReturnType<typeof ablations>[number] & {setCells: Cell[], variantCells: Cell[], verdict: string}>} */
  const rows = [];
  for (const entry of ablations(lib, data)) {
    if (scope.only !== null && !scope.only.includes(entry.name)) continue;
    const off = figuresOff[entry.name];
    if (!off) throw new Error(`[eval:search] no figures for the ablation of ${entry.name}`);
    const {columns, variants} = off;
    /** @type {Array<{figures: Figures, delta: number}>} */
    const changes = [];
    /**
     * @param {string[]} names
     * @param {Record<string, Figures>} figuresWithout
     * @param {Record<string, Figures>} figuresOn
     * @returns {Cell[]}
     */
    const cells = (names, figuresWithout, figuresOn) =>
      names.map((name) => {
        const without = /** @type {Figures} */ (figuresWithout[name]);
        const on = /** @type {Figures} */ (figuresOn[name]);
        const deltaR1 = without.recallAt1 - on.recallAt1;
        const deltaMrr = without.mrr - on.mrr;
        changes.push({figures: on, delta: deltaR1}, {figures: on, delta: deltaMrr});
        return {name, deltaR1, deltaMrr};
      });
    const setCells = cells(columnNames, columns, base.columns);
    const variantCells = cells(variantNames, variants, base.variants);
    rows.push({...entry, setCells, variantCells, verdict: verdict(changes)});
  }
  /**
   * @param {string} title
   * @param {'setCells' | 'variantCells'} key
   * @param {string[]} names
   */
  const table = (title, key, names) => {
    log(`\n  ${title} (Δ R@1 / Δ MRR with it off):`);
    names.forEach((name, index) => log(`    [${index + 1}] ${name}`));
    for (const row of rows) {
      const line = row[key]
        .map((cell, index) => `[${index + 1}] ${signed(cell.deltaR1)}/${signed(cell.deltaMrr)}`)
        .join('  ');
      log(`  ${`${row.name} (${row.kind})`.padEnd(40)} ${line}`);
    }
  };
  table('by set', 'setCells', columnNames);
  table('by reader variant', 'variantCells', variantNames);
  log('\n  verdicts:');
  for (const row of rows) log(`    ${row.name.padEnd(40)} ${row.verdict}`);
  return rows;
}
