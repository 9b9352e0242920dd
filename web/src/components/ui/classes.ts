/**
 * The daisyUI class names that pages compose with their own Tailwind utilities (docs/conventions.md, "The kit"): one
 * constant per class, named after it (`btn-sm` is `BTN_SM`, `hover:badge-primary` is `HOVER_BADGE_PRIMARY`). They
 * are plain string constants, not functions: the build writes each one where it is used
 * (vite.config.ts, `optimization.inlineConst`) and folds a template of them (`${BTN} ${BTN_SM} mt-2`) into one string literal, so they
 * cost no bytes; Tailwind reads the class names here. Outside web/src/components/ui no file spells a daisyUI class
 * (the lint rule local/kit-classes, scripts/eslint-kit-classes.js).
 */

export const BADGE = 'badge';
export const BADGE_ERROR = 'badge-error';
export const BADGE_GHOST = 'badge-ghost';
export const BADGE_LG = 'badge-lg';
export const BADGE_OUTLINE = 'badge-outline';
export const BADGE_PRIMARY = 'badge-primary';
export const BADGE_SM = 'badge-sm';
export const BADGE_SUCCESS = 'badge-success';
export const BADGE_WARNING = 'badge-warning';
export const HOVER_BADGE_PRIMARY = 'hover:badge-primary';

export const BREADCRUMBS = 'breadcrumbs';

export const BTN = 'btn';
export const BTN_ACTIVE = 'btn-active';
export const BTN_CIRCLE = 'btn-circle';
export const BTN_DISABLED = 'btn-disabled';
export const BTN_ERROR = 'btn-error';
export const BTN_GHOST = 'btn-ghost';
export const BTN_LG = 'btn-lg';
export const BTN_OUTLINE = 'btn-outline';
export const BTN_PRIMARY = 'btn-primary';
export const BTN_SECONDARY = 'btn-secondary';
export const BTN_SM = 'btn-sm';
export const BTN_XS = 'btn-xs';

export const CARD = 'card';
export const CARD_BODY = 'card-body';

export const CHECKBOX = 'checkbox';
export const CHECKBOX_PRIMARY = 'checkbox-primary';
export const CHECKBOX_SM = 'checkbox-sm';

export const INPUT = 'input';
export const INPUT_ERROR = 'input-error';
export const INPUT_SM = 'input-sm';

export const JOIN = 'join';
export const JOIN_ITEM = 'join-item';

export const LABEL_TEXT = 'label-text';

export const LINK = 'link';
export const LINK_HOVER = 'link-hover';
export const LINK_PRIMARY = 'link-primary';

export const LOADING = 'loading';
export const LOADING_LG = 'loading-lg';
export const LOADING_MD = 'loading-md';
export const LOADING_SM = 'loading-sm';
export const LOADING_SPINNER = 'loading-spinner';
export const LOADING_XS = 'loading-xs';

export const MASK = 'mask';
export const MASK_STAR_2 = 'mask-star-2';

export const MENU = 'menu';
export const MENU_ACTIVE = 'menu-active';
export const MENU_SM = 'menu-sm';

export const MODAL = 'modal';
export const MODAL_ACTION = 'modal-action';
export const MODAL_BOX = 'modal-box';

export const RADIO = 'radio';
export const RADIO_SM = 'radio-sm';

export const RATING = 'rating';
export const RATING_MD = 'rating-md';

export const SELECT = 'select';
export const SELECT_ERROR = 'select-error';
export const SELECT_SM = 'select-sm';

export const SKELETON = 'skeleton';

export const STEP = 'step';
export const STEP_PRIMARY = 'step-primary';

export const STEPS = 'steps';

export const TAB = 'tab';
export const TAB_ACTIVE = 'tab-active';

export const TABLE = 'table';
export const TABLE_SM = 'table-sm';

export const TABS = 'tabs';
export const TABS_BORDER = 'tabs-border';

export const TEXTAREA = 'textarea';
export const TEXTAREA_ERROR = 'textarea-error';
