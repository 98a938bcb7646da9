/**
 * Choices a reader may have stored on an earlier visit that change how the OpenAPI theme first
 * renders a schema, so that an island holding schemas (client/hydrationIsland.tsx) renders for
 * real at once rather than show the default: the tab chosen in an anyOf or oneOf (the theme's
 * Schema keys those tabs `groupId="schema-…"`, which its tabs keep in localStorage) and the
 * schema expansion level.
 */
const storedTabPrefix = 'docusaurus.tab.schema-';
const expansionLevelKey = 'docusaurus-openapi-schema-expansion-level';

/** True when such a choice is stored; false when none is or storage cannot be read. */
export function hasStoredSchemaChoice(storage: Pick<Storage, 'length' | 'key'>): boolean {
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(storedTabPrefix) || key === expansionLevelKey) return true;
    }
  } catch {
    // Storage the browser refuses to read (privacy settings) holds no choice we could apply.
  }
  return false;
}

/** `liveAtOnce` of the islands holding schemas. */
export function schemaChoiceStored(): boolean {
  try {
    return hasStoredSchemaChoice(window.localStorage);
  } catch {
    return false;
  }
}
