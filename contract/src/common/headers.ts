/** Request headers of docs/storefront.md, Requests / docs/backend-wire.md, "Headers and tokens". Header names are case-insensitive on the wire. */
export const TOKEN_HEADER = 'Authori-zation';
export const FORM_TYPE_HEADER = 'Form-type';
export const FORM_TYPE_PC = 'pc';
/** The backend also accepts and strips this prefix on the token value. */
export const TOKEN_VALUE_PREFIX = 'TOKEN_USER:';
