/**
 * Wrapper of the OpenAPI theme's ResponseSchema: it renders the body schema inside a <ul>, so it tells
 * the Schema wrapper to render as a list item (see theme/Schema).
 */
import React, {type ComponentProps} from 'react';
import ResponseSchema from '@theme-init/ResponseSchema';
import {SchemaInListContext} from '../../client/schemaListContext';

export default function ResponseSchemaWrapper(
  props: ComponentProps<typeof ResponseSchema>,
): React.JSX.Element {
  return (
    <SchemaInListContext.Provider value>
      <ResponseSchema {...props} />
    </SchemaInListContext.Provider>
  );
}
