/**
 * Replaces docusaurus-theme-openapi-docs' `ApiExplorer/LiveEditor` (lib/theme/ApiExplorer/LiveEditor
 * of version 5.2.0), the editor of a request body and of a form field. The original puts the editor
 * inside react-live's `<LiveProvider>`, which compiles and runs the edited text as JSX with
 * `new Function` on every change, to render a preview the request panel never shows: under the
 * site's Content-Security-Policy (no 'unsafe-eval') each run is an EvalError and a violation report.
 * This version keeps the original's markup, classes, form field and validation, and uses
 * react-live's bare `Editor`, which only highlights and edits text.
 */
import React, {useEffect, useState} from 'react';
import {usePrismTheme} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import {Controller, useFormContext} from 'react-hook-form';
import {Editor} from 'react-live';

interface Props {
  /** The initial text. */
  children: string;
  /** Called with the text after each change (the theme stores it as the request body). */
  action: (code: string) => void;
  language?: string;
  required?: boolean;
}

export default function LiveEditor({
  children,
  action,
  language = 'text',
  required = false,
}: Props): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const prismTheme = usePrismTheme();
  const [code, setCode] = useState(children.replace(/\n$/, ''));
  // As in the original: the editor is read-only once it loses focus, until it is clicked again,
  // so that Tab leaves it.
  const [editorDisabled, setEditorDisabled] = useState(false);
  const {
    control,
    formState: {errors},
  } = useFormContext();
  const errorMessage = errors.requestBody?.message;

  useEffect(() => {
    action(code);
    // As in the original, the text is reported when it changes (not when `action` does).
  }, [code]);

  return (
    <div className="openapi-explorer__playground-container">
      <Controller
        control={control}
        name="requestBody"
        rules={{
          required:
            required && !code
              ? translate({
                  id: 'theme.openapi.form.fieldRequired',
                  message: 'This field is required',
                })
              : false,
        }}
        render={({field: {onChange}}) => (
          <div onClick={() => setEditorDisabled(false)} onBlur={() => setEditorDisabled(true)}>
            <Editor
              key={String(isBrowser)}
              className={clsx('openapi-explorer__playground-editor', {
                'openapi-explorer__form-item-input': Boolean(errorMessage),
                error: Boolean(errorMessage),
              })}
              code={code}
              language={language}
              theme={prismTheme}
              disabled={editorDisabled}
              tabMode="focus"
              onChange={(text) => {
                setCode(text);
                onChange(text);
              }}
            />
          </div>
        )}
      />
      {typeof errorMessage === 'string' && (
        <div className="openapi-explorer__input-error">{errorMessage}</div>
      )}
    </div>
  );
}
