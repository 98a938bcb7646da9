/**
 * Wrapper of the OpenAPI theme's OperationTabs: its tabs hydrate once and are not rendered again in the
 * browser (see client/tabsWithoutRemount.tsx).
 */
import OperationTabs from '@theme-init/OperationTabs';
import {tabsWithoutRemount} from '../../client/tabsWithoutRemount';

export default tabsWithoutRemount(OperationTabs);
