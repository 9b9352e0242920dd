// daisyUI classes of the kit's smaller pieces, for elements whose tag and attributes the caller keeps.

/** A card frame and its padded body. */
export const cardClass = (extra = ''): string => `card ${extra}`;
export const cardBodyClass = (extra = ''): string => `card-body ${extra}`;

/** A vertical menu of links (the account menu) and its current item. */
export const menuClass = (extra = ''): string => `menu menu-sm ${extra}`;
export const menuActiveClass = 'menu-active';

/** A breadcrumb trail. */
export const breadcrumbsClass = (extra = ''): string => `breadcrumbs ${extra}`;

/** A row of star radios (a review's score) and one star. */
export const ratingClass = (extra = ''): string => `rating rating-md ${extra}`;
export const ratingStarClass = (extra = ''): string => `mask mask-star-2 ${extra}`;

/** daisyUI bordered tabs (a tablist) and one tab. */
export const tabsClass = (extra = ''): string => `tabs tabs-border ${extra}`;
export const tabClass = (active: boolean, extra = ''): string => `tab ${active ? 'tab-active' : ''} ${extra}`;

/** The row of buttons at the foot of a modal box, and the modal's own frame. */
export const modalActionClass = 'modal-action';
export const modalClass = (extra = ''): string => `modal ${extra}`;
export const modalBoxClass = (extra = ''): string => `modal-box ${extra}`;
