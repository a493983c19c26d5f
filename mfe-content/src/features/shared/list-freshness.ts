/**
 * How long a list (news, resources) counts as fresh. A visitor coming back to a list later expects
 * today's entries and counts, so a list mounting after this reads them again; within it, nothing
 * is fetched twice, and a page the server rendered with its list makes no request for it.
 */
export const listFreshForMs = 60_000;
