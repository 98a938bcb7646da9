#!/usr/bin/env node
/**
 * Answers a question offline from the built index, as the widget's Ask mode does without a
 * service: the quoted sentences, each with its citation number, the example for a how-to
 * question, and the cited sections.
 *
 *   npm run -s ask -- "How do I populate relations with the REST API?"
 *   npm run ask -- --eval             the Ask cases (plugins/search-index/eval/ask.json): how many
 *                                     answers cite the expected section and hold the expected phrase
 *   npm run ask -- --eval --verbose   also every case's answer (held-apart cases only counted)
 *
 * Prints {question, found, answer, example, sentences, citations}; `answer` is the text with [n]
 * markers. Options: --index <file> (default build/search-index/index.json), --cases <file>.
 * A question that starts with `-` goes after a lone `--`; a command-line mistake, or an index or
 * body file that cannot be read, exits with one line and status 2. --help (-h) prints this text.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  defaultIndexFile,
  loadSearchLib,
  parseCommandLine,
  readIndex,
  repoRoot,
  usageErrorStatus,
} from './lib/search-lib.mjs';
import {printAskParts} from './lib/eval-report.mjs';

const {values, positionals} = parseCommandLine(
  {
    allowPositionals: true,
    options: {
      index: {type: 'string', default: defaultIndexFile},
      eval: {type: 'boolean', default: false},
      verbose: {type: 'boolean', default: false},
      cases: {type: 'string', default: path.join(repoRoot, 'plugins/search-index/eval/ask.json')},
    },
  },
  'ask',
  'npm run -s ask',
  import.meta.url,
);

const lib = loadSearchLib();
const engine = new lib.SearchEngine(readIndex(values.index, lib, 'ask'));

/** The answer's text as a reader sees it: the sentences, then the example (with its title). */
const answerText = (result) =>
  result.found
    ? [
        result.sentences.map((sentence) => `${sentence.text} [${sentence.citation}]`).join(' '),
        result.example
          ? `${result.example.title ? `${result.example.title}\n` : ''}${result.example.code} [${result.example.citation}]`
          : '',
      ]
        .filter(Boolean)
        .join('\n\n')
    : '';

if (values.eval) {
  const caseFile = JSON.parse(readFileSync(String(values.cases), 'utf8'));
  const {cases} = caseFile;
  if (!Array.isArray(cases) || cases.length === 0) {
    console.error(`[ask] ${values.cases} has no "cases" list.`);
    process.exit(1);
  }
  const problems = lib.heldApartProblems(caseFile, cases);
  if (problems.length > 0) {
    console.error(`[ask] ${values.cases}: ${problems.join(' ')}`);
    process.exit(1);
  }
  const answer = (question) => {
    const result = lib.answerQuestion(engine, question);
    return {citations: result.citations.map((citation) => citation.url), text: answerText(result)};
  };
  const report = lib.evaluateAsk(cases, answer, caseFile.heldApart);
  const percent = (count, total) => `${((count / total) * 100).toFixed(1)}%`;
  console.log(`[ask:eval] offline answers on ${report.cases} Ask cases`);
  console.log(
    `  cite the expected section:        ${report.cited} (${percent(report.cited, report.cases)})`,
  );
  console.log(
    `  answer (hold the expected phrase): ${report.answered} (${percent(report.answered, report.cases)})`,
  );
  console.log(
    `  cited and answered:                ${report.both} (${percent(report.both, report.cases)})`,
  );
  printAskParts(report);
  // Each batch apart (`set`, v1 when absent): a later batch, written before the answerer was
  // tuned again and never tuned on, shows whether the tuning carries over to new questions.
  const sets = [...new Set(cases.map((entry) => entry.set ?? 'v1'))].sort();
  if (sets.length > 1) {
    console.log('  by set:');
    for (const set of sets) {
      const outcomes = report.outcomes.filter((_, index) => (cases[index].set ?? 'v1') === set);
      const count = (test) => outcomes.filter(test).length;
      const total = outcomes.length;
      console.log(
        `    ${set.padEnd(6)} (${String(total).padStart(2)}) cited ${percent(
          count((o) => o.cited),
          total,
        )}, answered ${percent(
          count((o) => o.answered),
          total,
        )}, both ${percent(
          count((o) => o.cited && o.answered),
          total,
        )}`,
      );
    }
  }
  // The same questions as readers also write them: the answer should not change.
  for (const {name, rewrite} of lib.askVariants) {
    const rewritten = lib.evaluateAsk(
      cases.map((entry) => ({...entry, question: rewrite(entry.question)})),
      answer,
    );
    console.log(
      `  ${name}: cited and answered ${rewritten.both} (${percent(rewritten.both, rewritten.cases)})`,
    );
  }
  // A held-apart case is counted, never listed: reading it would be tuning on it.
  const shown = report.outcomes.filter(
    (outcome) => !outcome.heldOut && (values.verbose || !(outcome.cited && outcome.answered)),
  );
  const hidden = report.outcomes.filter(
    (outcome) => outcome.heldOut && (values.verbose || !(outcome.cited && outcome.answered)),
  ).length;
  if (hidden > 0) console.log(`\n  ${hidden} held-apart cases not listed.`);
  if (shown.length > 0) console.log(values.verbose ? '\n  every case:' : '\n  cases missed:');
  for (const outcome of shown) {
    console.log(
      `  ${outcome.cited ? 'cited' : 'NOT CITED'}, ${outcome.answered ? 'answered' : 'NOT ANSWERED'}: ${outcome.question}\n    → ${outcome.citations.join('  ') || '(no answer)'}\n    ${outcome.text.slice(0, 240).replace(/\n/g, ' ') || '(nothing quoted)'}`,
    );
  }
  process.exit(0);
}

const question = positionals.join(' ');
if (!question.trim()) {
  console.error('[ask] usage: npm run -s ask -- "your question"  (or npm run ask -- --eval)');
  process.exit(usageErrorStatus);
}
const result = lib.answerQuestion(engine, question);
console.log(
  JSON.stringify(
    {
      question,
      found: result.found,
      answer: result.found
        ? answerText(result)
        : 'The documentation does not seem to answer this question.',
      example: result.example,
      sentences: result.sentences,
      citations: result.citations.map(({number, url, title, heading}) => ({
        number,
        url,
        title,
        heading,
      })),
      closest: result.found ? [] : result.related.slice(0, 3).map(({url, title}) => ({url, title})),
    },
    null,
    2,
  ),
);
