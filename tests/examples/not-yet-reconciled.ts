/**
 * Examples whose page still shows data that the example project's single dataset does not
 * give (other restaurant names, other counts, a different model of `shared.quote`). They are
 * still sent and compared on every run, as expected failures: the moment one matches, the
 * run fails and asks to remove it from this list. Shrink this list by correcting the page
 * (`EXAMPLES_WRITE=1 npm run test:examples -- -t "<title>"` writes the real response, then
 * review the prose around it); never add to it to silence a new difference.
 */
export const notYetReconciled: ReadonlyMap<string, string> = new Map(
  [
    ['docs/dev-docs/api/graphql.mdx', 'Get restaurants with a flat query'],
    ['docs/dev-docs/api/graphql.mdx', 'Get restaurants with a Relay-style query'],
    ['docs/dev-docs/api/graphql.mdx', 'Get a component and a dynamic zone'],
    ['docs/dev-docs/api/graphql.mdx', 'Get Italian restaurants whose name contains pizza'],
    ['docs/dev-docs/api/graphql.mdx', 'Get the second page of 10 restaurants'],
    ['docs/dev-docs/api/rest/filters-locale-publication.mdx', 'Restaurants whose name contains trattoria'],
    ['docs/dev-docs/api/rest/filters-locale-publication.mdx', 'Restaurants created in March 2024'],
    ['docs/dev-docs/api/rest/filters-locale-publication.mdx', 'Restaurants not named Trattoria…'],
    ['docs/dev-docs/api/rest/filters-locale-publication.mdx', 'Restaurants in the Italian category'],
    ['docs/dev-docs/api/rest/filters-locale-publication.mdx', 'Restaurants located in Lyon'],
    ['docs/dev-docs/api/rest/guides/populate-creator-fields.md', 'Get restaurants with their creator fields'],
    ['docs/dev-docs/api/rest/guides/understanding-populate.mdx', 'Get a restaurant without populate'],
    ['docs/dev-docs/api/rest/guides/understanding-populate.mdx', 'Get a restaurant with its categories'],
    ['docs/dev-docs/api/rest/guides/understanding-populate.mdx', 'Get a restaurant with everything one level deep'],
    ['docs/dev-docs/api/rest/guides/understanding-populate.mdx', 'Get a restaurant, its categories, and their restaurants'],
    ['docs/dev-docs/api/rest/guides/understanding-populate.mdx', 'Get names only, at every level'],
    ['docs/dev-docs/api/rest/guides/understanding-populate.mdx', 'Get a restaurant with the city of its address'],
    ['docs/dev-docs/api/rest/guides/understanding-populate.mdx', 'Get the dynamic zone with instructions per component type'],
    ['docs/dev-docs/api/rest/parameters.mdx', 'French restaurants, newest first, with their address'],
    ['docs/dev-docs/api/rest/sort-pagination.mdx', 'Sort restaurants by name, Z to A'],
    ['docs/dev-docs/api/rest/sort-pagination.mdx', 'Sort restaurants by name, then by creation date'],
    ['docs/dev-docs/api/rest/sort-pagination.mdx', 'Sort restaurants by name with an object'],
    ['docs/dev-docs/api/rest/sort-pagination.mdx', 'Return page 2, with 10 restaurants per page'],
    ['docs/dev-docs/api/rest/sort-pagination.mdx', 'Skip 20 restaurants and return the next 10'],
  ].map(([page, title]) => [`${page} › ${title}`, 'the page shows data of another dataset than the example project']),
);
