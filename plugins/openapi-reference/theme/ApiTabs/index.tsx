/**
 * Wrapper of the OpenAPI theme's ApiTabs: its tabs hydrate once and are not rendered again in the
 * browser (see client/tabsWithoutRemount.tsx).
 */
import ApiTabs from '@theme-init/ApiTabs';
import {tabsWithoutRemount} from '../../client/tabsWithoutRemount';

export default tabsWithoutRemount(ApiTabs);
