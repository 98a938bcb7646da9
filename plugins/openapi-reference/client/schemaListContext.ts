/**
 * Whether the OpenAPI theme's Schema is rendered as the item of a list: RequestSchema and
 * ResponseSchema put it inside a <ul>, a schema page does not (see theme/Schema).
 */
import {createContext} from 'react';

export const SchemaInListContext = createContext(false);
