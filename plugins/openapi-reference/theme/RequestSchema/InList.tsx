/**
 * The OpenAPI theme's RequestSchema, which renders the body schema inside a <ul>, telling the
 * Schema wrapper to render as a list item (see theme/Schema). The island of ./index.tsx renders it.
 */
import React, {type ComponentProps} from 'react';
import RequestSchema from '@theme-init/RequestSchema';
import {SchemaInListContext} from '../../client/schemaListContext';

export default function RequestSchemaWrapper(
  props: ComponentProps<typeof RequestSchema>,
): React.JSX.Element {
  return (
    <SchemaInListContext.Provider value>
      <RequestSchema {...props} />
    </SchemaInListContext.Provider>
  );
}
