/**
 * Types shared by the plugin (Node) and its theme components (browser).
 */
import type {BreakingChangeGroup} from '../lib/breakingChanges/groups';

/** `@generated/breaking-changes/default/breaking-changes.json`, read by `<BreakingChangesIndex />`. */
export interface BreakingChangesData {
  groups: BreakingChangeGroup[];
}
