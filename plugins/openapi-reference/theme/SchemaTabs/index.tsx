/**
 * Wrapper of the OpenAPI theme's SchemaTabs: its tabs hydrate once and are not rendered again in the
 * browser (see client/tabsWithoutRemount.tsx).
 */
import SchemaTabs from '@theme-init/SchemaTabs';
import {tabsWithoutRemount} from '../../client/tabsWithoutRemount';

export default tabsWithoutRemount(SchemaTabs);
