/**
 * The route table as the browser bundle sees it. Docusaurus writes one route per page into
 * `.docusaurus/routes.js` and one entry per route into `.docusaurus/routesChunkNames.json`, and
 * `main.js` carries both to every page. The 250-odd tag pages (`/tags/<tag>`, plugins/tags-index)
 * are sibling routes that load the same chunks (the tag page component and one data file), and
 * each still cost a route and an entry.
 *
 * Here a run of consecutive sibling routes that are exact, have no routes or attributes of their
 * own, load the same chunks and differ only in their last path segment becomes one route whose
 * last segment is the alternation of theirs (`/tags/:leaf(admin-panel|api-token|…)`): it matches
 * exactly the paths the run matched (the router matches paths case-insensitively and with an
 * optional trailing slash either way), renders the same component with the same chunks, and a
 * path outside the list still falls through to the routes after it. The server render keeps
 * every route, so each page is still pre-rendered; the components read the location, not the
 * route's path.
 *
 * Both generated files are rewritten from the same pure function, so they agree. If Docusaurus
 * writes its route table otherwise, nothing matches and the table is left as it is: the test
 * beside this file builds a route table with the installed Docusaurus and fails then.
 *
 * CommonJS: the bundler requires the loader, and through it this file, directly from Node.
 */

const routesModule = /[\\/]\.docusaurus[\\/]routes\.js$/;
const routesChunkNamesModule = /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/;

/** Fewer siblings than this stay as they are: one route per path costs less than the pattern. */
const minimumRun = 3;

/** A leaf route as Docusaurus 3.10 serialises it (core/lib/server/codegen/codegenRoutes.js). */
const leafRoute =
  /^( *)\{\n\1 {2}path: '([^'\n]*)',\n\1 {2}component: ComponentCreator\('\2', '([^'\n]+)'\),\n\1 {2}exact: true\n\1\},?$/gm;

/** A last path segment that needs no escaping inside a path-to-regexp group. */
const plainSegment = /^[A-Za-z0-9_-]+$/;

/**
 * @typedef {object} Leaf
 * @property {number} start offset of the route object in the routes source
 * @property {number} end offset after it (and its comma)
 * @property {string} indent
 * @property {string} path
 * @property {string} hash
 * @property {string} parent path up to the last slash
 * @property {string} segment last path segment
 * @property {string} chunks JSON of the route's chunk names
 */

/**
 * The leaf routes of `routesSource` with their chunk names.
 * @param {string} routesSource
 * @param {Record<string, unknown>} routesChunkNames
 * @returns {Leaf[]}
 */
function leafRoutes(routesSource, routesChunkNames) {
  return [...routesSource.matchAll(leafRoute)].map((match) => {
    const [text, indent, routePath, hash] = /** @type {[string, string, string, string]} */ (
      /** @type {unknown} */ (match)
    );
    const slash = routePath.lastIndexOf('/');
    return {
      start: match.index,
      end: match.index + text.length,
      indent,
      path: routePath,
      hash,
      parent: routePath.slice(0, slash),
      segment: routePath.slice(slash + 1),
      chunks: JSON.stringify(routesChunkNames[`${routePath}-${hash}`] ?? null),
    };
  });
}

/**
 * Whether `next` can join the run that ends with `last`: the next sibling in the source, with the
 * same parent path and the same chunks.
 * @param {string} routesSource
 * @param {Leaf} last
 * @param {Leaf} next
 */
function continuesRun(routesSource, last, next) {
  return (
    routesSource.slice(last.end, next.start) === '\n' &&
    next.indent === last.indent &&
    next.parent === last.parent &&
    next.chunks === last.chunks &&
    plainSegment.test(next.segment)
  );
}

/**
 * Runs of at least `minimumRun` sibling leaf routes that can become one route.
 * @param {string} routesSource
 * @param {Record<string, unknown>} routesChunkNames
 * @returns {Leaf[][]}
 */
function collapsibleRuns(routesSource, routesChunkNames) {
  /** @type {Leaf[][]} */
  const runs = [];
  /** @type {Leaf[]} */
  let run = [];
  for (const leaf of leafRoutes(routesSource, routesChunkNames)) {
    const last = run.at(-1);
    if (last && continuesRun(routesSource, last, leaf)) {
      run.push(leaf);
      continue;
    }
    if (run.length >= minimumRun) runs.push(run);
    run = leaf.chunks !== 'null' && plainSegment.test(leaf.segment) ? [leaf] : [];
  }
  if (run.length >= minimumRun) runs.push(run);
  return runs;
}

/**
 * The path of the route that replaces `run`.
 * @param {Leaf[]} run
 */
function runPath(run) {
  return `${run[0]?.parent}/:leaf(${run.map((leaf) => leaf.segment).join('|')})`;
}

/**
 * The route table with each collapsible run replaced by one route.
 * @param {string} routesSource `.docusaurus/routes.js`
 * @param {Record<string, unknown>} routesChunkNames `.docusaurus/routesChunkNames.json`
 * @returns {string}
 */
function browserRoutes(routesSource, routesChunkNames) {
  let output = '';
  let offset = 0;
  for (const run of collapsibleRuns(routesSource, routesChunkNames)) {
    const first = /** @type {Leaf} */ (run[0]);
    const last = /** @type {Leaf} */ (run.at(-1));
    const {indent, hash} = first;
    const routePath = runPath(run);
    const comma = routesSource[last.end - 1] === ',' ? ',' : '';
    output +=
      routesSource.slice(offset, first.start) +
      `${indent}{\n${indent}  path: '${routePath}',\n` +
      `${indent}  component: ComponentCreator('${routePath}', '${hash}'),\n` +
      `${indent}  exact: true\n${indent}}${comma}`;
    offset = last.end;
  }
  return output + routesSource.slice(offset);
}

/**
 * The chunk names of the routes `browserRoutes` keeps, and of the routes it adds.
 * @param {string} routesSource `.docusaurus/routes.js`
 * @param {Record<string, unknown>} routesChunkNames `.docusaurus/routesChunkNames.json`
 * @returns {Record<string, unknown>}
 */
function browserRoutesChunkNames(routesSource, routesChunkNames) {
  const chunkNames = {...routesChunkNames};
  for (const run of collapsibleRuns(routesSource, routesChunkNames)) {
    const first = /** @type {Leaf} */ (run[0]);
    chunkNames[`${runPath(run)}-${first.hash}`] = routesChunkNames[`${first.path}-${first.hash}`];
    for (const leaf of run) delete chunkNames[`${leaf.path}-${leaf.hash}`];
  }
  return chunkNames;
}

module.exports = {
  browserRoutes,
  browserRoutesChunkNames,
  collapsibleRuns,
  minimumRun,
  routesChunkNamesModule,
  routesModule,
};
