/** Printing of evaluation reports, shared by eval-search.mjs and eval-easyops.mjs. */

const percent = (value) => `${(value * 100).toFixed(1)}%`;

export function printReport(label, report) {
  console.log(`\n${label}: ${report.queries} queries`);
  console.log(`  recall@1  ${percent(report.recallAt1)}`);
  console.log(`  recall@10 ${percent(report.recallAt10)}`);
  console.log(`  MRR       ${report.mrr.toFixed(3)}`);
  console.log(
    '  by kind:  ' +
      Object.entries(report.byKind)
        .map(
          ([kind, figures]) =>
            `${kind} (${figures.queries}) R@1 ${percent(figures.recallAt1)} R@10 ${percent(figures.recallAt10)} MRR ${figures.mrr.toFixed(3)}`,
        )
        .join('\n            '),
  );
  const line = (name, figures) =>
    `  ${name.padEnd(22)} (${String(figures.queries).padStart(3)}) R@1 ${percent(figures.recallAt1)} R@10 ${percent(figures.recallAt10)} MRR ${figures.mrr.toFixed(3)}`;
  console.log('  by batch:');
  for (const [name, figures] of Object.entries(report.bySet)) console.log(line(name, figures));
  console.log(line('held apart', report.heldOut));
  console.log(line('tuned on (the rest)', report.tunedOn));
  if (report.sameBatches) {
    // Same writers on both sides: what tuning did, without a harder batch in between.
    const sets = report.sameBatches.sets.join(', ');
    console.log(`  within the batches that hold both parts (${sets}):`);
    console.log(line('  held apart', report.sameBatches.heldOut));
    console.log(line('  tuned on', report.sameBatches.tunedOn));
  }
  if (report.pending.queries > 0)
    console.log(
      line('pending pages (apart)', report.pending) + '  ← pages not written yet, not counted',
    );
}

/** The figures of each reader variant (evaluateVariants): as written → rewritten. */
export function printVariants(variants) {
  console.log('\n  the same queries typed otherwise (as written → rewritten):');
  for (const {name, asWritten, rewritten} of variants)
    console.log(
      `  ${name.padEnd(34)} (${String(asWritten.queries).padStart(3)}) R@1 ${percent(asWritten.recallAt1)} → ${percent(rewritten.recallAt1)}  MRR ${asWritten.mrr.toFixed(3)} → ${rewritten.mrr.toFixed(3)}`,
    );
}

export function printMisses(report, all = false) {
  // Held-apart queries are only counted, even with --verbose: reading them would be tuning on them.
  const shown = report.outcomes.filter(
    (outcome) => !outcome.heldOut && (all || outcome.rank !== 1),
  );
  const hidden = report.outcomes.filter(
    (outcome) => outcome.heldOut && (all || outcome.rank !== 1),
  ).length;
  const pendingShown = report.pending.outcomes.filter((outcome) => all || outcome.rank !== 1);
  const print = (outcome) =>
    console.log(
      `  ${String(outcome.rank ?? '—').padStart(2)}: ${outcome.query} → ${outcome.top.join('  ') || '(none)'}`,
    );
  if (shown.length > 0) {
    console.log(
      `\n  ${all ? 'all queries' : 'queries not answered at rank 1'} (rank: query → top results):`,
    );
    shown.forEach(print);
  }
  if (hidden > 0) console.log(`\n  ${hidden} held-apart ${all ? 'queries' : 'misses'} not listed.`);
  if (pendingShown.length > 0) {
    console.log('\n  pending pages (not written yet):');
    pendingShown.forEach(print);
  }
}

/** The report as JSON, held-apart outcomes left out (counted in `heldOutNotListed`). */
export function reportWithoutHeldApart(report) {
  const outcomes = report.outcomes.filter((outcome) => !outcome.heldOut);
  return {...report, outcomes, heldOutNotListed: report.outcomes.length - outcomes.length};
}

/** The Ask figures of both parts of a set split by hash (evaluateAsk with `heldApart`). */
export function printAskParts(report) {
  if (!report.heldOut || !report.tunedOn) return;
  const line = (name, figures) =>
    `    ${name.padEnd(20)} (${String(figures.cases).padStart(3)}) cited ${percent(figures.cited / (figures.cases || 1))}, answered ${percent(figures.answered / (figures.cases || 1))}, both ${percent(figures.both / (figures.cases || 1))}`;
  console.log('  by part (split by a hash of the question):');
  console.log(line('held apart', report.heldOut));
  console.log(line('tuned on (the rest)', report.tunedOn));
}
