/**
 * The OpenAPI theme's tab components (ApiTabs, MimeTabs, SchemaTabs, DiscriminatorTabs,
 * OperationTabs) key their tabs by `useIsBrowser()`, a workaround for facebook/docusaurus#5653:
 * once the page has hydrated the key changes, and React throws the hydrated tabs away and renders
 * them again, with everything in them (the responses, their schemas and samples), in the browser.
 * Their selection needs no such remount: it starts from the tabs' default and follows a stored or
 * linked choice through a layout effect after hydration (the theme's utils/tabsUtils.js).
 *
 * `tabsWithoutRemount(Tabs)` renders the original under a browser context pinned at its value of
 * the first render, so the key of tabs that hydrated stays as it was, and gives each tab's
 * content the real value back, so what is inside the tabs still sees the browser.
 */
import React, {
  Children,
  cloneElement,
  isValidElement,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import useIsBrowser from '@docusaurus/useIsBrowser';

interface TabsProps {
  children?: ReactNode;
}

export function tabsWithoutRemount<Props extends TabsProps>(
  Tabs: ComponentType<Props>,
): ComponentType<Props> {
  return function TabsWithoutRemount(props: Props): ReactNode {
    const isBrowser = useIsBrowser();
    const [firstIsBrowser] = useState(isBrowser);
    const tabs = Children.map(props.children, (tab) =>
      isValidElement<{children?: ReactNode}>(tab)
        ? cloneElement(
            tab as ReactElement<{children?: ReactNode}>,
            undefined,
            <BrowserContext.Provider value={isBrowser}>
              {tab.props.children}
            </BrowserContext.Provider>,
          )
        : tab,
    );
    return (
      <BrowserContext.Provider value={firstIsBrowser}>
        <Tabs {...props}>{tabs}</Tabs>
      </BrowserContext.Provider>
    );
  };
}
