/**
 * Wrapper of the OpenAPI theme's MimeTabs: its tabs hydrate once and are not rendered again in the
 * browser (see client/tabsWithoutRemount.tsx).
 */
import MimeTabs from '@theme-init/MimeTabs';
import {tabsWithoutRemount} from '../../client/tabsWithoutRemount';

export default tabsWithoutRemount(MimeTabs);
