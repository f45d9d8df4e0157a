/**
 * Reading your own writes. A command's answer carries the position of its last event in this
 * header (and as `position` in its JSON body). The read API waits until the projector has passed
 * the newest position the caller's session wrote; a client without a session can send the
 * position it wants to see in `READ_AFTER_HEADER`.
 */
export const POSITION_HEADER = 'X-Event-Position';
export const READ_AFTER_HEADER = 'X-Read-After-Position';
/** Set on a read answered before the projector reached the caller's position (bounded wait ran out). */
export const STALE_READ_HEADER = 'X-Read-Model-Stale';
