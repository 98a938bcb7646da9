/**
 * Wrapper of the OpenAPI theme's ParamsItem: ParamsDetails renders the parameters in a <ul>,
 * but each item's root is a <div>, which screen readers and axe reject as a list. Each item is
 * wrapped in the <li> the list needs.
 */
import React, {type ComponentProps} from 'react';
import ParamsItem from '@theme-init/ParamsItem';
import styles from './styles.module.css';

export default function ParamsItemInListItem(
  props: ComponentProps<typeof ParamsItem>,
): React.JSX.Element {
  return (
    <li className={styles.listItem}>
      <ParamsItem {...props} />
    </li>
  );
}
