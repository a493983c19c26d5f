/**
 * The element in the admin frame's header (rendered by the shell) where the admin remote shows
 * who is signed in and the Log out button.
 */
export const adminSessionSlotId = 'admin-session';
