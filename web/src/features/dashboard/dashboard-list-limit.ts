/** Each dashboard list shows at most this many entries (spec section 9); View All shows the rest. */
export const DASHBOARD_LIST_LIMIT = 6;
