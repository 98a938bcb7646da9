/**
 * Wrapper of the OpenAPI theme's Schema. RequestSchema and ResponseSchema render it inside a <ul>
 * although its root items are <div>s, an invalid list for screen readers and axe; there, and only
 * there (they say so through SchemaInListContext), the schema is wrapped in the <li> the list
 * needs. Schema pages render it outside any list, unchanged.
 */
import React, {useContext, type ComponentProps} from 'react';
import Schema from '@theme-init/Schema';
import {SchemaInListContext} from '../../client/schemaListContext';
import styles from './styles.module.css';

export default function SchemaWrapper(props: ComponentProps<typeof Schema>): React.JSX.Element {
  const inList = useContext(SchemaInListContext);
  if (!inList) return <Schema {...props} />;
  return (
    <li className={styles.listItem}>
      <Schema {...props} />
    </li>
  );
}
