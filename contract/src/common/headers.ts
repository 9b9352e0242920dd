/** Request headers of spec §7 / backend-api.md §1.2. Header names are case-insensitive on the wire. */
export const TOKEN_HEADER = 'Authori-zation';
export const FORM_TYPE_HEADER = 'Form-type';
export const FORM_TYPE_PC = 'pc';
/** The backend also accepts and strips this prefix on the token value. */
export const TOKEN_VALUE_PREFIX = 'TOKEN_USER:';
