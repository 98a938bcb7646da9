/** devDocsSidebar: the "🔧 Advanced features" category. Filled as its pages are written. */
import type {SidebarItem} from '../types';

export default [] satisfies SidebarItem[];
