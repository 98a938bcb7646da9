/** Whether two props objects hold the same values under the same keys (compared with Object.is). */
export function shallowEqual(before: object, after: object): boolean {
  const beforeEntries = Object.entries(before);
  if (beforeEntries.length !== Object.keys(after).length) return false;
  return beforeEntries.every(
    ([key, value]) =>
      Object.prototype.hasOwnProperty.call(after, key) &&
      Object.is(value, (after as Record<string, unknown>)[key]),
  );
}
