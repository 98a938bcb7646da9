/**
 * Replaces `postman-code-generators/lib/assets/languages.js` in the browser bundle (see
 * configureWebpack in ../index.ts). The original list requires the generators of 35 languages,
 * three of which carry their own copy of postman-collection and faker: about 4 MB of the request
 * panel's JavaScript. The reference shows four sample languages, so only their generators are
 * listed; the entries are those of the original list (postman-code-generators 2.x).
 * Keep in step with the `languageTabs` of config/openapi.ts (checked by codeGeneratorLanguages.test.ts).
 */
module.exports = [
  {
    type: 'code_generator',
    lang: 'curl',
    variant: 'cURL',
    syntax_mode: 'powershell',
    main: require('postman-code-generators/codegens/curl/index.js'),
  },
  {
    type: 'code_generator',
    lang: 'JavaScript',
    variant: 'Fetch',
    syntax_mode: 'javascript',
    main: require('postman-code-generators/codegens/js-fetch/index.js'),
  },
  {
    type: 'code_generator',
    lang: 'nodejs',
    variant: 'Axios',
    syntax_mode: 'javascript',
    main: require('postman-code-generators/codegens/nodejs-axios/index.js'),
  },
  {
    type: 'code_generator',
    lang: 'python',
    variant: 'Requests',
    syntax_mode: 'python',
    main: require('postman-code-generators/codegens/python-requests/index.js'),
  },
];
