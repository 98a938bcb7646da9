/**
 * Wrapper of the OpenAPI theme's SchemaItem: the theme writes a field's type right after its
 * name (`<strong>tagline</strong><span>string</span>`), so the page's text reads "taglinestring"
 * when copied, read aloud or read by an agent. A space before the type keeps them two words, as
 * the theme itself does in a schema's collapsible rows (` object`).
 */
import React, {type ComponentProps} from 'react';
import SchemaItem from '@theme-init/SchemaItem';

export default function SchemaItemWrapper(
  props: ComponentProps<typeof SchemaItem>,
): React.JSX.Element {
  const {schemaName} = props as {schemaName?: unknown};
  const spaced =
    typeof schemaName === 'string' && schemaName !== '' && !schemaName.startsWith(' ')
      ? ` ${schemaName}`
      : schemaName;
  return <SchemaItem {...props} {...({schemaName: spaced} as object)} />;
}
