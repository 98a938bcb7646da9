#!/usr/bin/env node
/**
 * Answers a question offline from the built index, as the widget's Ask mode does without a
 * service: the quoted sentences, each with its citation number, and the cited sections.
 *
 *   npm run -s ask -- "How do I populate relations with the REST API?"
 *
 * Prints {question, found, answer, sentences, citations}; `answer` is the text with [n] markers.
 * Options: --index <file> (default build/search-index/index.json).
 */
import {parseArgs} from 'node:util';
import {defaultIndexFile, loadSearchLib, readIndex} from './lib/search-lib.mjs';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {index: {type: 'string', default: defaultIndexFile}},
});

const question = positionals.join(' ');
if (!question.trim()) {
  console.error('[ask] usage: npm run -s ask -- "your question"');
  process.exit(1);
}

const lib = loadSearchLib();
const engine = new lib.SearchEngine(readIndex(values.index, lib, 'ask'));
const result = lib.answerQuestion(engine, question);
const answer = result.found
  ? result.sentences.map((sentence) => `${sentence.text} [${sentence.citation}]`).join(' ')
  : 'The documentation does not seem to answer this question.';
console.log(
  JSON.stringify(
    {
      question,
      found: result.found,
      answer,
      sentences: result.sentences,
      citations: result.citations.map(({number, url, title, heading}) => ({
        number,
        url,
        title,
        heading,
      })),
    },
    null,
    2,
  ),
);
