/**
 * Wraps the theme's mobile sidebar (the navbar drawer) so that Escape closes it, as it closes
 * every other panel of the site (the search dialog, an expanded diagram, a zoomed image).
 */
import React, {useEffect, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MobileSidebar>;

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  useEffect(() => {
    if (!shown) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) toggle();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [shown, toggle]);
  return <MobileSidebar {...props} />;
}
