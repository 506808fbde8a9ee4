/** Types for peer-header.mjs, shared with the Node preload as plain JavaScript. */
export const PEER_HEADER: 'x-highland-peer';
