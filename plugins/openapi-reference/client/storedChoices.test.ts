import {describe, expect, it} from 'vitest';
import {hasStoredSchemaChoice} from './storedChoices';

function storage(keys: string[]): Pick<Storage, 'length' | 'key'> {
  return {length: keys.length, key: (index) => keys[index] ?? null};
}

describe('hasStoredSchemaChoice', () => {
  it('finds a stored anyOf/oneOf tab or expansion level', () => {
    expect(hasStoredSchemaChoice(storage(['theme', 'docusaurus.tab.schema-abc12']))).toBe(true);
    expect(hasStoredSchemaChoice(storage(['docusaurus-openapi-schema-expansion-level']))).toBe(
      true,
    );
  });

  it('ignores other stored choices', () => {
    expect(hasStoredSchemaChoice(storage([]))).toBe(false);
    expect(
      hasStoredSchemaChoice(storage(['theme', 'docusaurus.tab.code-samples', 'docusaurus.tab.js'])),
    ).toBe(false);
  });

  it('answers false when the storage cannot be read', () => {
    const refusing = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
    };
    expect(hasStoredSchemaChoice(refusing)).toBe(false);
  });
});
