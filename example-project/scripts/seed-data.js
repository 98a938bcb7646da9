/**
 * The documents the documentation's examples show, created by `seed.js` on an empty database.
 *
 * `documentId` values and timestamps are the ones the pages print: the seed writes them over
 * the generated ones so that request URLs such as `/api/restaurants/znrlzntu9ei5onjvwfaalu2v`
 * work as written. The verification harness still matches ids, documentIds and timestamps by
 * rule (shape and consistency), so a page never depends on these exact values.
 * Order matters: documents are created (and published) in this order, which gives the numeric
 * ids the pages show.
 */

const paragraph = (text) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];

const locales = [{ code: 'fr', name: 'French (fr)' }];

const categories = [
  {
    key: 'french',
    documentId: 'fu654mdadafslqsr73thqb10',
    name: 'French',
    createdAt: '2024-03-01T16:20:11.008Z',
    publishedAt: '2024-03-01T16:20:11.019Z',
  },
  {
    key: 'italian',
    documentId: 'ctbx0z5d249wge4o1wjf86ip',
    name: 'Italian',
    createdAt: '2024-03-01T16:21:02.311Z',
    publishedAt: '2024-03-01T16:21:02.322Z',
  },
  {
    key: 'brunch',
    documentId: 'h43tej260cknjf6i4pv2cwyy',
    name: 'Brunch',
    createdAt: '2024-03-01T16:21:47.552Z',
    publishedAt: '2024-03-01T16:21:47.561Z',
  },
  // Linked to no restaurant: the relations page connects them.
  {
    key: 'vegetarian',
    documentId: 'jqwx4hh5344tfjgvq4k7bn7x',
    name: 'Vegetarian',
    createdAt: '2024-03-01T16:22:30.127Z',
    publishedAt: '2024-03-01T16:22:30.139Z',
  },
  {
    key: 'bakery',
    documentId: 'wbbr4qmw2wxfogo4mvn4a4wf',
    name: 'Bakery',
    createdAt: '2024-03-01T16:23:05.904Z',
    publishedAt: '2024-03-01T16:23:05.915Z',
  },
  {
    key: 'wine-bar',
    documentId: 'ibag7i1mnbqns6puq80idw37',
    name: 'Wine bar',
    createdAt: '2024-03-01T16:23:41.562Z',
    publishedAt: '2024-03-01T16:23:41.573Z',
  },
];

const media = [
  {
    key: 'terrace',
    fileName: 'terrace.jpg',
    documentId: 'p3941sql07wig09i84cjjd5y',
    alternativeText: 'Terrace with tables under plane trees',
    caption: 'The terrace of Biscotte Restaurant',
    // Drawn by the seed (sharp), so no binary file is committed.
    width: 1200,
    height: 800,
    color: { r: 86, g: 125, b: 70 },
  },
];

const restaurants = [
  {
    key: 'biscotte',
    documentId: 'znrlzntu9ei5onjvwfaalu2v',
    name: 'Biscotte Restaurant',
    description: paragraph('Seasonal French cooking built on produce from nearby farms.'),
    categories: ['french', 'brunch'],
    address: { street: '3 place Bellecour', city: 'Lyon' },
    blocks: [
      { __component: 'shared.quote', text: 'The best Sunday brunch in town.', author: 'Lyon Food Guide' },
      { __component: 'shared.photo', caption: 'Our terrace in summer', image: 'terrace' },
    ],
    createdAt: '2024-03-04T10:12:41.233Z',
    updatedAt: '2024-03-04T10:15:02.517Z',
    publishedAt: '2024-03-04T10:15:02.529Z',
    // A later change an editor saved but did not publish: `status=draft` returns it.
    draft: { name: 'Biscotte Bistro', updatedAt: '2024-03-13T11:08:52.640Z' },
    localizations: {
      fr: {
        name: 'Restaurant Biscotte',
        description: paragraph(
          'Une cuisine française de saison, préparée avec les produits des fermes voisines.'
        ),
        createdAt: '2024-03-06T15:40:27.915Z',
        updatedAt: '2024-03-06T15:41:03.288Z',
        publishedAt: '2024-03-06T15:41:03.297Z',
      },
    },
  },
  {
    key: 'lucca',
    documentId: 's70yedgvnige7leul335os4q',
    name: 'Trattoria Lucca',
    description: paragraph('Fresh pasta every morning and pizza from a wood-fired oven.'),
    categories: ['italian', 'brunch'],
    address: { street: '18 rue de la République', city: 'Villeurbanne' },
    blocks: [],
    createdAt: '2024-03-08T09:02:17.406Z',
    updatedAt: '2024-03-08T09:04:51.118Z',
    publishedAt: '2024-03-08T09:04:51.131Z',
  },
];

const homepage = {
  documentId: 'xq1d0j4kfp6n2rbc7m9w3tay',
  title: 'Eat well in Lyon',
  featured: ['biscotte', 'lucca'],
  createdAt: '2024-03-10T08:00:00.000Z',
  updatedAt: '2024-03-10T08:00:00.000Z',
  publishedAt: '2024-03-10T08:00:00.012Z',
};

// What the Public role may do without a token: read restaurants, categories and the homepage.
const publicPermissions = [
  'api::restaurant.restaurant.find',
  'api::restaurant.restaurant.findOne',
  'api::category.category.find',
  'api::category.category.findOne',
  'api::homepage.homepage.find',
];

// The admin user of the screenshot script (the project only listens on 127.0.0.1).
const adminUser = {
  firstname: 'Kai',
  lastname: 'Doe',
  email: 'admin@example.com',
  password: 'ExampleProject1',
};

// A full-access API token with a known value, for the examples that create, update or delete
// (the pages show `Authorization: Bearer <your-api-token>`). Not a secret: the project only
// listens on 127.0.0.1, and the salt that hashes it is generated per run.
const apiToken = {
  name: 'Docs examples',
  description: 'Full access, for the create, update and delete examples of the docs',
  type: 'full-access',
  accessKey: 'example-project-full-access-token-for-the-docs-examples',
};

// An end user of the Users & Permissions plugin (Authenticated role), who logs in on the
// plugin's page. The page's register example creates another one.
const endUser = {
  documentId: 'hm3o4u2oc0m1p0c4yrtb3e1d',
  username: 'kai',
  email: 'kai@example.com',
  password: 'Str0ngPassw0rd',
};

module.exports = { locales, categories, media, restaurants, homepage, publicPermissions, adminUser, apiToken, endUser };
