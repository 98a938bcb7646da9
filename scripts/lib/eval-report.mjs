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
}

export function printMisses(report, all = false) {
  const shown = report.outcomes.filter((outcome) => all || outcome.rank !== 1);
  if (shown.length === 0) return;
  console.log(
    `\n  ${all ? 'all queries' : 'queries not answered at rank 1'} (rank: query → top results):`,
  );
  for (const outcome of shown) {
    console.log(
      `  ${String(outcome.rank ?? '—').padStart(2)}: ${outcome.query} → ${outcome.top.join('  ') || '(none)'}`,
    );
  }
}
