/**
 * The Okabe–Ito colours: told apart by people with any common colour-vision deficiency, and in a
 * grey print by their different lightness. Series take them in this order.
 */
export const CHART_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00'] as const;

/** Lines also differ by dash, so they stay apart where colour does not. */
export const LINE_DASHES = [undefined, '6 3', '2 3', '8 3 2 3'] as const;
