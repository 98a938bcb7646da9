/**
 * Wrapper of the OpenAPI theme's DiscriminatorTabs: its tabs hydrate once and are not rendered again in the
 * browser (see client/tabsWithoutRemount.tsx).
 */
import DiscriminatorTabs from '@theme-init/DiscriminatorTabs';
import {tabsWithoutRemount} from '../../client/tabsWithoutRemount';

export default tabsWithoutRemount(DiscriminatorTabs);
