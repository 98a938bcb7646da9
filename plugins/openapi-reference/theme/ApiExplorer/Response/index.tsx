/**
 * Wrapper of the OpenAPI theme's response panel. When a request fails before any answer (the
 * server is unreachable, CORS, a time-out), the theme stores its explanation as the response but
 * renders only responses that have a status code, so the panel fell back to its placeholder and
 * the reader saw nothing. The explanation is shown here, as an alert, until the next request.
 */
import React from 'react';
import OriginalResponse from '@theme-init/ApiExplorer/Response';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof OriginalResponse>;

// The theme's own "in progress" value (theme.openapi.request.fetchingMessage, untranslated here).
const fetchingMessage = 'Fetching...';

export default function Response(props: Props): React.JSX.Element {
  const code = useTypedSelector((state) => state.response.code);
  const value = useTypedSelector((state) => state.response.value);
  const failure = !code && value && value !== fetchingMessage ? value : undefined;
  return (
    <>
      {failure && (
        <div role="alert" className="alert alert--danger margin-bottom--md">
          {failure}
        </div>
      )}
      <OriginalResponse {...props} />
    </>
  );
}
