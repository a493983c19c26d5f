/** The admin's pages, which wear the admin's own frame instead of the public site's. */
export const isAdminPath = (pathname: string) =>
  pathname === '/admin' || pathname.startsWith('/admin/');
