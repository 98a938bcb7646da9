/**
 * Code block buttons: "Ask" before the theme's own (word wrap, copy). Ask opens the search widget
 * in Ask mode with the block's code as context; the answer explains the code from the docs (the
 * sections that define what it uses, cited). Client-only, like the theme's buttons: they need
 * React to work, and the page's HTML (and its Markdown twin) stays the code alone.
 */
import React, {type ComponentProps} from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import {translate} from '@docusaurus/Translate';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Buttons from '@theme-original/CodeBlock/Buttons';
import {openAsk} from '@theme/SearchBar/store';

import styles from './styles.module.css';

type Props = ComponentProps<typeof Buttons>;

function AskIcon(): React.JSX.Element {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
      <path
        fill="currentColor"
        d="M12 2l1.9 5.6L19.5 9.5l-5.6 1.9L12 17l-1.9-5.6L4.5 9.5l5.6-1.9L12 2zm6 12l.9 2.6 2.6.9-2.6.9L18 21l-.9-2.6-2.6-.9 2.6-.9.9-2.6z"
      />
    </svg>
  );
}

function AskButton(): React.JSX.Element {
  const {
    metadata: {code},
  } = useCodeBlockContext();
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.askButton)}
      aria-label={translate({
        id: 'codeBlock.ask.label',
        message: 'Ask about this code: explain it from the docs',
      })}
      title={translate({id: 'codeBlock.ask.title', message: 'Ask about this code'})}
      onClick={() => openAsk({context: code})}>
      <AskIcon />
      <span className={styles.askLabel} aria-hidden="true">
        {translate({id: 'codeBlock.ask.short', message: 'Ask'})}
      </span>
    </button>
  );
}

export default function CodeBlockButtonsWithAsk({className, ...props}: Props): React.JSX.Element {
  return (
    <BrowserOnly>
      {() => (
        <div className={clsx(className, styles.group)} data-code-actions="">
          <AskButton />
          <Buttons {...props} className={styles.themeButtons} />
        </div>
      )}
    </BrowserOnly>
  );
}
