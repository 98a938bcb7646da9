#!/usr/bin/env node
/**
 * Answers a question offline from the built index, as the widget's Ask mode does without a
 * service: the quoted sentences, each with its citation number, and the cited sections.
 *
 *   npm run -s ask -- "How do I populate relations with the REST API?"
 *
 * Prints {question, found, answer, sentences, citations}; `answer` is the text with [n] markers.
 * Options: --index <file> (default build/search-index/index.json).
 * A question that starts with `-` goes after a lone `--`; a command-line mistake exits with status 2.
 */
import {
  defaultIndexFile,
  loadSearchLib,
  parseCommandLine,
  readIndex,
  usageErrorStatus,
} from './lib/search-lib.mjs';

const {values, positionals} = parseCommandLine(
  {
    allowPositionals: true,
    options: {index: {type: 'string', default: defaultIndexFile}},
  },
  'ask',
  'npm run -s ask',
);

const question = positionals.join(' ');
if (!question.trim()) {
  console.error('[ask] usage: npm run -s ask -- "your question"');
  process.exit(usageErrorStatus);
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
