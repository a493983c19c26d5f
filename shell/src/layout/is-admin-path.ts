/**
 * The admin's pages: the admin is not shopping for cover, so they carry no call to get a quote
 * (and on a phone the quote bar would cover the lead list).
 */
export const isAdminPath = (pathname: string) =>
  pathname === '/admin' || pathname.startsWith('/admin/');
