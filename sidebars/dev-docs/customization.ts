/** devDocsSidebar: the "🛠 Customization" category. Filled as its pages are written. */
import type {SidebarItem} from '../types';

export default [] satisfies SidebarItem[];
