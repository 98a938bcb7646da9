/**
 * Where bundle-stats writes the browser bundle's stats, and which parts of them: the emitted
 * files with their chunks, and every module with its id, name, size and chunks (the shape
 * webpack-bundle-analyzer reads).
 */
import path from 'node:path';

/** `<generatedFilesDir>/bundle-stats/client.json`. */
export function bundleStatsPath(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, 'bundle-stats', 'client.json');
}

/** Stats options (webpack and Rspack alike): only what a per-module breakdown needs. */
export const bundleStatsOptions = {
  all: false,
  assets: true,
  chunks: true,
  chunkModules: false,
  modules: true,
  nestedModules: true,
  // Every module on its own, with its name, and every module of a concatenation (which the
  // bundler lists as orphans), however many: no "orphan modules" or "css modules" groups.
  nestedModulesSpace: Number.POSITIVE_INFINITY,
  modulesSpace: Number.POSITIVE_INFINITY,
  groupModulesByType: false,
  groupModulesByCacheStatus: false,
  groupModulesByAttributes: false,
  orphanModules: true,
  runtimeModules: false,
  ids: true,
  outputPath: true,
  publicPath: true,
} as const;
